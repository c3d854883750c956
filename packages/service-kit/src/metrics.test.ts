import express from 'express';
import { spawn } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createServiceApp, metricsOf } from './app';
import { serveMetrics } from './metrics';
import { createLogger } from './logging';

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as AddressInfo; s.close(() => resolve(port)); });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The faulty-service fixture as a process of its own, with its output collected. */
function startService(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'test/faulty-service.ts')], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout.on('data', (d: Buffer) => { output.text += d.toString(); });
  child.stderr.on('data', (d: Buffer) => { output.text += d.toString(); });
  return { child, output };
}

function app() {
  const router = express.Router();
  router.get('/api/items/:itemId', (req, res) => { res.json({ id: req.params.itemId }); });
  return createServiceApp({ name: 'test', routers: [router], logger: createLogger('test', { LOG_LEVEL: 'silent' }) });
}

describe('metrics', () => {
  it('times requests by the route pattern matched, never by the path a visitor sent', async () => {
    const service = app();
    await request(service).get('/api/items/1').expect(200);
    await request(service).get('/api/items/2').expect(200);
    for (let i = 0; i < 20; i++) await request(service).get(`/visitor-path-${i}`).expect(404);
    const text = await metricsOf(service)!.registry.metrics();
    expect(text).toContain('gg_http_request_duration_seconds_count{service="test",method="GET",route="/api/items/:itemId",status_class="2xx"} 2');
    expect(text).toContain('gg_http_request_duration_seconds_count{service="test",method="GET",route="unmatched",status_class="4xx"} 20');
    expect(text).not.toContain('visitor-path');
  });

  it('are served on a port of their own, with the process\'s default metrics, and nothing else there', async () => {
    const service = app();
    const server = serveMetrics(metricsOf(service)!, 0);
    try {
      await new Promise((r) => server.once('listening', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await res.text();
      expect(text).toMatch(/^process_cpu_seconds_total\{service="test"\} /m);
      expect(text).toContain('# TYPE gg_http_request_duration_seconds histogram');
      expect((await fetch(`${base}/`)).status).toBe(404);
      // and not on the service's own port
      await request(service).get('/metrics').expect(404);
    } finally {
      server.close();
    }
  });

  it('a port already taken costs the metrics only: a clear JSON warning, no exception', async () => {
    const taken = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => taken.once('listening', r));
    const port = (taken.address() as AddressInfo).port;
    let lines = '';
    const logger = createLogger('test', { LOG_LEVEL: 'info' }, new Writable({ write(chunk: Buffer, _enc, done) { lines += chunk.toString(); done(); } }));
    const server = serveMetrics(metricsOf(app())!, port, { logger });
    try {
      const deadline = Date.now() + 2_000;
      while (!lines && Date.now() < deadline) await sleep(20);
      const warning = JSON.parse(lines.trim()) as Record<string, unknown>;
      expect(warning).toMatchObject({ level: 40, code: 'EADDRINUSE', metricsPort: port });
      expect(warning.msg).toMatch(/metrics are not served/);
      expect(server.listening).toBe(false);
    } finally {
      server.close();
      taken.close();
    }
  });

  it('two processes given the same METRICS_PORT both keep serving on their public ports; the second says why it has no metrics', async () => {
    const [metricsPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    const first = startService({ PORT: String(firstPort), METRICS_PORT: String(metricsPort) });
    let second: ReturnType<typeof startService> | undefined;
    try {
      // the first holds the metrics port before the second tries it
      for (let i = 0; i < 100 && !(await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((r) => r.ok, () => false)); i++) await sleep(100);
      second = startService({ PORT: String(secondPort), METRICS_PORT: String(metricsPort) });
      for (let i = 0; i < 100 && !(second.output.text.includes('listening') && second.output.text.includes('metrics are not served')) && second.child.exitCode === null; i++) await sleep(100);
      await sleep(300); // time enough for a process that is going down to go
      expect([first.child.exitCode, second.child.exitCode]).toEqual([null, null]);
      expect((await fetch(`http://127.0.0.1:${firstPort}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${secondPort}/healthz`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
      const warning = second.output.text.split('\n').find((l) => l.includes('metrics are not served'));
      expect(JSON.parse(warning!)).toMatchObject({ level: 40, service: 'faulty', code: 'EADDRINUSE', metricsPort });
    } finally {
      first.child.kill('SIGKILL');
      second?.child.kill('SIGKILL');
    }
  }, 30_000);
});
