import type { GlossaryTerm, Penalty, Rule, SearchType } from '@gg/contracts';
import { HttpError, apiPath, getJson, queryOptions, useQuery } from '@gg/data';

/** Search runs only from 3 characters (trimmed): shorter text matches too much to be useful. */
export const SEARCH_MIN_LENGTH = 3;
export const isSearchActive = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;

type ResultOf<T extends SearchType> = T extends 'rules' ? Rule : T extends 'terms' ? GlossaryTerm : Penalty;

/** No answer at all (offline) or the service could not answer: worth searching the cached lists. */
const searchableLocally = (error: unknown) => !(error instanceof HttpError) || error.status >= 500;

/**
 * GET /api/search?query=&type=. When the service cannot be reached (offline) or fails, the same
 * search runs in the page over the lists the service worker keeps; only when that fails too is
 * the person told "Search failed".
 */
export async function searchContent<T extends SearchType>(query: string, type: T, signal?: AbortSignal): Promise<ResultOf<T>[]> {
  try {
    return await getJson<ResultOf<T>[]>(apiPath(['/api/search'], { query: query.trim(), type }), { signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    if (searchableLocally(cause)) {
      try {
        const { searchLocally } = await import('../local-search');
        return (await searchLocally(query, type)) as ResultOf<T>[];
      } catch {
        // the lists are not available either: report the search's own failure below
      }
    }
    throw new Error('Search failed', { cause });
  }
}

export const searchQuery = <T extends SearchType>(query: string, type: T) =>
  queryOptions({
    queryKey: ['/api/search', { query: query.trim().toLowerCase(), type }],
    queryFn: ({ signal }) => searchContent(query, type, signal),
    enabled: isSearchActive(query),
  });

export const useSearch = <T extends SearchType>(query: string, type: T) => useQuery(searchQuery(query, type));
