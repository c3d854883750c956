import type { Play } from '@gg/contracts';
import { getJsonWithFreshness, type Fresh, queryOptions, useQuery, type QueryClient } from '@gg/data';
import { isLiveGame } from '@gg/contracts/game-status';
import type { LiveSlate } from './get-live-scores';

/** Without the stream, a live card's latest play is polled every 10 s. */
export const PLAYS_POLL_MS = 10_000;

/** One cache entry per game, shared by the card's latest play and the detail panel's feed. */
export const playsKey = (gameId: string) => ['/api/games', gameId, 'plays'] as const;

export type GamePlays = Fresh<Play[]>;

export const fetchPlays = (gameId: string, signal?: AbortSignal) => getJsonWithFreshness<Play[]>(`/api/games/${gameId}/plays`, { signal });

export const playsQuery = (gameId: string, { poll = false }: { poll?: boolean } = {}) =>
  queryOptions<GamePlays>({
    queryKey: playsKey(gameId),
    queryFn: ({ signal }) => fetchPlays(gameId, signal),
    refetchInterval: poll ? PLAYS_POLL_MS : false,
  });

/**
 * A game's plays. `enabled: false` still reads what the cache holds (seeded by the game's live
 * data, or refreshed after a pushed play) without requesting anything.
 */
export const usePlays = (gameId: string, { enabled = true, poll = false }: { enabled?: boolean; poll?: boolean } = {}) =>
  useQuery({ ...playsQuery(gameId, { poll }), enabled });

/**
 * The plays a server-rendered page reads with the scoreboard: each live card shows its game's
 * latest play (read from the plays while the live stream is not connected, as on the server).
 */
export const livePlays = (slate: LiveSlate) => slate.data.filter(isLiveGame).map((game) => playsQuery(game.id));

/** Requests a game's plays now, once (a pushed change says there is a new play or score). */
export const refreshPlays = (client: QueryClient, gameId: string) => client.fetchQuery({ ...playsQuery(gameId), staleTime: 0 });
