/**
 * Who polls the provider. One process: always this one. With Redis: the replica holding
 * `gg:poller-lock` (SET NX PX); it renews while alive, and when it dies the key expires and another
 * replica takes it. The last poll time is shared so a new leader keeps the same rhythm.
 */
import type { Redis } from 'ioredis';

export interface LeaderLock {
  /** Take or keep the lock; true while this replica is the leader. */
  tryAcquire(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
  lastPollAt(): Promise<number | null>;
  setLastPollAt(ms: number): Promise<void>;
}

export function createLocalLock(): LeaderLock {
  let last: number | null = null;
  return {
    async tryAcquire() { return true; },
    async release() {},
    async lastPollAt() { return last; },
    async setLastPollAt(ms) { last = ms; },
  };
}

// Renew only if we still own it (compare-and-set), otherwise take it if free.
const ACQUIRE = `
local v = redis.call('GET', KEYS[1])
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function createRedisLock(redis: Redis, replicaId: string, key = 'gg:poller-lock'): LeaderLock {
  return {
    async tryAcquire(ttlMs) {
      return (await redis.eval(ACQUIRE, 1, key, replicaId, String(Math.max(1, Math.round(ttlMs))))) === 1;
    },
    async release() { await redis.eval(RELEASE, 1, key, replicaId); },
    async lastPollAt() {
      const v = await redis.get(`${key}:last-poll`);
      return v ? Number(v) : null;
    },
    async setLastPollAt(ms) { await redis.set(`${key}:last-poll`, String(ms)); },
  };
}
