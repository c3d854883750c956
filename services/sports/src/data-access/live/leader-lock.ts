/**
 * Who polls the provider. One process: always this one. With Redis: the replica holding
 * `gg:poller-lock` (SET NX PX); it renews while alive (also during a slow poll), and when it dies
 * the key expires and another replica takes it.
 *
 * Rhythm: a poll claims its interval before it calls the provider (one Lua script: only while the
 * lock holds its token, and only once the interval since the last claimed poll has passed), and
 * its commit records the interval it chose for the next one. Both are shared, so a poll that is
 * fenced out later still counts and a new leader keeps the same interval and the same beat.
 *
 * Fencing: every acquisition takes a new number from a counter (the lock's value is
 * `<replica>:<n>`). A poll's results are committed by one Lua script that stores the slate, records
 * the next interval and appends the events only if the lock still holds that very value and no
 * higher number has written the slate, so a leader that lost its lease mid-poll can neither store nor
 * publish what it fetched.
 */
import type { Redis } from 'ioredis';
import { BUS_HISTORY } from './bus';

export interface PollCommit {
  /** Snapshot key of the slate, its data and when it was fetched. */
  key: string;
  data: unknown;
  at: Date;
  /** The interval the poll chose before the next one, counted from its claim. */
  intervalMs: number;
  /** Live events to publish, in order. */
  events: Array<{ type: string; data: unknown }>;
}

export interface LeaderLock {
  /** Take or keep the lock; true while this replica is the leader. */
  tryAcquire(ttlMs: number): Promise<boolean>;
  /** Extend the lease only if this replica still holds it (never takes a free lock); false when lost. */
  renew(ttlMs: number): Promise<boolean>;
  release(): Promise<void>;
  /** The shared rhythm: the next poll is due `intervalMs` after `lastPollAt` (null: none recorded). */
  rhythm(): Promise<PollRhythm>;
  /** Moves the rhythm's last poll (unfenced; for tools and tests). */
  setLastPollAt(ms: number): Promise<void>;
  /**
   * Takes the interval for a poll about to call the provider: records `ms` as the last poll and
   * answers true only if `fence` still holds the lock and the interval since the last recorded poll
   * has passed (`fallbackIntervalMs` when none was recorded). Atomic, so two replicas never both
   * take one interval.
   */
  claimPoll(fence: string, ms: number, fallbackIntervalMs: number): Promise<boolean>;
  /** Records the rhythm after a poll (a failure backs off from its own time); only while `fence` holds the lock. */
  setRhythm(fence: string, rhythm: { lastPollAt?: number; intervalMs: number }): Promise<boolean>;
  /** The current leadership's fence (null when not the leader). */
  fence(): string | null;
  /**
   * Stores, records and publishes a poll atomically if `fence` is still the lock's owner; false when
   * refused. Without it (one process, one poller) the caller writes the store and bus itself.
   */
  commit?(fence: string, poll: PollCommit): Promise<boolean>;
  /** False while the lock's store is known to be unreachable (a call would only wait out its reconnection). */
  reachable?(): boolean;
}

export interface PollRhythm { lastPollAt: number | null; intervalMs: number | null }

export function createLocalLock(): LeaderLock {
  let last: number | null = null;
  let interval: number | null = null;
  return {
    async tryAcquire() { return true; },
    async renew() { return true; },
    async release() {},
    async rhythm() { return { lastPollAt: last, intervalMs: interval }; },
    async setLastPollAt(ms) { last = ms; },
    async claimPoll(_fence, ms, fallbackIntervalMs) {
      if (last !== null && ms - last < (interval ?? fallbackIntervalMs)) return false;
      last = ms;
      return true;
    },
    async setRhythm(_fence, rhythm) {
      if (rhythm.lastPollAt !== undefined) last = rhythm.lastPollAt;
      interval = rhythm.intervalMs;
      return true;
    },
    fence: () => 'local',
  };
}

// Renew only if we still own it (compare-and-set), otherwise take it if free with a new fence number.
const ACQUIRE = `
local v = redis.call('GET', KEYS[1])
if v and v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[3]) return v end
if not v then
  local n = redis.call('INCR', KEYS[2])
  local token = ARGV[2] .. ':' .. n
  redis.call('SET', KEYS[1], token, 'PX', ARGV[3])
  return token
end
return false`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
// KEYS: lock, last poll, interval. ARGV: token, now ms, interval when none is recorded.
// A clock behind the recorded poll reads as "not yet", so a skewed replica waits rather than polls.
const CLAIM = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local last = tonumber(redis.call('GET', KEYS[2]) or '')
local every = tonumber(redis.call('GET', KEYS[3]) or '') or tonumber(ARGV[3])
if last and tonumber(ARGV[2]) - last < every then return 0 end
redis.call('SET', KEYS[2], ARGV[2])
return 1`;
// KEYS: lock, last poll, interval. ARGV: token, interval ms, last poll ms (optional).
const RHYTHM = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[3], ARGV[2])
if ARGV[3] then redis.call('SET', KEYS[2], ARGV[3]) end
return 1`;
// KEYS: lock, slate fence, slate snapshot, interval, stream. ARGV: token, snapshot JSON, next interval ms, history, then type/data pairs.
const COMMIT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local n = tonumber(string.match(ARGV[1], ':(%d+)$'))
local written = tonumber(redis.call('GET', KEYS[2]) or '0')
if n < written then return 0 end
redis.call('SET', KEYS[2], n)
redis.call('SET', KEYS[3], ARGV[2])
redis.call('SET', KEYS[4], ARGV[3])
for i = 5, #ARGV, 2 do
  redis.call('XADD', KEYS[5], 'MAXLEN', '~', ARGV[4], '*', 'type', ARGV[i], 'data', ARGV[i + 1])
end
return 1`;

export interface RedisLockOptions {
  key?: string;
  /** Where the snapshot store and the bus keep their data (see redisSnapshotStore, createRedisBus). */
  snapshotPrefix?: string;
  stream?: string;
  history?: number;
  /** Whether the connection can be used now (see LeaderLock.reachable); by default, its status. */
  reachable?: () => boolean;
}

export function createRedisLock(redis: Redis, replicaId: string, { key = 'gg:poller-lock', snapshotPrefix = 'gg:snapshot:', stream = 'gg:live', history = BUS_HISTORY, reachable = () => !['reconnecting', 'close', 'end'].includes(redis.status) }: RedisLockOptions = {}): LeaderLock {
  let token: string | null = null;
  const lastPollKey = `${key}:last-poll`;
  const intervalKey = `${key}:interval`;
  return {
    async tryAcquire(ttlMs) {
      const held = (await redis.eval(ACQUIRE, 2, key, `${key}:fence`, token ?? '', replicaId, String(Math.max(1, Math.round(ttlMs))))) as string | null;
      token = held ?? null;
      return token !== null;
    },
    async renew(ttlMs) {
      const held = token !== null && (await redis.eval(RENEW, 1, key, token, String(Math.max(1, Math.round(ttlMs))))) === 1;
      if (!held) token = null;
      return held;
    },
    async release() {
      if (token) await redis.eval(RELEASE, 1, key, token);
      token = null;
    },
    async rhythm() {
      const [last, interval] = await redis.mget(lastPollKey, intervalKey);
      return { lastPollAt: last ? Number(last) : null, intervalMs: interval ? Number(interval) : null };
    },
    async setLastPollAt(ms) { await redis.set(lastPollKey, String(ms)); },
    async claimPoll(fence, ms, fallbackIntervalMs) {
      return (await redis.eval(CLAIM, 3, key, lastPollKey, intervalKey, fence, String(ms), String(fallbackIntervalMs))) === 1;
    },
    async setRhythm(fence, { lastPollAt, intervalMs }) {
      const args = [fence, String(intervalMs), ...(lastPollAt === undefined ? [] : [String(lastPollAt)])];
      return (await redis.eval(RHYTHM, 3, key, lastPollKey, intervalKey, ...args)) === 1;
    },
    fence: () => token,
    reachable,
    async commit(fence, { key: snapshotKey, data, at, intervalMs, events }) {
      const args = [fence, JSON.stringify({ data, updatedAt: at.toISOString() }), String(intervalMs), String(history)];
      for (const e of events) args.push(e.type, JSON.stringify(e.data));
      const keys = [key, `${snapshotPrefix}${snapshotKey}:fence`, `${snapshotPrefix}${snapshotKey}`, intervalKey, stream];
      return (await redis.eval(COMMIT, keys.length, ...keys, ...args)) === 1;
    },
  };
}
