import type { FantasyAdvice } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';
import { gameIdsParam } from './get-predictions';

/** The matchup label (Close Game, Balanced, Mismatch) and fantasy advice for each game. */
export const fetchFantasy = (gameIds: readonly string[], signal?: AbortSignal) =>
  getJson<FantasyAdvice[]>(`/api/fantasy?gameIds=${gameIdsParam(gameIds)}`, { signal });

export const fantasyQuery = (gameIds: readonly string[]) =>
  queryOptions({ queryKey: ['/api/fantasy', gameIdsParam(gameIds)], queryFn: ({ signal }) => fetchFantasy(gameIds, signal) });

export const useFantasy = (gameIds: readonly string[]) => useQuery({ ...fantasyQuery(gameIds), enabled: gameIds.length > 0 });
