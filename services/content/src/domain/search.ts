/**
 * /api/search: the query checked (length, type), then the guide's search (@gg/search, the same the
 * learning area runs offline) over the content's rules, terms and penalties. Fans ask the same
 * few things, so each list's answer to a normalised query is kept (the content only changes with
 * a deploy); working one out spends from the searches' share of the service's time.
 */
import type { GlossaryTerm, Penalty, Rule, SearchResults, SearchType } from '@gg/contracts';
import { SearchTypeSchema } from '@gg/contracts';
import { buildSearchIndex, hasSearchWords, normaliseQuery, type SearchIndex } from '@gg/search';
import { badRequest } from '@gg/service-kit';
import type { ContentRepository } from '../data-access/content-repository';
import { searchBudget } from './search-budget';

export { SEARCH_RESULT_LIMIT } from '@gg/search';
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
/** Answers kept, one per list and normalised query (a few hundred bytes each). */
export const SEARCH_CACHE_ENTRIES = 3000;
/** Of each second, the most searches may take by default; the rest stays for the other routes. */
export const SEARCH_TIME_SHARE = 0.5;

export interface SearchQuery { query?: unknown; type?: unknown }

export interface SearchOptions {
  /** Answers kept; past it, the one asked least recently goes. */
  cacheEntries?: number;
  /** Of each second, at most this much (0 to 1) goes to working answers out; past it, SearchBusy. */
  timeShare?: number;
}

export function createSearch(repo: ContentRepository, { cacheEntries = SEARCH_CACHE_ENTRIES, timeShare = SEARCH_TIME_SHARE }: SearchOptions = {}) {
  const budget = searchBudget(timeShare);
  // Shared by every request that asks the same: callers read the lists, never change them.
  const kept = new Map<string, unknown[]>();
  const keyOf = (type: SearchType, normal: string) => `${type} ${normal}`;

  /** A list's answers, each worked out once per normalised query and kept. */
  function keptAnswers<T>(type: SearchType, index: SearchIndex<T>) {
    return (normal: string): T[] => {
      if (!normal) return [];
      const key = keyOf(type, normal);
      const known = kept.get(key) as T[] | undefined;
      if (known) {
        kept.delete(key); // asked again: the most recent now
        kept.set(key, known);
        return known;
      }
      const found = index.search(normal);
      if (kept.size >= cacheEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, found);
      return found;
    };
  }

  const lists = {
    rules: keptAnswers('rules', buildSearchIndex('rules', repo.rules)),
    terms: keptAnswers('terms', buildSearchIndex('terms', repo.glossary)),
    penalties: keptAnswers('penalties', buildSearchIndex('penalties', repo.penalties)),
  };
  const allKept = (types: SearchType[], normal: string) => !normal || types.every((type) => kept.has(keyOf(type, normal)));

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
    /** With a type: that list. Without: the object with all three lists. Throws SearchBusy past the time share. */
    search(input: SearchQuery): SearchResults | Rule[] | GlossaryTerm[] | Penalty[] {
      const { text, type } = parse(input);
      const normal = normaliseQuery(text);
      const answer = () => (type ? lists[type](normal) : { rules: lists.rules(normal), terms: lists.terms(normal), penalties: lists.penalties(normal) });
      // a kept answer costs nothing: only working one out spends from the searches' share
      return allKept(type ? [type] : ['rules', 'terms', 'penalties'], normal) ? answer() : budget.spend(answer);
    },
  };
}
export type ContentSearch = ReturnType<typeof createSearch>;
