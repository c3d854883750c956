/**
 * The gateway's reads of a page's data reuse what a service said may be reused (the learning
 * content) and, where the gateway follows the slate, share a live answer for a second while no
 * game changes status; nothing else, within bounds whatever addresses are read.
 */
import express from 'express';
import type { Server } from 'node:http';
import { createApiProxy, type ApiProxy } from './proxy';
import { createReadCache, usableForMs } from './read-cache';
import { close, closedPort, listen, testConfig } from './test-helpers';

describe('usableForMs', () => {
  it.each([
    ['public, max-age=300', 300_000],
    ['max-age=60, public', 60_000],
    ['public, max-age=0', 0],
    ['max-age=300', 0], // not said to be shareable
    ['public, max-age=300, no-cache', 0],
    ['public, no-store, max-age=300', 0],
    ['private, max-age=300', 0],
    ['no-cache', 0],
    ['public, max-age=abc', 0],
    [undefined, 0],
  ])('%s → %d ms', (header, ms) => {
    expect(usableForMs(header)).toBe(ms);
  });
});

describe('the read cache', () => {
  const answer = (json: unknown, status = 200) => ({ status, body: Buffer.from(JSON.stringify(json)), headers: {} });

  it('keeps a shareable 200 answer no longer than its cap, and parses it once into a frozen value', async () => {
    const cache = createReadCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 100, liveShareMs: 0 });
    expect(cache.offer('/api/glossary', answer([{ id: '1', term: 'Down' }]), 'public, max-age=300')).toBe(true);
    const kept = cache.get('/api/glossary')!;
    const first = cache.json(kept) as Array<{ term: string }>;
    expect(cache.json(kept)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    expect(() => { first[0]!.term = 'changed'; }).toThrow(TypeError); // modules are strict
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.get('/api/glossary')).toBeUndefined();
  });

  it('keeps no error and no live answer', () => {
    const cache = createReadCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000, liveShareMs: 0 });
    expect(cache.offer('/api/rules/nope', answer({ error: 'not_found' }, 404), 'public, max-age=300')).toBe(false);
    expect(cache.offer('/api/scores/live', answer([]), 'no-cache')).toBe(false);
    expect(cache.entries).toBe(0);
  });

  it('shares a live answer for its second only, and not once a game has changed status', async () => {
    let slate = 1;
    const cache = createReadCache({ maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000, liveShareMs: 100, slateVersion: () => slate });
    expect(cache.offer('/api/scores/live', answer([]), 'no-cache')).toBe(true);
    expect(cache.get('/api/scores/live')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cache.get('/api/scores/live')).toBeUndefined();
    expect(cache.offer('/api/scores/live', answer([]), 'no-cache')).toBe(true);
    slate = 2; // a kick-off
    expect(cache.get('/api/scores/live')).toBeUndefined();
    // asked for before the kick-off, answered after it: not shared
    expect(cache.offer('/api/scores/live', answer([]), 'no-cache', 1)).toBe(false);
    expect(cache.offer('/api/glossary', answer([]), 'public, max-age=300', 1)).toBe(true); // not live: the slate says nothing of it
  });

  it('stays within its entries and bytes whatever addresses are read', () => {
    const cache = createReadCache({ maxEntries: 50, maxBytes: 200_000, maxAgeMs: 60_000, liveShareMs: 1_000 });
    for (let i = 0; i < 5_000; i++) cache.offer(`/api/rules/r${i}?x=${i}`, answer({ text: 'x'.repeat(1_000) }), i % 2 ? 'public, max-age=300' : 'no-cache');
    expect(cache.entries).toBeLessThanOrEqual(50);
    expect(cache.offer('/api/huge', answer('x'.repeat(100_000)), 'public, max-age=300')).toBe(false); // larger than the whole cache
  });
});

describe("the gateway's reads of a page's data", () => {
  let content: Server;
  let proxy: ApiProxy;
  const calls: string[] = [];
  beforeAll(async () => {
    const app = express();
    app.use((req, _res, next) => { calls.push(req.url); next(); });
    app.get('/api/glossary', (_req, res) => { res.set('Cache-Control', 'public, max-age=300').json([{ id: 'a', term: 'Down' }]); });
    app.get('/api/search', (_req, res) => { res.set('Cache-Control', 'no-cache').json([]); });
    app.get('/api/rules/:id', (_req, res) => { res.set('Cache-Control', 'public, max-age=300').status(404).json({ error: 'not_found' }); });
    ({ server: content } = await listen(app));
    const { port } = content.address() as { port: number };
    proxy = createApiProxy(testConfig({ CONTENT_URL: `http://127.0.0.1:${port}`, SPORTS_URLS: `http://127.0.0.1:${await closedPort()}` }));
  });
  afterAll(async () => { proxy.close(); await close(content); });
  beforeEach(() => { calls.length = 0; });

  const read = (path: string) => proxy.read(path, { signal: AbortSignal.timeout(2_000) });

  it('reads the learning content once and hands every render the same parsed answer', async () => {
    const [a, b] = [await read('/api/glossary'), await read('/api/glossary')];
    expect(calls).toEqual(['/api/glossary']);
    expect(await b.json()).toBe(await a.json());
    expect(await b.json()).toEqual([{ id: 'a', term: 'Down' }]);
  });

  it('shares a live answer among the reads of the same second where the gateway follows the slate', async () => {
    const { port } = content.address() as { port: number };
    let slate = 0;
    const following = createApiProxy(testConfig({ CONTENT_URL: `http://127.0.0.1:${port}`, SPORTS_URLS: `http://127.0.0.1:${await closedPort()}` }), { slateVersion: () => slate });
    try {
      const readLive = () => following.read('/api/search?query=x&type=terms', { signal: AbortSignal.timeout(2_000) });
      await readLive();
      await readLive();
      expect(calls).toEqual(['/api/search?query=x&type=terms']);
      slate = 1;
      await readLive();
      expect(calls).toHaveLength(2);
    } finally {
      following.close();
    }
  });

  it('asks again for every read of an answer the service says not to reuse, and of a not-found', async () => {
    await read('/api/search?query=x&type=terms');
    await read('/api/search?query=x&type=terms');
    expect((await read('/api/rules/nope')).status).toBe(404);
    expect((await read('/api/rules/nope')).status).toBe(404);
    expect(calls).toEqual(['/api/search?query=x&type=terms', '/api/search?query=x&type=terms', '/api/rules/nope', '/api/rules/nope']);
  });
});
