/**
 * The first screen under game-day conditions, against the real builds and services: pages keep
 * their data whatever the fans' own rate limits, the same page is rendered once for many fans,
 * renders beyond the gateway's capacity go out at once for the browser to render, a hung remote
 * slows only its own pages, and unknown pages say so with their status.
 *
 * This file starts a stack of its own: a low per-client rate limit, a small render capacity and
 * a captured gateway log. Every request comes from one address, so the per-client budget of
 * renders is lifted, and renders never give way to a busy loop: what is measured is the capacity.
 */
import http from 'node:http';
import { startTestStack, type Stack } from '../support/stack';

const RATE_LIMIT = 30;
const MAX_RENDERS = 2;

let stack: Stack;
const gatewayLog: Array<Record<string, unknown>> = [];
/** Paths the content service was asked for, in order. */
const contentCalls: string[] = [];

beforeAll(async () => {
  stack = await startTestStack({ RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT), FIRST_SCREEN_MAX_RENDERS: String(MAX_RENDERS), FIRST_SCREEN_RENDERS_PER_CLIENT_PER_MINUTE: '100000', FIRST_SCREEN_BUSY_SHARE: '1', REMOTE_CHECK_MS: '500', LOG_LEVEL: 'info' }, (name, line) => {
    let entry: Record<string, unknown>;
    try { entry = JSON.parse(line) as Record<string, unknown>; } catch { return; } // not a JSON line
    if (name === 'gateway') gatewayLog.push(entry);
    if (name === 'content') contentCalls.push(String((entry.req as { path?: string } | undefined)?.path));
  });
  // the gateway renders its pages once at start-up; the specs begin after that
  await waitFor(() => gatewayLog.some((l) => l.msg === 'first screens warmed up'), 60_000);
}, 120_000);
afterAll(async () => { await stack?.stop(); });

interface Answer { status: number; body: string; ms: number; headers: http.IncomingHttpHeaders }

/** One page or API request, timed, on a fresh connection (as many fans would). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(`http://127.0.0.1:${stack.ports.gateway}${path}`, { headers: { Accept: 'text/html', ...headers }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started, headers: res.headers }));
    });
    req.on('error', reject);
  });
}

const ROOT_RE = /<div id="root" data-rendered-url="[^"]*">([\s\S]*?)<\/div><script id="gg-queries" type="application\/json">(.*?)<\/script>/;
/** The query keys a page came with ([] when it came without its first screen). */
const renderedKeys = (html: string): string[] => {
  const block = ROOT_RE.exec(html)?.[2];
  return block ? (JSON.parse(block) as Array<{ queryKey: unknown[] }>).map((q) => JSON.stringify(q.queryKey)) : [];
};
const hasFirstScreen = (html: string) => ROOT_RE.test(html);

/** Every time zone Intl knows, one name each: a page is kept per zone, and per none of the query parameters its page does not read. */
const ZONES = [...new Set(Intl.supportedValuesOf('timeZone').map((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone))];
let unique = 0;
/** A page no earlier request asked for in its time zone: a render of its own, whatever the gateway keeps. */
const getFresh = (path: string) => get(path, { Cookie: `gg-tz=${ZONES[(unique += 1) % ZONES.length]}` });

describe('the first screen at game-day scale', () => {
  it.each([
    '/', '/rules', '/rules?search=holding', '/rules/down-system', '/glossary', '/glossary?tab=penalties', '/glossary?search=hold',
    '/schedule', '/schedule?season=regular&week=7', '/schedule?season=regular&week=3', '/schedule?season=completed&week=5', '/schedule?season=preseason', ...['standings', 'injuries', 'news', 'analytics', 'live'].map((tab) => `/schedule?tab=${tab}`),
    '/nfl-hub', '/live-scores', '/standings', '/injuries', '/injuries?team=12', '/team/12', '/team/12?tab=injuries', '/team/12?tab=news', '/team/12?tab=info',
    '/water-cooler', '/water-cooler?category=live_game', '/water-cooler?category=news',
  ])('%s declares every query its first screen reads', async (path) => {
    const page = await getFresh(path);
    expect(page.headers['x-first-screen']).toBe('rendered');
    await accessLogged(page.headers['x-request-id']); // written after anything the render logged
    const undeclared = gatewayLog.filter((l) => l.requestId === page.headers['x-request-id'] && /does not declare/.test(String(l.msg)));
    expect(undeclared.map((l) => l.queryKey)).toEqual([]);
  });

  it("carries only the data its first screen shows: a rule page the glossary's names, the glossary page its open tab's list (the first terms and their count)", async () => {
    expect(renderedKeys((await getFresh('/rules/down-system')).body)).toEqual(['["/api/rules","down-system"]', '["/api/glossary-index"]', '["/api/rule-index"]']);
    expect(renderedKeys((await getFresh('/glossary')).body)).toEqual(['["/api/glossary-head",{"limit":12}]']);
    expect(renderedKeys((await getFresh('/glossary?tab=penalties')).body)).toEqual(['["/api/penalties"]']);
    expect(renderedKeys((await getFresh('/glossary?search=hold')).body)).toEqual(['["/api/glossary-head",{"limit":12}]', '["/api/search",{"query":"hold","type":"terms"}]']);
  });

  it('renders the first page after start-up', async () => {
    const page = await get('/schedule');
    expect(page.status).toBe(200);
    expect(hasFirstScreen(page.body)).toBe(true);
  });

  it('sends a page again with the same ETag while nothing changed, and 304 to a revalidation', async () => {
    const first = await get('/glossary');
    await new Promise((r) => setTimeout(r, 1_100));
    const second = await get('/glossary');
    expect(first.headers.etag).toBeDefined();
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await get('/glossary', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it("fetches each page's data without spending any fan's rate limit", async () => {
    // more renders than the per-client limit allows API calls: each still comes with its data
    for (let i = 0; i < RATE_LIMIT + 5; i++) {
      const page = await getFresh(i % 2 ? '/schedule' : '/glossary');
      expect(page.status).toBe(200);
      expect(renderedKeys(page.body)).toContain(i % 2 ? '["/api/games/upcoming"]' : '["/api/glossary-head",{"limit":12}]');
    }
    // and a fan on the same address still has the whole budget for their own calls
    const teams = await get('/api/teams', { Accept: 'application/json' });
    expect(teams.status).toBe(200);
  });

  it.each([
    ['/no-such-page', '404 Page Not Found'],
    ['/rules/no-such-rule', 'Rule not found.'],
    ['/team/99999', 'Team not found'],
  ])('answers %s with 404 and its text', async (path, text) => {
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(page.body).toContain(text);
  });

  it('answers 200 for real pages', async () => {
    for (const path of ['/rules/down-system', '/team/12']) expect((await get(path)).status).toBe(200);
  });

  it('serves many fans opening the same page from one render', async () => {
    await get('/rules');
    const before = contentCalls.length;
    const pages = await Promise.all(Array.from({ length: 40 }, () => get('/rules')));
    expect(pages.every((p) => p.status === 200 && hasFirstScreen(p.body) && renderedKeys(p.body).includes('["/api/categories"]'))).toBe(true);
    expect(new Set(pages.map((p) => p.headers.etag)).size).toBe(1);
    await accessLogged(pages.at(-1)!.headers['x-request-id']);
    await new Promise((r) => setTimeout(r, 1_200)); // and the content service's lines, written at least once a second
    expect(contentCalls.slice(before).filter((p) => p === '/api/categories').length).toBeLessThanOrEqual(1);
  });

  it('sends pages beyond its render capacity at once, without their first screen, and says so once', async () => {
    const logged = gatewayLog.length;
    const pages = await Promise.all(Array.from({ length: 12 }, (_, i) => getFresh(i % 2 ? '/standings' : '/water-cooler')));
    expect(pages.every((p) => p.status === 200)).toBe(true);
    const shed = pages.filter((p) => p.headers['x-first-screen'] === 'shed');
    expect(shed.length).toBeGreaterThan(0);
    expect(shed.some((p) => hasFirstScreen(p.body))).toBe(false);
    // a shed page goes out without waiting for anything
    expect(Math.max(...shed.map((p) => p.ms))).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 1_200)); // the gateway writes its log lines at least once a second
    // said at the first shed page of an interval (possibly an earlier one), then summed up: never a line per page
    expect(gatewayLog.some((l) => /first screens shed/.test(String(l.msg)))).toBe(true);
    expect(gatewayLog.slice(logged).filter((l) => /shed/i.test(String(l.msg))).length).toBeLessThanOrEqual(1);
  });

  it("keeps the other areas' pages fast while one remote hangs, and says so in the log", async () => {
    const hub = stack.children.get('hub-remote')!;
    const logged = gatewayLog.length;
    const saidOnce = (pattern: RegExp) => gatewayLog.slice(logged).some((l) => l.level === 40 && pattern.test(String(l.msg)) && l.remote === 'hub');
    hub.kill('SIGSTOP');
    try {
      // noticed in the background within a check or two, never on a page's request path
      await waitFor(() => saidOnce(/remote does not answer/));
      const hubPage = await getFresh('/standings');
      expect(hubPage.status).toBe(200);
      expect(hubPage.headers['x-first-screen']).toBe('remote_down');
      expect(hubPage.ms).toBeLessThan(300);
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const page = await getFresh(i % 2 ? '/rules' : '/glossary');
        expect(hasFirstScreen(page.body)).toBe(true);
        times.push(page.ms);
      }
      times.sort((a, b) => a - b);
      expect(times[8]).toBeLessThan(300);
    } finally {
      hub.kill('SIGCONT');
    }
    await waitFor(() => gatewayLog.slice(logged).some((l) => /remote answers again/.test(String(l.msg))));
    expect(hasFirstScreen((await getFresh('/standings')).body)).toBe(true);
  });
});

/** Waits for the gateway's access line of a request: its log lines are written in order, at least once a second. */
function accessLogged(requestId: string | string[] | undefined): Promise<void> {
  return waitFor(() => gatewayLog.some((l) => l.requestId === requestId && l.msg === 'request done'));
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}
