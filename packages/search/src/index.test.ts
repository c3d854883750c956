import type { GlossaryTerm } from '@gg/contracts';
import { buildSearchIndex, hasSearchWords, processTerm, SEARCH_RESULT_LIMIT } from './index';

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
});
