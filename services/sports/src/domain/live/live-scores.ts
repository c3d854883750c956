/**
 * The live-scores loop. Only the leader replica polls the provider (once per interval, whatever
 * the number of replicas and clients); it stores the slate and publishes what changed. Every
 * replica serves the stored slate and relays published changes to its SSE clients.
 *
 * The interval is counted from when a poll claimed it, before it called the provider, and is the
 * one the last poll chose; both are shared, so a poll that is fenced out after calling the provider
 * still counts and a new leader keeps the beat instead of polling at once.
 *
 * While the shared lock cannot be reached (Redis down), a replica given a `standalone` lock and bus
 * polls on its own for its own viewers: the score keeps moving everywhere, at the cost of one
 * provider call per replica per interval until Redis is back and one replica leads again.
 */
import type { Game, GameChange, ScoresSnapshot, ScoresStreamEvents } from '@gg/contracts';
import { unavailable } from '@gg/service-kit';
import type { LeaderLock } from '../../data-access/live/leader-lock';
import type { LiveBus } from '../../data-access/live/bus';
import type { SportsProvider } from '../../data-access/providers/provider';
import type { SnapshotStore } from '../../data-access/store/snapshot-store';
import { diffGames } from './changes';

export const SCOREBOARD_KEY = 'scoreboard';
export const LIVE_EVENT = 'game' satisfies keyof ScoresStreamEvents;

export interface PollPolicy {
  /** Delay before the next poll, given the games just seen. */
  nextDelayMs(games: Game[], now: Date): number;
  /** Delay after a failed poll. */
  failureDelayMs(consecutiveFailures: number): number;
}

export interface LiveScoresDeps {
  provider: SportsProvider;
  store: SnapshotStore;
  bus: LiveBus;
  lock: LeaderLock;
  policy: PollPolicy;
  now?: () => Date;
  /** How often a follower checks whether the leader is gone. */
  leaderCheckMs?: number;
  /** Told after each call to the provider's scoreboard: how long it took, and whether it failed. */
  onProviderPoll?: (seconds: number, failed: boolean) => void;
  /** What this replica polls with while the shared lock cannot be reached: a lock of its own, and a bus to its own viewers. */
  standalone?: { lock: LeaderLock; bus: LiveBus };
  /** Told when the shared lock could not be asked (Redis down); by default written to stderr. */
  onLockError?: (err: Error) => void;
  /** Told when the shared lock answers again after this replica polled alone. */
  onLockBack?: () => void;
}

/** `leader`: holds the shared lock; `pollingAlone`: polls for its own viewers because that lock cannot be reached. */
export interface PollStatus { leader: boolean; pollingAlone: boolean; lastSuccessAt: string | null; lastError: string | null; consecutiveFailures: number; polls: number }

export function createLiveScores({ provider, store, bus, lock: sharedLock, policy, now = () => new Date(), leaderCheckMs, onProviderPoll, standalone, onLockBack, onLockError = (err) => console.error('live scores: the poller lock cannot be reached:', err.message) }: LiveScoresDeps) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  /** The poll interval: the one the last poll (on any replica) chose, as last seen here. */
  let delay = 1000;
  const status: PollStatus = { leader: false, pollingAlone: false, lastSuccessAt: null, lastError: null, consecutiveFailures: 0, polls: 0 };
  /** The lock and bus polls go through now: the shared ones, or this replica's own while those cannot be reached. */
  const current = () => (status.pollingAlone && standalone ? standalone : { lock: sharedLock, bus });

  let lastOnDemandAt = 0;
  let polling: Promise<Game[] | null> | null = null;

  /** One poll at a time per replica: concurrent callers (loop, refresh, first slate) share it. Null: the interval was taken. */
  function pollOnce(): Promise<Game[] | null> {
    polling ??= poll().finally(() => { polling = null; });
    return polling;
  }

  /** Stores the slate and publishes what changed, fenced by the lock held when the poll began. */
  async function commit({ lock, bus }: ReturnType<typeof current>, fence: string, games: Game[], at: Date, intervalMs: number, events: Array<{ type: string; data: unknown }>): Promise<boolean> {
    if (lock.commit) return lock.commit(fence, { key: SCOREBOARD_KEY, data: games, at, intervalMs, events });
    await store.put(SCOREBOARD_KEY, games, at);
    await lock.setRhythm(fence, { intervalMs });
    for (const e of events) await bus.publish(e.type, e.data);
    return true;
  }

  /** Ms until the next poll is due (≤ 0: now); adopts the shared interval so a new leader keeps it. */
  async function dueInMs(): Promise<number> {
    const { lastPollAt, intervalMs } = await current().lock.rhythm();
    if (intervalMs !== null) delay = intervalMs;
    return lastPollAt === null ? 0 : lastPollAt + delay - now().getTime();
  }

  /**
   * The shared lock answered a poll with an error (Redis refusing writes, out of memory; or gone):
   * its lease is given back and this replica polls alone until it can lead again, so no replica
   * holds a lock it cannot poll through while the others wait for it.
   */
  function sharedLockFailed({ lock }: ReturnType<typeof current>, err: Error) {
    if (lock !== sharedLock) return;
    onLockError(err);
    void sharedLock.release().catch(() => {});
    status.leader = false;
    status.pollingAlone = standalone !== undefined;
  }

  async function poll(): Promise<Game[] | null> {
    const through = current();
    const { lock } = through;
    const fence = lock.fence();
    if (!fence) throw new Error('not the poller');
    // Take the interval before calling the provider and only while the lock is ours: if this poll
    // loses the lock before it commits, its call still counts and nobody calls again within it.
    let claimed: boolean;
    try {
      claimed = await lock.claimPoll(fence, now().getTime(), delay);
    } catch (err) {
      status.consecutiveFailures++;
      status.lastError = (err as Error).message;
      sharedLockFailed(through, err as Error);
      throw err;
    }
    if (!claimed) return null;
    const previous = await store.get<Game[]>(SCOREBOARD_KEY);
    status.polls++;
    // a slow provider must not outlive the lease: renew it while waiting
    let lost = false;
    const renew = setInterval(() => {
      lock.renew(lockTtlMs()).then((held) => { if (!held) lost = true; }, () => {});
    }, checkMs());
    try {
      const games = await timedScoreboard();
      const at = now();
      const next = policy.nextDelayMs(games, at);
      const events = diffGames(previous?.data ?? null, games).map((change) => ({ type: LIVE_EVENT, data: { ...change, at: at.toISOString() } satisfies GameChange }));
      const committed = !lost && (await commit(through, fence, games, at, next, events).catch((err: Error) => {
        sharedLockFailed(through, err);
        throw err;
      }));
      if (!committed) {
        lost = true;
        status.leader = false;
        throw new Error('lost the poller lock during the poll; its result was discarded');
      }
      status.lastSuccessAt = at.toISOString();
      status.lastError = null;
      status.consecutiveFailures = 0;
      delay = next;
      return games;
    } catch (err) {
      if (!lost) {
        status.consecutiveFailures++;
        status.lastError = (err as Error).message;
        delay = policy.failureDelayMs(status.consecutiveFailures);
        // back off from the failure (a provider that timed out is not asked again at once)
        await lock.setRhythm(fence, { lastPollAt: now().getTime(), intervalMs: delay }).catch(() => {});
      }
      throw err;
    } finally {
      clearInterval(renew);
    }
  }

  async function timedScoreboard(): Promise<Game[]> {
    const started = performance.now();
    try {
      const games = await provider.scoreboard();
      onProviderPoll?.((performance.now() - started) / 1000, false);
      return games;
    } catch (err) {
      onProviderPoll?.((performance.now() - started) / 1000, true);
      throw err;
    }
  }

  // Everyone checks the lock every checkMs; the lock lives 2.5 checks or half an interval, so a live
  // leader always renews in time and a dead one is replaced well within one interval.
  const checkMs = () => leaderCheckMs ?? Math.max(250, Math.round(delay / 5));
  const lockTtlMs = () => Math.max(Math.round(delay / 2) + 250, Math.round(checkMs() * 2.5));

  /** Whether the shared lock is ours; when it cannot be asked, this replica polls alone (given a standalone lock). */
  async function lead(): Promise<boolean> {
    const alone = () => {
      status.leader = false;
      status.pollingAlone = standalone !== undefined;
    };
    // known to be down (its connection reports that): asking would only wait out the reconnection
    if (sharedLock.reachable?.() === false) alone();
    else {
      try {
        status.leader = await sharedLock.tryAcquire(lockTtlMs());
        if (status.pollingAlone) onLockBack?.();
        status.pollingAlone = false;
      } catch (err) {
        onLockError(err as Error);
        alone();
      }
    }
    return status.leader || status.pollingAlone;
  }

  async function tick() {
    if (stopped) return;
    let wait = checkMs();
    try {
      if (await lead()) {
        const due = await dueInMs();
        if (due <= 0) await pollOnce().catch(() => {});
        else wait = Math.min(due, wait);
      }
    } catch (err) {
      onLockError(err as Error); // the shared rhythm could not be read
    }
    if (!stopped) timer = setTimeout(() => void tick(), Math.max(20, wait));
  }

  return {
    start() { if (!stopped) return; stopped = false; void tick(); },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (status.leader) await sharedLock.release().catch(() => {});
      status.leader = false;
      status.pollingAlone = false;
    },
    /**
     * The stored slate; polled now if nothing is stored yet (first start), at most once per few
     * seconds so visitors cannot multiply provider calls. With nothing at all: a 503 (ApiHttpError).
     */
    async slate(): Promise<ScoresSnapshot> {
      let snap = await store.get<Game[]>(SCOREBOARD_KEY);
      if (!snap && now().getTime() - lastOnDemandAt >= Math.min(delay, 5_000)) {
        lastOnDemandAt = now().getTime();
        if (await lead()) await pollOnce().catch(() => {});
        snap = await store.get<Game[]>(SCOREBOARD_KEY);
      }
      if (!snap) throw unavailable('No live scores yet: the sports data provider is unavailable');
      // stale when the latest poll failed, or the leader stopped polling for several intervals
      const age = now().getTime() - Date.parse(snap.updatedAt);
      const stale = status.consecutiveFailures > 0 || age > Math.max(3 * delay, 60_000);
      return { games: snap.data, updatedAt: snap.updatedAt, stale };
    },
    /** POST /api/games/refresh: the leader polls now; a follower reports the shared slate. */
    async refresh(): Promise<{ polled: boolean }> {
      if (polling) return { polled: (await polling) !== null }; // share the poll under way
      if (!(await lead())) return { polled: false };
      // polled (or tried, during an outage) within the interval: that poll is the refresh, so visitors add no provider calls
      if ((await dueInMs()) > 0) return { polled: false };
      return { polled: (await pollOnce()) !== null };
    },
    status: () => ({ ...status, nextDelayMs: delay }),
    /** When a client told "unavailable" should try again: the next poll, within 1–30 s. */
    retryAfterSeconds: () => Math.min(30, Math.max(1, Math.ceil(delay / 1000))),
  };
}
export type LiveScores = ReturnType<typeof createLiveScores>;
