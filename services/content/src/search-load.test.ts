/**
 * Searches under load: an answer is worked out once per normalised query and kept (a bounded
 * number of them), and past the share of time searches may take, a search is refused with 503 and
 * Retry-After (which the gateway's breaker does not count) while the rest of the content answers.
 */
import type { SearchResults } from '@gg/contracts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createContentApp } from './app';
import { loadContent } from './data-access/content-repository';
import { createSearch } from './domain/search';

const repo = loadContent();

describe('search answers kept in memory', () => {
  it('works an answer out once for every spelling of a query, typed or not', () => {
    const search = createSearch(repo);
    const first = search.search({ query: 'Holding' }) as SearchResults;
    expect(search.search({ query: '  holding, HOLDING ' })).toBe(first);
    expect(search.search({ query: 'what is holding?' })).toBe(first); // question words aside, the same query
    const terms = search.search({ query: 'holding', type: 'terms' });
    expect(terms).toEqual(first.terms);
    expect(search.search({ query: 'HOLDING', type: 'terms' })).toBe(terms);
    expect(search.search({ query: 'holding penalty', type: 'terms' })).not.toBe(terms);
  });

  it('keeps at most its number of answers, the least recently asked going first', () => {
    const search = createSearch(repo, { cacheEntries: 3 });
    const holding = search.search({ query: 'holding', type: 'rules' });
    const sack = search.search({ query: 'sack', type: 'rules' });
    search.search({ query: 'punt', type: 'rules' });
    expect(search.search({ query: 'holding', type: 'rules' })).toBe(holding); // asked again: the most recent now
    search.search({ query: 'blitz', type: 'rules' }); // a fourth: sack, the least recent, goes
    expect(search.search({ query: 'holding', type: 'rules' })).toBe(holding);
    const sackAgain = search.search({ query: 'sack', type: 'rules' });
    expect(sackAgain).not.toBe(sack);
    expect(sackAgain).toEqual(sack);
  });
});

describe('GET /api/search when searches take too much of the service', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // a share so small that one search spends it: the next one in the same second is refused
    const app = createContentApp(repo, { searchTimeShare: 0.0005 });
    server = await new Promise<Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const search = (query: string) => fetch(`${base}/api/search?${new URLSearchParams({ query })}`);

  it('answers 503 JSON with Retry-After, still answers the rest, and searches again after the wait', async () => {
    const kept = await search('holding');
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const keptBody = await kept.json();
    let refused: Response | undefined;
    for (let i = 0; i < 50 && !refused; i++) {
      const res = await search(`pass interference number ${i}`);
      if (res.status === 503) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused).toBeDefined();
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(await refused!.json()).toMatchObject({ error: { status: 503, code: 'search_busy', message: expect.stringMatching(/try again/) } });
    expect(refused!.headers.get('cache-control')).toBe('no-store');

    expect((await fetch(`${base}/api/glossary`)).status).toBe(200);
    const keptAgain = await search(' HOLDING '); // kept: costs nothing
    expect(keptAgain.status).toBe(200);
    expect(await keptAgain.json()).toEqual(keptBody);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    expect((await search('pass interference again')).status).toBe(200);
  });
});
