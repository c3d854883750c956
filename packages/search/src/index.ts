/**
 * Search over rules, glossary terms and penalties (MiniSearch: prefix and typo tolerant, ranked
 * by BM25 with field boosts). Every word must match; a question of three or more words may miss
 * one, so "what is a holding penalty" still finds holding. The content service answers
 * /api/search with it and the learning area runs the same search offline, so results read the
 * same either way.
 *
 * A query's cost is bounded, because the service answers anyone: each word is searched once, at
 * most MAX_SEARCH_WORDS of them, typos are looked for at most two letters away, and the words a
 * prefix stands for are looked up within a budget per query.
 */
import type { GlossaryTerm, Penalty, Rule, SearchType } from '@gg/contracts';
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

/** At most this many results per list. */
export const SEARCH_RESULT_LIMIT = 25;

/** Words of a query searched, the first ones; a fan's longest question has five or so. */
export const MAX_SEARCH_WORDS = 6;

/**
 * Index entries (a word in one field of one item) the prefixes of one query may add, besides the
 * word being typed (the last), which is always completed: "def hold" and "pass interf" expand
 * every word, fifty short prefixes cannot make one query cost fifty ordinary ones.
 */
const PREFIX_ENTRIES_PER_QUERY = 400;

// Question words carry no meaning for matching ("what is a holding penalty" is about holding).
const STOP_WORDS = new Set(['a', 'an', 'the', 'is', 'are', 'was', 'what', 'whats', "what's", 'how', 'why', 'when', 'where', 'who', 'does', 'do', 'did', 'in', 'on', 'of', 'to', 'for', 'and', 'or', 'it', 'its', 'can', 'i', 'you', 'mean', 'means', 'meaning', 'about', 'with', 'at', 'by', 'be', 'work', 'works', 'happen', 'happens', 'explain', 'called', 'get', 'gets']);

/** A word as the index keeps it (lower case), or null for a question word. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** Whether a query has any word to match (not only question words such as "what is the"). */
export const hasSearchWords = (query: string): boolean => query.trim().split(/\s+/).some((w) => processTerm(w) !== null);

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The words a query is searched by: question words dropped, lower case, each once, at most MAX_SEARCH_WORDS. */
export function searchWords(query: string): string[] {
  const words = new Set<string>();
  for (const token of tokenize(query)) {
    const word = token ? processTerm(token) : null;
    if (word) words.add(word);
    if (words.size === MAX_SEARCH_WORDS) break;
  }
  return [...words];
}

/**
 * The query as searched, one string: two queries with the same normal form get the same answer
 * ("Holding", " holding holding"), so it can key a cache. Empty when there is nothing to search for.
 */
export const normaliseQuery = (query: string): string => (hasSearchWords(query) ? searchWords(query).join(' ') : '');

const canExpand = (word: string) => word.length >= 3;

// prefixes: chosen per query (wordsToExpand)
const SEARCH_OPTIONS: SearchOptions = {
  processTerm,
  fuzzy: (term) => (term.length >= 5 ? 0.2 : term.length >= 4 ? 1 : false),
  // a long word may have a typo or two; further away it is another word, and searching that far costs the most
  maxFuzzy: 2,
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

/**
 * How many index entries each prefix stands for, worked out from the sorted words of a list: the
 * entries of every word that starts with the prefix, found by two binary searches.
 */
function prefixEntries(entriesByWord: Map<string, number>): (prefix: string) => number {
  const words = [...entriesByWord.keys()].sort();
  const before = [0]; // before[i]: the entries of words[0..i)
  for (const word of words) before.push(before.at(-1)! + entriesByWord.get(word)!);
  const firstAtLeast = (text: string) => {
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (words[middle]! < text) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  // the word itself is looked up anyway, not through its prefix
  return (prefix) => before[firstAtLeast(`${prefix}\uffff`)]! - before[firstAtLeast(prefix)]! - (entriesByWord.get(prefix) ?? 0);
}

/** Indexes one list (built once; searching is cheap). */
export function buildSearchIndex<T extends SearchType>(type: T, items: readonly SearchItem<T>[]): SearchIndex<SearchItem<T>> {
  const list = LISTS[type] as unknown as ListSearch<SearchItem<T>>;
  const fields = list.options.fields;
  const extractField = list.options.extractField ?? ((doc: SearchItem<T>, field: string) => (doc as Record<string, unknown>)[field] as string);
  const mini = new MiniSearch<SearchItem<T>>({ idField: 'id', processTerm, ...list.options, searchOptions: { ...SEARCH_OPTIONS, ...list.options.searchOptions } });
  mini.addAll([...items]);
  const byId = new Map(items.map((item) => [item.id, item]));

  // the same words MiniSearch indexes, one entry per field of an item a word is in
  const entriesByWord = new Map<string, number>();
  for (const item of items) {
    for (const field of fields) {
      const value = extractField(item, field);
      const inField = new Set(tokenize(value == null ? '' : String(value)).map((token) => processTerm(token)));
      for (const word of inField) if (word) entriesByWord.set(word, (entriesByWord.get(word) ?? 0) + 1);
    }
  }
  const entriesOfPrefix = prefixEntries(entriesByWord);

  // an item whose name is the query comes first ("Quarterback" before "Quarterback Sneak")
  const idsByName = new Map<string, string[]>();
  for (const item of items) {
    const name = normaliseQuery(list.nameOf(item));
    if (name) idsByName.set(name, [...(idsByName.get(name) ?? []), item.id]);
  }

  /** The words searched as prefixes too: the last (being typed) always, earlier ones within the budget. */
  function wordsToExpand(words: string[]): Set<string> {
    const expand = new Set<string>();
    let budget = PREFIX_ENTRIES_PER_QUERY;
    const last = words.length - 1;
    for (let i = last; i >= 0; i--) {
      const word = words[i]!;
      if (!canExpand(word)) continue;
      if (i === last) {
        expand.add(word);
        continue;
      }
      const entries = entriesOfPrefix(word);
      if (entries <= budget) {
        expand.add(word);
        budget -= entries;
      }
    }
    return expand;
  }

  return {
    search(query) {
      const normal = normaliseQuery(query);
      if (!normal) return [];
      const words = normal.split(' ');
      const named = new Set(idsByName.get(normal));
      const expand = wordsToExpand(words);
      // One pass for both rules: an item matching every word, else (three words or more) all but one.
      const hits = mini.search(normal, {
        combineWith: 'OR',
        prefix: (word) => expand.has(word),
        boostDocument: named.size ? (id) => (named.has(String(id)) ? 10 : 1) : undefined,
      });
      const matchingAll = hits.filter((hit) => hit.queryTerms.length === words.length);
      const matching = matchingAll.length || words.length < 3 ? matchingAll : hits.filter((hit) => hit.queryTerms.length >= words.length - 1);
      return matching.slice(0, SEARCH_RESULT_LIMIT).flatMap((hit) => {
        const item = byId.get(String(hit.id));
        return item ? [item] : [];
      });
    },
  };
}
