import { metricsOf, serveMetrics } from '@gg/service-kit';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSportsApp, fixedPolicy } from './app';
import { createMemoryBus } from './data-access/live/bus';
import { createLocalLock } from './data-access/live/leader-lock';
import { createRecordedProvider } from './data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore } from './data-access/store/snapshot-store';
import type { SportsProvider } from './data-access/providers/provider';
import { openStream } from './test/sse-client';

const listening = async (server: Server) => {
  if (!server.listening) await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
/** The value of one sample in a Prometheus text scrape, or NaN when it is not there. */
const sample = (text: string, name: string) => Number(new RegExp(`^${name.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);

describe('sports metrics', () => {
  it('report the live viewers on this replica, whether it holds the poller lock, and the provider\'s failures in a row', async () => {
    const store = openSqliteSnapshotStore(':memory:');
    const sports = createSportsApp({ provider: createRecordedProvider({ speed: 20 }), store, bus: createMemoryBus(), lock: createLocalLock(), policy: fixedPolicy(60_000) });
    const server: Server = sports.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const metrics = () => metricsOf(sports.app)!.registry.metrics();
    try {
      expect(await metrics()).toMatch(/^gg_live_viewers\{service="sports"\} 0$/m);
      sports.live.start();
      const viewers = [0, 1].map(() => openStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      const text = await metrics();
      expect(text).toMatch(/^gg_live_viewers\{service="sports"\} 2$/m);
      expect(text).toMatch(/^gg_poller_lock_held\{service="sports"\} 1$/m);
      expect(text).toMatch(/^gg_provider_consecutive_failures\{service="sports"\} 0$/m);
      viewers.forEach((v) => v.close());
    } finally {
      await sports.close();
      server.closeAllConnections();
      server.close();
      await store.close();
    }
  });
});

describe('sports metrics on the metrics port', () => {
  it('count live events written to viewers and time their delivery from the moment they were published', async () => {
    const store = openSqliteSnapshotStore(':memory:');
    const bus = createMemoryBus();
    const sports = createSportsApp({ provider: createRecordedProvider({ speed: 20 }), store, bus, lock: createLocalLock(), policy: fixedPolicy(60_000) });
    const server: Server = sports.app.listen(0, '127.0.0.1');
    const metricsServer = serveMetrics(metricsOf(sports.app)!, 0);
    try {
      const [origin, metricsOrigin] = await Promise.all([listening(server), listening(metricsServer)]);
      const scrape = async () => (await fetch(`${metricsOrigin}/metrics`)).text();
      const viewers = [0, 1, 2].map(() => openStream(`${origin}/api/scores/stream`));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      const before = await scrape();
      await bus.publish('game', { gameId: 'g1', home: 7, away: 3 });
      await bus.publish('game', { gameId: 'g2', home: 0, away: 14 });
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.filter((x) => x.event === 'game').length >= 2)));
      const after = await scrape();
      const written = viewers.reduce((n, v) => n + v.events.filter((x) => x.event === 'game').length, 0);
      expect(sample(after, 'gg_live_events_delivered_total{service="sports"}') - sample(before, 'gg_live_events_delivered_total{service="sports"}')).toBe(6);
      expect(sample(after, 'gg_live_events_delivered_total{service="sports"}')).toBe(written);
      // one observation per event of the fan-out, not one per viewer
      expect(sample(after, 'gg_live_delivery_lag_seconds_count{service="sports"}') - sample(before, 'gg_live_delivery_lag_seconds_count{service="sports"}')).toBe(2);
      expect(sample(after, 'gg_live_delivery_lag_seconds_bucket{le="10",service="sports"}')).toBe(sample(after, 'gg_live_delivery_lag_seconds_count{service="sports"}'));
      viewers.forEach((v) => v.close());
    } finally {
      await sports.close();
      server.closeAllConnections();
      server.close();
      metricsServer.close();
      await store.close();
    }
  });

  it('time each provider poll and count the ones that fail', async () => {
    const store = openSqliteSnapshotStore(':memory:');
    const recorded = createRecordedProvider({ speed: 20 });
    let failing = false;
    const provider: SportsProvider = Object.assign(Object.create(recorded) as SportsProvider, {
      scoreboard: () => (failing ? Promise.reject(new Error('provider down')) : recorded.scoreboard()),
    });
    const sports = createSportsApp({ provider, store, bus: createMemoryBus(), lock: createLocalLock(), policy: fixedPolicy(30), leaderCheckMs: 20 });
    const metricsServer = serveMetrics(metricsOf(sports.app)!, 0);
    try {
      const scrape = async () => (await fetch(`${await listening(metricsServer)}/metrics`)).text();
      sports.live.start();
      const polls = async (atLeast: number) => {
        for (const deadline = Date.now() + 5_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
          if (sports.live.status().polls >= atLeast) return;
        }
        throw new Error(`fewer than ${atLeast} polls`);
      };
      await polls(1);
      failing = true;
      const failedFrom = sports.live.status().polls;
      await polls(failedFrom + 2);
      await sports.live.stop();
      // a poll that began before the stop still reports its provider call: wait for it to settle
      let text = await scrape();
      for (const deadline = Date.now() + 2_000; sample(text, 'gg_provider_poll_duration_seconds_count{service="sports"}') < sports.live.status().polls && Date.now() < deadline;) {
        await new Promise((r) => setTimeout(r, 20));
        text = await scrape();
      }
      const { polls: total, consecutiveFailures } = sports.live.status();
      expect(consecutiveFailures).toBeGreaterThanOrEqual(2);
      expect(sample(text, 'gg_provider_poll_duration_seconds_count{service="sports"}')).toBe(total);
      expect(sample(text, 'gg_provider_poll_errors_total{service="sports"}')).toBe(consecutiveFailures);
      expect(sample(text, 'gg_provider_consecutive_failures{service="sports"}')).toBe(consecutiveFailures);
    } finally {
      await sports.close();
      metricsServer.close();
      await store.close();
    }
  });
});
