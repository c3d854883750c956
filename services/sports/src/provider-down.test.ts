/**
 * The live provider goes away: the service stays up, answers from the last good snapshots marked
 * stale (header and body), reports itself degraded, and says 503 in JSON where it has nothing.
 */
import { LiveGameDataSchema } from '@gg/contracts';
import request from 'supertest';
import { createSportsApp, fixedPolicy } from './app';
import { createEspnProvider } from './data-access/espn/espn-provider';
import { startFakeEspn, type FakeEspn } from './data-access/espn/fake-espn-server';
import { createEspnHttpClient } from './data-access/espn/http-client';
import { createMemoryBus } from './data-access/live/bus';
import { createLocalLock } from './data-access/live/leader-lock';
import { openSqliteSnapshotStore } from './data-access/store/snapshot-store';

describe('ESPN provider down', () => {
  let espn: FakeEspn;
  beforeAll(async () => { espn = await startFakeEspn(); });
  afterAll(async () => { await espn?.close().catch(() => {}); });

  it('serves the last snapshot marked stale, stays up, and 503s what it never had', async () => {
    const baseUrls = espn.baseUrls;
    const client = createEspnHttpClient({ baseUrls, timeoutMs: 500, retries: 1, backoffBaseMs: 10 });
    const store = openSqliteSnapshotStore(':memory:');
    const lock = createLocalLock();
    const sports = createSportsApp({
      provider: createEspnProvider({ client, baseUrls }),
      store,
      bus: createMemoryBus(),
      lock,
      policy: fixedPolicy(60_000),
    });
    const app = sports.app;

    // provider up: fresh data is stored
    const fresh = await request(app).get('/api/teams').expect(200);
    expect(fresh.headers['x-data-stale']).toBe('false');
    expect(fresh.body).toHaveLength(32);
    await request(app).get('/api/scores/live').expect(200);
    await request(app).get('/api/games/upcoming').expect(200);

    // provider down (its port now refuses connections), and the last answers old enough to refresh
    await espn.close();
    await store.put('teams', (await store.get('teams'))!.data, new Date(Date.now() - 60 * 60_000));
    await lock.setLastPollAt(Date.now() - 60 * 60_000);
    const started = Date.now();
    const teams = await request(app).post('/api/teams/refresh').expect(200);
    expect(teams.body).toMatchObject({ refreshed: false, stale: true, count: 32 });
    const stale = await request(app).get('/api/teams').expect(200);
    expect(stale.body).toHaveLength(32);
    const refreshAfterDown = await request(app).post('/api/games/refresh').expect(200);
    expect(refreshAfterDown.body.polled).toBe(false); // the poll failed; nothing new
    const live = await request(app).get('/api/scores/live').expect(200);
    expect(live.headers['x-data-stale']).toBe('true');
    expect(Date.parse(String(live.headers['x-data-updated']))).toBeLessThan(Date.now());
    expect(Date.now() - started).toBeLessThan(5_000);

    // never fetched before: an honest 503 in JSON, not a crash
    const standings = await request(app).get('/api/standings').expect(503);
    expect(standings.body.error.message).toMatch(/provider is unavailable/);

    const health = await request(app).get('/healthz').expect(200);
    expect(health.body).toMatchObject({ status: 'degraded', provider: 'espn' });

    await sports.close();
    await store.close();
  });

  it('marks live-data stale in its body too', async () => {
    const restarted = await startFakeEspn();
    const baseUrls = restarted.baseUrls;
    const store = openSqliteSnapshotStore(':memory:');
    const sports = createSportsApp({
      provider: createEspnProvider({ client: createEspnHttpClient({ baseUrls, timeoutMs: 500, retries: 0 }), baseUrls }),
      store, bus: createMemoryBus(), lock: createLocalLock(), policy: fixedPolicy(60_000),
    });
    const first = LiveGameDataSchema.parse((await request(sports.app).get('/api/games/401547417/live-data').expect(200)).body);
    expect(first.stale).toBe(false);
    await restarted.close();
    await new Promise((r) => setTimeout(r, 5_100)); // past the 5 s freshness of game detail
    const later = LiveGameDataSchema.parse((await request(sports.app).get('/api/games/401547417/live-data').expect(200)).body);
    expect(later.stale).toBe(true);
    expect(later.playByPlay.length).toBe(first.playByPlay.length);
    await sports.close();
    await store.close();
  }, 15_000);
});

describe('restart', () => {
  it('a restarted service answers at once from the SQLite snapshots, even with the provider down', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const file = join(mkdtempSync(join(tmpdir(), 'gg-sports-')), 'sports.sqlite');
    const espn = await startFakeEspn();
    const make = (baseUrls: { site: string; siteWeb: string; core: string }) => {
      const store = openSqliteSnapshotStore(file);
      const sports = createSportsApp({
        provider: createEspnProvider({ client: createEspnHttpClient({ baseUrls, timeoutMs: 300, retries: 0 }), baseUrls }),
        store, bus: createMemoryBus(), lock: createLocalLock(), policy: fixedPolicy(60_000),
      });
      return { sports, store };
    };
    const first = make(espn.baseUrls);
    await request(first.sports.app).get('/api/news').expect(200);
    await first.store.put('news:league', (await first.store.get('news:league'))!.data, new Date(Date.now() - 60 * 60_000));
    await first.sports.close();
    await first.store.close();
    await espn.close();

    const second = make(espn.baseUrls); // same file, provider now unreachable
    const res = await request(second.sports.app).post('/api/news/refresh').expect(200);
    expect(res.body).toMatchObject({ stale: true });
    const news = await request(second.sports.app).get('/api/news').expect(200);
    expect(news.body.length).toBeGreaterThan(0);
    await second.sports.close();
    await second.store.close();
  });
});
