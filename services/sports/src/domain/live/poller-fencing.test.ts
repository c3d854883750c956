/**
 * Two replicas' pollers (in one process) against a real Redis. A poll slower than the lock's
 * lifetime must not let a second replica poll at the same time, and a leader that lost the lock
 * mid-poll must neither store nor publish what it fetched (an older slate over a newer one).
 * (How often the provider is called when the lease is lost: poll-rhythm.test.ts.)
 */
import type { Game } from '@gg/contracts';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { createRedisBus } from '../../data-access/live/bus';
import { createRedisLock } from '../../data-access/live/leader-lock';
import type { SportsProvider } from '../../data-access/providers/provider';
import { createRecordedProvider } from '../../data-access/providers/recorded/recorded-provider';
import { redisSnapshotStore } from '../../data-access/store/snapshot-store';
import { sleep, startRedis } from '../../test/processes';
import { createLiveScores, SCOREBOARD_KEY } from './live-scores';

const fixed = (ms: number) => ({ nextDelayMs: () => ms, failureDelayMs: () => ms });
const base = createRecordedProvider({ speed: 20 });

const withScore = (games: Game[], homeScore: number): Game[] => games.map((g, i) => (i === 0 ? { ...g, homeScore } : g));

describe('poller lock and fencing with Redis', () => {
  let server: { child: ChildProcess; url: string };
  const connections: Redis[] = [];
  const connect = () => { const r = new Redis(server.url, { maxRetriesPerRequest: 2 }); connections.push(r); return r; };

  beforeAll(async () => { server = await startRedis(); }, 20_000);
  afterAll(async () => { for (const r of connections) r.disconnect(); server?.child.kill('SIGKILL'); });
  beforeEach(async () => { await connect().flushall(); });
  // a failed expectation must not leave loops and bus readers running
  const started: Array<() => Promise<void>> = [];
  afterEach(async () => { for (const stop of started.splice(0)) await stop(); });

  function replica(id: string, scoreboard: () => Promise<Game[]>, { interval = 200, leaderCheckMs = 50, now = () => new Date() } = {}) {
    const redis = connect();
    const bus = createRedisBus(redis);
    const provider = { ...base, scoreboard } as SportsProvider;
    const store = redisSnapshotStore(redis);
    const live = createLiveScores({ provider, store, bus, lock: createRedisLock(redis, id), policy: fixed(interval), leaderCheckMs, now });
    started.push(async () => { await live.stop(); await bus.close(); });
    return { live, bus, store };
  }

  it('keeps one poller while a poll outlasts the lock (the leader renews it)', async () => {
    const slate = await base.scoreboard();
    let running = 0;
    let maxConcurrent = 0;
    let calls = 0;
    const slow = async () => {
      calls++;
      running++;
      maxConcurrent = Math.max(maxConcurrent, running);
      await sleep(1_500); // the lock lives 350–750 ms
      running--;
      return slate;
    };
    const a = replica('a', slow);
    const b = replica('b', slow);
    a.live.start();
    b.live.start();
    await sleep(3_500);
    await a.live.stop();
    await b.live.stop();
    await a.bus.close();
    await b.bus.close();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(maxConcurrent).toBe(1);
  }, 15_000);

  it('refuses the store and the events of a leader that lost the lock mid-poll', async () => {
    const slate = await base.scoreboard();
    const admin = connect();
    await redisSnapshotStore(admin).put(SCOREBOARD_KEY, withScore(slate, 0), new Date(Date.now() - 60_000));

    let pause = 0;
    const now = () => new Date(Date.now() + pause);
    let releaseA: (games: Game[]) => void = () => {};
    const a = replica('a', () => new Promise<Game[]>((resolve) => { releaseA = resolve; }), { leaderCheckMs: 1_000, now });
    const b = replica('b', async () => withScore(slate, 14), { leaderCheckMs: 1_000, now });

    const aPoll = a.live.refresh().then(() => 'committed', () => 'refused');
    await sleep(100); // A holds the lock and waits on a slow provider
    await admin.del('gg:poller-lock'); // A's lease is gone (a long pause, a partition)
    pause = 5_000; // … longer than an interval: B may poll again
    expect(await b.live.refresh()).toEqual({ polled: true });
    const eventsAfterB = await admin.xlen('gg:live');
    expect(eventsAfterB).toBeGreaterThan(0);

    releaseA(withScore(slate, 7)); // A comes back with what it fetched before B's newer poll
    expect(await aPoll).toBe('refused');
    const stored = await redisSnapshotStore(admin).get<Game[]>(SCOREBOARD_KEY);
    expect(stored!.data[0]!.homeScore).toBe(14);
    expect(await admin.xlen('gg:live')).toBe(eventsAfterB);
    await a.live.stop();
    await b.live.stop();
    await a.bus.close();
    await b.bus.close();
  }, 15_000);
});
