/**
 * What an access line carries from the request is bounded: a client can make its URL, user agent
 * or referer as long as the server's header limit allows (16 KB), and a log line per request of
 * that size would let one address fill a disk.
 */
import express from 'express';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { accessLog } from './logging';

/** A logger writing into memory: the raw lines, as they would reach stdout. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const app = (logger: ReturnType<typeof capture>['logger'], clientAddress?: (req: express.Request) => string | undefined) => {
  const a = express();
  a.set('trust proxy', 1);
  a.use(accessLog({ logger, trustIncomingId: false, clientAddress: clientAddress as never }));
  a.get('/api/search', (_req, res) => { res.json([]); });
  return a;
};

const junk = (n: number) => 'q'.repeat(n);

describe('access log lines', () => {
  it('carry at most a bounded piece of a long URL, with a marker saying how long it was', async () => {
    const { logger, lines } = capture();
    await request(app(logger)).get(`/api/search?q=${junk(15 * 1024)}`).expect(200);
    expect(lines).toHaveLength(1);
    expect(Buffer.byteLength(lines[0]!)).toBeLessThan(2 * 1024);
    const line = JSON.parse(lines[0]!) as { req: { path: string } };
    expect(line.req.path.startsWith('/api/search?q=qqq')).toBe(true);
    expect(line.req.path).toMatch(/…\[\d+ chars\]$/);
    expect(line.req.path).toContain(`[${'/api/search?q='.length + 15 * 1024} chars]`);
  });

  it('keep a short URL whole', async () => {
    const { logger, lines } = capture();
    await request(app(logger)).get('/api/search?q=blitz').expect(200);
    expect(JSON.parse(lines[0]!).req.path).toBe('/api/search?q=blitz');
  });

  it('on a refused request, carry the user agent and referer, each cut to a bound', async () => {
    const { logger, lines } = capture();
    await request(app(logger)).get('/nope').set('User-Agent', `Bot/${junk(12 * 1024)}`).set('Referer', `https://x.example/${junk(3 * 1024)}`).expect(404);
    expect(Buffer.byteLength(lines[0]!)).toBeLessThan(2 * 1024);
    const line = JSON.parse(lines[0]!) as { req: { userAgent: string; referer: string } };
    expect(line.req.userAgent).toMatch(/^Bot\/q+…\[\d+ chars\]$/);
    expect(line.req.referer).toMatch(/^https:\/\/x\.example\/q+…\[\d+ chars\]$/);
  });

  it('carry the client address the app resolves (the trusted-proxy rule), when asked to', async () => {
    const { logger, lines } = capture();
    await request(app(logger, (req) => req.ip)).get('/api/search').set('X-Forwarded-For', '198.51.100.9, 203.0.113.5').expect(200);
    expect(JSON.parse(lines[0]!).client).toBe('203.0.113.5'); // one hop trusted: the address the proxy saw
  });
});
