import { mockFetch } from '@gg/ui/testing';
import { penalties, rules, terms } from '../../test/fixtures';
import { resetLocalSearch, searchLocally } from './local-search';

beforeEach(() => resetLocalSearch());

const lists = () => mockFetch({ '/api/all-rules': rules, '/api/glossary': terms, '/api/penalties': penalties });

describe('searchLocally (the search that works without the content service)', () => {
  it('finds rules, terms and penalties in the full lists, prefix and typo tolerant', async () => {
    lists();
    const touch = (await searchLocally('touch', 'rules')).map((r) => r.id);
    expect(touch[0]).toBe('touchdown'); // the title match first, then the rules whose details mention it
    expect([...touch].sort()).toEqual(['down-system', 'sack', 'touchdown']);
    expect((await searchLocally('Fiald Goal', 'terms')).map((t) => t.id)).toEqual(['field-goal', 'touchdown']);
    expect((await searchLocally('holdng', 'penalties')).map((p) => p.id)).toEqual(['defensive-holding']);
  });

  it('puts an exact name first and ignores question words', async () => {
    lists();
    expect((await searchLocally('what is a touchdown', 'terms'))[0]?.id).toBe('touchdown');
    expect(await searchLocally('what is the', 'rules')).toEqual([]);
  });

  it('lets a long question miss one word', async () => {
    lists();
    expect((await searchLocally('offside hips zebra', 'penalties')).map((p) => p.id)).toEqual(['offside']);
  });

  it('loads each list once, and again after a failure', async () => {
    const { calls } = mockFetch({ '/api/glossary': terms });
    await expect(searchLocally('sack', 'rules')).rejects.toThrow(/404/);
    await searchLocally('goal', 'terms');
    await searchLocally('six', 'terms');
    expect(calls.filter((c) => c === '/api/glossary')).toHaveLength(1);
    mockFetch({ '/api/all-rules': rules });
    expect((await searchLocally('sack', 'rules')).map((r) => r.id)).toEqual(['sack']);
  });
});
