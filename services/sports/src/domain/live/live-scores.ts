/**
 * The live-scores loop. Only the leader replica polls the provider (once per interval, whatever
 * the number of replicas and clients); it stores the slate and publishes what changed. Every
 * replica serves the stored slate and relays published changes to its SSE clients.
 */
import type { Game } from '@gg/contracts';
import type { LeaderLock } from '../../data-access/live/leader-lock';
import type { LiveBus } from '../../data-access/live/bus';
import type { SportsProvider } from '../../data-access/providers/provider';
import type { SnapshotStore } from '../../data-access/store/snapshot-store';
import { diffGames } from './changes';

export const SCOREBOARD_KEY = 'scoreboard';
export const LIVE_EVENT = 'game';

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
}

export interface PollStatus { leader: boolean; lastSuccessAt: string | null; lastError: string | null; consecutiveFailures: number; polls: number }

export function createLiveScores({ provider, store, bus, lock, policy, now = () => new Date(), leaderCheckMs }: LiveScoresDeps) {
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let delay = 1000;
  const status: PollStatus = { leader: false, lastSuccessAt: null, lastError: null, consecutiveFailures: 0, polls: 0 };

  async function pollOnce(): Promise<Game[]> {
    const previous = await store.get<Game[]>(SCOREBOARD_KEY);
    status.polls++;
    try {
      const games = await provider.scoreboard();
      const at = now();
      await store.put(SCOREBOARD_KEY, games, at);
      await lock.setLastPollAt(at.getTime());
      for (const change of diffGames(previous?.data ?? null, games)) await bus.publish(LIVE_EVENT, { ...change, at: at.toISOString() });
      status.lastSuccessAt = at.toISOString();
      status.lastError = null;
      status.consecutiveFailures = 0;
      delay = policy.nextDelayMs(games, at);
      return games;
    } catch (err) {
      status.consecutiveFailures++;
      status.lastError = (err as Error).message;
      delay = policy.failureDelayMs(status.consecutiveFailures);
      await lock.setLastPollAt(now().getTime());
      throw err;
    }
  }

  // Everyone checks the lock every checkMs; the lock lives 2.5 checks or half an interval, so a live
  // leader always renews in time and a dead one is replaced well within one interval.
  const checkMs = () => leaderCheckMs ?? Math.max(250, Math.round(delay / 5));
  const lockTtlMs = () => Math.max(Math.round(delay / 2) + 250, Math.round(checkMs() * 2.5));

  async function tick() {
    if (stopped) return;
    let wait = checkMs();
    try {
      status.leader = await lock.tryAcquire(lockTtlMs());
      if (status.leader) {
        const last = await lock.lastPollAt();
        const due = last === null ? 0 : last + delay - now().getTime();
        if (due <= 0) await pollOnce().catch(() => {});
        else wait = Math.min(due, wait);
      }
    } catch (err) {
      console.error('live scores: tick failed', (err as Error).message);
    }
    if (!stopped) timer = setTimeout(() => void tick(), Math.max(20, wait));
  }

  return {
    start() { if (!stopped) return; stopped = false; void tick(); },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (status.leader) await lock.release().catch(() => {});
      status.leader = false;
    },
    /** The stored slate; polled now if nothing is stored yet (first start). */
    async slate(): Promise<{ games: Game[]; updatedAt: string; stale: boolean }> {
      let snap = await store.get<Game[]>(SCOREBOARD_KEY);
      if (!snap) {
        await pollOnce().catch(() => {});
        snap = await store.get<Game[]>(SCOREBOARD_KEY);
      }
      if (!snap) throw new Error('no scoreboard yet');
      // stale when the latest poll failed, or the leader stopped polling for several intervals
      const age = now().getTime() - Date.parse(snap.updatedAt);
      const stale = status.consecutiveFailures > 0 || age > Math.max(3 * delay, 60_000);
      return { games: snap.data, updatedAt: snap.updatedAt, stale };
    },
    /** POST /api/games/refresh: the leader polls now; a follower reports the shared slate. */
    async refresh(): Promise<{ polled: boolean }> {
      if (!(await lock.tryAcquire(lockTtlMs()))) return { polled: false };
      await pollOnce();
      return { polled: true };
    },
    status: () => ({ ...status, nextDelayMs: delay }),
  };
}
export type LiveScores = ReturnType<typeof createLiveScores>;
