import { getJson, setServerApiOrigin } from './client';
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

  it('change nothing for answers read in this page', () => {
    const client = createQueryClient();
    client.setQueryData(['/api/teams'], []);
    expect(unlessJustServerRendered(client.getQueryCache().find({ queryKey: ['/api/teams'] })!)).toBe('always');
  });
});

describe('/api on the server', () => {
  const realFetch = global.fetch;
  afterEach(() => { global.fetch = realFetch; });

  it('is asked at the page origin in a browser, whatever the server renderer set', async () => {
    setServerApiOrigin('http://127.0.0.1:9');
    const fetch = jest.fn().mockResolvedValue(new Response('[]', { status: 200 }));
    global.fetch = fetch;
    await getJson('/api/rules');
    expect(fetch.mock.calls[0][0]).toBe('/api/rules'); // jsdom has a window
  });
});
