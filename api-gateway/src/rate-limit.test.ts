import express from 'express';
import request from 'supertest';
import { clientBudget, clientKey, fixedWindowLimit } from './rate-limit';

/** An app behind one limiter whose clock the test moves; `ip` stands in for the client address. */
function limited(limit: number, clock: { now: number }, ip = '203.0.113.7') {
  const app = express();
  app.set('trust proxy', () => true);
  app.use((req, _res, next) => { req.headers['x-forwarded-for'] = String(req.headers['x-client'] ?? ip); next(); });
  app.use(fixedWindowLimit({ limit, windowMs: 60_000, now: () => clock.now, onLimited: (_req, res) => { res.status(429).json({ limited: true }); } }));
  app.get('/', (_req, res) => { res.json({ ok: true }); });
  return app;
}

describe('fixedWindowLimit', () => {
  it('counts requests per client in a window that starts at its first request, with draft-8 headers', async () => {
    const clock = { now: 1_000_000 };
    const app = limited(2, clock);
    const first = await request(app).get('/').expect(200);
    expect(first.headers.ratelimit).toBe('"2-in-1min"; r=1; t=60');
    expect(first.headers['ratelimit-policy']).toMatch(/^"2-in-1min"; q=2; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    clock.now += 15_000;
    expect((await request(app).get('/').expect(200)).headers.ratelimit).toBe('"2-in-1min"; r=0; t=45');
    const over = await request(app).get('/').expect(429);
    expect(over.body).toEqual({ limited: true });
    expect(over.headers['retry-after']).toBe('45');
    // another client has its own budget
    await request(app).get('/').set('X-Client', '198.51.100.1').expect(200);
    clock.now += 45_000; // the window has passed
    expect((await request(app).get('/').expect(200)).headers.ratelimit).toBe('"2-in-1min"; r=1; t=60');
  });

  it('names both policies when a request passes two limiters', async () => {
    const app = express();
    const onLimited = (_req: express.Request, res: express.Response) => { res.sendStatus(429); };
    app.use(fixedWindowLimit({ limit: 100, windowMs: 60_000, onLimited }), fixedWindowLimit({ limit: 5, windowMs: 60_000, onLimited }));
    app.get('/', (_req, res) => { res.json({}); });
    const res = await request(app).get('/').expect(200);
    expect(res.headers.ratelimit).toBe('"100-in-1min"; r=99; t=60, "5-in-1min"; r=4; t=60');
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:abcd:12ff:1:2:3:4', '2001:db8:abcd:1200::/56'],
    ['2001:db8:abcd:12aa::9', '2001:db8:abcd:1200::/56'],
    ['::1', '::/56'],
    [undefined, 'unknown'],
  ])('%s -> %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('clientBudget', () => {
  it('gives each client its budget per window, taking nothing once it is spent', () => {
    const clock = { now: 1_000_000 };
    const budget = clientBudget({ limit: 2, windowMs: 60_000, now: () => clock.now });
    expect([budget.spend('a'), budget.spend('a'), budget.spend('a'), budget.spend('b')]).toEqual([true, true, false, true]);
    clock.now += 59_999;
    expect(budget.spend('a')).toBe(false);
    clock.now += 1;
    expect([budget.spend('a'), budget.spend('a'), budget.spend('a')]).toEqual([true, true, false]);
  });
});
