import type { BettingOdds } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const oddsKey = (gameId: string) => ['/api/games', gameId, 'odds'] as const;

export const fetchOdds = (gameId: string, signal?: AbortSignal) => getJson<BettingOdds[]>(`/api/games/${gameId}/odds`, { signal });

/** Lines are read once per game: pushed score changes do not move them, so they are never refetched. */
export const oddsQuery = (gameId: string) =>
  queryOptions({
    queryKey: oddsKey(gameId),
    queryFn: ({ signal }) => fetchOdds(gameId, signal),
    staleTime: Infinity,
  });

export const useOdds = (gameId: string, enabled = true) => useQuery({ ...oddsQuery(gameId), enabled });
