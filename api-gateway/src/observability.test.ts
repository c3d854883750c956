import express from 'express';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { createLogger } from '@gg/service-kit';
import request from 'supertest';
import { createGatewayApp } from './app';
import { close, fakeShellDist, listen, testConfig } from './test-helpers';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const stream = new Writable({ write(chunk: Buffer, _enc, done) { raw.push(chunk.toString()); lines.push(JSON.parse(chunk.toString())); done(); } });
  // the gateway's own logger (its serializers), writing here
  return { logger: createLogger('gateway', { LOG_LEVEL: 'info' }, stream), lines, raw };
}

describe('gateway request ids and access log', () => {
  const upstreamApp = express();
  upstreamApp.use((req, res) => { res.json({ requestId: req.headers['x-request-id'] ?? null }); });
  let upstream: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => { upstream = await listen(upstreamApp); });
  afterAll(async () => { await close(upstream.server); });

  const gateway = (overrides: Record<string, string> = {}) => {
    const { logger, lines, raw } = capture();
    const g = createGatewayApp(testConfig({ CONTENT_URL: upstream.url, SPORTS_URLS: upstream.url, TALK_URL: upstream.url, ...overrides }), {}, logger);
    return { ...g, lines, raw };
  };

  it('sets a request id, forwards it to the service, returns it, and logs the upstream and the time', async () => {
    const { app, close: closeAgents, lines } = gateway();
    const res = await request(app).get('/api/teams').set('X-Request-Id', 'client-chosen-id-123').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/); // no proxy is trusted: the client's own id is not believed
    expect(res.body.requestId).toBe(id);
    const access = lines.find((l) => l.msg === 'request done');
    expect(access).toMatchObject({ requestId: id, req: { method: 'GET', path: '/api/teams' }, res: { status: 200 }, upstream: { service: 'sports', target: upstream.url } });
    expect(typeof access!.ms).toBe('number');
    closeAgents();
  });

  it('passes on a sane X-Request-Id from a trusted proxy', async () => {
    const { app, close: closeAgents } = gateway({ TRUST_PROXY_HOPS: '1' });
    const res = await request(app).get('/api/categories').set('X-Request-Id', 'edge-0123456789abcdef').expect(200);
    expect(res.headers['x-request-id']).toBe('edge-0123456789abcdef');
    expect(res.body.requestId).toBe('edge-0123456789abcdef');
    closeAgents();
  });

  it("puts the request id in the gateway's own error bodies", async () => {
    const { app, close: closeAgents } = gateway();
    const res = await request(app).get('/api/nope').expect(404);
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
    closeAgents();
  });

  it('answers a malformed request with JSON, never an HTML page or a stack', async () => {
    const { app, close: closeAgents } = gateway();
    const res = await request(app).get('/%E0%A4%A').set('Accept', 'text/html');
    expect(res.status).toBeLessThan(500);
    expect(res.text).not.toMatch(/<pre>|\bat \S+ \(/);
    closeAgents();
  });

  it('logs a bounded piece of a 15 KB query string, and the client address after the trusted-proxy rule', async () => {
    const { app, close: closeAgents, lines, raw } = gateway({ TRUST_PROXY_HOPS: '1' });
    await request(app).get(`/api/search?q=${'x'.repeat(15 * 1024)}`).set('X-Forwarded-For', '10.9.9.9, 198.51.100.23').expect(200);
    const i = lines.findIndex((l) => l.msg === 'request done');
    expect(Buffer.byteLength(raw[i]!)).toBeLessThan(2 * 1024);
    expect(lines[i]).toMatchObject({ client: '198.51.100.23', req: { method: 'GET', path: expect.stringMatching(/^\/api\/search\?q=x+…\[\d+ chars\]$/) } });
    closeAgents();
  });

  it("bounds a page's URL on the line that says its first screen was left to the browser", async () => {
    const dist = fakeShellDist();
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'render.js'), 'exports.renderFirstScreen = async () => { throw new Error("render failed"); };');
    const { app, close: closeAgents, lines, raw } = gateway({ SHELL_DIST: dist });
    // a parameter the page reads: the others are not part of the page, nor of its log line
    await request(app).get(`/rules?search=${'x'.repeat(15 * 1024)}`).set('Accept', 'text/html');
    const i = lines.findIndex((l) => l.msg === 'first screen left to the browser');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(Buffer.byteLength(raw[i]!)).toBeLessThan(4 * 1024); // a stack trace, and a bounded URL
    expect(lines[i]!.url).toMatch(/…\[\d+ chars\]$/);
    for (const line of raw) expect(Buffer.byteLength(line)).toBeLessThan(4 * 1024);
    closeAgents();
  });
});
