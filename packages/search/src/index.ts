/**
 * Search over rules, glossary terms and penalties (MiniSearch: prefix and typo tolerant, ranked
 * by BM25 with field boosts). Every word must match; a question of three or more words may miss
 * one, so "what is a holding penalty" still finds holding. The content service answers
 * /api/search with it and the learning area runs the same search offline, so results read the
 * same either way.
 */
import type { GlossaryTerm, Penalty, Rule, SearchType } from '@gg/contracts';
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/** At most this many results per list. */
export const SEARCH_RESULT_LIMIT = 25;

// Question words carry no meaning for matching ("what is a holding penalty" is about holding).
const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'are', 'was', 'what', 'whats', "what's", 'how', 'why', 'when', 'where', 'who', 'does', 'do', 'did', 'in', 'on', 'of', 'to', 'for', 'and', 'or', 'it', 'its', 'can', 'i', 'you', 'mean', 'means', 'meaning', 'about', 'with', 'at', 'by', 'be', 'work', 'works', 'happen', 'happens', 'explain', 'called', 'get', 'gets']);

/** A word as the index keeps it (lower case), or null for a question word. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** Whether a query has any word to match (not only question words such as "what is the"). */
export const hasSearchWords = (query: string): boolean => query.trim().split(/\s+/).some((w) => processTerm(w) !== null);

const SEARCH_OPTIONS: SearchOptions = {
  processTerm,
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
};

const joinList = (doc: Record<string, unknown>, field: string) => {
  const value = doc[field];
  return Array.isArray(value) ? value.join(' ') : (value as string);
};

export type SearchItem<T extends SearchType> = T extends 'rules' ? Rule : T extends 'terms' ? GlossaryTerm : Penalty;

interface ListSearch<T> { nameOf: (item: T) => string; options: Omit<Options<T>, 'idField'> }

/** What each list is searched by, and how much each field counts. */
const LISTS: { [T in SearchType]: ListSearch<SearchItem<T>> } = {
  rules: {
    nameOf: (r) => r.title,
    options: { fields: ['title', 'tags', 'description', 'details'], extractField: joinList, searchOptions: { boost: { title: 4, tags: 2, description: 1.5 } } },
  },
  terms: {
    nameOf: (t) => t.term,
    options: { fields: ['term', 'definition', 'category', 'relatedTerms'], extractField: joinList, searchOptions: { boost: { term: 5, relatedTerms: 1.2 } } },
  },
  penalties: {
    nameOf: (p) => p.name,
    options: { fields: ['name', 'description', 'signal'], searchOptions: { boost: { name: 5, description: 1 } } },
  },
};

export interface SearchIndex<T> {
  /** The matches for `query`, best first, at most SEARCH_RESULT_LIMIT; none for only question words. */
  search(query: string): T[];
}

/** Indexes one list (built once; searching is cheap). */
export function buildSearchIndex<T extends SearchType>(type: T, items: readonly SearchItem<T>[]): SearchIndex<SearchItem<T>> {
  const list = LISTS[type] as unknown as ListSearch<SearchItem<T>>;
  const mini = new MiniSearch<SearchItem<T>>({ idField: 'id', processTerm, ...list.options, searchOptions: { ...SEARCH_OPTIONS, ...list.options.searchOptions } });
  mini.addAll([...items]);
  const byId = new Map(items.map((item) => [item.id, item]));
  return {
    search(query) {
      const text = query.trim();
      if (!hasSearchWords(text)) return [];
      const wanted = text.toLowerCase();
      // an item whose name is exactly the query comes first ("Quarterback" before "Quarterback Sneak")
      const boostDocument = (id: unknown) => {
        const item = byId.get(String(id));
        return item && list.nameOf(item).toLowerCase() === wanted ? 10 : 1;
      };
      let hits = mini.search(text, { combineWith: 'AND', boostDocument });
      const words = MiniSearch.getDefault('tokenize')(text).filter((w: string) => w && processTerm(w)).length;
      if (hits.length === 0 && words >= 3) {
        // long questions rarely match every word: accept items matching all but one
        hits = mini.search(text, { combineWith: 'OR', boostDocument }).filter((hit) => hit.queryTerms.length >= words - 1);
      }
      return hits.slice(0, SEARCH_RESULT_LIMIT).flatMap((hit) => {
        const item = byId.get(String(hit.id));
        return item ? [item] : [];
      });
    },
  };
}
