/**
 * A replica that drains closes its idle keep-alive connections; a request the gateway sent on one
 * of them at that moment never reached the service (found by bench/rolling-update.ts: /api/teams
 * answered 502 during a rolling update). Here the service resets every second request on a
 * connection: a GET goes out again, past every closed pooled connection, and its fan never sees
 * the reset; a request with a body is not sent twice; the breaker (open after one failure) is not
 * charged for a retried GET.
 */
import express from 'express';
import http from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { createGatewayApp } from './app';
import { close, listen, testConfig } from './test-helpers';

/** Answers the first request on each connection and resets the connection on the second. */
function resettingSports(forwardedFor: string[]) {
  const app = express();
  const served = new WeakMap<Socket, number>();
  app.use((req, _res, next) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    if (n === 2) req.socket.resetAndDestroy();
    else next();
  });
  app.get('/api/teams', (req, res) => { forwardedFor.push(String(req.headers['x-forwarded-for'])); res.json([{ id: '1' }]); });
  app.post('/api/games/refresh', (req, res) => { req.resume(); req.on('end', () => res.json({ ok: true })); });
  return app;
}

const ask = (url: string, method = 'GET') => new Promise<number>((resolve, reject) => {
  const req = http.request(url, { method, agent: false, headers: method === 'POST' ? { 'Content-Type': 'application/json', 'Content-Length': '2' } : {} }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode ?? 0));
  });
  req.on('error', reject);
  req.end(method === 'POST' ? '{}' : undefined);
});

describe('a keep-alive connection the service closes under a request', () => {
  let upstream: { server: Server; url: string };
  let gateway: { server: Server; url: string; close: () => void } | undefined;
  let forwardedFor: string[];

  beforeEach(async () => {
    forwardedFor = [];
    upstream = await listen(resettingSports(forwardedFor));
    const g = createGatewayApp(testConfig({ SPORTS_URLS: upstream.url, BREAKER_FAILURES: '1', BREAKER_OPEN_MS: '60000' }), {});
    gateway = { ...(await listen(g.app)), close: g.close };
  });
  afterEach(async () => {
    gateway?.close();
    if (gateway) await close(gateway.server);
    await close(upstream.server);
  });

  it('sends a GET again on another connection: the fan gets the answer and the breaker stays closed', async () => {
    expect(await ask(`${gateway!.url}/api/teams`)).toBe(200);
    expect(await ask(`${gateway!.url}/api/teams`)).toBe(200); // went out on the pooled connection, which was reset
    expect(await ask(`${gateway!.url}/api/teams`)).toBe(200);
    expect(new Set(forwardedFor)).toEqual(new Set(['127.0.0.1'])); // the retry says who asked once, as the first try did
  });

  it('goes on past every pooled connection the service has closed, to a new one', async () => {
    // two requests at once leave two pooled connections, each with one request served
    expect(await Promise.all([ask(`${gateway!.url}/api/teams`), ask(`${gateway!.url}/api/teams`)])).toEqual([200, 200]);
    expect(await ask(`${gateway!.url}/api/teams`)).toBe(200);
  });

  it('does not send a request with a body twice', async () => {
    expect(await ask(`${gateway!.url}/api/teams`)).toBe(200);
    expect(await ask(`${gateway!.url}/api/games/refresh`, 'POST')).toBe(502);
  });
});
