import express from 'express';
import http from 'node:http';
import type { Server } from 'node:http';
import request from 'supertest';
import { createGatewayApp } from './app';
import { close, closedPort, listen, testConfig } from './test-helpers';

/** A stand-in upstream that echoes what reached it. */
function fakeService(name: string) {
  const app = express();
  app.get('/healthz', (_req, res) => { res.json({ ok: true }); });
  app.use((req, res) => {
    res.json({ service: name, method: req.method, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null, connection: req.headers.connection ?? null, socketPort: req.socket.remotePort });
  });
  return app;
}

describe('gateway', () => {
  let content: { server: Server; url: string };
  let sports: { server: Server; url: string };
  let talk: { server: Server; url: string };

  beforeAll(async () => {
    content = await listen(fakeService('content'));
    sports = await listen(fakeService('sports'));
    talk = await listen(fakeService('talk'));
  });
  afterAll(async () => { await Promise.all([content, sports, talk].map((s) => close(s.server))); });

  const opened: Array<() => void> = [];
  afterEach(() => { opened.splice(0).forEach((closeAgent) => closeAgent()); });
  const gateway = (overrides: Record<string, string> = {}) => track(createGatewayApp(testConfig({ CONTENT_URL: content.url, SPORTS_URLS: sports.url, TALK_URL: talk.url, ...overrides }), {
      REMOTE_LEARN_URL: 'http://learn.example', REMOTE_HUB_URL: 'http://hub.example', REMOTE_TALK_URL: 'http://talk.example',
    }));
  const track = (g: ReturnType<typeof createGatewayApp>) => { opened.push(g.close); return g; };

  it.each([
    ['/api/categories', 'content'],
    ['/api/categories/offense/rules', 'content'],
    ['/api/search?query=holding&type=rules', 'content'],
    ['/api/teams', 'sports'],
    ['/api/teams/refresh', 'sports'],
    ['/api/player/3139477/bio?expectedName=x', 'sports'],
    ['/api/scores/live', 'sports'],
    ['/api/water-cooler-talk?limit=20', 'talk'],
  ])('routes %s to the %s service with path and query intact', async (path, service) => {
    const { app } = gateway();
    const res = await request(app).get(path).expect(200);
    expect(res.body.service).toBe(service);
    expect(res.body.url).toBe(path);
  });

  it('forwards POST bodies untouched (no body parser before the proxy)', async () => {
    const { app } = gateway();
    const res = await request(app).post('/api/games/refresh').set('Content-Type', 'application/json').send('{}').expect(200);
    expect(res.body).toMatchObject({ service: 'sports', method: 'POST' });
  });

  it('reuses one upstream connection across requests, even when clients send Connection: close', async () => {
    const { app } = gateway();
    const first = await request(app).get('/api/teams').set('Connection', 'close').expect(200);
    const second = await request(app).get('/api/teams').set('Connection', 'close').expect(200);
    expect(first.body.connection).not.toBe('close');
    expect(second.body.socketPort).toBe(first.body.socketPort);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const { app } = gateway();
    const res = await request(app).get('/api/nope').expect(404).expect('Content-Type', /json/);
    expect(res.body.error).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('answers 502 JSON fast when a service refuses connections', async () => {
    const { app } = gateway({ TALK_URL: `http://127.0.0.1:${await closedPort()}` });
    const started = Date.now();
    const res = await request(app).get('/api/water-cooler-talk').expect(502).expect('Content-Type', /json/);
    expect(res.body.error).toMatchObject({ status: 502, code: 'upstream_unavailable' });
    expect(res.body.error.message).toMatch(/talk service is unavailable/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers 504 JSON when a service is slower than the route timeout', async () => {
    // content's timeout is 5 s; scaled to 0.05 -> 250 ms, below the slow service's 2 s delay
    const { app } = gateway({ TIMEOUT_SCALE: '0.05', CONTENT_URL: content.url });
    const slowContent = express();
    slowContent.use((_req, res) => { setTimeout(() => res.json({ late: true }), 2_000).unref(); });
    const slow = await listen(slowContent);
    const { app: slowApp } = gateway({ TIMEOUT_SCALE: '0.05', CONTENT_URL: slow.url });
    const started = Date.now();
    const res = await request(slowApp).get('/api/categories').expect(504).expect('Content-Type', /json/);
    expect(res.body.error).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
    await request(app).get('/api/categories').expect(200);
    await close(slow.server);
  });

  it('opens the breaker after repeated failures from more than one client: 503 with Retry-After, without trying the service', async () => {
    // behind one trusted proxy, so each request says which fan it is for
    const { app } = gateway({ TALK_URL: `http://127.0.0.1:${await closedPort()}`, BREAKER_FAILURES: '2', BREAKER_OPEN_MS: '30000', TRUST_PROXY_HOPS: '1' });
    await request(app).get('/api/water-cooler-talk').set('X-Forwarded-For', '203.0.113.1').expect(502);
    await request(app).get('/api/water-cooler-talk').set('X-Forwarded-For', '203.0.113.1').expect(502);
    await request(app).get('/api/water-cooler-talk').set('X-Forwarded-For', '203.0.113.1').expect(502); // one fan alone does not open it
    await request(app).get('/api/water-cooler-talk').set('X-Forwarded-For', '203.0.113.2').expect(502);
    const res = await request(app).get('/api/water-cooler-talk').set('X-Forwarded-For', '203.0.113.3').expect(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body.error.code).toBe('service_unavailable');
  });

  it('spreads sports traffic across replicas and skips a dead one', async () => {
    const other = await listen(fakeService('sports-2'));
    const dead = `http://127.0.0.1:${await closedPort()}`;
    const { app } = gateway({ SPORTS_URLS: `${sports.url},${other.url},${dead}`, BREAKER_FAILURES: '1' });
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const res = await request(app).get('/api/teams');
      if (res.status === 200) seen.add(res.body.service);
    }
    expect(seen).toEqual(new Set(['sports', 'sports-2']));
    await close(other.server);
  });

  it('refuses bodies over the limit with 413 JSON', async () => {
    const { app } = gateway({ MAX_BODY_BYTES: '10' });
    const res = await request(app).post('/api/games/refresh').set('Content-Type', 'application/json').send(JSON.stringify({ x: 'y'.repeat(50) })).expect(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('rate-limits per client with 429 JSON', async () => {
    const { app } = gateway({ RATE_LIMIT_PER_MINUTE: '2' });
    await request(app).get('/api/teams').expect(200);
    await request(app).get('/api/teams').expect(200);
    const res = await request(app).get('/api/teams').expect(429);
    expect(res.body.error.code).toBe('rate_limited');
  });

  describe('the shell', () => {
    it('serves /remotes.json from the environment, revalidated', async () => {
      const { app } = gateway();
      const res = await request(app).get('/remotes.json').expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.remotes).toEqual([
        { name: 'learn', entry: 'http://learn.example/remoteEntry.js' },
        { name: 'hub', entry: 'http://hub.example/remoteEntry.js' },
        { name: 'talk', entry: 'http://talk.example/remoteEntry.js' },
      ]);
    });

    it('falls back to index.html for client routes, revalidated, with a CSP naming the remotes', async () => {
      const { app } = gateway();
      const res = await request(app).get('/rules/touchdown').set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' http://learn.example http://hub.example http://talk.example");
      expect(csp).toContain("frame-ancestors 'none'");
    });

    it('inlines the remote list and preconnects to the remote origins in index.html', async () => {
      const { app } = gateway();
      const res = await request(app).get('/').set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<link rel="preconnect" href="http://learn.example" crossorigin>');
      const json = /<script id="gg-remotes" type="application\/json">(.*?)<\/script>/.exec(res.text)?.[1];
      expect(JSON.parse(json!).remotes).toHaveLength(3);
    });

    it('serves hashed assets as immutable', async () => {
      const { app } = gateway();
      const res = await request(app).get('/main.0123456789.js').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});

describe('gateway and the live stream', () => {
  it('streams SSE through without buffering and without the route timeout', async () => {
    const upstream = express();
    upstream.get('/api/scores/stream', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      res.write('event: snapshot\ndata: {}\n\n');
      const timer = setInterval(() => res.write(`data: ${Date.now()}\n\n`), 100);
      res.on('close', () => clearInterval(timer));
    });
    const sports = await listen(upstream);
    // sports' timeout is 10 s; scaled to 0.02 it is 200 ms — the stream must outlive it
    const { app, close: closeAgent } = createGatewayApp(testConfig({ SPORTS_URLS: sports.url, TIMEOUT_SCALE: '0.02' }), {});
    const gw = await listen(app);
    const chunks: string[] = [];
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      const req = http.get(`${gw.url}/api/scores/stream`, (res) => {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/event-stream/);
        expect(res.headers['x-accel-buffering']).toBe('no');
        expect(res.headers['content-encoding']).toBeUndefined();
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          chunks.push(c);
          if (Date.now() - started > 700) { req.destroy(); resolve(); }
        });
      });
      req.on('error', reject);
    });
    expect(chunks.join('')).toContain('event: snapshot');
    expect(chunks.length).toBeGreaterThan(3); // arrived piece by piece, not buffered
    closeAgent();
    await close(gw.server);
    await close(sports.server);
  });
});
