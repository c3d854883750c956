import type { TalkingPoint } from '@gg/contracts';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTalkApp } from './app';
import { openTalkingPointStore } from './data-access/talking-point-store';

const point = (id: string, over: Partial<TalkingPoint> = {}): TalkingPoint => ({
  id,
  category: 'trending',
  title: `Title ${id}`,
  talkingPoint: `Point ${id}`,
  context: `Context ${id}`,
  relevanceScore: 5,
  createdAt: '2025-12-07T19:00:00.000Z',
  ...over,
});

describe('talk service', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gg-talk-'));
  const file = path.join(dir, 'talk.sqlite');

  it('lists stored talking points by relevance, filtered by category, limited', async () => {
    const store = openTalkingPointStore(file);
    store.upsertMany([
      point('a', { relevanceScore: 3 }),
      point('b', { relevanceScore: 9, category: 'live_game' }),
      point('c', { relevanceScore: 7 }),
      point('expired', { relevanceScore: 10, expiresAt: '2000-01-01T00:00:00.000Z' }),
    ]);
    const app = createTalkApp({ store });
    const all = await request(app).get('/api/water-cooler-talk?limit=20').expect(200);
    expect(all.body.map((p: TalkingPoint) => p.id)).toEqual(['b', 'c', 'a']);
    const live = await request(app).get('/api/water-cooler-talk?category=live_game&limit=20').expect(200);
    expect(live.body.map((p: TalkingPoint) => p.id)).toEqual(['b']);
    const one = await request(app).get('/api/water-cooler-talk?limit=1').expect(200);
    expect(one.body).toHaveLength(1);
    store.close();
  });

  it('keeps talking points across a restart (SQLite file)', async () => {
    const reopened = openTalkingPointStore(file);
    const res = await request(createTalkApp({ store: reopened })).get('/api/water-cooler-talk').expect(200);
    expect(res.body).toHaveLength(3);
    reopened.close();
  });

  it.each([
    ['category=gossip', /Unknown category "gossip"/],
    ['limit=0', /limit must be a whole number from 1 to 50/],
    ['limit=500', /limit must be a whole number/],
    ['limit=abc', /limit must be a whole number/],
  ])('rejects %s with a clear 400', async (qs, message) => {
    const store = openTalkingPointStore(':memory:');
    const res = await request(createTalkApp({ store })).get(`/api/water-cooler-talk?${qs}`).expect(400);
    expect(res.body.error.message).toMatch(message);
    store.close();
  });
});
