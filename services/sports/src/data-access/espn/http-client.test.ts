import { ProviderError } from '../providers/provider';
import { closedPort, startFakeEspn, type FakeEspn } from './fake-espn-server';
import { createEspnHttpClient, ESPN_BASE_URLS, resolveEspnUrl, retryAfterMs, type EspnHttpClientOptions } from './http-client';

let espn: FakeEspn;

beforeAll(async () => {
  espn = await startFakeEspn();
});
afterAll(() => espn.close());
beforeEach(() => espn.reset());

// Small waits so the whole file runs in a couple of seconds.
const client = (opts: EspnHttpClientOptions = {}) =>
  createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 1_000, backoffBaseMs: 5, maxRetryAfterMs: 250, ...opts });

/** The rejection of `p`, asserted to be a ProviderError. */
async function providerError(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

const hitsOf = (path: string) => espn.hits.filter((h) => h.startsWith(path)).length;

describe('resolveEspnUrl', () => {
  const local = { site: 'http://127.0.0.1:1', siteWeb: 'http://127.0.0.1:2', core: 'http://127.0.0.1:3/' };

  it('rewrites $ref hosts (internal .pvt and http://) to the configured core host', () => {
    expect(resolveEspnUrl('http://sports.core.api.espn.pvt/v2/x?lang=en', ESPN_BASE_URLS)).toBe('https://sports.core.api.espn.com/v2/x?lang=en');
    expect(resolveEspnUrl('http://sports.core.api.espn.com/v2/x', ESPN_BASE_URLS)).toBe('https://sports.core.api.espn.com/v2/x');
    expect(resolveEspnUrl('http://sports.core.api.espn.pvt/v2/x', local)).toBe('http://127.0.0.1:3/v2/x');
    expect(resolveEspnUrl('https://site.web.api.espn.com/apis/common/v3/a', local)).toBe('http://127.0.0.1:2/apis/common/v3/a');
    expect(resolveEspnUrl('https://site.api.espn.com/apis/site/v2/a', local)).toBe('http://127.0.0.1:1/apis/site/v2/a');
  });

  it('refuses hosts that are not ESPN (or a look-alike prefix)', () => {
    expect(resolveEspnUrl('https://example.com/apis', ESPN_BASE_URLS)).toBeNull();
    expect(resolveEspnUrl('https://site.api.espn.com.evil.test/apis', ESPN_BASE_URLS)).toBeNull();
    expect(resolveEspnUrl('http://127.0.0.1:19/x', local)).toBeNull();
  });
});

describe('retryAfterMs', () => {
  it('reads delta-seconds and HTTP dates, capped, and ignores junk', () => {
    expect(retryAfterMs('2', 10_000)).toBe(2_000);
    expect(retryAfterMs('120', 5_000)).toBe(5_000);
    expect(retryAfterMs(new Date(1_000_000 + 3_000).toUTCString(), 10_000, 1_000_000)).toBe(3_000);
    expect(retryAfterMs('soon', 10_000)).toBeNull();
    expect(retryAfterMs(null, 10_000)).toBeNull();
  });
});

describe('createEspnHttpClient', () => {
  it('fetches JSON with an app User-Agent', async () => {
    const body = (await client().getJson(`${espn.baseUrl}/test/headers`)) as { userAgent: string; accept: string };
    expect(body.userAgent).toMatch(/GridironGuide/);
    expect(body.accept).toBe('application/json');
  });

  it('revalidates with If-None-Match and serves the remembered body on 304', async () => {
    const c = client();
    const first = await c.getJson(`${espn.baseUrl}/test/json`);
    const second = await c.getJson(`${espn.baseUrl}/test/json`);
    expect(second).toEqual(first);
    expect(second).not.toBe(first); // re-parsed: callers cannot mutate the cache
    expect(espn.conditionalHits).toEqual(['/test/json']);
    expect(c.stats()).toMatchObject({ requests: 2, notModified: 1, failures: 0 });
  });

  it('bounds the ETag cache (least recently used goes first)', async () => {
    const c = client({ cacheSize: 1 });
    await c.getJson(`${espn.baseUrl}/test/json/1`);
    await c.getJson(`${espn.baseUrl}/test/json/2`);
    await c.getJson(`${espn.baseUrl}/test/json/1`); // evicted: plain GET
    await c.getJson(`${espn.baseUrl}/test/json/1`); // remembered again: conditional
    expect(espn.conditionalHits).toEqual(['/test/json/1']);
    expect(c.stats().notModified).toBe(1);
  });

  it('rewrites $ref URLs before fetching', async () => {
    const c = createEspnHttpClient({ baseUrls: { ...ESPN_BASE_URLS, core: espn.baseUrl } });
    await expect(c.getJson('http://sports.core.api.espn.pvt/test/json')).resolves.toMatchObject({ ok: true });
  });

  it('refuses non-ESPN URLs without sending anything', async () => {
    const c = client();
    const err = await providerError(c.getJson('http://127.0.0.2:1/x'));
    expect(err.message).toMatch(/non-ESPN/);
    expect(c.stats()).toMatchObject({ requests: 0, failures: 1 });
  });

  it('retries a 500 and returns the later 200', async () => {
    const c = client();
    await expect(c.getJson(`${espn.baseUrl}/test/flaky/a`)).resolves.toEqual({ ok: true, attempts: 2 });
    expect(c.stats()).toMatchObject({ requests: 2, retries: 1, failures: 0 });
  });

  it('gives up after two retries with the last status', async () => {
    const c = client();
    const err = await providerError(c.getJson(`${espn.baseUrl}/test/always-500`));
    expect(err.status).toBe(503);
    expect(hitsOf('/test/always-500')).toBe(3);
    expect(c.stats()).toMatchObject({ requests: 3, retries: 2, failures: 1 });
  });

  it('honours Retry-After on 429 (capped by maxRetryAfterMs)', async () => {
    const started = Date.now();
    await expect(client().getJson(`${espn.baseUrl}/test/limited/x?after=30`)).resolves.toMatchObject({ attempts: 2 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(240); // the 250 ms cap, not the 5 ms backoff
    expect(waited).toBeLessThan(2_000); // and not the 30 s asked for
  });

  it('does not retry other 4xx: 404 and 403 fail at once with their status', async () => {
    const c = client();
    expect((await providerError(c.getJson(`${espn.baseUrl}/test/missing`))).status).toBe(404);
    expect((await providerError(c.getJson(`${espn.baseUrl}/test/forbidden`))).status).toBe(403);
    expect(c.stats()).toMatchObject({ requests: 2, retries: 0, failures: 2 });
  });

  it('rejects a non-JSON body', async () => {
    const err = await providerError(client().getJson(`${espn.baseUrl}/test/html`));
    expect(err.message).toMatch(/non-JSON/);
    expect(hitsOf('/test/html')).toBe(1);
  });

  it('times out each attempt and fails after the retries', async () => {
    const started = Date.now();
    const err = await providerError(client({ timeoutMs: 100 }).getJson(`${espn.baseUrl}/test/slow`));
    expect(err.message).toMatch(/timed out after 100 ms/);
    expect(err.status).toBeUndefined();
    expect(hitsOf('/test/slow')).toBe(3);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('fails fast against a closed port', async () => {
    const port = await closedPort();
    const base = `http://127.0.0.1:${port}`;
    const c = createEspnHttpClient({ baseUrls: { site: base, siteWeb: base, core: base }, backoffBaseMs: 5 });
    const started = Date.now();
    const err = await providerError(c.getJson(`${base}/apis/site/v2/sports/football/nfl/teams`));
    expect(err.message).toMatch(/network error/);
    expect(err.cause).toBeDefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(c.stats()).toMatchObject({ requests: 3, failures: 1 });
  });
});
