/**
 * Live streams are capped per client address (the address the trusted-proxy rule gives, as for the
 * rate limits) and in total, below what the open-files limit allows, with clear JSON answers; the
 * real gateway app on port 0 in front of a fake sports service, clients from different loopback
 * addresses (127.0.0.0/8 is all loopback on Linux).
 */
import express from 'express';
import http from 'node:http';
import type { Server } from 'node:http';
import { createGatewayApp } from './app';
import { openFilesLimit, streamCapFor } from './stream-limits';
import { close, fakeSportsService, listen, testConfig } from './test-helpers';

interface Opened { status: number; body: string; headers: http.IncomingHttpHeaders; req: http.ClientRequest }

/** Opens a stream from `from`; resolves at its first bytes (a 200 stream) or its whole answer (a refusal). */
function openStream(url: string, from: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/api/scores/stream`, { agent: false, localAddress: from, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      const done = () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, req });
      if (res.statusCode === 200) { res.once('data', done); res.on('error', () => undefined); return; }
      res.on('data', (c: string) => { body += c; });
      res.on('end', done);
    });
    req.on('error', reject);
    req.setTimeout(5_000, () => req.destroy(new Error('no answer within 5 s')));
  });
}

const get = (url: string, from: string) => new Promise<number>((resolve, reject) => {
  http.get(url, { agent: false, localAddress: from }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); }).on('error', reject);
});

describe('live stream limits', () => {
  let upstream: { server: Server; url: string };
  const opened: Array<{ server: Server; close: () => void }> = [];
  const streams: http.ClientRequest[] = [];

  beforeAll(async () => { upstream = await listen(fakeSportsService()); });
  afterEach(async () => {
    streams.splice(0).forEach((s) => s.destroy());
    for (const g of opened.splice(0)) { g.close(); await close(g.server); }
  });
  afterAll(async () => { await close(upstream.server); });

  async function gateway(overrides: Record<string, string>) {
    const g = createGatewayApp(testConfig({ SPORTS_URLS: upstream.url, ...overrides }), {});
    const { server, url } = await listen(g.app);
    opened.push({ server, close: g.close });
    return url;
  }
  const keep = (o: Opened) => { streams.push(o.req); return o; };

  it('caps streams per client address with a 429 JSON answer, and frees the place when one closes', async () => {
    const gw = await gateway({ MAX_STREAMS_PER_CLIENT: '3' });
    const mine = await Promise.all(Array.from({ length: 3 }, () => openStream(gw, '127.0.0.2').then(keep)));
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200]);

    const refused = keep(await openStream(gw, '127.0.0.2'));
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/json/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body).error).toMatchObject({ status: 429, code: 'too_many_streams' });
    expect(JSON.parse(refused.body).error.message).toMatch(/3 live streams/);

    // another address has its own allowance, and ordinary requests from the capped one still work
    expect(keep(await openStream(gw, '127.0.0.3')).status).toBe(200);
    expect(await get(`${gw}/api/teams`, '127.0.0.2')).toBe(200);

    mine[0]!.req.destroy();
    const deadline = Date.now() + 2_000;
    let again = 0;
    while (Date.now() < deadline) {
      const attempt = keep(await openStream(gw, '127.0.0.2'));
      again = attempt.status;
      if (again === 200) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(again).toBe(200);
  });

  it('counts the client address the trusted-proxy rule gives, not a header the client wrote', async () => {
    const gw = await gateway({ MAX_STREAMS_PER_CLIENT: '2' });
    for (let i = 0; i < 2; i++) expect(keep(await openStream(gw, '127.0.0.4', { 'X-Forwarded-For': `203.0.113.${i}` })).status).toBe(200);
    expect(keep(await openStream(gw, '127.0.0.4', { 'X-Forwarded-For': '203.0.113.99' })).status).toBe(429);
  });

  it('behind one trusted proxy, caps each fan it forwards for', async () => {
    const gw = await gateway({ MAX_STREAMS_PER_CLIENT: '1', TRUST_PROXY_HOPS: '1' });
    expect(keep(await openStream(gw, '127.0.0.5', { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(200);
    expect(keep(await openStream(gw, '127.0.0.5', { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(200);
    expect(keep(await openStream(gw, '127.0.0.5', { 'X-Forwarded-For': '203.0.113.1' })).status).toBe(429);
  });

  it('refuses streams past the total cap with 503 JSON and Retry-After, while ordinary requests go on', async () => {
    const gw = await gateway({ MAX_STREAMS: '4', MAX_STREAMS_PER_CLIENT: '100' });
    const first = await Promise.all(Array.from({ length: 4 }, (_, i) => openStream(gw, `127.0.1.${i + 1}`).then(keep)));
    expect(first.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const full = keep(await openStream(gw, '127.0.1.9'));
    expect(full.status).toBe(503);
    expect(full.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(full.body).error).toMatchObject({ status: 503, code: 'streams_full' });
    expect(await get(`${gw}/api/teams`, '127.0.1.9')).toBe(200);
  });
});

describe('a refused stream asked for by an EventSource', () => {
  let upstream: { server: Server; url: string };
  beforeAll(async () => { upstream = await listen(fakeSportsService()); });
  afterAll(async () => { await close(upstream.server); });

  /** What an EventSource can read of a refusal: a 200 event stream, or only that it failed. */
  const refusalOf = (answer: Opened) => {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    const retry = Number(/^retry: (\d+)$/m.exec(answer.body)?.[1]);
    const data = JSON.parse(/^event: reconnect\ndata: (.*)$/m.exec(answer.body)![1]!) as { reason: string; status: number; retryMs: number };
    expect(data.retryMs).toBe(retry);
    return { ...data, retryAfter: Number(answer.headers['retry-after']) };
  };

  /** Like openStream, but reads a 200 answer to its end (a refusal ends; a stream would not, so it is bounded). */
  const openToEnd = (url: string, from: string) => new Promise<Opened>((resolve, reject) => {
    const req = http.get(`${url}/api/scores/stream`, { agent: false, localAddress: from, headers: { Accept: 'text/event-stream' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers, req }));
    });
    req.on('error', reject);
    req.setTimeout(2_000, () => req.destroy(new Error('no end within 2 s: not a refusal')));
  });

  it('is told in an event stream when to come back (retry: and a reconnect event, spread over half as much again), with Retry-After', async () => {
    const g = createGatewayApp(testConfig({ SPORTS_URLS: upstream.url, MAX_STREAMS_PER_CLIENT: '1', MAX_STREAMS: '2' }), {});
    const gw = await listen(g.app);
    const held: http.ClientRequest[] = [];
    try {
      held.push((await openStream(gw.url, '127.0.2.1', { Accept: 'text/event-stream' })).req);
      const mine = refusalOf(await openToEnd(gw.url, '127.0.2.1'));
      expect(mine).toMatchObject({ reason: 'too_many_streams', status: 429, retryAfter: 30 });
      expect(mine.retryMs).toBeGreaterThanOrEqual(30_000);
      expect(mine.retryMs).toBeLessThanOrEqual(45_000);

      held.push((await openStream(gw.url, '127.0.2.2', { Accept: 'text/event-stream' })).req);
      const full = refusalOf(await openToEnd(gw.url, '127.0.2.3'));
      expect(full).toMatchObject({ reason: 'streams_full', status: 503, retryAfter: 10 });
      expect(full.retryMs).toBeGreaterThanOrEqual(10_000);
      expect(full.retryMs).toBeLessThanOrEqual(15_000);
    } finally {
      held.forEach((r) => r.destroy());
      g.close();
      await close(gw.server);
    }
  });
});

describe('a stream the replica does not start', () => {
  it('is given up after 5 s (scaled), not the route\'s 10 s: a replica starts a healthy stream at once', async () => {
    const hanging = express();
    hanging.get('/api/scores/stream', () => { /* a stalled replica: the connection is accepted, nothing comes */ });
    const upstream = await listen(hanging);
    const g = createGatewayApp(testConfig({ SPORTS_URLS: upstream.url, TIMEOUT_SCALE: '0.2' }), {});
    const gateway = await listen(g.app);
    try {
      const started = performance.now();
      const answer = await openStream(gateway.url, '127.0.0.1');
      const ms = performance.now() - started;
      expect(answer.status).toBe(504);
      expect(JSON.parse(answer.body).error.code).toBe('upstream_timeout');
      expect(ms).toBeGreaterThan(900); // 5 s × 0.2
      expect(ms).toBeLessThan(1_800); // not the route's 10 s × 0.2
    } finally {
      g.close();
      await close(gateway.server);
      await close(upstream.server);
    }
  });
});

describe('the open-files limit and the stream cap it gives', () => {
  it('reads the soft limit from /proc/self/limits, falling back when it cannot', () => {
    const limits = [
      'Limit                     Soft Limit           Hard Limit           Units     ',
      'Max processes             63504                63504                processes ',
      'Max open files            1024                 524288               files     ',
    ].join('\n');
    expect(openFilesLimit({ readLimits: () => limits, shellLimit: () => '99' })).toBe(1024);
    expect(openFilesLimit({ readLimits: () => 'Max open files  unlimited  unlimited  files', shellLimit: () => '99' })).toBe(Number.MAX_SAFE_INTEGER);
    expect(openFilesLimit({ readLimits: () => { throw new Error('no /proc'); }, shellLimit: () => '4096\n' })).toBe(4096);
    expect(openFilesLimit({ readLimits: () => { throw new Error('no /proc'); }, shellLimit: () => { throw new Error('no sh'); } })).toBe(1024);
    // this machine's own, for real
    expect(openFilesLimit()).toBeGreaterThan(0);
  });

  it('leaves a quarter of the table (at least 128) to everything else, two handles per stream', () => {
    expect(streamCapFor(20_000)).toBe(7_500);
    expect(streamCapFor(1_024)).toBe(384);
    expect(streamCapFor(400)).toBe(136);
    expect(streamCapFor(100)).toBe(0);
    // an unlimited table still gets a finite cap
    expect(streamCapFor(Number.MAX_SAFE_INTEGER)).toBeLessThanOrEqual(1_000_000);
  });
});
