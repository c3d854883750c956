/**
 * What is not the service's fault is never charged to its breaker: fans that leave mid-request
 * (a body cut off, a stream closed, an answer not waited for) and the gateway's own lack of
 * handles (see fault-file-handles.test.ts for a real EMFILE). A breaker that opens after one
 * failure makes any wrong charge visible as a 503 on the next request.
 */
import http from 'node:http';
import type { Server } from 'node:http';
import { createGatewayApp } from './app';
import { isLocalError } from './proxy';
import { close, fakeSportsService, listen, testConfig } from './test-helpers';

function fakeSports() {
  const app = fakeSportsService();
  app.get('/api/games/slow', (_req, res) => { setTimeout(() => res.json({ ok: true }), 300); });
  app.post('/api/games/refresh', (req, res) => { req.resume(); req.on('end', () => res.json({ ok: true })); });
  return app;
}

const status = (url: string) => new Promise<number>((resolve, reject) => {
  http.get(url, { agent: false }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); }).on('error', reject);
});

/** Sends part of a chunked body, then resets the connection. */
const cutBody = (url: string) => new Promise<void>((resolve) => {
  const req = http.request(`${url}/api/games/refresh`, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } });
  req.on('error', () => resolve());
  req.write('{"a":');
  setTimeout(() => { req.socket?.resetAndDestroy(); resolve(); }, 50);
});

/** Opens a stream and resets the connection once it flows. */
const leaveStream = (url: string) => new Promise<void>((resolve) => {
  const req = http.get(`${url}/api/scores/stream`, { agent: false }, (res) => {
    res.on('error', () => undefined);
    res.once('data', () => { req.socket?.resetAndDestroy(); resolve(); });
  });
  req.on('error', () => resolve());
});

/** Asks and leaves before the answer. */
const leaveEarly = (url: string) => new Promise<void>((resolve) => {
  const req = http.get(`${url}/api/games/slow`, { agent: false });
  req.on('error', () => resolve());
  setTimeout(() => { req.destroy(); resolve(); }, 50);
});

describe('local errors and the breaker', () => {
  let upstream: { server: Server; url: string };
  let gateway: { server: Server; url: string; close: () => void };

  beforeAll(async () => {
    upstream = await listen(fakeSports());
    const g = createGatewayApp(testConfig({ SPORTS_URLS: upstream.url, BREAKER_FAILURES: '1', BREAKER_OPEN_MS: '60000' }), {});
    gateway = { ...(await listen(g.app)), close: g.close };
  });
  afterAll(async () => {
    gateway.close();
    await close(gateway.server);
    await close(upstream.server);
  });

  it('does not open the breaker when fans reset mid-body, mid-stream or before the answer', async () => {
    for (let i = 0; i < 10; i++) {
      await Promise.all([cutBody(gateway.url), leaveStream(gateway.url), leaveEarly(gateway.url)]);
    }
    await new Promise((r) => setTimeout(r, 400)); // the slow answers the fans left behind come and go
    expect(await status(`${gateway.url}/api/teams`)).toBe(200);
    expect(await status(`${gateway.url}/api/teams`)).toBe(200);
  });

  it('tells the gateway’s own lack of resources from a failing service', () => {
    const err = (code: string) => Object.assign(new Error(code), { code });
    for (const code of ['EMFILE', 'ENFILE', 'ENOBUFS', 'ENOMEM', 'EADDRNOTAVAIL']) expect(isLocalError(err(code))).toBe(true);
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH']) expect(isLocalError(err(code))).toBe(false);
    expect(isLocalError(new Error('socket hang up'))).toBe(false);
    expect(isLocalError(undefined)).toBe(false);
  });
});
