import express from 'express';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createServiceApp, metricsOf } from './app';
import { serveMetrics } from './metrics';
import { createLogger } from './logging';

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
});
