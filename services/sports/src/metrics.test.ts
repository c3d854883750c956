import { metricsOf } from '@gg/service-kit';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSportsApp, fixedPolicy } from './app';
import { createMemoryBus } from './data-access/live/bus';
import { createLocalLock } from './data-access/live/leader-lock';
import { createRecordedProvider } from './data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore } from './data-access/store/snapshot-store';
import { openStream } from './test/sse-client';

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
