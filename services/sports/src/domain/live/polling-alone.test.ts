/**
 * A replica whose shared lock cannot be used (Redis down, or refusing writes) polls for its own
 * viewers through its standalone lock and bus, and leads through the shared ones again once they
 * answer. In one process, with the shared lock's failures played by a wrapper.
 */
import { createMemoryBus, type BusEvent } from '../../data-access/live/bus';
import { createLocalLock, type LeaderLock } from '../../data-access/live/leader-lock';
import { createRecordedProvider } from '../../data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore } from '../../data-access/store/snapshot-store';
import { createLiveScores } from './live-scores';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(what: string, check: () => boolean, ms = 3_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(10);
  }
}

/**
 * A lock that works, is known down (its connection says so), or refuses its writes as Redis out of
 * memory does: keeping a lease held (PEXPIRE) still works, taking one or claiming a poll does not.
 */
function sharedLock() {
  const inner = createLocalLock();
  let mode: 'up' | 'down' | 'refusing' = 'up';
  let held = false;
  let released = 0;
  const refuse = async () => { if (mode !== 'up') throw new Error("OOM command not allowed when used memory > 'maxmemory'."); };
  const lock: LeaderLock = {
    ...inner,
    reachable: () => mode !== 'down',
    async tryAcquire(ttl) {
      if (!held) await refuse();
      held = await inner.tryAcquire(ttl);
      return held;
    },
    async claimPoll(fence, at, every) { await refuse(); return inner.claimPoll(fence, at, every); },
    async release() { released++; held = false; },
  };
  return { lock, set: (m: typeof mode) => { mode = m; }, released: () => released };
}

function replica() {
  const shared = sharedLock();
  const [sharedBus, ownBus] = [createMemoryBus(), createMemoryBus()];
  const heard = { shared: [] as BusEvent[], own: [] as BusEvent[] };
  sharedBus.subscribe((e) => heard.shared.push(e));
  ownBus.subscribe((e) => heard.own.push(e));
  const lockErrors: string[] = [];
  let backs = 0;
  const live = createLiveScores({
    provider: createRecordedProvider({ speed: 600 }), store: openSqliteSnapshotStore(':memory:'), bus: sharedBus, lock: shared.lock,
    policy: { nextDelayMs: () => 50, failureDelayMs: () => 50 }, leaderCheckMs: 20,
    standalone: { lock: createLocalLock(), bus: ownBus },
    onLockError: (err) => lockErrors.push(err.message),
    onLockBack: () => { backs++; },
  });
  return { live, shared, heard, lockErrors, backs: () => backs };
}

it('polls alone while the shared lock is known down, and leads through it again once it is back', async () => {
  const r = replica();
  r.live.start();
  try {
    await until('it leads', () => r.live.status().leader && r.heard.shared.length > 0);
    r.shared.set('down');
    const ownBefore = r.heard.own.length;
    await until('it polls alone', () => r.live.status().pollingAlone && r.heard.own.length > ownBefore + 2);
    expect(r.live.status().leader).toBe(false);
    expect((await r.live.slate()).stale).toBe(false);
    expect(r.lockErrors).toEqual([]); // known down: nothing asked, nothing to report (its connection reports the outage)

    r.shared.set('up');
    const sharedBefore = r.heard.shared.length;
    await until('it leads again', () => r.live.status().leader && r.heard.shared.length > sharedBefore);
    expect(r.live.status().pollingAlone).toBe(false);
    expect(r.backs()).toBe(1);
  } finally {
    await r.live.stop();
  }
});

it('gives the lease back and polls alone when the shared lock refuses its writes', async () => {
  const r = replica();
  r.live.start();
  try {
    await until('it leads', () => r.live.status().leader);
    r.shared.set('refusing');
    const ownBefore = r.heard.own.length;
    await until('it polls alone', () => r.live.status().pollingAlone && r.heard.own.length > ownBefore + 2);
    expect(r.shared.released()).toBeGreaterThanOrEqual(1);
    expect(r.lockErrors.length).toBeGreaterThan(0);
    expect(r.lockErrors[0]).toMatch(/OOM/);

    r.shared.set('up');
    await until('it leads again', () => r.live.status().leader && !r.live.status().pollingAlone);
  } finally {
    await r.live.stop();
  }
});
