/**
 * Talking points persist in SQLite (embedded default, a file under data/) so a restart serves
 * what was generated before. One table, upsert by id; expired points are kept but not listed.
 */
import type { TalkingPoint, TalkingPointCategory } from '@gg/contracts';
import { TalkingPointSchema } from '@gg/contracts';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export interface TalkingPointStore {
  list(options: { category?: TalkingPointCategory; limit: number; now?: Date }): TalkingPoint[];
  upsertMany(points: TalkingPoint[]): number;
  count(): number;
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
      expires_at = excluded.expires_at, body = excluded.body`);
  const listAll = db.prepare(`SELECT body FROM talking_points WHERE expires_at IS NULL OR expires_at > ?
    ORDER BY relevance DESC, created_at DESC LIMIT ?`);
  const listCategory = db.prepare(`SELECT body FROM talking_points WHERE category = ? AND (expires_at IS NULL OR expires_at > ?)
    ORDER BY relevance DESC, created_at DESC LIMIT ?`);
  const countAll = db.prepare('SELECT COUNT(*) AS n FROM talking_points');

  const parseRows = (rows: unknown[]) =>
    rows.flatMap((row) => {
      const parsed = TalkingPointSchema.safeParse(JSON.parse((row as { body: string }).body));
      return parsed.success ? [parsed.data] : []; // a row written by an older version is skipped, not fatal
    });

  return {
    list({ category, limit, now = new Date() }) {
      const iso = now.toISOString();
      return parseRows(category ? listCategory.all(category, iso, limit) : listAll.all(iso, limit));
    },
    upsertMany(points) {
      const run = db.transaction((items: TalkingPoint[]) => {
        for (const p of items) {
          upsert.run({ id: p.id, category: p.category, relevance: p.relevanceScore, createdAt: p.createdAt, expiresAt: p.expiresAt ?? null, body: JSON.stringify(p) });
        }
        return items.length;
      });
      return run(points);
    },
    count: () => (countAll.get() as { n: number }).n,
    close: () => db.close(),
  };
}
