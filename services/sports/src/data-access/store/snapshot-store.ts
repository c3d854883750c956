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

export function redisSnapshotStore(redis: Redis, prefix = 'gg:snapshot:'): SnapshotStore {
  return {
    async get<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw ? (JSON.parse(raw) as Snapshot<T>) : null;
    },
    async put(key, data, updatedAt = new Date()) {
      await redis.set(prefix + key, JSON.stringify({ data, updatedAt: updatedAt.toISOString() }));
    },
    async close() { /* the connection is owned by the caller */ },
  };
}
