/**
 * The Redis snapshot store's copy in memory: what a replica answers from while Redis is down, and
 * after Redis comes back empty (restarted without its data), until the key is written again.
 * Redis is a small in-memory stand-in with the calls the store makes.
 */
import type { Redis } from 'ioredis';
import { redisSnapshotStore } from './snapshot-store';

function fakeRedis() {
  const data = new Map<string, string>();
  const fake = {
    status: 'ready' as string,
    data,
    async get(key: string) {
      if (fake.status !== 'ready') throw new Error('Connection is closed.');
      return data.get(key) ?? null;
    },
    async set(key: string, value: string) {
      if (fake.status !== 'ready') throw new Error('Connection is closed.');
      data.set(key, value);
      return 'OK';
    },
  };
  return fake;
}

describe('redisSnapshotStore', () => {
  it('answers from memory while Redis is down', async () => {
    const redis = fakeRedis();
    const store = redisSnapshotStore(redis as unknown as Redis);
    await store.put('scoreboard', [{ id: '1', homeScore: 7 }], new Date('2025-01-05T18:00:00Z'));
    redis.status = 'reconnecting';
    expect(await store.get('scoreboard')).toEqual({ data: [{ id: '1', homeScore: 7 }], updatedAt: '2025-01-05T18:00:00.000Z' });
  });

  it('answers the copy in memory when Redis comes back empty, until the key is written again', async () => {
    const redis = fakeRedis();
    const store = redisSnapshotStore(redis as unknown as Redis);
    await store.put('scoreboard', [{ id: '1', homeScore: 7 }], new Date('2025-01-05T18:00:00Z'));
    redis.status = 'reconnecting';
    redis.data.clear(); // restarted without its data
    redis.status = 'ready';
    expect(await store.get('scoreboard')).toEqual({ data: [{ id: '1', homeScore: 7 }], updatedAt: '2025-01-05T18:00:00.000Z' });
    // written by another replica (the poller): Redis is the truth again
    redis.data.set('gg:snapshot:scoreboard', JSON.stringify({ data: [{ id: '1', homeScore: 14 }], updatedAt: '2025-01-05T18:05:00.000Z' }));
    expect((await store.get<Array<{ homeScore: number }>>('scoreboard'))?.data[0]?.homeScore).toBe(14);
  });

  it('has nothing for a key neither Redis nor this replica ever had', async () => {
    const store = redisSnapshotStore(fakeRedis() as unknown as Redis);
    expect(await store.get('roster:12')).toBeNull();
  });
});
