/**
 * /api/search: the query checked (length, type), then the guide's search (@gg/search, the same the
 * learning area runs offline) over the content's rules, terms and penalties.
 */
import type { GlossaryTerm, Penalty, Rule, SearchResults, SearchType } from '@gg/contracts';
import { SearchTypeSchema } from '@gg/contracts';
import { buildSearchIndex, hasSearchWords } from '@gg/search';
import { badRequest } from '@gg/service-kit';
import type { ContentRepository } from '../data-access/content-repository';

export { SEARCH_RESULT_LIMIT } from '@gg/search';
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;

export interface SearchQuery { query?: unknown; type?: unknown }

export function createSearch(repo: ContentRepository) {
  const indexes = {
    rules: buildSearchIndex('rules', repo.rules),
    terms: buildSearchIndex('terms', repo.glossary),
    penalties: buildSearchIndex('penalties', repo.penalties),
  };

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
    /** With a type: that list. Without: the object with all three lists. */
    search(input: SearchQuery): SearchResults | Rule[] | GlossaryTerm[] | Penalty[] {
      const { text, type } = parse(input);
      const run = {
        rules: () => indexes.rules.search(text),
        terms: () => indexes.terms.search(text),
        penalties: () => indexes.penalties.search(text),
      };
      if (type) return run[type]();
      return { rules: run.rules(), terms: run.terms(), penalties: run.penalties() };
    },
  };
}
export type ContentSearch = ReturnType<typeof createSearch>;
