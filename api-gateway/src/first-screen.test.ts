/**
 * The gateway's side of server rendering, with a stand-in for the shell's server build: pages
 * rendered with data read straight from the services, kept and shared, shed past capacity, given
 * up at their deadline, and sent with the status and validators a fan's browser and a cache need.
 */
import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createGatewayApp } from './app';
import { contentEtag, loadRenderer } from './first-screen';
import { renderIndexHtml } from './static-shell';
import { close, listen, testConfig } from './test-helpers';
import { createReleaseStore } from '@gg/releases';
import type { Game } from '@gg/contracts';
import { finalGame, liveGame } from '@gg/contracts/testing';

const TEMPLATE = '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>';

/**
 * A shell dist whose server build is `renderer` (the body of a CommonJS module exporting
 * renderFirstScreen). The stand-in echoes what it was asked with into the page, numbers its
 * renders, reads /api/teams through the request's reader, and can be told by the URL to be slow
 * (?search=slow-<ms>), to fail (?search=fail), or that the page does not exist (/team/404): in a
 * parameter /rules reads, since the gateway renders a page with only the parameters its route reads.
 */
/** Waits until `check` holds (a busy machine renders in the background later than an idle one), at most `ms`. */
async function eventually(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check()) && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

function shellDist(renderer?: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-first-screen-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  if (renderer !== undefined) {
    mkdirSync(path.join(dir, 'server'));
    writeFileSync(path.join(dir, 'server', 'render.js'), renderer);
  }
  return dir;
}

const ECHO_RENDERER = `
const renders = new Map(); // per URL, so the gateway's warm-up of other pages does not count
exports.renderFirstScreen = async (req) => {
  const url = new URL(req.url, 'http://x');
  const says = url.searchParams.get('search') ?? '';
  const slow = Number(/slow-(\\d+)/.exec(says)?.[1] ?? 0);
  if (slow) await new Promise((resolve) => setTimeout(resolve, slow));
  if (says.includes('fail')) throw new Error('render failed');
  const answer = await req.api('/api/teams', { signal: req.signal });
  const teams = await answer.json();
  const render = (renders.get(req.url) ?? 0) + 1;
  renders.set(req.url, render);
  const seen = { url: req.url, remotes: req.remotes, clock: req.clock, teams, status: answer.status, aborted: req.signal.aborted };
  return {
    html: '<main data-render="' + render + '">' + JSON.stringify(seen).replace(/</g, '') + '</main>',
    head: '<style data-emotion="css abc">.css-abc{color:red}</style>',
    queries: [{ queryKey: ['/api/teams'], data: { note: '</script><script>alert(1)</script>' }, dataUpdatedAt: Date.now() }],
    status: url.pathname === '/team/404' ? 404 : 200,
  };
};`;

/** The fan's view of a rendered page: what the renderer echoed, and which render it was. */
function seen(html: string): { render: number; url: string; remotes: Array<{ name: string; entry: string; version: string | null }>; clock: { timeZone: string; now: number }; teams: { requestId: string | null; url: string } } {
  const match = /<main data-render="(\d+)">(.*?)<\/main>/.exec(html);
  if (!match) throw new Error(`not rendered: ${html.slice(0, 300)}`);
  return { render: Number(match[1]), ...JSON.parse(match[2]!) };
}

/** Remote servers that answer HEAD for their server container, with an ETag that can change. */
function remoteServer() {
  const state = { etag: '"v1"', hang: false };
  const app = express();
  app.head('/server/remoteEntry.js', (_req, res) => {
    if (state.hang) return; // never answers
    res.setHeader('ETag', state.etag).end();
  });
  return { app, state };
}

describe('pages rendered by the gateway', () => {
  let sports: { server: Server; url: string };
  const sportsCalls: Array<{ url: string; requestId: string | null }> = [];
  /** When the service saw a hung read cut by the gateway. */
  const hangsCut: number[] = [];
  let learn: { server: Server; url: string; state: { etag: string; hang: boolean } };
  const logs: Array<{ level: string; fields: Record<string, unknown>; message: string }> = [];
  /** Who follows the stand-in's live-score stream (a snapshot of one live game on connect), and a game event to them all. */
  const followers = new Set<express.Response>();
  const pushGame = (game: Game, changes: string[]) => {
    for (const res of followers) res.write(`event: game\ndata: ${JSON.stringify({ gameId: game.id, changes, game, at: new Date().toISOString() })}\n\n`);
  };

  beforeAll(async () => {
    const service = express();
    service.get('/api/scores/stream', (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`event: snapshot\ndata: ${JSON.stringify({ games: [liveGame({ id: '9' })], updatedAt: new Date().toISOString(), stale: false })}\n\n`);
      followers.add(res);
      req.on('close', () => followers.delete(res));
    });
    service.get('/api/games/hang', (req) => { req.on('close', () => { hangsCut.push(Date.now()); }); });
    service.get('/api/teams', (req, res) => {
      const call = { url: req.url, requestId: (req.headers['x-request-id'] as string | undefined) ?? null };
      sportsCalls.push(call);
      res.json(call);
    });
    sports = await listen(service);
    const remote = remoteServer();
    learn = { ...(await listen(remote.app)), state: remote.state };
  });
  afterAll(async () => { await Promise.all([close(sports.server), close(learn.server)]); });

  const opened: Array<() => void> = [];
  afterEach(() => { opened.splice(0).forEach((stop) => stop()); logs.splice(0); learn.state.etag = '"v1"'; learn.state.hang = false; });

  const logger = () => {
    const make = (bindings: Record<string, unknown>): unknown => ({
      warn: (fields: Record<string, unknown>, message: string) => logs.push({ level: 'warn', fields: { ...bindings, ...fields }, message }),
      info: (fields: Record<string, unknown>, message: string) => logs.push({ level: 'info', fields: { ...bindings, ...fields }, message }),
      error: (fields: Record<string, unknown>, message: string) => logs.push({ level: 'error', fields: { ...bindings, ...fields }, message }),
      isLevelEnabled: () => true,
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    });
    return make({}) as Parameters<typeof createGatewayApp>[2];
  };

  function gateway(renderer: string | undefined, overrides: Record<string, string> = {}) {
    const gw = createGatewayApp(testConfig({ SHELL_DIST: shellDist(renderer), SPORTS_URLS: sports.url, REMOTE_CHECK_MS: '100', ...overrides }), {
      REMOTE_LEARN_URL: learn.url, REMOTE_HUB_URL: learn.url, REMOTE_TALK_URL: learn.url,
    }, logger());
    opened.push(gw.close);
    return gw;
  }
  const page = (app: express.Express, url: string) => request(app).get(url).set('Accept', 'text/html');

  it("renders with the page's data read straight from the service, carrying the request's id, whatever the fans' rate limit", async () => {
    const { app } = gateway(ECHO_RENDERER, { RATE_LIMIT_PER_MINUTE: '1' });
    await request(app).get('/api/teams').expect(200);
    await request(app).get('/api/teams').expect(429); // this client's budget is spent
    for (const url of ['/rules?search=a1', '/rules?search=a2', '/rules?search=a3']) {
      const res = await page(app, url).expect(200);
      expect(res.headers['x-first-screen']).toBe('rendered');
      const { teams } = seen(res.text);
      expect(teams.url).toBe('/api/teams');
      expect(teams.requestId).toBe(res.headers['x-request-id']);
    }
  });

  it("passes the remotes' server containers with their versions, and the fan's clock", async () => {
    const { app } = gateway(ECHO_RENDERER);
    await page(app, '/rules'); // the remotes are watched from the first page on
    await new Promise((r) => setTimeout(r, 150)); // one background check of the remotes
    const before = Date.now();
    const res = await page(app, '/glossary').set('Cookie', 'gg-tz=America/New_York|300|240').expect(200);
    const { remotes, clock } = seen(res.text);
    expect(remotes).toEqual(expect.arrayContaining([{ name: 'learn', entry: `${learn.url}/server/remoteEntry.js`, version: 'unversioned#0' }]));
    expect(clock.timeZone).toBe('America/New_York');
    expect(clock.now).toBeGreaterThanOrEqual(before);
    expect(res.text).toContain(`<html lang="en" data-time-zone="America/New_York" data-rendered-at="${clock.now}">`);
  });

  it.each(['gg-tz=Mars%2FOlympus', 'gg-tz=..%2F..%2Fetc', 'gg-tz="><script>', `gg-tz=${'A'.repeat(300)}`, ''])('renders in UTC for a time zone cookie that names no zone (%s)', async (cookie) => {
    const { app } = gateway(ECHO_RENDERER);
    const res = await page(app, '/glossary').set('Cookie', cookie).expect(200);
    expect(seen(res.text).clock.timeZone).toBe('UTC');
  });

  it('puts the markup, styles and answers in the page so that a string in the data cannot close its block', async () => {
    const { app } = gateway(ECHO_RENDERER);
    const res = await page(app, '/glossary?tab=2').expect(200);
    expect(res.text).toContain('<div id="root" data-rendered-url="/glossary?tab=2"><main data-render=');
    expect(res.text.indexOf('.css-abc{color:red}')).toBeLessThan(res.text.indexOf('</head>'));
    expect(res.text).not.toContain('</script><script>alert(1)');
  });

  it('renders a page once for many fans: concurrent asks share the render, later ones get the kept page', async () => {
    const { app } = gateway(ECHO_RENDERER);
    const first = await Promise.all(Array.from({ length: 8 }, () => page(app, '/rules?search=slow-50').expect(200)));
    const again = await page(app, '/rules?search=slow-50').expect(200);
    const renders = new Set([...first, again].map((r) => seen(r.text).render));
    expect(renders.size).toBe(1);
    expect(again.headers['x-first-screen']).toBe('hit');
    expect(sportsCalls.filter((c) => c.url === '/api/teams').length).toBeGreaterThan(0);
  });

  it('keeps apart what changes the HTML: light or dark, the time zone, the address', async () => {
    const { app } = gateway(ECHO_RENDERER);
    const renders = new Set<string>();
    for (const [url, cookie] of [['/rules', ''], ['/rules', 'gg-color-mode=dark'], ['/rules', 'gg-tz=Asia/Tokyo|-540|-540'], ['/rules?search=x', '']] as const) {
      const { text } = await page(app, url).set('Cookie', cookie).expect(200);
      renders.add(`${seen(text).url}#${seen(text).render}`);
    }
    expect(renders.size).toBe(4);
  });

  it('keeps a page once for every address that differs only in what its page does not read, and renders it for that address', async () => {
    const { app } = gateway(ECHO_RENDERER);
    const first = await page(app, '/glossary?search=blitz&tab=penalties').expect(200);
    expect(first.headers['x-first-screen']).toBe('rendered');
    // the same page: parameters in another order, ones the page does not read, a second value of one it reads
    for (const url of ['/glossary?tab=penalties&search=blitz', '/glossary?search=blitz&utm_source=x&tab=penalties', '/glossary?tab=penalties&search=blitz&search=sack&_=1765100000']) {
      const res = await page(app, url).expect(200);
      expect([url, res.headers['x-first-screen'], seen(res.text).render]).toEqual([url, 'hit', seen(first.text).render]);
    }
    // rendered for the address it is kept under, which the browser compares with its own the same way
    expect(seen(first.text).url).toBe('/glossary?search=blitz&tab=penalties');
    expect(first.text).toContain('data-rendered-url="/glossary?search=blitz&amp;tab=penalties"');
    // a flood of random query strings on a page that reads none is one render
    const renders = new Set<number>();
    for (let i = 0; i < 5; i++) renders.add(seen((await page(app, `/live-scores?cb=${Math.random()}`).expect(200)).text).render);
    expect(renders.size).toBe(1);
  });

  it('serves a page past its freshness while one render replaces it', async () => {
    const { app } = gateway(ECHO_RENDERER, { FIRST_SCREEN_REFERENCE_FRESH_MS: '50' });
    const first = seen((await page(app, '/glossary').expect(200)).text).render;
    await new Promise((r) => setTimeout(r, 80));
    const stale = await Promise.all([page(app, '/glossary'), page(app, '/glossary')]);
    expect(stale.map((r) => r.headers['x-first-screen'])).toEqual(['stale', 'stale']);
    expect(stale.map((r) => seen(r.text).render)).toEqual([first, first]);
    let fresh = await page(app, '/glossary').expect(200);
    // the first newer page seen is the one render both stale answers started (on a busy machine it may be stale again by then)
    await eventually(async () => seen((fresh = await page(app, '/glossary').expect(200)).text).render !== first);
    expect(['hit', 'stale']).toContain(fresh.headers['x-first-screen']);
    expect(seen(fresh.text).render).toBe(first + 1); // one render replaced it, not one per stale answer
  });

  it("warms up each page's code at boot without keeping the page: the first fan's page is read when the fan asks", async () => {
    // at boot the services may still be starting (a talk service with no points yet, a sports
    // service without its first snapshot): a page kept then would be served to the first fans
    const { app, warmUp } = gateway(ECHO_RENDERER);
    await warmUp();
    expect(logs.find((l) => l.message === 'first screens warmed up')?.fields.pages).toMatchObject({ '/rules': 'rendered', '/glossary': 'rendered' });
    const first = await page(app, '/rules').expect(200);
    expect(first.headers['x-first-screen']).toBe('rendered');
    expect(seen(first.text).render).toBe(2); // the warm-up's render was the first
  });

  it('sheds past its capacity: those pages go out at once for the browser to render, said once in the log', async () => {
    const { app } = gateway(ECHO_RENDERER, { FIRST_SCREEN_MAX_RENDERS: '1' });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => page(app, `/rules?search=slow-300-n${i}`).then((res) => ({ res, ms: Date.now() - started }))));
    const shed = answers.filter(({ res }) => res.headers['x-first-screen'] === 'shed');
    expect(shed).toHaveLength(4);
    for (const { res, ms } of shed) {
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(ms).toBeLessThan(250);
    }
    expect(logs.filter((l) => /shed/.test(l.message))).toHaveLength(1);
    expect(logs.find((l) => /shed/.test(l.message))!.fields).toMatchObject({ maxRenders: 1 });
  });

  it("renders at most a client address's budget of pages a minute: past it that client's new pages go out for the browser to render, kept pages and other fans are served as before", async () => {
    const { app } = gateway(ECHO_RENDERER, { TRUST_PROXY_HOPS: '1', FIRST_SCREEN_RENDERS_PER_CLIENT_PER_MINUTE: '3' });
    const from = (address: string, url: string) => page(app, url).set('X-Forwarded-For', address);
    const served: string[] = [];
    const started = Date.now();
    for (let i = 0; i < 8; i++) served.push(String((await from('127.0.0.7', `/rules?search=flood-${i}-slow-40`).expect(200)).headers['x-first-screen']));
    expect(served).toEqual(['rendered', 'rendered', 'rendered', 'client_budget', 'client_budget', 'client_budget', 'client_budget', 'client_budget']);
    expect(Date.now() - started).toBeLessThan(3 * 40 + 5 * 40 + 2_000); // the last five did not wait for a render
    const plain = await from('127.0.0.7', '/rules?search=flood-9').expect(200);
    expect(plain.text).toContain('<div id="root"></div>');
    // what is kept is still that client's; another address has a budget of its own
    expect((await from('127.0.0.7', '/rules?search=flood-0-slow-40').expect(200)).headers['x-first-screen']).toBe('hit');
    expect((await from('127.0.0.8', '/rules?search=another').expect(200)).headers['x-first-screen']).toBe('rendered');
    expect(logs.filter((l) => /budget/.test(l.message))).toHaveLength(1); // said once per interval, not per page
  });

  it("runs renders one at a time while the gateway's event loop is busy: kept pages are served, other new ones go out for the browser to render", async () => {
    const { app } = gateway(ECHO_RENDERER, { FIRST_SCREEN_BUSY_SHARE: '0.8' });
    const kept = seen((await page(app, '/glossary').expect(200)).text).render;
    const busy = () => { const until = Date.now() + 1_100; while (Date.now() < until); }; // renders and pages hogging the loop for over a second
    busy();
    await new Promise((r) => setTimeout(r, 0)); // the loop's next round, where its load is measured
    const [hit, ...fresh] = await Promise.all([page(app, '/glossary').expect(200), ...[1, 2, 3].map((i) => page(app, `/rules?search=while-busy-${i}-slow-100`).expect(200))]);
    expect([hit.headers['x-first-screen'], seen(hit.text).render]).toEqual(['hit', kept]);
    expect(fresh.map((r) => r.headers['x-first-screen']).sort()).toEqual(['busy', 'busy', 'rendered']);
    expect(fresh.find((r) => r.headers['x-first-screen'] === 'busy')!.text).toContain('<div id="root"></div>');
    expect(logs.filter((l) => /busy/.test(l.message))).toHaveLength(1);
    // once the loop has room again (a second on, or more where other tests share the machine), renders run side by side
    let sideBySide = false;
    let n = 0;
    await eventually(async () => (sideBySide = (await Promise.all([0, 1].map(() => page(app, `/rules?search=after-busy-${(n += 1)}-slow-100`)))).every((r) => r.headers['x-first-screen'] === 'rendered')), 8_000);
    expect(sideBySide).toBe(true);
  }, 15_000);

  it("renders the first fans' pages while the boot's warm-up keeps the loop busy, and measures the loop afresh after it", async () => {
    const loadingCode = `const until = Date.now() + 1100; while (Date.now() < until);\n${ECHO_RENDERER}`; // a server build that takes its time to load
    const { app, warmUp } = gateway(loadingCode, { FIRST_SCREEN_BUSY_SHARE: '0.5' });
    const warming = warmUp();
    await new Promise((r) => setTimeout(r, 150)); // a sample of the loop, busy with the build's loading
    expect((await page(app, '/rules?search=first-fan').expect(200)).headers['x-first-screen']).toBe('rendered');
    await warming;
    expect((await page(app, '/rules?search=after-warm-up').expect(200)).headers['x-first-screen']).toBe('rendered');
  });

  it("gives a page up when its time is up, counted from the request's arrival", async () => {
    const { app } = gateway(ECHO_RENDERER, { FIRST_SCREEN_DEADLINE_MS: '150' });
    const started = Date.now();
    const res = await page(app, '/rules?search=slow-1000').expect(200);
    expect(Date.now() - started).toBeLessThan(600);
    expect(res.headers['x-first-screen']).toBe('failed');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it("cancels a page's reads when its time is up, without counting that against the service", async () => {
    const hanging = `exports.renderFirstScreen = async (req) => { await req.api('/api/games/hang', { signal: req.signal }); return null; };`;
    const { app } = gateway(hanging, { FIRST_SCREEN_DEADLINE_MS: '100', BREAKER_FAILURES: '2' });
    const cutBefore = hangsCut.length;
    for (let i = 0; i < 4; i++) expect((await page(app, `/rules?search=n${i}`).expect(200)).headers['x-first-screen']).toBe('failed');
    await eventually(() => hangsCut.length - cutBefore >= 4);
    expect(hangsCut.length - cutBefore).toBe(4); // not left running
    await request(app).get('/api/teams').expect(200); // the breaker is closed
  });

  it("renders in the zone the fan's cookie names, UTC without one (or with a cookie that names no zone)", async () => {
    const { app } = gateway(`exports.renderFirstScreen = async (req) => ({ html: '<p>' + req.clock.timeZone + ' ' + req.clock.now + '</p>', head: '', queries: [], status: 200 });`);
    const ask = (cookie?: string) => {
      const get = page(app, '/rules');
      return (cookie ? get.set('Cookie', cookie) : get).expect(200);
    };
    const tokyo = await ask('gg-color-mode=dark; gg-tz=Asia/Tokyo|-540|-540');
    const [, at] = /data-rendered-at="(\d+)"/.exec(tokyo.text)!;
    expect(tokyo.text).toContain(`<html lang="en" data-theme="dark" data-time-zone="Asia/Tokyo" data-rendered-at="${at}">`);
    expect(tokyo.text).toContain(`<p>Asia/Tokyo ${at}</p>`);
    expect((await ask()).text).toMatch(/data-time-zone="UTC"[^>]*>[\s\S]*<p>UTC \d+<\/p>/);
    expect((await ask('gg-tz="><script>alert(1)</script>')).text).toMatch(/data-time-zone="UTC"[^>]*>[\s\S]*<p>UTC \d+<\/p>/);
  });

  it.each([
    ['there is no server build', undefined, 'no_renderer'],
    ['the server build does not load', 'throw new Error("broken build")', 'no_renderer'],
    ['the renderer fails', ECHO_RENDERER, 'failed'],
    ['the renderer gives the page up', 'exports.renderFirstScreen = async () => null;', 'failed'],
    ['the renderer never answers', 'exports.renderFirstScreen = () => new Promise(() => {});', 'failed'],
  ])('sends the page for the browser to render when %s', async (_case, renderer, served) => {
    const { app } = gateway(renderer, { FIRST_SCREEN_DEADLINE_MS: '200' });
    const res = await page(app, '/rules?search=fail').expect(200);
    expect(res.headers['x-first-screen']).toBe(served);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain('id="gg-remotes"');
  });

  it("logs a render that failed as JSON with the page request's id", async () => {
    const { app } = gateway(ECHO_RENDERER);
    const res = await page(app, '/rules?search=fail').expect(200);
    // this page's line: a render given up by an earlier test may still be finishing now, and log
    const line = logs.find((l) => l.message === 'first screen left to the browser' && l.fields.url === '/rules?search=fail');
    expect(line?.level).toBe('warn');
    expect(line?.fields).toMatchObject({ requestId: res.headers['x-request-id'], url: '/rules?search=fail' });
  });

  it("never writes the server builds' key into a log line, wherever a render's failure names a chunk's URL", async () => {
    const key = 'k3y-0f-the-server-builds_abc';
    // as the federation runtime fails: the chunk's URL in the error's message and stack, and in the renderer's own warning
    const leaky = `exports.renderFirstScreen = async (req) => {
      const chunk = req.remotes[0].entry.replace('remoteEntry.js', '__federation_expose_rules.js');
      req.log.warn({ url: req.url, err: { message: 'Loading chunk failed: ' + chunk, stack: 'Error: ' + chunk + '\\n    at load' }, chunk }, 'first screen left to the browser: ' + chunk);
      const error = new Error('ScriptExternalLoadError: ' + chunk);
      error.cause = new Error('fetch failed for ' + chunk);
      throw error;
    };`;
    const { app } = gateway(leaky, { SERVER_BUILD_KEY: key });
    await page(app, '/rules').expect(200);
    const lines = logs.map((l) => JSON.stringify({ ...l, fields: Object.fromEntries(Object.entries(l.fields).map(([k, v]) => [k, v instanceof Error ? { message: v.message, stack: v.stack, cause: String((v.cause as Error | undefined)?.message) } : v])) }));
    expect(lines.filter((l) => l.includes('/server/'))).toHaveLength(2); // the lines are still written, the chunk's place named
    for (const line of lines) expect(line).not.toContain(key);
  });

  it('answers 404 for an address the site does not have and for a page whose data says it does not exist', async () => {
    const { app } = gateway(ECHO_RENDERER);
    await page(app, '/team/404').expect(404);
    await page(app, '/no-such-page').expect(404);
    const { app: plain } = gateway(undefined);
    await page(plain, '/no-such-page').expect(404);
    await page(plain, '/rules').expect(200);
  });

  it('keeps its ETag while only the moments of reading differ, and answers a revalidation with 304', async () => {
    // the same content at each render, read at a new moment each time
    const constant = `exports.renderFirstScreen = async () => ({ html: '<main>same</main>', head: '', queries: [{ queryKey: ['/a'], data: 1, dataUpdatedAt: Date.now() }], status: 200 });`;
    const { app } = gateway(constant, { FIRST_SCREEN_REFERENCE_FRESH_MS: '0', FIRST_SCREEN_REFERENCE_STALE_MS: '0' });
    const first = await page(app, '/glossary').expect(200);
    await new Promise((r) => setTimeout(r, 5));
    const second = await page(app, '/glossary').expect(200);
    expect(second.headers['x-first-screen']).toBe('rendered');
    expect(second.text).not.toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    await page(app, '/glossary').set('If-None-Match', first.headers.etag!).expect(304);
    const html = renderIndexHtml(TEMPLATE, { remotes: [] }, '', { url: '/', screen: { html: '<p>x</p>', head: '', queries: [{ queryKey: ['/a'], data: 1, dataUpdatedAt: 1 }], status: 200 } }, null, { timeZone: 'UTC', renderedAt: 1 });
    expect(contentEtag(html)).toBe(contentEtag(html.replace('"dataUpdatedAt":1', '"dataUpdatedAt":2').replace('data-rendered-at="1"', 'data-rendered-at="2"')));
    expect(contentEtag(html)).not.toBe(contentEtag(html.replace('<p>x</p>', '<p>y</p>')));
  });

  it('sends the kept page compressed the way the fan takes it, the same page in every encoding', async () => {
    const { app } = gateway(ECHO_RENDERER);
    const { server, url } = await listen(app);
    try {
      const raw = (encoding: string) => new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http.get(`${url}/rules`, { headers: { Accept: 'text/html', 'Accept-Encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
        }).on('error', reject);
      });
      const plain = await raw('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const html = plain.body.toString('utf8');
      expect(html).toContain('<main data-render=');
      const br = await raw('br, gzip');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(zlib.brotliDecompressSync(br.body).toString('utf8')).toBe(html);
      const gz = await raw('gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(html);
      expect(br.body.length).toBeLessThan(html.length);
    } finally {
      await close(server);
    }
  });

  it("renders a redeployed remote's pages afresh, and sends the pages of a remote that stopped answering at once", async () => {
    const { app } = gateway(ECHO_RENDERER);
    await page(app, '/rules');
    await new Promise((r) => setTimeout(r, 150));
    const before = seen((await page(app, '/glossary').expect(200)).text);
    learn.state.etag = '"v2"';
    await new Promise((r) => setTimeout(r, 250));
    const after = seen((await page(app, '/glossary').expect(200)).text);
    expect(after.render).not.toBe(before.render);
    expect(after.remotes.find((r) => r.name === 'learn')?.version).toBe('unversioned#1');
    learn.state.hang = true;
    await new Promise((r) => setTimeout(r, 1_300)); // a check gives up after its timeout
    const started = Date.now();
    const down = await page(app, '/rules?search=new').expect(200);
    expect(down.headers['x-first-screen']).toBe('remote_down');
    expect(Date.now() - started).toBeLessThan(100);
    expect(logs.some((l) => l.level === 'warn' && /remote does not answer/.test(l.message))).toBe(true);
  });

  it('keeps every kept page and the loaded code of a remote that answers again at the same version', async () => {
    const { app } = gateway(ECHO_RENDERER);
    await page(app, '/rules');
    await new Promise((r) => setTimeout(r, 150));
    const before = await page(app, '/glossary').expect(200);
    learn.state.hang = true;
    await new Promise((r) => setTimeout(r, 1_300)); // a check gives up after its timeout
    expect((await page(app, '/rules?search=while-down').expect(200)).headers['x-first-screen']).toBe('remote_down');
    learn.state.hang = false;
    await eventually(() => logs.some((l) => /remote answers again/.test(l.message)), 3_000);
    const after = await page(app, '/glossary').expect(200);
    expect([after.headers['x-first-screen'], seen(after.text).render]).toEqual(['hit', seen(before.text).render]);
    const fresh = seen((await page(app, '/rules?search=after').expect(200)).text);
    expect(fresh.remotes.find((r) => r.name === 'learn')?.version).toBe('unversioned#0'); // its code is not loaded again
  });

  describe('when a game kicks off or ends', () => {
    const following = { FIRST_SCREEN_FOLLOW_SCORES: 'on' };
    async function followed(app: express.Express) {
      await page(app, '/rules'); // the gateway follows the stream from its start; its snapshot has come once a follower is seen
      await eventually(() => followers.size === 1);
      await new Promise((r) => setTimeout(r, 50));
    }

    it('renders a live page again at once; a score changing, or a learning page, keeps the kept page', async () => {
      const { app } = gateway(ECHO_RENDERER, following);
      await followed(app);
      const live = seen((await page(app, '/live-scores').expect(200)).text).render;
      const learning = seen((await page(app, '/glossary').expect(200)).text).render;
      pushGame(liveGame({ id: '9', homeScore: 7 }), ['score']);
      await new Promise((r) => setTimeout(r, 50));
      expect((await page(app, '/live-scores')).headers['x-first-screen']).toBe('hit');
      pushGame(finalGame({ id: '9' }), ['status']);
      await new Promise((r) => setTimeout(r, 50));
      // fresh by age, but drawn with the game live: every fan who asks now gets the one new render
      const after = await Promise.all([page(app, '/live-scores'), page(app, '/live-scores')]);
      expect(after.map((r) => r.headers['x-first-screen'])).toEqual(['rendered', 'rendered']);
      expect(after.map((r) => seen(r.text).render)).toEqual([live + 1, live + 1]);
      expect((await page(app, '/live-scores')).headers['x-first-screen']).toBe('hit');
      const glossary = await page(app, '/glossary');
      expect([glossary.headers['x-first-screen'], seen(glossary.text).render]).toEqual(['hit', learning]);
    });

    it('sends the page it has when no new render can be had in time', async () => {
      const slowAfterFirst = `let n = 0;
        exports.renderFirstScreen = async (req) => {
          n += 1;
          if (n > 2) await new Promise((resolve) => setTimeout(resolve, 1000));
          return { html: '<main data-render="' + n + '">{}</main>', head: '', queries: [], status: 200 };
        };`;
      const { app } = gateway(slowAfterFirst, { ...following, FIRST_SCREEN_DEADLINE_MS: '150' });
      await followed(app);
      await page(app, '/live-scores').expect(200);
      pushGame(finalGame({ id: '9' }), ['status']);
      await new Promise((r) => setTimeout(r, 50));
      const res = await page(app, '/live-scores').expect(200);
      expect(res.headers['x-first-screen']).toBe('stale');
      expect(res.text).toContain('<main data-render="2">');
    });
  });

  it('loads the renderer from the build only when it exports one', () => {
    expect(loadRenderer(shellDist('exports.other = 1;'))).toBeNull();
    expect(loadRenderer(shellDist(ECHO_RENDERER))).toEqual(expect.any(Function));
  });

  describe('across releases', () => {
    let releasesDir: string;
    const store = () => createReleaseStore(releasesDir);
    /** Publishes a build of learn (its files differ by `marker`) and returns its version. */
    async function publish(marker: string): Promise<string> {
      const build = mkdtempSync(path.join(os.tmpdir(), 'gg-build-'));
      writeFileSync(path.join(build, 'mf-manifest.json'), `{"id":"learn","marker":"${marker}"}`);
      writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${marker} */`);
      return (await store().publish('learn', build)).info.version;
    }
    const releasedGateway = () => gateway(ECHO_RENDERER, { RELEASES_DIR: releasesDir, RELEASE_CHECK_MS: '50' });
    const remoteList = (html: string) => JSON.parse(/<script id="gg-remotes" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { remotes: Array<{ name: string; entry: string }> };
    const learnEntry = (html: string) => remoteList(html).remotes.find((r) => r.name === 'learn')!.entry;
    const settle = () => new Promise((r) => setTimeout(r, 150)); // past a reading of the pointers

    beforeEach(() => { releasesDir = mkdtempSync(path.join(os.tmpdir(), 'gg-releases-')); });

    it('serves and renders the current version of each remote, and follows a promote and a rollback without a restart', async () => {
      const v1 = await publish('v1');
      const v2 = await publish('v2');
      await store().promote('learn', v1);
      const { app } = releasedGateway();
      await settle();
      const first = await page(app, '/glossary').expect(200);
      expect(first.headers['x-first-screen']).toBe('rendered');
      expect(learnEntry(first.text)).toBe(`${learn.url}/v/${v1}/remoteEntry.js`);
      expect(first.text).toContain(`<link rel="preload" as="script" href="${learn.url}/v/${v1}/remoteEntry.js">`);
      // the renderer loads the same version's server container, and the other remotes' unversioned builds
      expect(seen(first.text).remotes).toEqual(expect.arrayContaining([
        { name: 'learn', entry: `${learn.url}/v/${v1}/server/remoteEntry.js`, version: `${v1}#0` },
        { name: 'hub', entry: `${learn.url}/server/remoteEntry.js`, version: 'unversioned#0' },
      ]));
      expect(first.headers['set-cookie']).toBeUndefined(); // no canary, no bucket
      expect((await request(app).get('/remotes.json').expect(200)).body.remotes[0]).toEqual({ name: 'learn', entry: `${learn.url}/v/${v1}/remoteEntry.js` });

      await store().promote('learn', v2);
      await settle();
      const promoted = await page(app, '/glossary').expect(200);
      expect(promoted.headers['x-first-screen']).toBe('rendered'); // not the page kept for v1
      expect(learnEntry(promoted.text)).toBe(`${learn.url}/v/${v2}/remoteEntry.js`);
      expect(seen(promoted.text).remotes.find((r) => r.name === 'learn')).toEqual({ name: 'learn', entry: `${learn.url}/v/${v2}/server/remoteEntry.js`, version: `${v2}#0` });

      await store().rollback('learn');
      await settle();
      expect(learnEntry((await page(app, '/glossary').expect(200)).text)).toBe(`${learn.url}/v/${v1}/remoteEntry.js`);
    });

    it('sends a canary\'s share of visitors its version, each visitor the same on every load, each page rendered with its own versions', async () => {
      const v1 = await publish('v1');
      const v2 = await publish('v2');
      await store().promote('learn', v1);
      await store().canary('learn', v2, 50);
      const { app } = releasedGateway();
      await settle();
      // the canary's renderer (a worker thread loading its code) is warmed up as soon as the canary is seen; on a busy machine that takes seconds
      await eventually(() => logs.some((l) => /renderer for a canary's versions warmed up/.test(l.message)), 15_000);

      const inCanary = await page(app, '/rules').set('Cookie', 'gg_release_bucket=10').expect(200);
      expect(learnEntry(inCanary.text)).toBe(`${learn.url}/v/${v2}/remoteEntry.js`);
      // rendered by a renderer of its own (a worker thread) holding the canary's code, its data read by the gateway
      expect(inCanary.headers['x-first-screen']).toBe('rendered');
      const canaryRender = seen(inCanary.text);
      expect(canaryRender.remotes.find((r) => r.name === 'learn')).toEqual({ name: 'learn', entry: `${learn.url}/v/${v2}/server/remoteEntry.js`, version: `${v2}#0` });
      expect(canaryRender.teams.url).toBe('/api/teams');
      expect(canaryRender.teams.requestId).toBe(inCanary.headers['x-request-id']);
      expect((await request(app).get('/remotes.json').set('Cookie', 'gg_release_bucket=10').expect(200)).body.remotes[0].entry).toBe(`${learn.url}/v/${v2}/remoteEntry.js`);

      const outside = await page(app, '/rules').set('Cookie', 'gg_release_bucket=50').expect(200);
      expect(outside.headers['x-first-screen']).toBe('rendered');
      expect(learnEntry(outside.text)).toBe(`${learn.url}/v/${v1}/remoteEntry.js`);
      expect(seen(outside.text).remotes.find((r) => r.name === 'learn')?.entry).toBe(`${learn.url}/v/${v1}/server/remoteEntry.js`);
      // each set of versions is kept apart
      expect(seen((await page(app, '/rules').set('Cookie', 'gg_release_bucket=10').expect(200)).text).remotes.find((r) => r.name === 'learn')?.entry)
        .toBe(`${learn.url}/v/${v2}/server/remoteEntry.js`);

      // a new visitor is given a bucket, and the page it gets is the one its bucket says
      const fresh = await page(app, '/rules').expect(200);
      const cookie = String(fresh.headers['set-cookie']);
      const bucket = Number(/gg_release_bucket=(\d+);/.exec(cookie)![1]);
      expect(cookie).toMatch(/Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
      expect(learnEntry(fresh.text)).toBe(`${learn.url}/v/${bucket < 50 ? v2 : v1}/remoteEntry.js`);
      for (let i = 0; i < 3; i++) {
        const again = await page(app, '/rules').set('Cookie', `gg_release_bucket=${bucket}`).expect(200);
        expect(learnEntry(again.text)).toBe(learnEntry(fresh.text));
        expect(again.headers['set-cookie']).toBeUndefined();
      }
      // a bucket that is none is given a new one
      expect(String((await page(app, '/rules').set('Cookie', 'gg_release_bucket=100').expect(200)).headers['set-cookie'])).toMatch(/gg_release_bucket=\d{1,2};/);
    }, 30_000);

    it('keeps the last pointer it read when the pointer file cannot be read', async () => {
      const v1 = await publish('v1');
      await store().promote('learn', v1);
      const { app } = releasedGateway();
      await settle();
      writeFileSync(path.join(releasesDir, 'learn', 'pointer.json'), '{"half": ');
      await settle();
      expect(learnEntry((await page(app, '/rules').expect(200)).text)).toBe(`${learn.url}/v/${v1}/remoteEntry.js`);
      expect(logs.some((l) => l.level === 'warn' && /release pointer unreadable/.test(l.message))).toBe(true);
    });
  });
});
