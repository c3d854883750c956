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

export interface SnapshotStore {
  get<T>(key: string): Promise<Snapshot<T> | null>;
  put<T>(key: string, data: T, updatedAt?: Date): Promise<void>;
  close(): Promise<void>;
}

export function openSqliteSnapshotStore(file: string): SnapshotStore {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS snapshots (key TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL)');
  const read = db.prepare('SELECT body, updated_at AS updatedAt FROM snapshots WHERE key = ?');
  const write = db.prepare(`INSERT INTO snapshots (key, body, updated_at) VALUES (?, ?, ?)
    ON CONFLICT(key) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at`);
  return {
    async get<T>(key: string) {
      const row = read.get(key) as { body: string; updatedAt: string } | undefined;
      return row ? { data: JSON.parse(row.body) as T, updatedAt: row.updatedAt } : null;
    },
    async put(key, data, updatedAt = new Date()) {
      write.run(key, JSON.stringify(data), updatedAt.toISOString());
    },
    async close() { db.close(); },
  };
}

/** How many snapshots a replica keeps in memory to answer from while Redis is unreachable. */
export const REDIS_FALLBACK_ENTRIES = 500;

/**
 * Redis, shared by every replica, plus an in-memory copy of the last snapshots this replica read or
 * wrote (bounded, oldest dropped first), so a replica keeps serving what it has while Redis is down
 * and after it comes back without its data.
 */
export function redisSnapshotStore(redis: Redis, prefix = 'gg:snapshot:', fallbackEntries = REDIS_FALLBACK_ENTRIES): SnapshotStore {
  const recent = new Map<string, Snapshot>();
  // lost after being up (not still connecting at boot, when the offline queue is the right place)
  const down = () => redis.status === 'reconnecting' || redis.status === 'close' || redis.status === 'end';
  const remember = (key: string, snap: Snapshot) => {
    recent.delete(key);
    recent.set(key, snap);
    while (recent.size > fallbackEntries) recent.delete(recent.keys().next().value as string);
  };
  return {
    async get<T>(key: string) {
      // while the connection is down, answer at once from memory rather than wait out its retries
      if (down() && recent.has(key)) return recent.get(key) as Snapshot<T>;
      let raw: string | null;
      try {
        raw = await redis.get(prefix + key);
      } catch (err) {
        const last = recent.get(key);
        if (last) return last as Snapshot<T>;
        throw err;
      }
      // Redis restarted empty (it keeps no data across a restart): what this replica last had is
      // still the last good answer, and the poller diffs its first slate against it
      if (!raw) return (recent.get(key) as Snapshot<T> | undefined) ?? null;
      const snap = JSON.parse(raw) as Snapshot<T>;
      remember(key, snap);
      return snap;
    },
    async put(key, data, updatedAt = new Date()) {
      const snap = { data, updatedAt: updatedAt.toISOString() };
      remember(key, snap);
      if (down()) return; // kept here; Redis gets the next one
      await redis.set(prefix + key, JSON.stringify(snap));
    },
    async close() { /* the connection is owned by the caller */ },
  };
}
