/** The talk service's metrics, scraped from its metrics port after refreshes that work and one that cannot. */
import { metricsOf, serveMetrics } from '@gg/service-kit';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createTalkApp } from './app';
import { createSportsClient } from './data-access/sports-client';
import { openTalkingPointStore } from './data-access/talking-point-store';
import { startFakeSports } from './test/fake-sports-service';
import { ANSWERS, CAPTURED_AT } from './test/recorded-game-day';

const quiet = () => {};

describe('talk metrics', () => {
  it('count talking-point refreshes by outcome and report the points stored', async () => {
    const sports = await startFakeSports(ANSWERS);
    const store = openTalkingPointStore(':memory:');
    const talk = createTalkApp({ store, sports: createSportsClient({ baseUrl: sports.url, timeoutMs: 2_000, log: quiet }), now: () => CAPTURED_AT, log: quiet });
    const metricsServer: Server = serveMetrics(metricsOf(talk.app)!, 0);
    try {
      await new Promise((r) => (metricsServer.listening ? r(null) : metricsServer.once('listening', r)));
      const scrape = async () => (await fetch(`http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`)).text();
      const before = await scrape();
      expect(before).toContain('gg_talking_point_refreshes_total{outcome="ok",service="talk"} 0');
      expect(before).toContain('gg_talking_point_refreshes_total{outcome="failed",service="talk"} 0');

      const generated = (await request(talk.app).post('/api/water-cooler-talk/refresh').expect(200)).body.generated as number;
      await sports.stop(); // nothing answers any more: the next refresh fails
      await request(talk.app).post('/api/water-cooler-talk/refresh').expect(503);

      const after = await scrape();
      expect(after).toContain('gg_talking_point_refreshes_total{outcome="ok",service="talk"} 1');
      expect(after).toContain('gg_talking_point_refreshes_total{outcome="failed",service="talk"} 1');
      expect(after).toContain(`gg_talking_points{service="talk"} ${generated}`);
    } finally {
      await talk.stop();
      await sports.stop().catch(() => {}); // stopped already when the test got that far
      metricsServer.close();
      store.close();
    }
  });
});
