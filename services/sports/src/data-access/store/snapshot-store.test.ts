/**
 * The snapshot stores. The Redis store's copy in memory: what a replica answers from while Redis
 * is down, and after Redis comes back empty (restarted without its data), until the key is
 * written again (Redis a small in-memory stand-in with the calls the store makes). Bounded
 * snapshots in SQLite and in a real redis-server.
 */
import Database from 'better-sqlite3';
import { Redis as IORedis, type Redis } from 'ioredis';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startRedis } from '../../test/processes';
import { openSqliteSnapshotStore, redisSnapshotStore } from './snapshot-store';

function fakeRedis() {
  const data = new Map<string, string>();
  const fake = {
    status: 'ready' as string,
    /** Answers writes with this error (Redis out of memory, a read-only replica). */
    refuseWrites: null as string | null,
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
    /** The store's scripts, as far as these tests go: a kept snapshot's write (3 index keys, then its key and JSON). */
    async eval(_script: string, _keys: number, ...args: string[]) {
      if (fake.refuseWrites) throw new Error(fake.refuseWrites);
      return fake.set(args[3]!, args[4]!);
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

  it('knows nothing of a key it never had while Redis cannot be reached, so its caller asks the provider instead of failing', async () => {
    const redis = fakeRedis();
    const store = redisSnapshotStore(redis as unknown as Redis);
    redis.status = 'reconnecting';
    expect(await store.get('teams')).toBeNull();
    // at boot, still trying its first connection: the read fails after its retries
    redis.status = 'connecting';
    expect(await store.get('teams')).toBeNull();
    // what the caller then fetched is answered from memory until Redis is back
    redis.status = 'reconnecting';
    await store.put('teams', [{ id: '1' }], new Date('2025-01-05T18:00:00Z'));
    expect(await store.get('teams')).toEqual({ data: [{ id: '1' }], updatedAt: '2025-01-05T18:00:00.000Z' });
  });

  it('keeps and answers a snapshot Redis refuses to write, and reports the refusal instead of failing the caller', async () => {
    const redis = fakeRedis();
    const refused: string[] = [];
    const store = redisSnapshotStore(redis as unknown as Redis, { onError: (err) => refused.push(err.message) });
    await store.put('scoreboard', [{ id: '1', homeScore: 7 }], new Date('2025-01-05T18:00:00Z'));
    redis.refuseWrites = "OOM command not allowed when used memory > 'maxmemory'.";
    await store.put('scoreboard', [{ id: '1', homeScore: 14 }], new Date('2025-01-05T18:04:00Z'));
    expect(refused).toEqual([redis.refuseWrites]);
    expect((await store.get<Array<{ homeScore: number }>>('scoreboard'))?.data[0]?.homeScore).toBe(14);
  });

  it('never steps back to what Redis kept from before an outage when this replica has fetched since', async () => {
    const redis = fakeRedis();
    const store = redisSnapshotStore(redis as unknown as Redis);
    await store.put('scoreboard', [{ id: '1', homeScore: 7 }], new Date('2025-01-05T18:00:00Z'));
    redis.status = 'reconnecting';
    await store.put('scoreboard', [{ id: '1', homeScore: 14 }], new Date('2025-01-05T18:04:00Z')); // polled alone meanwhile
    redis.status = 'ready'; // back with its data: the 18:00 slate
    expect(await store.get('scoreboard')).toEqual({ data: [{ id: '1', homeScore: 14 }], updatedAt: '2025-01-05T18:04:00.000Z' });
    // a newer one from the poller wins again
    redis.data.set('gg:snapshot:scoreboard', JSON.stringify({ data: [{ id: '1', homeScore: 21 }], updatedAt: '2025-01-05T18:05:00.000Z' }));
    expect((await store.get<Array<{ homeScore: number }>>('scoreboard'))?.data[0]?.homeScore).toBe(21);
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

describe('bounded snapshots (keyed by what visitors ask for)', () => {
  const cap = { ttlMs: 1_000, maxEntries: 3, maxBytes: 10_000 };

  it('SQLite: expire, and past the budget (entries or bytes) the oldest go; kept ones are never touched', async () => {
    let now = 1_000_000;
    const store = openSqliteSnapshotStore(':memory:', { bounded: cap, now: () => now });
    await store.put('teams', ['all 32'], undefined, 'always');
    for (let i = 1; i <= 5; i++) { now += 10; await store.put(`stats:1:${2000 + i}`, [i], undefined, 'bounded'); }
    expect(await store.get('stats:1:2001')).toBeNull();
    expect(await store.get('stats:1:2002')).toBeNull();
    for (const season of [2003, 2004, 2005]) expect(await store.get(`stats:1:${season}`)).not.toBeNull();
    // one big answer pushes out as many as it needs to fit the bytes
    await store.put('detail:9', 'x'.repeat(9_990), undefined, 'bounded');
    expect(await store.get('stats:1:2003')).toBeNull();
    expect(await store.get('detail:9')).not.toBeNull();
    // a bounded key kept for good later (a team list no longer empty) leaves the budget
    await store.put('stats:1:2005', [5, 'for good'], undefined, 'always');
    now += cap.ttlMs;
    expect(await store.get('detail:9')).toBeNull();
    expect(await store.get('stats:1:2004')).toBeNull();
    expect((await store.get('stats:1:2005'))!.data).toEqual([5, 'for good']);
    expect((await store.get('teams'))!.data).toEqual(['all 32']);
    await store.close();
  });

  it('SQLite: a file from before keeps its rows, for good', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gg-snap-')), 'old.sqlite');
    const old = new Database(file);
    old.exec('CREATE TABLE snapshots (key TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at TEXT NOT NULL)');
    old.prepare('INSERT INTO snapshots VALUES (?, ?, ?)').run('teams', '["old"]', '2025-01-01T00:00:00.000Z');
    old.close();
    const store = openSqliteSnapshotStore(file, { bounded: cap });
    expect(await store.get('teams')).toEqual({ data: ['old'], updatedAt: '2025-01-01T00:00:00.000Z' });
    await store.put('bio:1', { name: 'x' }, undefined, 'bounded');
    expect(await store.get('bio:1')).not.toBeNull();
    await store.close();
  });

  it('Redis: a TTL on each, the oldest dropped past the budget, kept ones untouched; a replica\'s copy in memory expires too', async () => {
    const server = await startRedis();
    const redis = new IORedis(server.url, { maxRetriesPerRequest: 1 });
    try {
      const store = redisSnapshotStore(redis, { bounded: { ...cap, ttlMs: 60_000 } });
      await store.put('teams', ['all 32'], undefined, 'always');
      for (let i = 1; i <= 5; i++) await store.put(`stats:1:${2000 + i}`, [i], undefined, 'bounded');
      const stats = (await redis.keys('gg:snapshot:stats:*')).sort();
      expect(stats).toEqual(['gg:snapshot:stats:1:2003', 'gg:snapshot:stats:1:2004', 'gg:snapshot:stats:1:2005']);
      for (const key of stats) expect(await redis.pttl(key)).toBeGreaterThan(50_000);
      expect(await redis.pttl('gg:snapshot:teams')).toBe(-1);
      await store.put('detail:9', 'x'.repeat(9_900), undefined, 'bounded');
      expect(await redis.exists('gg:snapshot:stats:1:2003')).toBe(0);
      expect(await redis.exists('gg:snapshot:detail:9')).toBe(1);
      // kept for good later: no TTL, out of the budget
      await store.put('stats:1:2005', [5], undefined, 'always');
      expect(await redis.pttl('gg:snapshot:stats:1:2005')).toBe(-1);
      for (let i = 0; i < 10; i++) await store.put(`bio:${i}`, { i }, undefined, 'bounded');
      expect(await redis.exists('gg:snapshot:stats:1:2005')).toBe(1);
      expect(await redis.exists('gg:snapshot:teams')).toBe(1);

      // the copy in memory (what a replica answers from when Redis has lost a key) expires with it
      let now = Date.now();
      const short = redisSnapshotStore(redis, { prefix: 'gg:short:', bounded: { ...cap, ttlMs: 100 }, now: () => now });
      await short.put('bio:7', { who: 'x' }, undefined, 'bounded');
      await redis.flushall(); // restarted empty
      expect(await short.get('bio:7')).not.toBeNull();
      now += 100;
      expect(await short.get('bio:7')).toBeNull();
    } finally {
      redis.disconnect();
      server.child.kill('SIGKILL');
    }
  });
});
