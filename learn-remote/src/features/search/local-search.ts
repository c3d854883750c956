/**
 * Search without the content service: when /api/search cannot be reached (offline, or the service
 * is down) the same kind of search runs here, over the full lists of rules, terms and penalties,
 * which the service worker keeps for offline use. It is the service's own search (@gg/search), so
 * results read the same either way. Loaded only when needed.
 */
import type { SearchType } from '@gg/contracts';
import { buildSearchIndex, SEARCH_RESULT_LIMIT, type SearchIndex, type SearchItem } from '@gg/search';
import { getJson } from '@gg/data';

export const LOCAL_RESULT_LIMIT = SEARCH_RESULT_LIMIT;

/** Where each full list comes from (kept by the service worker for offline use). */
const SOURCES: Record<SearchType, string> = { rules: '/api/all-rules', terms: '/api/glossary', penalties: '/api/penalties' };

/** Built once per list and page; a list that failed to load is tried again next time. */
const indexes = new Map<SearchType, Promise<SearchIndex<unknown>>>();

function indexFor<T extends SearchType>(type: T): Promise<SearchIndex<SearchItem<T>>> {
  let index = indexes.get(type) as Promise<SearchIndex<SearchItem<T>>> | undefined;
  if (!index) {
    index = getJson<SearchItem<T>[]>(SOURCES[type]).then((items) => buildSearchIndex(type, items));
    index.catch(() => indexes.delete(type));
    indexes.set(type, index);
  }
  return index;
}

/** The matches for `query` in one list, best first, as /api/search?type= would answer. */
export async function searchLocally<T extends SearchType>(query: string, type: T): Promise<SearchItem<T>[]> {
  return (await indexFor(type)).search(query);
}

/** Forgets the built indexes (tests). */
export function resetLocalSearch(): void {
  indexes.clear();
}
