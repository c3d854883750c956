import type { Prediction } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** ids stay comma-separated in the query string (`gameIds=1,2,3`), as the service documents it. */
export const gameIdsParam = (gameIds: readonly string[]) => gameIds.map(encodeURIComponent).join(',');

/** Win probabilities, predicted scores and confidence, each with the sentence saying where it comes from. */
export const fetchPredictions = (gameIds: readonly string[], signal?: AbortSignal) =>
  getJson<Prediction[]>(`/api/predictions?gameIds=${gameIdsParam(gameIds)}`, { signal });

export const predictionsQuery = (gameIds: readonly string[]) =>
  queryOptions({ queryKey: ['/api/predictions', gameIdsParam(gameIds)], queryFn: ({ signal }) => fetchPredictions(gameIds, signal) });

export const usePredictions = (gameIds: readonly string[]) => useQuery({ ...predictionsQuery(gameIds), enabled: gameIds.length > 0 });
