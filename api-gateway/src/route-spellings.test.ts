/**
 * The strict limit on the calls that make a service do real work (POST …/refresh), whatever the
 * spelling: the stand-in services declare their refresh routes exactly as the real ones do (an
 * Express router in createServiceApp), so "reached the refresh handler" means what it would mean
 * in production, and every spelling that gets there must have been charged the strict limit.
 */
import { createServiceApp } from '@gg/service-kit';
import { Router } from 'express';
import http, { type Server } from 'node:http';
import { createGatewayApp } from './app';
import { close, listen, testConfig } from './test-helpers';

/** Services with the real services' refresh routes (and one ordinary read each), counting what reaches a refresh handler. */
function services() {
  const reached: string[] = [];
  const refresh = (name: string) => (req: { url: string }, res: { json(b: unknown): void }) => { reached.push(`${name} ${req.url}`); res.json({ refreshed: name }); };
  const talk = Router();
  talk.get('/api/water-cooler-talk', (_req, res) => { res.json([]); });
  talk.post('/api/water-cooler-talk/refresh', refresh('talk'));
  const sports = Router();
  sports.get('/api/teams', (_req, res) => { res.json([]); });
  for (const p of ['/api/games/refresh', '/api/teams/refresh', '/api/injuries/refresh', '/api/news/refresh', '/api/standings/refresh']) sports.post(p, refresh(`sports${p}`));
  return {
    reached,
    talk: createServiceApp({ name: 'talk', routers: [talk] }),
    sports: createServiceApp({ name: 'sports', routers: [sports] }),
  };
}

/**
 * Spellings of the refresh calls. The ones Express routes to the handler: case, one trailing
 * slash, a query, a fragment, the absolute form a proxy may send. Each must be charged the strict
 * limit.
 */
const ROUTED_SPELLINGS = [
  '/api/water-cooler-talk/refresh',
  '/api/water-cooler-talk/refresh/',
  '/api/water-cooler-talk/REFRESH',
  '/api/water-cooler-talk/Refresh/',
  '/api/water-cooler-talk/refresh?force=1',
  '/api/water-cooler-talk/REFRESH/?force=1',
  '/api/water-cooler-talk/refresh#x',
  'http://gateway.example/api/water-cooler-talk/refresh',
  'http://gateway.example/api/water-cooler-talk/REFRESH/',
  '/api/teams/refresh',
  '/api/teams/REFRESH/',
  '/api/standings/Refresh',
  '/api/news/refresh/?teamId=1',
  '/api/games/rEfReSh/',
  '/api/injuries/refresh/',
];

/**
 * The ones it does not route (percent-encoded letters or slashes, dot segments, `;` parameters, a
 * NUL, a different case in the gateway's own prefix), and the ones the hop to the service would
 * rewrite into a routed path (doubled slashes, backslashes: refused by the gateway).
 */
const UNROUTED_SPELLINGS = [
  '/api/water-cooler-talk/refresh//',
  '/api/water-cooler-talk//refresh',
  '/api/water-cooler-talk/./refresh',
  '/api/water-cooler-talk/x/../refresh',
  '/api/water-cooler-talk/refresh/.',
  '/api/water-cooler-talk/refresh;v=1',
  '/api/water-cooler-talk/%72efresh',
  '/api/water-cooler-talk/%52EFRESH',
  '/api/water-cooler-talk/refresh%2F',
  '/api/water-cooler-talk%2Frefresh',
  '/api/water-cooler-talk/refresh%00',
  '/api/water-cooler-talk/refresh\\',
  '/api/water-cooler-talk/\\refresh',
  '/api/water-cooler-talk/REFRESH\\?force=1',
  '/API/water-cooler-talk/refresh',
  '/api/Water-Cooler-Talk/refresh',
];

/** Whether a spelling reached a handler is not assumed in the first test: the stand-in services decide. */
const SPELLINGS = [...ROUTED_SPELLINGS, ...UNROUTED_SPELLINGS];

/** One POST with the path sent byte for byte (no client-side URL normalising), from a given client address. */
function post(port: number, path: string, client: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path, agent: false, headers: { 'X-Forwarded-For': client, 'Content-Length': '0' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the strict limit on costly calls, in every spelling', () => {
  let svc: ReturnType<typeof services>;
  let talk: { server: Server; url: string };
  let sports: { server: Server; url: string };
  let gw: { server: Server; port: number };
  let closeGateway: () => void;

  beforeAll(async () => {
    svc = services();
    talk = await listen(svc.talk);
    sports = await listen(svc.sports);
    // one proxy in front, so each test's client has an address (X-Forwarded-For) of its own
    const built = createGatewayApp(testConfig({ TALK_URL: talk.url, SPORTS_URLS: sports.url, TRUST_PROXY_HOPS: '1', REFRESH_RATE_LIMIT_PER_MINUTE: '1', FIRST_SCREEN_RENDER: 'off' }), {});
    closeGateway = built.close;
    gw = await listen(built.app);
  });
  afterAll(async () => {
    closeGateway();
    await close(gw.server);
    await close(talk.server);
    await close(sports.server);
  });

  it.each(SPELLINGS.map((p, i) => [p, i]))('POST %s: if it reaches a refresh handler, the next one is refused with 429', async (path, i) => {
    const client = `198.51.100.${i + 1}`;
    const before = svc.reached.length;
    const first = await post(gw.port, path, client);
    const reached = svc.reached.length > before;
    const second = await post(gw.port, path, client);
    if (reached) {
      expect(first).toBe(200);
      expect(second).toBe(429);
      expect(svc.reached.length).toBe(before + 1);
    } else {
      expect([400, 404]).toContain(first); // refused by the gateway or not routed by the service
      expect(svc.reached.length).toBe(before);
    }
  });

  it('the spellings Express routes (case, one trailing slash, a query, the absolute form) are the ones charged; rewritten ones are refused', async () => {
    const charged: string[] = [];
    for (const [i, path] of SPELLINGS.entries()) {
      const client = `203.0.113.${i + 1}`;
      await post(gw.port, path, client);
      if ((await post(gw.port, path, client)) === 429) charged.push(path);
    }
    expect(charged).toEqual(ROUTED_SPELLINGS);
  });

  it('refuses with 400 the paths the hop to the service would rewrite (collapsed slashes, backslashes)', async () => {
    for (const [i, path] of ['/api/water-cooler-talk/refresh//', '/api/water-cooler-talk//refresh', '/api/water-cooler-talk/refresh\\', '/api/water-cooler-talk/\\refresh', '/api/teams\\refresh', '/api/teams//'].entries()) {
      expect(await post(gw.port, path, `192.0.2.${i + 1}`)).toBe(400);
    }
  });

  it('one address mixing every spelling reaches the refresh handlers no more often than the strict limit allows', async () => {
    const before = svc.reached.length;
    for (const path of SPELLINGS) await post(gw.port, path, '192.0.2.77');
    expect(svc.reached.length - before).toBe(1);
  });

  it('ordinary reads are not charged the strict limit', async () => {
    for (let i = 0; i < 3; i++) {
      const status = await new Promise<number>((resolve) => {
        http.get({ host: '127.0.0.1', port: gw.port, path: '/api/water-cooler-talk', agent: false, headers: { 'X-Forwarded-For': '192.0.2.88' } }, (res) => { res.resume(); resolve(res.statusCode ?? 0); });
      });
      expect(status).toBe(200);
    }
  });
});

describe('the live stream, in every spelling the sports service answers', () => {
  it('is proxied as a stream (no deadline, no breaker failure) however it is spelled', async () => {
    const sportsRoutes = Router();
    sportsRoutes.get('/api/scores/stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('event: snapshot\ndata: {}\n\n');
      const timer = setInterval(() => res.write(': heartbeat\n\n'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const sports = await listen(createServiceApp({ name: 'sports', routers: [sportsRoutes] }));
    // sports' 10 s deadline scaled to 150 ms: a stream taken for an ordinary call would be cut by then
    const built = createGatewayApp(testConfig({ SPORTS_URLS: sports.url, TIMEOUT_SCALE: '0.015', FIRST_SCREEN_RENDER: 'off' }), {});
    const gw = await listen(built.app);
    const openFor = (path: string, ms: number) => new Promise<{ status: number; cut: boolean }>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: gw.port, path, agent: false }, (res) => {
        res.resume();
        const timer = setTimeout(() => { req.destroy(); resolve({ status: res.statusCode ?? 0, cut: false }); }, ms);
        res.on('close', () => { clearTimeout(timer); resolve({ status: res.statusCode ?? 0, cut: true }); });
      });
      req.on('error', () => resolve({ status: 0, cut: true }));
    });
    try {
      for (const path of ['/api/scores/stream', '/api/scores/stream/', '/api/scores/STREAM', '/api/scores/Stream/?x=1']) {
        expect({ path, ...(await openFor(path, 400)) }).toEqual({ path, status: 200, cut: false });
      }
    } finally {
      built.endStreams();
      built.close();
      await close(gw.server);
      await close(sports.server);
    }
  });
});
