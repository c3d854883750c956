/**
 * Storage by visitor input, with the live (espn) provider against the fake ESPN server: what a
 * visitor can make the service store by asking (a player's stats for every season there is, the
 * empty lists of every team, ids that do not exist) is kept for a while and within a budget, in
 * SQLite and in Redis, never forever.
 */
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createSportsApp, fixedPolicy } from './app';
import { createEspnProvider } from './data-access/espn/espn-provider';
import { startFakeEspn, type FakeEspn } from './data-access/espn/fake-espn-server';
import { createEspnHttpClient } from './data-access/espn/http-client';
import { createMemoryBus } from './data-access/live/bus';
import { createLocalLock } from './data-access/live/leader-lock';
import { openSqliteSnapshotStore, redisSnapshotStore, type BoundedSnapshots, type SnapshotStore } from './data-access/store/snapshot-store';
import { startRedis } from './test/processes';

const CAP: BoundedSnapshots = { ttlMs: 60 * 60_000, maxEntries: 25, maxBytes: 1024 * 1024 };

/** What a visitor can ask for: 60 seasons of a real player, every team's lists, and ids that exist nowhere. */
function visitorPaths(): string[] {
  const paths: string[] = [];
  for (let season = 2000; season < 2060; season++) paths.push(`/api/players/3139477/stats?season=${season}`);
  for (let team = 1; team <= 34; team++) paths.push(`/api/news?teamId=${team}`, `/api/injuries?teamId=${team}`, `/api/players/${team}`);
  for (let i = 0; i < 10; i++) {
    paths.push(`/api/player/${900_000 + i}/bio`, `/api/players/${900_000 + i}/stats?season=2024`, `/api/players/${900_000 + i}/advanced-stats`, `/api/games/${800_000 + i}/odds`, `/api/games/${800_000 + i}/live-data`);
  }
  return paths;
}

function sportsApp(espn: FakeEspn, store: SnapshotStore) {
  const client = createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 2_000, retries: 0 });
  return createSportsApp({ provider: createEspnProvider({ client, baseUrls: espn.baseUrls }), store, bus: createMemoryBus(), lock: createLocalLock(), policy: fixedPolicy(60_000) });
}

/** Asks for every path, a few at a time. */
async function ask(app: Parameters<typeof request>[0], paths: string[]) {
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(Array.from({ length: 6 }, async () => {
    while (next < paths.length) {
      const { status } = await request(app).get(paths[next++]!);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  }));
  return statuses;
}

describe('storage by visitor input (espn provider)', () => {
  let espn: FakeEspn;
  beforeAll(async () => { espn = await startFakeEspn(); });
  afterAll(async () => { await espn?.close(); });

  it('SQLite: a player\'s stats for every season and every team\'s empty lists stay within the cap, and expire', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'gg-visitor-')), 'sports.sqlite');
    let now = Date.now();
    const store = openSqliteSnapshotStore(file, { bounded: CAP, now: () => now });
    const sports = sportsApp(espn, store);
    try {
      const statuses = await ask(sports.app, visitorPaths());
      expect(statuses[500]).toBeUndefined();
      expect(statuses[200]).toBeGreaterThan(120); // real answers, stored
      const db = new Database(file, { readonly: true });
      const storedKeys = (db.prepare('SELECT key FROM snapshots').all() as Array<{ key: string }>).map((r) => r.key);
      expect(storedKeys.filter((k) => k.startsWith('stats:')).length).toBeLessThanOrEqual(CAP.maxEntries);
      const rows = () => db.prepare('SELECT key, expires_at AS expiresAt FROM snapshots').all() as Array<{ key: string; expiresAt: number | null }>;
      const kept = rows();
      const visitorKeyed = kept.filter((r) => r.expiresAt !== null);
      expect(visitorKeyed.length).toBeLessThanOrEqual(CAP.maxEntries);
      // what stays for good is the league's and the teams' own data, whatever was asked
      expect(kept.filter((r) => r.expiresAt === null).map((r) => r.key.split(':')[0]).every((k) => ['teams', 'team', 'roster', 'news', 'injuries'].includes(k!))).toBe(true);
      expect(kept.filter((r) => r.expiresAt === null).length).toBeLessThan(10);
      expect(visitorKeyed.every((r) => r.expiresAt! <= now + CAP.ttlMs)).toBe(true);

      // a while later every visitor-keyed entry has expired: the next write sweeps them
      now += CAP.ttlMs + 1;
      expect(await store.get(visitorKeyed.at(-1)!.key)).toBeNull();
      await request(sports.app).get('/api/players/3139477/stats?season=2099').expect(200);
      expect(rows().filter((r) => r.expiresAt !== null).map((r) => r.key)).toEqual(['stats:3139477:2099']);
      db.close();
    } finally {
      await sports.close();
      await store.close();
    }
  }, 60_000);

  it('Redis: the same, each such key with a TTL and the oldest dropped past the cap', async () => {
    const redisServer = await startRedis();
    const redis = new Redis(redisServer.url, { maxRetriesPerRequest: 2 });
    const store = redisSnapshotStore(redis, { bounded: CAP });
    const sports = sportsApp(espn, store);
    try {
      const statuses = await ask(sports.app, visitorPaths());
      expect(statuses[500]).toBeUndefined();
      const keys = (await redis.keys('gg:snapshot:*')).filter((k) => !k.startsWith('gg:snapshot:bounded:'));
      const ttls = await Promise.all(keys.map(async (k) => [k, await redis.pttl(k)] as const));
      const withTtl = ttls.filter(([, ttl]) => ttl > 0);
      expect(withTtl.length).toBeGreaterThan(0);
      expect(withTtl.length).toBeLessThanOrEqual(CAP.maxEntries);
      expect(withTtl.every(([, ttl]) => ttl <= CAP.ttlMs)).toBe(true);
      expect(ttls.filter(([, ttl]) => ttl < 0).length).toBeLessThan(10); // the league's and the teams' own data
      expect(keys.filter((k) => k.startsWith('gg:snapshot:stats:')).length).toBeLessThanOrEqual(CAP.maxEntries);
      expect(Number(await redis.dbsize())).toBeLessThan(CAP.maxEntries + 15);
    } finally {
      await sports.close();
      redis.disconnect();
      redisServer.child.kill('SIGKILL');
    }
  }, 60_000);
});
