import { metricsOf } from '@gg/service-kit';
import request from 'supertest';
import { createGatewayApp } from './app';
import { closedPort, testConfig } from './test-helpers';

describe('gateway metrics', () => {
  it('counts pages by how their first screen was served and times requests by a fixed set of routes; the public origin does not serve them', async () => {
    const gateway = createGatewayApp(testConfig({ FIRST_SCREEN_RENDER: 'off' }), {});
    try {
      await request(gateway.app).get('/rules').set('Accept', 'text/html').expect(200);
      await request(gateway.app).get('/glossary?x=1').set('Accept', 'text/html').expect(200);
      await request(gateway.app).get('/readyz').expect(200);
      const metrics = await request(gateway.app).get('/metrics').set('Accept', 'text/html');
      expect(metrics.status).toBe(404); // the app's not-found page: metrics are on METRICS_PORT only
      expect(metrics.text).not.toContain('gg_http_request_duration_seconds');
      const text = await metricsOf(gateway.app)!.registry.metrics();
      expect(text).toContain('gg_first_screens_total{served="no_renderer",service="gateway"} 3');
      expect(text).toContain('gg_http_request_duration_seconds_count{service="gateway",method="GET",route="page",status_class="2xx"} 2');
      expect(text).toContain('gg_http_request_duration_seconds_count{service="gateway",method="GET",route="/readyz",status_class="2xx"} 1');
      expect(text).not.toContain('glossary');
    } finally {
      gateway.close();
    }
  });

  it('show which service\'s upstream has its breaker open', async () => {
    const closed = `http://127.0.0.1:${await closedPort()}`; // nothing listens there
    const gateway = createGatewayApp(testConfig({ SPORTS_URLS: closed, BREAKER_FAILURES: '1', BREAKER_OPEN_MS: '60000', FIRST_SCREEN_RENDER: 'off' }), {});
    try {
      const before = await metricsOf(gateway.app)!.registry.metrics();
      expect(before).toContain(`gg_breaker_open{service="sports",upstream="${new URL(closed).host}"} 0`);
      await request(gateway.app).get('/api/teams');
      const after = await metricsOf(gateway.app)!.registry.metrics();
      expect(after).toContain(`gg_breaker_open{service="sports",upstream="${new URL(closed).host}"} 1`);
      expect(after).toMatch(/gg_breaker_open\{service="content",upstream="[^"]+"\} 0/);
    } finally {
      gateway.close();
    }
  });
});
