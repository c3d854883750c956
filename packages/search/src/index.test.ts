import type { GlossaryTerm } from '@gg/contracts';
import { buildSearchIndex, hasSearchWords, MAX_SEARCH_WORDS, normaliseQuery, processTerm, SEARCH_RESULT_LIMIT, searchWords } from './index';

const term = (id: string, name: string, definition: string, relatedTerms: string[] = []): GlossaryTerm => ({ id, term: name, definition, category: 'Basics', relatedTerms });

const TERMS = [
  term('quarterback-sneak', 'Quarterback Sneak', 'The quarterback runs straight ahead behind the center for a short gain.'),
  term('quarterback', 'Quarterback', 'The player who takes the snap and leads the offense.'),
  term('holding', 'Holding', 'Illegally grabbing an opponent who does not have the ball.', ['penalty']),
  term('touchdown', 'Touchdown', 'Six points: the ball carried or caught in the end zone.'),
];

describe('the guide search', () => {
  const index = buildSearchIndex('terms', TERMS);

  it('ignores question words, and answers nothing for a query of question words only', () => {
    expect(processTerm('What')).toBeNull();
    expect(processTerm('Holding')).toBe('holding');
    expect(hasSearchWords('what is the')).toBe(false);
    expect(index.search('what is the')).toEqual([]);
    expect(index.search('what is a touchdown').map((t) => t.id)).toEqual(['touchdown']);
  });

  it('puts the item named exactly as the query first', () => {
    expect(index.search('Quarterback').map((t) => t.id)).toEqual(['quarterback', 'quarterback-sneak']);
  });

  it('tolerates a typo and a prefix', () => {
    expect(index.search('holdng').map((t) => t.id)).toEqual(['holding']);
    expect(index.search('touchd').map((t) => t.id)).toEqual(['touchdown']);
  });

  it('lets a long question miss one word', () => {
    expect(index.search('illegally grabbing opponent basketball').map((t) => t.id)).toEqual(['holding']);
  });

  it('answers at most SEARCH_RESULT_LIMIT items', () => {
    const many = Array.from({ length: 40 }, (_, i) => term(`t${i}`, `Block ${i}`, 'A block.'));
    expect(buildSearchIndex('terms', many).search('block')).toHaveLength(SEARCH_RESULT_LIMIT);
  });

  it('searches each word once, the first MAX_SEARCH_WORDS of them, and knows queries that answer alike', () => {
    expect(searchWords('Holding, holding HOLDING penalty')).toEqual(['holding', 'penalty']);
    const many = Array.from({ length: 50 }, (_, i) => `word${i}`).join(' ');
    expect(searchWords(many)).toEqual(Array.from({ length: MAX_SEARCH_WORDS }, (_, i) => `word${i}`));
    expect(normaliseQuery(' What is  HOLDING? ')).toBe(normaliseQuery('holding holding'));
    expect(normaliseQuery('what is the')).toBe('');
    expect(index.search('holding holding holding holding').map((t) => t.id)).toEqual(['holding']);
  });

  it('ranks an item whose name is the query, question words aside, first', () => {
    expect(index.search('what is a quarterback?').map((t) => t.id)).toEqual(['quarterback', 'quarterback-sneak']);
  });

  it('completes the word being typed, and earlier words only while the query stays cheap', () => {
    // 450 words that start with "zap": completing "zap" alone looks up each of them
    const zaps = Array.from({ length: 450 }, (_, i) => term(`zap${i}`, `Zap${i}x`, 'A made-up word.'));
    const zapIndex = buildSearchIndex('terms', [...zaps, ...TERMS, term('zapping', 'Zapping', 'A touchdown that zaps the defense.')]);
    expect(zapIndex.search('zap')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(zapIndex.search('touchdown zap').map((t) => t.id)).toEqual(['zapping']);
    expect(zapIndex.search('zap touchdown')).toEqual([]);
    // a cheap prefix before the last word is completed too
    expect(zapIndex.search('touchd points').map((t) => t.id)).toEqual(['touchdown']);
  });
});
