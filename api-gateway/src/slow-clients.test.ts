/**
 * Slow and greedy clients against the gateway's real server (its app, its connection policy), with
 * raw sockets from several loopback addresses standing in for fans and attackers behind
 * different addresses: a silent or slow-header connection is closed within the headers timeout,
 * an idle kept-alive one within the keep-alive timeout, one address cannot hold more than its
 * share of connections while another still gets answers, and a live stream outlives every one
 * of those timeouts.
 */
import { createHttpServer } from '@gg/service-kit';
import express from 'express';
import type { Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { createGatewayApp } from './app';
import { GatewayConfigSchema } from './config';
import { connectionPolicy } from './connections';
import { close, listen, testConfig } from './test-helpers';

function fakeSports() {
  const app = express();
  app.get('/api/teams', (_req, res) => { res.json([{ id: '1' }]); });
  app.get('/api/scores/stream', (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('event: snapshot\ndata: {}\n\n');
    const timer = setInterval(() => res.write(': heartbeat\n\n'), 100);
    res.on('close', () => clearInterval(timer));
  });
  return app;
}

/** The gateway as main.ts runs it: its app on the server its connection policy makes. */
async function startGateway(overrides: Record<string, string>) {
  const config = testConfig({ FIRST_SCREEN_RENDER: 'off', ...overrides });
  const built = createGatewayApp(config, {});
  const server = createHttpServer(built.app, connectionPolicy(config));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() { built.endStreams(); built.close(); server.closeAllConnections(); await new Promise((r) => server.close(r)); },
  };
}

interface RawConnection { socket: net.Socket; received: () => string; closedAt: Promise<number> }

/** A raw connection from a given loopback address; `closedAt` resolves with the moment the server closed it. */
function connect(port: number, from: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    let text = '';
    let onClosed: (at: number) => void = () => undefined;
    const closedAt = new Promise<number>((r) => { onClosed = r; });
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => resolve({ socket, received: () => text, closedAt }));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => { text += chunk; });
    socket.on('close', () => onClosed(performance.now()));
    socket.on('error', reject);
  });
}

const GET = (path: string) => `GET ${path} HTTP/1.1\r\nHost: fans.example\r\n\r\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `ok()` (or `ms` have passed). */
async function until(ok: () => boolean, ms = 2_000): Promise<void> {
  const end = performance.now() + ms;
  while (!ok() && performance.now() < end) await sleep(20);
}
const answered = (c: RawConnection) => () => c.received().includes('\r\n\r\n');

/** Resolves with whether the connection closed within `ms`. */
const closesWithin = (c: RawConnection, ms: number) => Promise.race([c.closedAt.then(() => true), sleep(ms).then(() => false)]);

describe('slow clients against the gateway', () => {
  let sports: { server: Server; url: string };
  beforeAll(async () => { sports = await listen(fakeSports()); });
  afterAll(async () => { await close(sports.server); });

  describe('timeouts', () => {
    let gw: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      gw = await startGateway({ SPORTS_URLS: sports.url, HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '400' });
    });
    afterAll(() => gw.stop());

    it('closes a connection that says nothing within the headers timeout', async () => {
      const c = await connect(gw.port, '127.0.0.5');
      const opened = performance.now();
      expect(await closesWithin(c, 1_500)).toBe(true);
      expect((await c.closedAt) - opened).toBeGreaterThanOrEqual(350);
    });

    it('closes a connection whose headers trickle in, with 408', async () => {
      const c = await connect(gw.port, '127.0.0.6');
      c.socket.write('GET /api/teams HTTP/1.1\r\nHost: fans.example\r\n');
      // one header byte every 100 ms: each arrives well within any idle timeout, the whole never does
      const drip = setInterval(() => { if (!c.socket.destroyed) c.socket.write('X'); }, 100);
      try {
        expect(await closesWithin(c, 1_500)).toBe(true);
        expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        clearInterval(drip);
      }
    });

    it('answers a prompt request, then closes the idle connection after the keep-alive timeout', async () => {
      const c = await connect(gw.port, '127.0.0.7');
      c.socket.write(GET('/api/teams'));
      await until(answered(c));
      const answeredAt = performance.now();
      expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
      // Node keeps it a second past what it advertised, so a client never sends on a socket being closed
      expect(await closesWithin(c, 2_500)).toBe(true);
      expect((await c.closedAt) - answeredAt).toBeGreaterThanOrEqual(300);
    });

    it('keeps a live stream open past the headers, request and keep-alive timeouts', async () => {
      const c = await connect(gw.port, '127.0.0.8');
      c.socket.write(GET('/api/scores/stream'));
      expect(await closesWithin(c, 2_000)).toBe(false); // 2.5 times the request timeout
      expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
      expect(c.received().match(/: heartbeat/g)?.length).toBeGreaterThan(5); // still flowing
      c.socket.destroy();
    });
  });

  describe('connections per address', () => {
    let gw: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      gw = await startGateway({ SPORTS_URLS: sports.url, MAX_CONNECTIONS_PER_ADDRESS: '3' });
    });
    afterAll(() => gw.stop());

    it('refuses the connection past the cap from one address with 429, while another address gets 200', async () => {
      const held = await Promise.all([1, 2, 3].map(() => connect(gw.port, '127.0.0.21')));
      const extra = await connect(gw.port, '127.0.0.21');
      expect(await closesWithin(extra, 1_000)).toBe(true);
      expect(extra.received()).toMatch(/^HTTP\/1\.1 429 /);
      expect(extra.received()).toContain('"code":"too_many_connections"');
      expect(extra.received()).toMatch(/Retry-After: \d+/);

      const other = await connect(gw.port, '127.0.0.22');
      other.socket.write(GET('/api/teams'));
      await until(answered(other));
      expect(other.received()).toMatch(/^HTTP\/1\.1 200/);

      // one of the three closes: the address may open another
      held[0]!.socket.destroy();
      await held[0]!.closedAt;
      await sleep(50);
      const again = await connect(gw.port, '127.0.0.21');
      again.socket.write(GET('/api/teams'));
      await until(answered(again));
      expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
      for (const c of [...held, again, other]) c.socket.destroy();
    });
  });

  it('sizes the defaults for phones, and counts no socket addresses behind a proxy (all would be the proxy)', () => {
    const direct = connectionPolicy(GatewayConfigSchema.parse({}));
    expect(direct).toMatchObject({ headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 15_000, maxConnectionsPerAddress: 600 });
    const proxied = connectionPolicy(GatewayConfigSchema.parse({ TRUST_PROXY_HOPS: '1' }));
    expect(proxied).toMatchObject({ keepAliveTimeoutMs: 65_000, maxConnectionsPerAddress: 0 });
    expect(() => GatewayConfigSchema.parse({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
