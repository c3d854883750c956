import type { TalkingPoint } from '@gg/contracts';
import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTalkingPointStore } from './talking-point-store';

const point = (id: string, over: Partial<TalkingPoint> = {}): TalkingPoint => ({
  id,
  category: 'trending',
  title: `Title ${id}`,
  talkingPoint: `Point ${id}`,
  context: `Context ${id}`,
  relevanceScore: 5,
  createdAt: '2026-11-22T12:00:00.000Z',
  expiresAt: '2026-11-29T12:00:00.000Z',
  ...over,
});
const NOW = new Date('2026-11-22T13:00:00.000Z');

describe('talking point store (SQLite)', () => {
  it('lists unexpired points by relevance, by category, limited', () => {
    const store = openTalkingPointStore(':memory:');
    store.upsertMany([
      point('a', { relevanceScore: 3 }),
      point('b', { relevanceScore: 9, category: 'live_game' }),
      point('c', { relevanceScore: 7, expiresAt: undefined }),
      point('gone', { relevanceScore: 10, expiresAt: '2026-11-22T12:59:59.999Z' }),
    ]);
    expect(store.list({ limit: 20, now: NOW }).map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(store.list({ category: 'live_game', limit: 20, now: NOW }).map((p) => p.id)).toEqual(['b']);
    expect(store.list({ limit: 1, now: NOW })).toHaveLength(1);
    expect(store.count(NOW)).toBe(3);
    store.close();
  });

  it('updates a point in place by id, and leaves an identical one alone', () => {
    const store = openTalkingPointStore(':memory:');
    expect(store.upsertMany([point('a'), point('b')])).toBe(2);
    expect(store.upsertMany([point('a'), point('b')])).toBe(0);
    expect(store.upsertMany([point('a', { relevanceScore: 8, title: 'New' }), point('b')])).toBe(1);
    expect(store.list({ limit: 20, now: NOW })).toEqual([point('a', { relevanceScore: 8, title: 'New' }), point('b')]);
    store.close();
  });

  it('ends points at a time (in the column and the body); one already over stays as it was', () => {
    const store = openTalkingPointStore(':memory:');
    store.upsertMany([point('live'), point('over', { expiresAt: '2026-11-22T12:30:00.000Z' })]);
    expect(store.expire(['live', 'over', 'unknown'], NOW)).toBe(1);
    expect(store.list({ limit: 20, now: NOW })).toEqual([]);
    expect(store.getMany(['live', 'over', 'unknown'])).toEqual(new Map([
      ['live', point('live', { expiresAt: NOW.toISOString() })],
      ['over', point('over', { expiresAt: '2026-11-22T12:30:00.000Z' })],
    ]));
    expect(store.purgeExpired(new Date('2026-11-22T12:45:00.000Z'))).toBe(1);
    expect([...store.getMany(['live', 'over']).keys()]).toEqual(['live']);
    store.close();
  });

  it('keeps points across a restart, and skips a row it cannot read', () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gg-talk-store-')), 'talk.sqlite');
    const first = openTalkingPointStore(file);
    first.upsertMany([point('a'), point('b', { relevanceScore: 9 })]);
    first.close();
    const raw = new Database(file);
    raw.prepare("INSERT INTO talking_points (id, category, relevance, created_at, expires_at, body) VALUES ('old', 'trending', 10, 'x', NULL, '{\"not\":\"a point\"}')").run();
    raw.close();
    const reopened = openTalkingPointStore(file);
    expect(reopened.list({ limit: 20, now: NOW }).map((p) => p.id)).toEqual(['b', 'a']);
    reopened.close();
  });
});
