/**
 * Last good provider answers, by key ("scoreboard", "teams", "roster:12", …), so the service can
 * answer at once after a restart and serve the last data (marked stale) while the provider is down.
 * Embedded default: a SQLite file under data/. With REDIS_URL: Redis, shared by every replica.
 */
import Database from 'better-sqlite3';
import type { Redis } from 'ioredis';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface Snapshot<T = unknown> {
  data: T;
  /** When the provider last answered successfully. */
  updatedAt: string;
}

/**
 * How a snapshot is kept. 'always': the league's and the teams' own data, a fixed set of keys
 * (the slate, the teams, each team's lists). 'bounded': keyed by what a visitor asked for (a
 * player's stats for a season, a game's detail, a list that came back empty), of which there can
 * be as many as visitors care to ask for: each expires, and past a budget the oldest go first.
 */
export type Keep = 'always' | 'bounded';

export interface BoundedSnapshots {
  /** How long a bounded snapshot is kept after it was written (the last good answer while the provider is down). */
  ttlMs: number;
  maxEntries: number;
  /** Their bodies' bytes together. */
  maxBytes: number;
}

export const DEFAULT_BOUNDED: BoundedSnapshots = { ttlMs: 48 * 60 * 60_000, maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

export interface SnapshotStoreOptions {
  bounded?: BoundedSnapshots;
  /** The clock for expiry (tests move it). */
  now?: () => number;
}

export interface SnapshotStore {
  get<T>(key: string): Promise<Snapshot<T> | null>;
  put<T>(key: string, data: T, updatedAt?: Date, keep?: Keep): Promise<void>;
  close(): Promise<void>;
}

export function openSqliteSnapshotStore(file: string, { bounded = DEFAULT_BOUNDED, now = Date.now }: SnapshotStoreOptions = {}): SnapshotStore {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS snapshots (key TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL)');
  // files from before bounded snapshots: every row in them is kept, as it was
  const columns = new Set((db.prepare('PRAGMA table_info(snapshots)').all() as Array<{ name: string }>).map((c) => c.name));
  if (!columns.has('expires_at')) db.exec('ALTER TABLE snapshots ADD COLUMN expires_at INTEGER'); // ms; NULL: kept
  if (!columns.has('bytes')) db.exec('ALTER TABLE snapshots ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0');
  // the expiry is the write time plus one fixed TTL, so it orders the bounded rows oldest first too
  db.exec('CREATE INDEX IF NOT EXISTS snapshots_expiry ON snapshots (expires_at) WHERE expires_at IS NOT NULL');
  const read = db.prepare('SELECT body, updated_at AS updatedAt, expires_at AS expiresAt FROM snapshots WHERE key = ?');
  const meta = db.prepare('SELECT bytes, expires_at AS expiresAt FROM snapshots WHERE key = ?');
  const write = db.prepare(`INSERT INTO snapshots (key, body, updated_at, expires_at, bytes) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT(key) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at, expires_at = excluded.expires_at, bytes = excluded.bytes`);
  const remove = db.prepare('DELETE FROM snapshots WHERE key = ?');
  const expired = db.prepare('DELETE FROM snapshots WHERE expires_at IS NOT NULL AND expires_at <= ? RETURNING bytes');
  const oldest = db.prepare('SELECT key, bytes FROM snapshots WHERE expires_at IS NOT NULL ORDER BY expires_at, key LIMIT 64');
  const totals = db.prepare('SELECT count(*) AS entries, coalesce(sum(bytes), 0) AS bytes FROM snapshots WHERE expires_at IS NOT NULL');

  // the bounded rows' count and bytes, kept here rather than counted on every write
  const held = totals.get() as { entries: number; bytes: number };
  const forget = (bytes: number) => { held.entries--; held.bytes -= bytes; };

  const put = db.transaction((key: string, body: string, updatedAt: string, keep: Keep) => {
    const t = now();
    const bytes = Buffer.byteLength(body);
    const old = meta.get(key) as { bytes: number; expiresAt: number | null } | undefined;
    if (old && old.expiresAt !== null) forget(old.bytes);
    write.run(key, body, updatedAt, keep === 'bounded' ? t + bounded.ttlMs : null, bytes);
    if (keep === 'always') return;
    held.entries++;
    held.bytes += bytes;
    for (const row of expired.all(t) as Array<{ bytes: number }>) forget(row.bytes);
    while (held.entries > bounded.maxEntries || held.bytes > bounded.maxBytes) {
      const batch = oldest.all() as Array<{ key: string; bytes: number }>;
      if (batch.length === 0) break;
      for (const row of batch) {
        if (held.entries <= bounded.maxEntries && held.bytes <= bounded.maxBytes) break;
        remove.run(row.key);
        forget(row.bytes);
      }
    }
  });
  return {
    async get<T>(key: string) {
      const row = read.get(key) as { body: string; updatedAt: string; expiresAt: number | null } | undefined;
      if (!row) return null;
      if (row.expiresAt !== null && row.expiresAt <= now()) {
        const gone = meta.get(key) as { bytes: number } | undefined;
        remove.run(key);
        if (gone) forget(gone.bytes);
        return null;
      }
      return { data: JSON.parse(row.body) as T, updatedAt: row.updatedAt };
    },
    async put(key, data, updatedAt = new Date(), keep = 'always') {
      put(key, JSON.stringify(data), updatedAt.toISOString(), keep);
    },
    async close() { db.close(); },
  };
}

/** How many snapshots a replica keeps in memory to answer from while Redis is unreachable. */
export const REDIS_FALLBACK_ENTRIES = 500;

// KEYS: index (sorted by expiry), sizes (hash), total bytes. ARGV: the snapshot's key, its JSON,
// TTL ms, expiry ms, now ms, max entries, max bytes, its bytes. The keys written and dropped are
// the store's own, under one prefix (this runs on one Redis, not a cluster).
const PUT_BOUNDED = `
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then redis.call('DECRBY', KEYS[3], old) end
redis.call('SET', ARGV[1], ARGV[2], 'PX', ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[8])
redis.call('INCRBY', KEYS[3], ARGV[8])
local function drop(k)
  local b = redis.call('HGET', KEYS[2], k)
  if b then redis.call('DECRBY', KEYS[3], b) end
  redis.call('HDEL', KEYS[2], k)
  redis.call('ZREM', KEYS[1], k)
end
-- expired ones have left by themselves: forget them
for _, k in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[5])) do drop(k) end
-- past the budget the oldest go
while redis.call('ZCARD', KEYS[1]) > tonumber(ARGV[6]) or tonumber(redis.call('GET', KEYS[3]) or '0') > tonumber(ARGV[7]) do
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
  if not oldest then break end
  drop(oldest)
  redis.call('DEL', oldest)
end
return 1`;
// KEYS: index, sizes, total bytes. ARGV: the snapshot's key, its JSON. Kept for good: out of the budget, no TTL.
const PUT_ALWAYS = `
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then
  redis.call('DECRBY', KEYS[3], old)
  redis.call('HDEL', KEYS[2], ARGV[1])
  redis.call('ZREM', KEYS[1], ARGV[1])
end
redis.call('SET', ARGV[1], ARGV[2])
return 1`;

/** A snapshot as stored in Redis: a bounded one says when it expires, so a replica's copy in memory expires with it. */
type StoredSnapshot = Snapshot & { expiresAt?: number };

/**
 * Redis, shared by every replica, plus an in-memory copy of the last snapshots this replica read or
 * wrote (bounded, oldest dropped first), so a replica keeps serving what it has while Redis is down
 * and after it comes back without its data. Bounded snapshots get a TTL, and an index (under
 * `<prefix>bounded:`) holds them within the budget.
 */
export interface RedisSnapshotStoreOptions extends SnapshotStoreOptions {
  prefix?: string;
  fallbackEntries?: number;
  /** Whether the connection can be used now; by default, its status. */
  reachable?: () => boolean;
  /**
   * A write Redis refused or did not answer (out of memory, a read-only replica, an outage): the
   * snapshot is kept in memory and answered here, so the caller goes on; by default it fails.
   */
  onError?: (err: Error) => void;
}

export function redisSnapshotStore(redis: Redis, { prefix = 'gg:snapshot:', fallbackEntries = REDIS_FALLBACK_ENTRIES, bounded = DEFAULT_BOUNDED, now = Date.now, reachable, onError = (err) => { throw err; } }: RedisSnapshotStoreOptions = {}): SnapshotStore {
  const recent = new Map<string, StoredSnapshot>();
  const index = [`${prefix}bounded:index`, `${prefix}bounded:bytes`, `${prefix}bounded:total`];
  // lost after being up (not still connecting at boot, when the offline queue is the right place)
  const down = reachable ? () => !reachable() : () => redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';
  const remember = (key: string, snap: StoredSnapshot) => {
    recent.delete(key);
    recent.set(key, snap);
    while (recent.size > fallbackEntries) recent.delete(recent.keys().next().value as string);
  };
  const answer = <T>(snap: StoredSnapshot | undefined): Snapshot<T> | null => {
    if (!snap || (snap.expiresAt !== undefined && snap.expiresAt <= now())) return null;
    return { data: snap.data as T, updatedAt: snap.updatedAt };
  };
  return {
    async get<T>(key: string) {
      // While Redis cannot be reached, what this replica has is all it knows: answered at once
      // rather than after the connection's retries, and nothing where it has nothing, so the
      // caller asks the provider (the connection reports the outage itself).
      if (down()) return answer<T>(recent.get(key));
      let raw: string | null;
      try {
        raw = await redis.get(prefix + key);
      } catch {
        return answer<T>(recent.get(key));
      }
      // Redis restarted empty (it keeps no data across a restart): what this replica last had is
      // still the last good answer, and the poller diffs its first slate against it
      if (!raw) return answer<T>(recent.get(key));
      const snap = JSON.parse(raw) as StoredSnapshot;
      // Redis back with what it had before an outage this replica fetched through: ours is newer
      // (a fan never sees the score step back), until the poller writes a newer one
      const mine = recent.get(key);
      if (mine && mine.updatedAt > snap.updatedAt) return answer<T>(mine);
      remember(key, snap);
      return answer<T>(snap);
    },
    async put(key, data, updatedAt = new Date(), keep = 'always') {
      const t = now();
      const snap: StoredSnapshot = { data, updatedAt: updatedAt.toISOString(), ...(keep === 'bounded' ? { expiresAt: t + bounded.ttlMs } : {}) };
      remember(key, snap);
      if (down()) return; // kept here; Redis gets the next one
      const json = JSON.stringify(snap);
      try {
        if (keep === 'always') await redis.eval(PUT_ALWAYS, 3, ...index, prefix + key, json);
        else {
          await redis.eval(PUT_BOUNDED, 3, ...index, prefix + key, json, String(bounded.ttlMs), String(t + bounded.ttlMs), String(t),
            String(bounded.maxEntries), String(bounded.maxBytes), String(Buffer.byteLength(json)));
        }
      } catch (err) {
        onError(err as Error);
      }
    },
    async close() { /* the connection is owned by the caller */ },
  };
}
