/**
 * Search over rules, glossary terms and penalties (MiniSearch: prefix and typo tolerant, ranked
 * by BM25 with field boosts). Every word must match; a question of three or more words may miss
 * one, so "what is a holding penalty" still finds holding.
 */
import type { GlossaryTerm, Penalty, Rule, SearchResults, SearchType } from '@gg/contracts';
import { SearchTypeSchema } from '@gg/contracts';
import { badRequest } from '@gg/service-kit';
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { ContentRepository } from '../data-access/content-repository';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_RESULT_LIMIT = 25;

// Question words carry no meaning for matching ("what is a holding penalty" is about holding).
const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'are', 'was', 'what', 'whats', "what's", 'how', 'why', 'when', 'where', 'who', 'does', 'do', 'did', 'in', 'on', 'of', 'to', 'for', 'and', 'or', 'it', 'its', 'can', 'i', 'you', 'mean', 'means', 'meaning', 'about', 'with', 'at', 'by', 'be', 'work', 'works', 'happen', 'happens', 'explain', 'called', 'get', 'gets']);
const processTerm = (term: string) => {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
};

const SEARCH_OPTIONS: SearchOptions = {
  processTerm,
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
};

function index<T extends { id: string }>(items: readonly T[], options: Omit<Options<T>, 'idField'>): MiniSearch<T> {
  const mini = new MiniSearch<T>({ idField: 'id', processTerm, ...options, searchOptions: { ...SEARCH_OPTIONS, ...options.searchOptions } });
  mini.addAll([...items]);
  return mini;
}

const joinList = (doc: Record<string, unknown>, field: string) => {
  const value = doc[field];
  return Array.isArray(value) ? value.join(' ') : (value as string);
};

export interface SearchQuery { query?: unknown; type?: unknown }

export function createSearch(repo: ContentRepository) {
  const rules = index<Rule>(repo.rules, {
    fields: ['title', 'tags', 'description', 'details'],
    extractField: joinList,
    searchOptions: { boost: { title: 4, tags: 2, description: 1.5 } },
  });
  const terms = index<GlossaryTerm>(repo.glossary, {
    fields: ['term', 'definition', 'category', 'relatedTerms'],
    extractField: joinList,
    searchOptions: { boost: { term: 5, relatedTerms: 1.2 } },
  });
  const penalties = index<Penalty>(repo.penalties, {
    fields: ['name', 'description', 'signal'],
    searchOptions: { boost: { name: 5, description: 1 } },
  });
  const byId = {
    rules: new Map(repo.rules.map((r) => [r.id, r])),
    terms: new Map(repo.glossary.map((t) => [t.id, t])),
    penalties: new Map(repo.penalties.map((p) => [p.id, p])),
  };

  function ranked<T>(mini: MiniSearch<never>, lookup: Map<string, T>, nameOf: (item: T) => string, query: string): T[] {
    const wanted = query.toLowerCase();
    // An item whose name is exactly the query comes first ("Quarterback" before "Quarterback Sneak").
    const boostDocument = (id: unknown) => {
      const item = lookup.get(String(id));
      return item && nameOf(item).toLowerCase() === wanted ? 10 : 1;
    };
    if (!query) return []; // only question words: nothing to match
    let hits = mini.search(query, { combineWith: 'AND', boostDocument });
    const words = MiniSearch.getDefault('tokenize')(query).filter((w: string) => w && processTerm(w)).length;
    if (hits.length === 0 && words >= 3) {
      // Long questions rarely match every word; accept items matching all but one.
      hits = mini.search(query, { combineWith: 'OR', boostDocument }).filter((hit) => hit.queryTerms.length >= words - 1);
    }
    return hits.slice(0, SEARCH_RESULT_LIMIT).flatMap((hit) => {
      const item = lookup.get(String(hit.id));
      return item ? [item] : [];
    });
  }

  function parse({ query, type }: SearchQuery): { text: string; type?: SearchType } {
    if (typeof query !== 'string' || query.trim() === '') throw badRequest('Missing "query": say what to search for');
    const text = query.trim();
    const meaningful = text.split(/\s+/).some((w) => processTerm(w) !== null);
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
        rules: () => ranked(rules as MiniSearch<never>, byId.rules, (r) => r.title, text),
        terms: () => ranked(terms as MiniSearch<never>, byId.terms, (t) => t.term, text),
        penalties: () => ranked(penalties as MiniSearch<never>, byId.penalties, (p) => p.name, text),
      };
      if (type) return run[type]();
      return { rules: run.rules(), terms: run.terms(), penalties: run.penalties() };
    },
  };
}
export type ContentSearch = ReturnType<typeof createSearch>;
