import type { GameSummary } from '@gg/contracts';
import { getJson, HttpError, queryOptions, useQuery } from '@gg/data';

export const gameSummaryKey = (gameId: string) => ['/api/games', gameId, 'summary'] as const;

export const fetchGameSummary = (gameId: string, signal?: AbortSignal) => getJson<GameSummary>(`/api/games/${gameId}/summary`, { signal });

/** The service answers 409 for a game it does not yet have as final. */
export const isNotFinalYet = (error: unknown) => error instanceof HttpError && error.status === 409;

/**
 * The fan's slate can say final a poll before the service's summary cache does: a 409 is asked
 * again a few times, a few seconds apart, before the panel says the summary has not come.
 */
export const NOT_FINAL_RETRIES = 4;
export const NOT_FINAL_RETRY_MS = 4_000;

/** A final's summary does not change once read: it is read once per visit. */
export const gameSummaryQuery = (gameId: string) =>
  queryOptions({
    queryKey: gameSummaryKey(gameId),
    queryFn: ({ signal }) => fetchGameSummary(gameId, signal),
    staleTime: Infinity,
    retry: (failures, error) => isNotFinalYet(error) && failures < NOT_FINAL_RETRIES,
    retryDelay: NOT_FINAL_RETRY_MS,
  });

export const useGameSummary = (gameId: string) => useQuery(gameSummaryQuery(gameId));
