import { createHttpServer, metricsOf, serveMetrics } from '@gg/service-kit';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import request from 'supertest';
import { createGatewayApp } from './app';
import { connectionPolicy } from './connections';
import { close, closedPort, fakeSportsService, listen, testConfig } from './test-helpers';

describe('gateway metrics', () => {
  it('counts pages by how their first screen was served and times requests by a fixed set of routes; the public origin does not serve them', async () => {
    const gateway = createGatewayApp(testConfig({ FIRST_SCREEN_RENDER: 'off' }), {});
    try {
      await request(gateway.app).get('/rules').set('Accept', 'text/html').expect(200);
      await request(gateway.app).get('/glossary?x=1').set('Accept', 'text/html').expect(200);
      await request(gateway.app).get('/readyz').expect(200);
      const metrics = await request(gateway.app).get('/metrics').set('Accept', 'text/html');
      expect(metrics.status).toBe(404); // the app's not-found page: metrics are on METRICS_PORT only
      expect(metrics.text).not.toContain('gg_http_request_duration_seconds');
      const text = await metricsOf(gateway.app)!.registry.metrics();
      expect(text).toContain('gg_first_screens_total{served="no_renderer",service="gateway"} 3');
      expect(text).toContain('gg_http_request_duration_seconds_count{service="gateway",method="GET",route="page",status_class="2xx"} 2');
      expect(text).toContain('gg_http_request_duration_seconds_count{service="gateway",method="GET",route="/readyz",status_class="2xx"} 1');
      expect(text).not.toContain('glossary');
    } finally {
      gateway.close();
    }
  });

  it('show which service\'s upstream has its breaker open', async () => {
    const closed = `http://127.0.0.1:${await closedPort()}`; // nothing listens there
    const gateway = createGatewayApp(testConfig({ SPORTS_URLS: closed, BREAKER_FAILURES: '1', BREAKER_OPEN_MS: '60000', FIRST_SCREEN_RENDER: 'off' }), {});
    try {
      const before = await metricsOf(gateway.app)!.registry.metrics();
      expect(before).toContain(`gg_breaker_open{service="sports",upstream="${new URL(closed).host}"} 0`);
      await request(gateway.app).get('/api/teams');
      const after = await metricsOf(gateway.app)!.registry.metrics();
      expect(after).toContain(`gg_breaker_open{service="sports",upstream="${new URL(closed).host}"} 1`);
      expect(after).toMatch(/gg_breaker_open\{service="content",upstream="[^"]+"\} 0/);
    } finally {
      gateway.close();
    }
  });
});

/**
 * Sends a request from a loopback address of its own (each is a client of its own to the limits).
 * A held request (a stream) resolves at its status, its connection left open; any other once its
 * connection has closed, so it no longer counts against the address's connections.
 */
function send(url: string, from: string, method = 'GET', { held = false } = {}): Promise<{ status: number; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, localAddress: from }, (res) => {
      res.on('error', () => undefined);
      if (held) { resolve({ status: res.statusCode ?? 0, req }); return; }
      res.resume();
      res.socket.once('close', () => resolve({ status: res.statusCode ?? 0, req }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gateway metrics on the metrics port', () => {
  it('count answers refused by each limit and the live streams open through the gateway', async () => {
    const sports = await listen(fakeSportsService());
    const config = testConfig({
      SPORTS_URLS: sports.url, FIRST_SCREEN_RENDER: 'off', MAX_CONNECTIONS_PER_ADDRESS: '2',
      MAX_STREAMS_PER_CLIENT: '1', MAX_STREAMS: '2', RATE_LIMIT_PER_MINUTE: '3', REFRESH_RATE_LIMIT_PER_MINUTE: '1',
    });
    const gateway = createGatewayApp(config, {});
    // the server main.ts starts: its per-address connection cap reports to the app's metrics
    const server = createHttpServer(gateway.app, connectionPolicy(config, { onRefused: gateway.refusedConnection }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const metricsServer = serveMetrics(metricsOf(gateway.app)!, 0);
    const open: http.ClientRequest[] = [];
    try {
      await new Promise((r) => (metricsServer.listening ? r(null) : metricsServer.once('listening', r)));
      const scrape = async () => (await fetch(`http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`)).text();
      const refused = (text: string, limit: string) => Number(new RegExp(`^gg_rate_limited_total\\{limit="${limit}",service="gateway"\\} (\\d+)$`, 'm').exec(text)?.[1]);
      const viewers = (text: string) => Number(/^gg_live_viewers\{service="gateway"\} (\d+)$/m.exec(text)?.[1]);
      const before = await scrape();
      const LIMITS = ['api', 'refresh', 'streams_per_address', 'streams_full', 'connections_per_address'];
      expect(LIMITS.map((l) => refused(before, l))).toEqual([0, 0, 0, 0, 0]);
      expect(viewers(before)).toBe(0);

      const stream = (from: string) => send(`${url}/api/scores/stream`, from, 'GET', { held: true }).then((s) => { open.push(s.req); return s.status; });
      expect(await stream('127.0.0.2')).toBe(200);
      expect(await stream('127.0.0.2')).toBe(429); // one stream per address
      expect(await stream('127.0.0.3')).toBe(200);
      expect(viewers(await scrape())).toBe(2);
      expect(await stream('127.0.0.4')).toBe(503); // two in all
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await send(`${url}/api/teams`, '127.0.0.5')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      for (let i = 0; i < 2; i++) statuses.push((await send(`${url}/api/games/refresh`, '127.0.0.6', 'POST')).status);
      expect(statuses.at(-1)).toBe(429);
      // two connections held open from one address: a third is refused as it opens
      const { port } = server.address() as AddressInfo;
      const connect = () => new Promise<net.Socket>((resolve) => { const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.8' }, () => resolve(socket)); });
      const held = [await connect(), await connect()];
      const third = await connect();
      const answer = await new Promise<string>((resolve) => { let text = ''; third.on('data', (c) => { text += String(c); }); third.on('close', () => resolve(text)); });
      expect(answer).toMatch(/^HTTP\/1\.1 429/);
      held.forEach((socket) => socket.destroy());

      const after = await scrape();
      expect(LIMITS.map((l) => refused(after, l))).toEqual([1, 1, 1, 1, 1]);
      open.splice(0).forEach((r) => r.destroy());
      for (const deadline = Date.now() + 3_000; viewers(await scrape()) !== 0 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
      expect(viewers(await scrape())).toBe(0);
    } finally {
      open.forEach((r) => r.destroy());
      gateway.close();
      metricsServer.close();
      await close(server);
      await close(sports.server);
    }
  });
});
