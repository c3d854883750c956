import { apiPath, getJson, HttpError, postJson } from './client';
import { createQueryClient, QUERY_DEFAULTS } from './query-client';

describe('fetch client', () => {
  afterEach(() => { jest.restoreAllMocks(); });

  it('builds paths from query-key segments joined with slashes, dropping empty params', () => {
    expect(apiPath(['/api/rules', 'touchdown'])).toBe('/api/rules/touchdown');
    expect(apiPath(['/api/search'], { query: 'hold', type: 'rules', x: undefined, y: '' })).toBe('/api/search?query=hold&type=rules');
  });

  it('GETs with credentials included and reads JSON', async () => {
    const fetchMock = jest.fn(async () => new Response('[1,2]', { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(getJson('/api/x')).resolves.toEqual([1, 2]);
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ credentials: 'include' }));
  });

  it('raises "<status>: <body>" on a non-OK answer', async () => {
    global.fetch = jest.fn(async () => new Response('{"error":"nope"}', { status: 404, statusText: 'Not Found' })) as unknown as typeof fetch;
    const err = await getJson('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as Error).message).toBe('404: {"error":"nope"}');
  });

  it('falls back to the status text when the body is empty (401 included)', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 401, statusText: 'Unauthorized' })) as unknown as typeof fetch;
    await expect(getJson('/api/x')).rejects.toThrow('401: Unauthorized');
  });

  it('POSTs JSON with no payload and tolerates an empty answer', async () => {
    const fetchMock = jest.fn(async () => new Response(null, { status: 204 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(postJson('/api/games/refresh')).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/games/refresh', expect.objectContaining({ method: 'POST', headers: expect.objectContaining({ 'Content-Type': 'application/json' }) }));
  });
});

describe('QueryClient defaults', () => {
  it('is fresh for 5 minutes, never retries, never refetches on focus or interval', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ staleTime: 300_000, retry: false, refetchOnWindowFocus: false, refetchInterval: false });
    // without a network a query still runs once: the service worker may answer from its cache
    expect(defaults.queries?.networkMode).toBe('offlineFirst');
    expect(defaults.mutations).toMatchObject({ retry: false });
    expect(QUERY_DEFAULTS.staleTime).toBe(5 * 60 * 1000);
  });
});
