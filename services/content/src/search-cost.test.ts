/**
 * What one /api/search query may cost: the worst a client can type costs at most 4x a typical
 * one (CPU time, same run), whatever the words: many short prefixes, repeats, rare prefixes,
 * long nonsense, unicode. Each query runs against the three lists, as /api/search does without a
 * type; costs are medians of rounds that take the queries in turn, so a busy machine slows them all.
 */
import { buildSearchIndex } from '@gg/search';
import { loadContent } from './data-access/content-repository';
import { SEARCH_MAX_LENGTH } from './domain/search';

const repo = loadContent();
const indexes = [buildSearchIndex('rules', repo.rules), buildSearchIndex('terms', repo.glossary), buildSearchIndex('penalties', repo.penalties)];
const searchAll = (query: string) => { for (const index of indexes) index.search(query); };

/** Every word of the content, lower case, with how many times it occurs. */
const words = new Map<string, number>();
for (const item of [...repo.rules, ...repo.glossary, ...repo.penalties]) {
  for (const word of JSON.stringify(Object.values(item)).toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word) words.set(word, (words.get(word) ?? 0) + 1);
}
/** The content's prefixes of `length` letters, by how many words start with them, most first. */
function prefixes(length: number): { prefix: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const word of words.keys()) if (word.length > length) counts.set(word.slice(0, length), (counts.get(word.slice(0, length)) ?? 0) + 1);
  return [...counts].map(([prefix, count]) => ({ prefix, count })).sort((a, b) => b.count - a.count);
}
const asLongAsAllowed = (parts: string[]) => parts.join(' ').slice(0, SEARCH_MAX_LENGTH).trim();

const TYPICAL = ['holding', 'pass interference', 'how does overtime work', 'line of scrimmage', 'false start'];

const ADVERSARIAL: Record<string, string> = {
  'the 3-letter prefixes most words start with': asLongAsAllowed(prefixes(3).map((p) => p.prefix)),
  'question words, then those prefixes': asLongAsAllowed(['what', 'is', 'the', ...prefixes(3).map((p) => p.prefix)]),
  'two-letter prefixes': asLongAsAllowed(prefixes(2).map((p) => p.prefix)),
  'one-letter words': asLongAsAllowed([...'abcdefghijklmnopqrstuvwxyz'.repeat(4)]),
  'one word repeated': asLongAsAllowed(Array.from({ length: 50 }, () => 'pass')),
  'prefixes of one word each, all different': asLongAsAllowed(prefixes(4).filter((p) => p.count === 1).map((p) => p.prefix)),
  'the most frequent words': asLongAsAllowed([...words].filter(([w]) => w.length >= 4).sort((a, b) => b[1] - a[1]).map(([w]) => w)),
  'typos of five-letter words': asLongAsAllowed([...words.keys()].filter((w) => /^[a-z]{5}$/.test(w)).map((w) => `${w.slice(0, 4)}q`)),
  'long nonsense words': asLongAsAllowed(Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyzabcdefghijklm')),
  'unicode': asLongAsAllowed(Array.from({ length: 20 }, (_, i) => ['ṕàśš', 'ïñţéŕƒéŕéñçé', 'touchdöwn', '橄榄球', '🏈🏈', 'ｈｏｌｄｉｎｇ', 'pénalty', 'e\u0301e\u0301e\u0301'][i % 8]!)),
};

/** CPU milliseconds per query, the median of `rounds` rounds that each run every query `times` times. */
function medianCosts(queries: string[], rounds: number, times: number): number[] {
  const samples = queries.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    queries.forEach((query, i) => {
      const start = process.cpuUsage();
      for (let n = 0; n < times; n++) searchAll(query);
      const { user, system } = process.cpuUsage(start);
      samples[i]!.push((user + system) / 1000 / times);
    });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return samples.map(median);
}

describe('what a search costs', () => {
  it('lets no query cost more than 4x a typical one', () => {
    for (const query of Object.values(ADVERSARIAL)) expect(query.length).toBeGreaterThan(20);
    const queries = [...TYPICAL, ...Object.values(ADVERSARIAL)];
    for (const query of queries) searchAll(query); // warm up
    const costs = medianCosts(queries, 7, 3);
    const typical = [...costs.slice(0, TYPICAL.length)].sort((a, b) => a - b)[Math.floor(TYPICAL.length / 2)]!;
    const ratios = Object.keys(ADVERSARIAL).map((name, i) => ({ name, ratio: Math.round((costs[TYPICAL.length + i]! / typical) * 10) / 10 }));
    expect(ratios.filter(({ ratio }) => ratio > 4)).toEqual([]);
  }, 120_000);
});
