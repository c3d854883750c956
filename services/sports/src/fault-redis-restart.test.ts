/**
 * Fault: Redis is killed in the middle of a (replayed) game and restarted empty. Both replicas
 * keep serving (each polling for its own viewers) while it is gone; once it is back exactly one
 * replica polls again, its slate reaches Redis and every viewer has the score Redis holds (its
 * first poll compares with the copy in memory, Redis having lost it); a viewer never sees an event
 * twice or out of order, on one connection or across a reconnect.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { freePort, sleep, startRedis, startSports, waitHealthy, type SportsProcess } from './test/processes';
import { openStream, type SseEvent } from './test/sse-client';

const INTERVAL = 1000;
type GameState = { id: string; homeScore: number | null; awayScore: number | null; status: string; clock: string | null; period: number | null };
/** The slate the poller stored, straight from Redis (null while nothing is stored). */
const storedSlate = (port: number) => {
  const raw = spawnSync('redis-cli', ['-p', String(port), 'GET', 'gg:snapshot:scoreboard']).stdout?.toString().trim();
  return raw ? (JSON.parse(raw) as { updatedAt: string; data: GameState[] }) : null;
};
/** Each game as a viewer last heard of it (its snapshot, then every change), in the fields a fan reads. */
const scoreboard = (games: GameState[]) => JSON.stringify(games.map(({ id, homeScore, awayScore, status, clock, period }) => ({ id, homeScore, awayScore, status, clock, period })).sort((a, b) => a.id.localeCompare(b.id)));
const heard = (events: SseEvent[]) => {
  const games = new Map<string, GameState>();
  for (const e of events) {
    if (e.event === 'snapshot') for (const g of (e.data as { games: GameState[] }).games) games.set(g.id, g);
    if (e.event === 'game') { const { game } = e.data as { game: GameState }; games.set(game.id, game); }
  }
  return [...games.values()];
};
const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/healthz`)).json() as Promise<{ leader: boolean; polls: number }>;
const gameIds = (events: SseEvent[]) => events.filter((e) => e.event === 'game').map((e) => e.id!);
const ordered = (ids: string[]) => ids.every((id, i) => i === 0 || compare(ids[i - 1]!, id) < 0);
const compare = (a: string, b: string) => {
  const [am, as] = a.split('-').map(Number);
  const [bm, bs] = b.split('-').map(Number);
  return am! - bm! || as! - bs!;
};

describe('Redis killed mid-game and restarted', () => {
  let redisPort: number;
  let redis: ChildProcess;
  const replicas: SportsProcess[] = [];

  beforeAll(async () => {
    const started = await startRedis();
    redisPort = started.port;
    redis = started.child;
    for (const id of ['a', 'b']) {
      replicas.push(startSports(await freePort(), { REDIS_URL: started.url, REPLICA_ID: id, REPLAY_SPEED: '600', POLL_LIVE_MS: String(INTERVAL), LEADER_CHECK_MS: '100' }));
    }
    await Promise.all(replicas.map((r) => waitHealthy(r.port)));
  }, 30_000);
  afterAll(() => {
    for (const r of replicas) r.child.kill('SIGKILL');
    redis?.kill('SIGKILL');
  });

  it('keeps serving, comes back to one poller whose slate every viewer has, and never repeats or reorders an event', async () => {
    const urls = replicas.map((r) => `http://127.0.0.1:${r.port}`);
    const viewers = urls.map((u) => openStream(`${u}/api/scores/stream`));
    await Promise.all(viewers.map((v) => v.connected));
    for (const u of urls) expect((await fetch(`${u}/api/teams`)).status).toBe(200); // what they have
    await viewers[0]!.waitFor((e) => gameIds(e).length >= 2, 10_000);

    redis.kill('SIGKILL');
    await sleep(300);
    for (let round = 0; round < 3; round++) {
      for (const u of urls) {
        expect((await fetch(`${u}/healthz`)).status).toBe(200);
        expect((await fetch(`${u}/api/teams`)).status).toBe(200);
        expect((await fetch(`${u}/api/scores/live`)).status).toBe(200);
      }
      await sleep(500);
    }

    redis = (await startRedis(redisPort)).child;
    const backAt = Date.now();
    // a poll after Redis is back stores a slate, and every viewer has the score it holds
    let matched = viewers.map(() => false);
    while (!matched.every(Boolean) && Date.now() - backAt < 10_000) {
      const stored = storedSlate(redisPort);
      if (stored) matched = matched.map((m, i) => m || scoreboard(heard(viewers[i]!.events)) === scoreboard(stored.data));
      await sleep(20);
    }
    expect(storedSlate(redisPort)).not.toBeNull();
    expect(matched).toEqual(viewers.map(() => true));
    // one poller again: exactly one leader, and new events reach the viewers
    const before = viewers.map((v) => gameIds(v.events).length);
    await viewers[0]!.waitFor((e) => gameIds(e).length > before[0]! + 1, 15_000);
    let leaders = 0;
    while (Date.now() - backAt < 15_000) {
      leaders = (await Promise.all(replicas.map((r) => health(r.port)))).filter((h) => h.leader).length;
      if (leaders === 1) break;
      await sleep(100);
    }
    expect(leaders).toBe(1);

    // each viewer reconnects to the other replica with its Last-Event-ID
    const resumed = viewers.map((v, i) => {
      const lastId = v.events.filter((e) => e.id).at(-1)!.id!;
      v.close();
      return openStream(`${urls[1 - i]}/api/scores/stream`, { 'Last-Event-ID': lastId });
    });
    await Promise.all(resumed.map((v) => v.connected));
    await resumed[0]!.waitFor((e) => gameIds(e).length >= 2, 15_000);
    await sleep(500);
    for (let i = 0; i < viewers.length; i++) {
      const first = gameIds(viewers[i]!.events);
      const second = gameIds(resumed[i]!.events);
      expect(ordered(first)).toBe(true);
      expect(ordered(second)).toBe(true);
      const all = [...first, ...second];
      expect(new Set(all).size).toBe(all.length);
    }
    resumed.forEach((v) => v.close());
  }, 60_000);
});
