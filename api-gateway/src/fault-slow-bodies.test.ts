/**
 * Fault: a few connections that declare a request body and then send it a byte at a time. Their
 * requests cannot reach the service whole before the route's deadline; that is the client's doing,
 * so each gets 408 and nothing is charged to the service's breaker: every other fan is still
 * served. A GET, a HEAD or the live stream has no use for a body, so one that declares one is
 * refused at once. Raw sockets from several loopback addresses stand in for the clients.
 */
import express from 'express';
import type { Server } from 'node:http';
import net from 'node:net';
import { createGatewayApp } from './app';
import { close, listen, testConfig } from './test-helpers';

function fakeSports() {
  const app = express();
  app.get('/api/scores/live', (_req, res) => { res.json({ games: [] }); });
  app.get('/api/teams/broken', (_req, res) => { res.status(500).json({ error: { status: 500, code: 'internal', message: 'Internal error' } }); });
  app.get('/api/scores/stream', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('event: snapshot\ndata: {}\n\n');
  });
  app.post('/api/teams/:id/notes', (req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => { bytes += c.length; });
    req.on('end', () => res.json({ bytes }));
  });
  return app;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Raw { socket: net.Socket; text: () => string; closed: Promise<void> }

function connect(port: number, from: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    let text = '';
    let onClosed = () => {};
    const closed = new Promise<void>((r) => { onClosed = r; });
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve({ socket, text: () => text, closed }));
    socket.setEncoding('utf8');
    socket.on('data', (c: string) => { text += c; });
    socket.on('close', () => onClosed());
    socket.on('error', reject);
  });
}

/** Waits until the raw connection has a whole answer's head (or `ms` have passed). */
async function answerOf(c: Raw, ms = 3_000): Promise<string> {
  const end = performance.now() + ms;
  while (!c.text().includes('\r\n\r\n') && performance.now() < end) await sleep(20);
  return c.text();
}

/** Sends a request's head that declares a body of `length` bytes, then drips it, one byte every 100 ms, until stopped. */
function slowBody(c: Raw, method: string, path: string, length = 200): () => void {
  c.socket.write(`${method} ${path} HTTP/1.1\r\nHost: fans.example\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
  const drip = setInterval(() => { if (!c.socket.destroyed) c.socket.write(' '); }, 100);
  return () => clearInterval(drip);
}

const statusOf = (head: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
const bodyOf = (head: string) => JSON.parse(head.slice(head.indexOf('\r\n\r\n') + 4)) as { error: { code: string; status: number } };

describe('slow request bodies against the gateway', () => {
  let sports: { server: Server; url: string };
  let gateway: { server: Server; url: string; port: number; close: () => void };
  const raws: Raw[] = [];

  beforeAll(async () => {
    sports = await listen(fakeSports());
    // sports' 10 s deadline scaled to 500 ms; the default breaker (5 failures)
    const g = createGatewayApp(testConfig({ SPORTS_URLS: sports.url, TIMEOUT_SCALE: '0.05', FIRST_SCREEN_RENDER: 'off' }), {});
    gateway = { ...(await listen(g.app)), close: g.close };
  });
  afterEach(() => { raws.splice(0).forEach((r) => r.socket.destroy()); });
  afterAll(async () => { gateway.close(); await close(gateway.server); await close(sports.server); });

  const open = async (from: string) => { const c = await connect(gateway.port, from); raws.push(c); return c; };

  it('answers a body that has not arrived by the deadline with 408, and charges nothing to the service', async () => {
    const slow = await Promise.all(Array.from({ length: 6 }, (_, i) => open(`127.0.30.${i + 1}`)));
    const stops = slow.map((c) => slowBody(c, 'POST', '/api/teams/1/notes'));
    try {
      const heads = await Promise.all(slow.map((c) => answerOf(c)));
      for (const head of heads) {
        expect(statusOf(head)).toBe(408);
        expect(head).toMatch(/\r\nConnection: close\r\n/i); // the rest of the body is not read
        expect(bodyOf(head).error).toMatchObject({ status: 408, code: 'request_timeout' });
      }
    } finally {
      stops.forEach((stop) => stop());
    }
    // six "timeouts" from six addresses, over the breaker's five: still closed for everyone else
    for (let i = 0; i < 3; i++) {
      const fan = await open(`127.0.31.${i + 1}`);
      fan.socket.write('GET /api/scores/live HTTP/1.1\r\nHost: fans.example\r\n\r\n');
      expect(statusOf(await answerOf(fan))).toBe(200);
    }
  });

  it('does not let a slow body that takes the half-open breaker\'s one trial keep it open', async () => {
    // two failures from two fans open it for 300 ms; this stand-in has no /readyz, so only a trial request closes it
    const g = createGatewayApp(testConfig({ SPORTS_URLS: sports.url, TIMEOUT_SCALE: '0.05', FIRST_SCREEN_RENDER: 'off', BREAKER_FAILURES: '2', BREAKER_OPEN_MS: '300' }), {});
    const gw = await listen(g.app);
    const ask = async (from: string, request: string) => {
      const c = await connect(gw.port, from);
      raws.push(c);
      c.socket.write(request);
      return statusOf(await answerOf(c));
    };
    const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: fans.example\r\n\r\n`;
    try {
      expect(await ask('127.0.34.1', GET('/api/teams/broken'))).toBe(500);
      expect(await ask('127.0.34.2', GET('/api/teams/broken'))).toBe(500);
      expect(await ask('127.0.34.3', GET('/api/scores/live'))).toBe(503);
      await sleep(350);
      const slow = await connect(gw.port, '127.0.34.4');
      raws.push(slow);
      const stop = slowBody(slow, 'POST', '/api/teams/1/notes'); // the trial
      try {
        expect(statusOf(await answerOf(slow))).toBe(408);
      } finally {
        stop();
      }
      expect(await ask('127.0.34.5', GET('/api/scores/live'))).toBe(200);
    } finally {
      g.close();
      await close(gw.server);
    }
  });

  it('still forwards a body that arrives in time', async () => {
    const c = await open('127.0.32.1');
    c.socket.write('POST /api/teams/1/notes HTTP/1.1\r\nHost: fans.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{');
    await sleep(100);
    c.socket.write('}');
    const head = await answerOf(c);
    expect(statusOf(head)).toBe(200);
    expect(head).toContain('{"bytes":2}');
  });

  it.each([
    ['GET', '/api/scores/live', 'Content-Length: 5'],
    ['HEAD', '/api/scores/live', 'Content-Length: 5'],
    ['GET', '/api/scores/live', 'Transfer-Encoding: chunked'],
    ['GET', '/api/scores/stream', 'Content-Length: 5'],
  ])('refuses a %s of %s that declares a body (%s) with 400 at once', async (method, path, framing) => {
    const c = await open('127.0.33.1');
    const started = performance.now();
    c.socket.write(`${method} ${path} HTTP/1.1\r\nHost: fans.example\r\n${framing}\r\n\r\n`); // the body never comes
    const head = await answerOf(c);
    expect(statusOf(head)).toBe(400);
    expect(head).toMatch(/\r\nConnection: close\r\n/i);
    if (method !== 'HEAD') expect(bodyOf(head).error).toMatchObject({ status: 400, code: 'body_not_allowed' });
    expect(performance.now() - started).toBeLessThan(400); // before the 500 ms deadline: nothing waited for
  });

  it('keeps serving GETs with an empty declared body (Content-Length: 0)', async () => {
    const c = await open('127.0.33.2');
    c.socket.write('GET /api/scores/live HTTP/1.1\r\nHost: fans.example\r\nContent-Length: 0\r\n\r\n');
    expect(statusOf(await answerOf(c))).toBe(200);
  });
});
