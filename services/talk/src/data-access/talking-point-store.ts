/**
 * Talking points persist in SQLite (embedded default, a file under data/) so a restart serves
 * what was generated before. One table, upsert by id (ids are deterministic, so generating again
 * updates a point instead of adding a duplicate); expired points are kept a while but not listed.
 */
import type { TalkingPoint, TalkingPointCategory } from '@gg/contracts';
import { TalkingPointSchema } from '@gg/contracts';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface TalkingPointStore {
  list(options: { category?: TalkingPointCategory; limit: number; now?: Date }): TalkingPoint[];
  /** The stored points with these ids, expired or not. */
  getMany(ids: string[]): Map<string, TalkingPoint>;
  /** Writes new and changed points; an identical point is left alone. Returns how many were written. */
  upsertMany(points: TalkingPoint[]): number;
  /** Ends these points at `at` (those already over by then are left as they are). Returns how many. */
  expire(ids: string[], at: Date): number;
  /** Forgets points that expired before `before`. */
  purgeExpired(before: Date): number;
  count(now?: Date): number;
  close(): void;
}

export function openTalkingPointStore(file: string): TalkingPointStore {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE IF NOT EXISTS talking_points (
    id TEXT PRIMARY KEY,
    category TEXT NOT NULL,
    relevance REAL NOT NULL,
    created_at TEXT NOT NULL,
    expires_at TEXT,
    body TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS talking_points_rank ON talking_points (category, relevance DESC, created_at DESC);`);

  const upsert = db.prepare(`INSERT INTO talking_points (id, category, relevance, created_at, expires_at, body)
    VALUES (@id, @category, @relevance, @createdAt, @expiresAt, @body)
    ON CONFLICT(id) DO UPDATE SET category = excluded.category, relevance = excluded.relevance,
      created_at = excluded.created_at, expires_at = excluded.expires_at, body = excluded.body
    WHERE talking_points.body IS NOT excluded.body`);
  const listAll = db.prepare(`SELECT body FROM talking_points WHERE expires_at IS NULL OR expires_at > ?
    ORDER BY relevance DESC, created_at DESC LIMIT ?`);
  const listCategory = db.prepare(`SELECT body FROM talking_points WHERE category = ? AND (expires_at IS NULL OR expires_at > ?)
    ORDER BY relevance DESC, created_at DESC LIMIT ?`);
  const getOne = db.prepare('SELECT body FROM talking_points WHERE id = ?');
  const expireOne = db.prepare(`UPDATE talking_points SET expires_at = @at, body = json_set(body, '$.expiresAt', @at)
    WHERE id = @id AND (expires_at IS NULL OR expires_at > @at)`);
  const purge = db.prepare('DELETE FROM talking_points WHERE expires_at IS NOT NULL AND expires_at < ?');
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM talking_points WHERE expires_at IS NULL OR expires_at > ?');

  const parseBody = (row: unknown): TalkingPoint | null => {
    try {
      const parsed = TalkingPointSchema.safeParse(JSON.parse((row as { body: string }).body));
      return parsed.success ? parsed.data : null; // a row written by an older version is skipped, not fatal
    } catch {
      return null;
    }
  };
  const parseRows = (rows: unknown[]) => rows.flatMap((row) => parseBody(row) ?? []);

  return {
    list({ category, limit, now = new Date() }) {
      const iso = now.toISOString();
      return parseRows(category ? listCategory.all(category, iso, limit) : listAll.all(iso, limit));
    },
    getMany(ids) {
      const out = new Map<string, TalkingPoint>();
      for (const id of ids) {
        const point = parseBody(getOne.get(id));
        if (point) out.set(id, point);
      }
      return out;
    },
    upsertMany(points) {
      const run = db.transaction((items: TalkingPoint[]) => {
        let written = 0;
        for (const p of items) {
          written += upsert.run({ id: p.id, category: p.category, relevance: p.relevanceScore, createdAt: p.createdAt, expiresAt: p.expiresAt ?? null, body: JSON.stringify(p) }).changes;
        }
        return written;
      });
      return run(points);
    },
    expire(ids, at) {
      const iso = at.toISOString();
      const run = db.transaction((list: string[]) => list.reduce((n, id) => n + expireOne.run({ id, at: iso }).changes, 0));
      return run(ids);
    },
    purgeExpired: (before) => purge.run(before.toISOString()).changes,
    count: (now = new Date()) => (countAll.get(now.toISOString()) as { n: number }).n,
    close: () => db.close(),
  };
}
