/**
 * /api/search: the query checked (length, type), then the guide's search (@gg/search, the same the
 * learning area runs offline) over the content's rules, terms and penalties. Fans ask the same
 * few things, so the answer to each normalised query (and type) is kept, as the content only
 * changes with a deploy; working one out spends from the searches' share of the service's time.
 */
import type { GlossaryTerm, Penalty, Rule, SearchResults, SearchType } from '@gg/contracts';
import { SearchTypeSchema } from '@gg/contracts';
import { buildSearchIndex, hasSearchWords, normaliseQuery } from '@gg/search';
import { badRequest } from '@gg/service-kit';
import type { ContentRepository } from '../data-access/content-repository';
import { searchBudget } from './search-budget';

export { SEARCH_RESULT_LIMIT } from '@gg/search';
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
/** Answers kept, one per type and normalised query (their lists refer to the content's items). */
export const SEARCH_CACHE_ENTRIES = 3000;
/** Of each second, the most searches may take by default; the rest stays for the other routes. */
export const SEARCH_TIME_SHARE = 0.5;

export interface SearchQuery { query?: unknown; type?: unknown }
export type SearchAnswer = SearchResults | Rule[] | GlossaryTerm[] | Penalty[];

export interface SearchOptions {
  /** Answers kept; past it, the one asked least recently goes. */
  cacheEntries?: number;
  /** Of each second, at most this much (0 to 1) goes to working answers out; past it, SearchBusy. */
  timeShare?: number;
}

export function createSearch(repo: ContentRepository, { cacheEntries = SEARCH_CACHE_ENTRIES, timeShare = SEARCH_TIME_SHARE }: SearchOptions = {}) {
  const budget = searchBudget(timeShare);
  const indexes = {
    rules: buildSearchIndex('rules', repo.rules),
    terms: buildSearchIndex('terms', repo.glossary),
    penalties: buildSearchIndex('penalties', repo.penalties),
  };
  // The same answer object for every request that asks the same, so the route checks it against
  // the contract once; callers read it, never change it.
  const kept = new Map<string, SearchAnswer>();

  function workOut(type: SearchType | undefined, normal: string): SearchAnswer {
    if (type) return indexes[type].search(normal);
    return { rules: indexes.rules.search(normal), terms: indexes.terms.search(normal), penalties: indexes.penalties.search(normal) };
  }

  function parse({ query, type }: SearchQuery): { text: string; type?: SearchType } {
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query": say what to search for');
    const text = query.trim();
    const meaningful = hasSearchWords(text);
    if (text.length < SEARCH_MIN_LENGTH) throw badRequest(`"query" must be at least ${SEARCH_MIN_LENGTH} characters`);
    if (text.length > SEARCH_MAX_LENGTH) throw badRequest(`"query" must be at most ${SEARCH_MAX_LENGTH} characters`);
    if (!meaningful) return { text: '', type: parseType(type) };
    return { text, type: parseType(type) };
  }

  function parseType(type: unknown): SearchType | undefined {
    if (type === undefined || type === '') return undefined;
    const parsed = SearchTypeSchema.safeParse(type);
    if (!parsed.success) throw badRequest(`Unknown "type" ${JSON.stringify(type)}: use rules, terms or penalties`);
    return parsed.data;
  }

  return {
    /**
     * With a type: that list. Without: the object with all three lists. A kept answer is the same
     * object each time; working a new one out throws SearchBusy once searches have had their share.
     */
    search(input: SearchQuery): SearchAnswer {
      const { text, type } = parse(input);
      const normal = normaliseQuery(text);
      if (!normal) return type ? [] : { rules: [], terms: [], penalties: [] };
      const key = `${type ?? 'all'} ${normal}`;
      const known = kept.get(key);
      if (known) {
        kept.delete(key); // asked again: the most recent now
        kept.set(key, known);
        return known;
      }
      const answer = budget.spend(() => workOut(type, normal));
      if (kept.size >= cacheEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, answer);
      return answer;
    },
  };
}
export type ContentSearch = ReturnType<typeof createSearch>;
