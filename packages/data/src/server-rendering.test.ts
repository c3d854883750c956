import { getJson, HttpError } from './client';
import { createQueryClient, seedServerRendered, unlessJustServerRendered } from './query-client';

describe('answers the page arrived with', () => {
  afterEach(() => jest.useRealTimers());

  it('are in the cache, with the time the server read them, and not read again on mounting in the first seconds', () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    const client = createQueryClient();
    seedServerRendered(client, [{ queryKey: ['/api/games/upcoming'], data: [1, 2], dataUpdatedAt: 1_000 }]);
    const query = client.getQueryCache().find({ queryKey: ['/api/games/upcoming'], exact: true })!;
    expect(query.state.data).toEqual([1, 2]);
    expect(query.state.dataUpdatedAt).toBe(1_000);
    expect(unlessJustServerRendered(query)).toBe(false);
    expect(unlessJustServerRendered(query)).toBe(false); // asked on render and again on subscribe
    jest.advanceTimersByTime(16_000);
    expect(unlessJustServerRendered(query)).toBe('always');
  });

  it('include a "not found" the page was rendered with, as the same error', () => {
    const client = createQueryClient();
    seedServerRendered(client, [{ queryKey: ['/api/rules', 'nope'], dataUpdatedAt: 2_000, error: { status: 404, body: '{"error":{"message":"No rule"}}' } }]);
    const query = client.getQueryCache().find({ queryKey: ['/api/rules', 'nope'], exact: true })!;
    expect(query.state.status).toBe('error');
    expect(query.state.error).toBeInstanceOf(HttpError);
    expect((query.state.error as HttpError).status).toBe(404);
    expect(query.state.fetchStatus).toBe('idle');
  });

  it('change nothing for answers read in this page', () => {
    const client = createQueryClient();
    client.setQueryData(['/api/teams'], []);
    expect(unlessJustServerRendered(client.getQueryCache().find({ queryKey: ['/api/teams'] })!)).toBe('always');
  });
});

describe('/api on the server', () => {
  const realFetch = global.fetch;
  afterEach(() => { global.fetch = realFetch; });

  it('is asked at the page origin in a browser, whatever a server renderer registered', async () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('gg.server-api')] = () => () => Promise.reject(new Error('not in a browser'));
    const fetch = jest.fn().mockResolvedValue(new Response('[]', { status: 200 }));
    global.fetch = fetch;
    await getJson('/api/rules');
    expect(fetch.mock.calls[0][0]).toBe('/api/rules'); // jsdom has a window
  });
});
