import type { PlayerBio } from '@gg/contracts';
import { getJson, HttpError, queryOptions, useQuery } from '@gg/data';

/** A failed bio is asked for again twice, a second apart, before the failure shows. */
export const BIO_RETRIES = 2;
export const BIO_RETRY_DELAY_MS = 1000;
/** A bio stays fresh for 5 minutes. */
export const BIO_CACHE_MS = 5 * 60 * 1000;

export const playerBioKey = (playerId: string, expectedName: string) => ['/api/player', playerId, 'bio', expectedName] as const;

/**
 * The bio, naming the player the roster shows so the service can flag a mismatched id. `null`: the
 * service has no bio for this player (most players), which is an answer, not a failure.
 */
export const fetchPlayerBio = (playerId: string, expectedName: string, signal?: AbortSignal) =>
  getJson<PlayerBio | null>(`/api/player/${encodeURIComponent(playerId)}/bio?expectedName=${encodeURIComponent(expectedName)}`, { signal });

/** A 404 is the service saying it has no bio for this player: asking again cannot change that. */
export const shouldRetryBio = (failureCount: number, error: Error) =>
  !(error instanceof HttpError && error.status === 404) && failureCount < BIO_RETRIES;

export const playerBioQuery = (playerId: string, expectedName: string) =>
  queryOptions({
    queryKey: playerBioKey(playerId, expectedName),
    queryFn: ({ signal }) => fetchPlayerBio(playerId, expectedName, signal),
    staleTime: BIO_CACHE_MS,
    gcTime: BIO_CACHE_MS,
    retry: shouldRetryBio,
    retryDelay: BIO_RETRY_DELAY_MS,
  });

export const usePlayerBio = (playerId: string, expectedName: string) => useQuery(playerBioQuery(playerId, expectedName));
