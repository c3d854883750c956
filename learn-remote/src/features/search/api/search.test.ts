import { mockFetch } from '@gg/ui/testing';
import { rules, terms } from '../../../test/fixtures';
import { resetLocalSearch } from '../local-search';
import { searchContent } from './search';

beforeEach(() => resetLocalSearch());

describe('searchContent', () => {
  it('asks the content service', async () => {
    const { calls } = mockFetch({ '/api/search': [rules[1]] });
    expect(await searchContent(' touch ', 'rules')).toEqual([rules[1]]);
    expect(calls).toEqual(['/api/search?query=touch&type=rules']);
  });

  it('offline (no answer at all), searches the lists the service worker keeps', async () => {
    const { fn } = mockFetch({ '/api/all-rules': rules, '/api/glossary': terms });
    const answer = fn.getMockImplementation()!;
    fn.mockImplementation(async (input) => {
      if (String(input).startsWith('/api/search')) throw new TypeError('Failed to fetch');
      return answer(input);
    });
    expect((await searchContent('touchdown', 'rules'))[0]?.id).toBe('touchdown');
    expect((await searchContent('field', 'terms')).map((t) => t.id)).toEqual(['field-goal', 'touchdown']);
  });

  it('with the service failing (5xx), searches the kept lists too', async () => {
    mockFetch({ '/api/search': () => new Response('{"error":{}}', { status: 502 }), '/api/all-rules': rules });
    expect((await searchContent('sack', 'rules')).map((r) => r.id)).toEqual(['sack']);
  });

  it('says "Search failed" when the lists are not there either', async () => {
    mockFetch({ '/api/search': () => { throw new TypeError('Failed to fetch'); } });
    await expect(searchContent('sack', 'rules')).rejects.toThrow('Search failed');
  });

  it('does not second-guess a refusal (4xx): the query itself is wrong', async () => {
    const { calls } = mockFetch({ '/api/search': () => new Response('{"error":{"message":"bad"}}', { status: 400 }), '/api/all-rules': rules });
    await expect(searchContent('sack', 'rules')).rejects.toThrow('Search failed');
    expect(calls).not.toContain('/api/all-rules');
  });
});
