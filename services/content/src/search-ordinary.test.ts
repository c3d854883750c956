import type { SearchResults } from '@gg/contracts';
import { loadContent } from './data-access/content-repository';
import { createSearch } from './domain/search';
import { ORDINARY_ANSWERS } from './search-ordinary-answers';

describe('/api/search for the queries fans type', () => {
  // every query at once, as fast as it goes: more than the share of time a service gives searches
  const search = createSearch(loadContent(), { timeShare: 1 });

  it.each(Object.entries(ORDINARY_ANSWERS))('answers %j as it always has', (query, expected) => {
    const { rules, terms, penalties } = search.search({ query }) as SearchResults;
    expect({ rules: rules.map((r) => r.id), terms: terms.map((t) => t.id), penalties: penalties.map((p) => p.id) }).toEqual(expected);
  });
});
