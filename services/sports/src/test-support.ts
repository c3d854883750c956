/** The real sports app over the recorded provider, in memory, for tests. */
import { createSportsApp, fixedPolicy } from './app';
import { createMemoryBus } from './data-access/live/bus';
import { createLocalLock } from './data-access/live/leader-lock';
import type { SportsProvider } from './data-access/providers/provider';
import { createRecordedProvider } from './data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore } from './data-access/store/snapshot-store';

export function recordedApp({ speed = 20, provider, pollMs = 50, now }: { speed?: number; provider?: SportsProvider; pollMs?: number; now?: () => Date } = {}) {
  const store = openSqliteSnapshotStore(':memory:');
  const bus = createMemoryBus();
  const sports = createSportsApp({
    provider: provider ?? createRecordedProvider({ speed, now }),
    store,
    bus,
    lock: createLocalLock(),
    policy: fixedPolicy(pollMs),
    heartbeatMs: 200,
  });
  /** Makes a stored answer an hour old, so the next read or refresh asks the provider again. */
  const age = async (key: string) => {
    const snap = await store.get(key);
    if (snap) await store.put(key, snap.data, new Date(Date.now() - 60 * 60_000));
  };
  return { ...sports, store, bus, age, async dispose() { await sports.close(); await store.close(); } };
}
