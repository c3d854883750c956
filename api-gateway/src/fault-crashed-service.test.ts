/**
 * Faults of the breaker in front of a service: one client's failing requests must not open it for
 * every fan; once a crashed service answers its readiness check again the breaker closes within
 * about a second (not at the end of its open period); and refused live-stream viewers are told
 * when to come back, so they are watching again within seconds of the service's return.
 *
 * The sports service here is an in-process stand-in that can crash (its server closed, every
 * connection cut: the gateway gets ECONNREFUSED) and come back on the same port. Clients come from
 * several loopback addresses.
 */
import { readSseMessages } from '@gg/service-kit/testing';
import express from 'express';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayApp } from './app';
import { close, listen, testConfig } from './test-helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A sports stand-in on a fixed port that can crash and come back. */
class CrashableSports {
  port = 0;
  private server: Server | null = null;
  private readonly app = express();

  constructor() {
    this.app.get('/readyz', (_req, res) => { res.json({ status: 'ready', service: 'sports' }); });
    this.app.get('/api/scores/live', (_req, res) => { res.json({ games: [] }); });
    this.app.get('/api/teams/broken', (_req, res) => { res.status(500).json({ error: { status: 500, code: 'internal', message: 'Internal error' } }); });
    this.app.get('/api/scores/stream', (req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('retry: 3000\n\nevent: snapshot\ndata: {}\n\n');
      const beat = setInterval(() => res.write('event: heartbeat\ndata: {"intervalMs":1000}\n\n'), 1_000);
      req.on('close', () => clearInterval(beat));
    });
  }

  async up(): Promise<void> {
    await new Promise<void>((resolve) => { this.server = this.app.listen(this.port, '127.0.0.1', () => resolve()); });
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async crash(): Promise<void> {
    const server = this.server!;
    this.server = null;
    await close(server);
  }

  get url() { return `http://127.0.0.1:${this.port}`; }
}

interface Answer { status: number; headers: http.IncomingHttpHeaders; body: string }

function get(url: string, from: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, localAddress: from, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    req.setTimeout(5_000, () => req.destroy());
  });
}

/**
 * One fan's page watching the stream as the hub's client does (hub-remote's event-stream.ts, which
 * a gateway test may not import): a `reconnect` event is obeyed after the `retryMs` it gives
 * (bounded to 0.5–30 s); an error or an end backs off, doubling from 3 s up to 30 s, between half
 * and all of it; the back-off starts over once an event arrives.
 */
class Viewer {
  /** When each snapshot arrived (performance.now()). */
  snapshots: number[] = [];
  private failures = 0;
  private req: http.ClientRequest | null = null;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly gateway: string, private readonly from: string) {}

  connect() {
    if (this.closed) return;
    let told = false;
    const req = http.get(`${this.gateway}/api/scores/stream`, { agent: false, localAddress: this.from, headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) { res.resume(); this.retry(); return; } // EventSource reads nothing of a refusal but its status
      readSseMessages(res, ({ event, dataLines }) => {
        if (event === 'reconnect') {
          told = true;
          const { retryMs } = JSON.parse(dataLines.join('\n')) as { retryMs: number };
          this.again(Math.min(30_000, Math.max(500, retryMs)));
          return;
        }
        if (event === 'snapshot') { this.failures = 0; this.snapshots.push(performance.now()); }
      });
      res.on('error', () => undefined);
      res.on('close', () => { if (this.req === req && !told) this.retry(); });
    });
    req.on('error', () => { if (this.req === req && !told) this.retry(); });
    this.req = req;
  }

  private again(ms: number) {
    const req = this.req;
    this.req = null;
    req?.destroy();
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), ms);
  }

  private retry() {
    this.failures++;
    const ceiling = Math.min(30_000, 3_000 * 2 ** (this.failures - 1));
    this.again(Math.round(ceiling / 2 + (ceiling / 2) * Math.random()));
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    this.req?.destroy();
  }
}

describe('the breaker in front of a service that fails', () => {
  let sports: CrashableSports;
  let gateway: { server: Server; url: string; close: () => void } | undefined;

  beforeEach(async () => {
    sports = new CrashableSports();
    await sports.up();
  });
  afterEach(async () => {
    if (gateway) { gateway.close(); await close(gateway.server); }
    gateway = undefined;
    await sports.crash().catch(() => undefined);
  });

  async function startGateway(overrides: Record<string, string> = {}) {
    const g = createGatewayApp(testConfig({ SPORTS_URLS: sports.url, FIRST_SCREEN_RENDER: 'off', ...overrides }), {});
    gateway = { ...(await listen(g.app)), close: g.close };
    return gateway.url;
  }

  it('does not open for one client whose requests fail, however many; it opens when a second client fails too', async () => {
    const gw = await startGateway({ BREAKER_FAILURES: '3', BREAKER_OPEN_MS: '30000' });
    for (let i = 0; i < 10; i++) expect((await get(`${gw}/api/teams/broken`, '127.0.40.1')).status).toBe(500);
    expect((await get(`${gw}/api/scores/live`, '127.0.40.9')).status).toBe(200);

    // the success above started the count over: failures from two clients open it
    for (const from of ['127.0.40.1', '127.0.40.2', '127.0.40.1']) expect((await get(`${gw}/api/teams/broken`, from)).status).toBe(500);
    const refused = await get(`${gw}/api/scores/live`, '127.0.40.9');
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body).error.code).toBe('service_unavailable');
  });

  it('closes within about a second of a crashed service answering its readiness check, not after its open period', async () => {
    const gw = await startGateway({ BREAKER_FAILURES: '2', BREAKER_OPEN_MS: '30000' });
    await sports.crash();
    expect((await get(`${gw}/api/scores/live`, '127.0.41.1')).status).toBe(502);
    expect((await get(`${gw}/api/scores/live`, '127.0.41.2')).status).toBe(502);
    const open = await get(`${gw}/api/scores/live`, '127.0.41.3');
    expect(open.status).toBe(503);
    // told to come back soon: a service that is back closes the breaker within a readiness check
    expect(Number(open.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(open.headers['retry-after'])).toBeLessThanOrEqual(5);

    await sleep(500);
    await sports.up();
    const upAt = performance.now();
    let status = 0;
    while (status !== 200 && performance.now() - upAt < 5_000) {
      status = (await get(`${gw}/api/scores/live`, '127.0.41.4')).status;
      if (status !== 200) await sleep(50);
    }
    expect(status).toBe(200);
    expect(performance.now() - upAt).toBeLessThan(1_500);
  });

  it('tells a refused stream when to come back: Retry-After, and an event stream with retry: and a reconnect event for EventSource', async () => {
    const gw = await startGateway({ BREAKER_FAILURES: '2', BREAKER_OPEN_MS: '30000' });
    await sports.crash();
    for (const from of ['127.0.42.1', '127.0.42.2']) await get(`${gw}/api/scores/live`, from);

    const json = await get(`${gw}/api/scores/stream`, '127.0.42.3');
    expect(json.status).toBe(503);
    expect(json.headers['retry-after']).toMatch(/^[1-5]$/);
    expect(JSON.parse(json.body).error.code).toBe('service_unavailable');

    // an EventSource reads no answer but a 200 event stream: that is how it is told
    const sse = await get(`${gw}/api/scores/stream`, '127.0.42.3', { Accept: 'text/event-stream' });
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(sse.headers['retry-after']).toMatch(/^[1-5]$/);
    const retry = Number(/^retry: (\d+)$/m.exec(sse.body)?.[1]);
    const reconnect = /^event: reconnect\ndata: (.*)$/m.exec(sse.body);
    expect(reconnect).not.toBeNull();
    const data = JSON.parse(reconnect![1]!) as { reason: string; retryMs: number };
    expect(data).toMatchObject({ reason: 'service_unavailable', retryMs: retry });
    const hinted = Number(sse.headers['retry-after']) * 1000;
    expect(retry).toBeGreaterThanOrEqual(hinted); // spread over half as much again, so a crowd does not return at once
    expect(retry).toBeLessThanOrEqual(hinted * 1.5);
  });

  it('has a crashed service\'s viewers watching again within 10 s of it answering', async () => {
    // the breaker as deployed (5 failures, 10 s open); a crash of 5.7 s, as on game day
    const gw = await startGateway();
    const viewers = Array.from({ length: 20 }, (_, i) => new Viewer(gw, `127.0.43.${i + 1}`));
    try {
      viewers.forEach((v) => v.connect());
      const deadline = performance.now() + 5_000;
      while (viewers.some((v) => v.snapshots.length === 0) && performance.now() < deadline) await sleep(50);
      expect(viewers.every((v) => v.snapshots.length === 1)).toBe(true);

      await sports.crash();
      await sleep(5_700);
      await sports.up();
      const upAt = performance.now();
      const backWithin = 15_000;
      while (viewers.some((v) => !v.snapshots.some((t) => t > upAt)) && performance.now() - upAt < backWithin) await sleep(50);
      const backAfter = viewers.map((v) => (v.snapshots.find((t) => t > upAt) ?? Infinity) - upAt).sort((a, b) => a - b);
      const p50 = backAfter[Math.floor(backAfter.length / 2)]!;
      process.stdout.write(`viewers back after the service answered: p50 ${Math.round(p50)} ms, max ${Math.round(backAfter.at(-1)!)} ms\n`);
      expect(backAfter.at(-1)).toBeLessThan(10_000);
    } finally {
      viewers.forEach((v) => v.close());
    }
  }, 40_000);
});
