import type { LiveGameData } from '@gg/contracts';
import { getJson, queryOptions, useQuery, type QueryClient } from '@gg/data';
import { oddsKey } from './get-odds';
import { playsKey, type GamePlays } from './get-plays';

/** Without the stream, the open game's live data is polled every 30 s. */
export const LIVE_DATA_POLL_MS = 30_000;

export const liveDataKey = (gameId: string) => ['/api/games', gameId, 'live-data'] as const;

export const fetchLiveData = (gameId: string, signal?: AbortSignal) => getJson<LiveGameData>(`/api/games/${gameId}/live-data`, { signal });

/**
 * Live data carries the game's plays and odds: it fills those caches too, so the card and the
 * panel never ask for them separately. Plays already newer (refreshed after a push) are kept, but
 * never a shorter list: a game's plays only grow, and an empty list read before kickoff (or from
 * another replica's clock) must not hide a finished game's plays.
 */
export function seedFromLiveData(client: QueryClient, data: LiveGameData): void {
  client.setQueryData<GamePlays>(playsKey(data.gameId), (current) => {
    const newer = current?.updatedAt && Date.parse(current.updatedAt) > Date.parse(data.lastUpdated) && current.data.length >= data.playByPlay.length;
    return newer ? current : { data: data.playByPlay, updatedAt: data.lastUpdated, stale: data.stale };
  });
  if (data.bettingOdds.length > 0) client.setQueryData(oddsKey(data.gameId), data.bettingOdds);
}

/** An answer read this recently (as the fan pressed View Details) counts as read on opening. */
export const LIVE_DATA_JUST_READ_MS = 3_000;

export const liveDataQuery = (gameId: string, { poll = false }: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: liveDataKey(gameId),
    queryFn: async ({ signal, client }) => {
      const data = await fetchLiveData(gameId, signal);
      seedFromLiveData(client, data);
      return data;
    },
    // opening a game loads it afresh (while it was closed its plays were not followed), unless the
    // read began as the fan pressed View Details (prefetchLiveData)
    staleTime: LIVE_DATA_JUST_READ_MS,
    refetchInterval: poll ? LIVE_DATA_POLL_MS : false,
  });

/** Starts reading a game's live data as the fan presses View Details, so the tap itself does not. */
export const prefetchLiveData = (client: QueryClient, gameId: string) => { void client.prefetchQuery(liveDataQuery(gameId)); };

export const useLiveData = (gameId: string, { poll = false }: { poll?: boolean } = {}) => useQuery(liveDataQuery(gameId, { poll }));
