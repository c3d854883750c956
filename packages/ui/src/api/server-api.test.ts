/**
 * @jest-environment node
 */
import { getJson, getJsonWithFreshness } from './client';

const SERVER_API = Symbol.for('gg.server-api');
const registry = globalThis as Record<symbol, unknown>;

describe('/api read while a page is rendered on the server', () => {
  afterEach(() => { delete registry[SERVER_API]; });

  it("goes to the current page's reader, with the caller's signal", async () => {
    const reader = jest.fn(async (path: string) => new Response(JSON.stringify({ path }), { headers: { 'X-Data-Updated': '2026-01-01T00:00:00.000Z', 'X-Data-Stale': 'true' } }));
    registry[SERVER_API] = () => reader;
    const controller = new AbortController();
    await expect(getJson('/api/teams', { signal: controller.signal })).resolves.toEqual({ path: '/api/teams' });
    expect(reader.mock.calls[0]).toEqual(['/api/teams', { signal: controller.signal }]);
    await expect(getJsonWithFreshness('/api/scores/live')).resolves.toEqual({ data: { path: '/api/scores/live' }, updatedAt: '2026-01-01T00:00:00.000Z', stale: true });
  });

  it('is refused outside a render, never sent anywhere else', async () => {
    const fetch = jest.spyOn(global, 'fetch');
    registry[SERVER_API] = () => undefined;
    await expect(getJson('/api/teams')).rejects.toThrow('no API to read outside a page render');
    delete registry[SERVER_API];
    await expect(getJson('/api/teams')).rejects.toThrow('no API to read outside a page render');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('raises "<status>: <body>" for an answer that is not OK', async () => {
    registry[SERVER_API] = () => async () => new Response('{"error":{"message":"No rule"}}', { status: 404 });
    await expect(getJson('/api/rules/x')).rejects.toThrow('404: {"error":{"message":"No rule"}}');
  });
});
