/**
 * Search without the content service: when /api/search cannot be reached (offline, or the service
 * is down) the same kind of search runs here, over the full lists of rules, terms and penalties,
 * which the service worker keeps for offline use. It follows the service's search (MiniSearch,
 * prefix and typo tolerant, question words ignored, every word must match, a long question may
 * miss one) so results read the same either way. Loaded only when needed.
 */
import type { GlossaryTerm, Penalty, Rule, SearchType } from '@gg/contracts';
import { getJson } from '@gg/ui';
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';

export const LOCAL_RESULT_LIMIT = 25;

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
const joinList = (doc: Record<string, unknown>, field: string) => {
  const value = doc[field];
  return Array.isArray(value) ? value.join(' ') : (value as string);
};

type ItemOf<T extends SearchType> = T extends 'rules' ? Rule : T extends 'terms' ? GlossaryTerm : Penalty;

interface Index<T> { mini: MiniSearch<T>; byId: Map<string, T>; nameOf: (item: T) => string }

const SOURCES: { [T in SearchType]: { path: string; nameOf: (item: ItemOf<T>) => string; options: Omit<Options<ItemOf<T>>, 'idField'> } } = {
  rules: {
    path: '/api/all-rules',
    nameOf: (r) => r.title,
    options: { fields: ['title', 'tags', 'description', 'details'], extractField: joinList, searchOptions: { boost: { title: 4, tags: 2, description: 1.5 } } },
  },
  terms: {
    path: '/api/glossary',
    nameOf: (t) => t.term,
    options: { fields: ['term', 'definition', 'category', 'relatedTerms'], extractField: joinList, searchOptions: { boost: { term: 5, relatedTerms: 1.2 } } },
  },
  penalties: {
    path: '/api/penalties',
    nameOf: (p) => p.name,
    options: { fields: ['name', 'description', 'signal'], searchOptions: { boost: { name: 5, description: 1 } } },
  },
};

/** Built once per list and page; a list that failed to load is tried again next time. */
const indexes = new Map<SearchType, Promise<Index<unknown>>>();

function indexFor<T extends SearchType>(type: T): Promise<Index<ItemOf<T>>> {
  let index = indexes.get(type);
  if (!index) {
    const source = SOURCES[type] as unknown as { path: string; nameOf: (item: ItemOf<T>) => string; options: Omit<Options<ItemOf<T>>, 'idField'> };
    index = getJson<ItemOf<T>[]>(source.path).then((items) => {
      const mini = new MiniSearch<ItemOf<T>>({ idField: 'id', processTerm, ...source.options, searchOptions: { ...SEARCH_OPTIONS, ...source.options.searchOptions } });
      mini.addAll(items);
      return { mini, byId: new Map(items.map((item) => [item.id, item])), nameOf: source.nameOf } as Index<unknown>;
    });
    index.catch(() => indexes.delete(type));
    indexes.set(type, index);
  }
  return index as Promise<Index<ItemOf<T>>>;
}

/** The matches for `query` in one list, best first, as /api/search?type= would answer. */
export async function searchLocally<T extends SearchType>(query: string, type: T): Promise<ItemOf<T>[]> {
  const text = query.trim();
  if (!text.split(/\s+/).some((w) => processTerm(w) !== null)) return []; // only question words
  const { mini, byId, nameOf } = await indexFor(type);
  const wanted = text.toLowerCase();
  // an item whose name is exactly the query comes first ("Quarterback" before "Quarterback Sneak")
  const boostDocument = (id: unknown) => {
    const item = byId.get(String(id));
    return item && nameOf(item).toLowerCase() === wanted ? 10 : 1;
  };
  let hits = mini.search(text, { combineWith: 'AND', boostDocument });
  const words = MiniSearch.getDefault('tokenize')(text).filter((w: string) => w && processTerm(w)).length;
  if (hits.length === 0 && words >= 3) {
    hits = mini.search(text, { combineWith: 'OR', boostDocument }).filter((hit) => hit.queryTerms.length >= words - 1);
  }
  return hits.slice(0, LOCAL_RESULT_LIMIT).flatMap((hit) => {
    const item = byId.get(String(hit.id));
    return item ? [item] : [];
  });
}

/** Forgets the built indexes (tests). */
export function resetLocalSearch(): void {
  indexes.clear();
}
