/**
 * @jest-environment node
 */
import { getJson, getJsonWithFreshness } from './client';

const SERVER_API = Symbol.for('gg.server-api');
const registry = globalThis as Record<symbol, unknown>;

describe('/api read while a page is rendered on the server', () => {
  afterEach(() => { delete registry[SERVER_API]; });

  it("goes to the reader of the page the query's signal belongs to, with that signal", async () => {
    const answer = (page: string) => jest.fn(async (path: string) => new Response(JSON.stringify({ page, path }), { headers: { 'X-Data-Updated': '2026-01-01T00:00:00.000Z', 'X-Data-Stale': 'true' } }));
    const readers = new WeakMap<AbortSignal, ReturnType<typeof answer>>();
    registry[SERVER_API] = (signal: AbortSignal) => readers.get(signal);
    const first = new AbortController().signal;
    const second = new AbortController().signal;
    readers.set(first, answer('first'));
    readers.set(second, answer('second'));
    await expect(getJson('/api/teams', { signal: second })).resolves.toEqual({ page: 'second', path: '/api/teams' });
    await expect(getJson('/api/teams', { signal: first })).resolves.toEqual({ page: 'first', path: '/api/teams' });
    expect(readers.get(first)!.mock.calls[0]).toEqual(['/api/teams', { signal: first }]);
    await expect(getJsonWithFreshness('/api/scores/live', { signal: first })).resolves.toEqual({ data: { page: 'first', path: '/api/scores/live' }, updatedAt: '2026-01-01T00:00:00.000Z', stale: true });
  });

  it('is refused outside a render, never sent anywhere else', async () => {
    const fetch = jest.spyOn(global, 'fetch');
    registry[SERVER_API] = () => undefined;
    await expect(getJson('/api/teams', { signal: new AbortController().signal })).rejects.toThrow('no API to read outside a page render');
    registry[SERVER_API] = () => async () => new Response('[]');
    await expect(getJson('/api/teams')).rejects.toThrow('no API to read outside a page render'); // no signal, no page
    delete registry[SERVER_API];
    await expect(getJson('/api/teams')).rejects.toThrow('no API to read outside a page render');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('raises "<status>: <body>" for an answer that is not OK', async () => {
    registry[SERVER_API] = () => async () => new Response('{"error":{"message":"No rule"}}', { status: 404 });
    await expect(getJson('/api/rules/x', { signal: new AbortController().signal })).rejects.toThrow('404: {"error":{"message":"No rule"}}');
  });
});
