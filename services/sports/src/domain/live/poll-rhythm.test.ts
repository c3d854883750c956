/**
 * The shared poll rhythm with two replicas' pollers (in one process) against a real Redis: the
 * provider is called at most once per interval even when the leader loses its lease after calling
 * it (its event loop blocked by a long fan-out) and the other replica takes over, and a new leader
 * keeps the interval the last poll chose.
 *
 * Time is a logical clock the test moves one interval at a time; the loops run on real timers, and
 * every wait is for something to happen (a call, a takeover, a number of loop turns), never for a
 * duration, so the outcome does not depend on the machine's speed.
 */
import type { Game } from '@gg/contracts';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { createMemoryBus } from '../../data-access/live/bus';
import { createRedisLock, type LeaderLock } from '../../data-access/live/leader-lock';
import type { SportsProvider } from '../../data-access/providers/provider';
import { createRecordedProvider } from '../../data-access/providers/recorded/recorded-provider';
import { redisSnapshotStore } from '../../data-access/store/snapshot-store';
import { sleep, startRedis } from '../../test/processes';
import { createLiveScores } from './live-scores';

const LOCK = 'gg:poller-lock';
const T0 = Date.parse('2025-09-07T17:00:00.000Z');
const fixed = (ms: number) => ({ nextDelayMs: () => ms, failureDelayMs: () => ms });
const base = createRecordedProvider({ speed: 20 });

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

describe('poll rhythm with Redis', () => {
  let server: { child: ChildProcess; url: string };
  const connections: Redis[] = [];
  const connect = () => { const r = new Redis(server.url, { maxRetriesPerRequest: 2 }); connections.push(r); return r; };
  let admin: Redis;
  let slate: Game[];

  let clock = T0;
  const now = () => new Date(clock);
  /** Provider calls: which replica, at what logical time. */
  let calls: Array<{ replica: string; at: number }> = [];
  /** Loop turns per replica (each tick asks for the lock once), and those that found it the leader. */
  let turns: Record<string, number> = {};
  let leaderTurns: Record<string, number> = {};
  const running: Array<ReturnType<typeof createLiveScores>> = [];

  beforeAll(async () => {
    server = await startRedis();
    admin = connect();
    slate = await base.scoreboard();
  }, 20_000);
  afterAll(async () => { for (const r of connections) r.disconnect(); server?.child.kill('SIGKILL'); });
  beforeEach(async () => {
    await admin.flushall();
    clock = T0;
    calls = [];
    turns = {};
    leaderTurns = {};
  });
  afterEach(async () => { for (const live of running.splice(0)) await live.stop(); });

  /** A replica polling `scoreboard` every `intervalMs` (logical), checking the lock every 20 ms. */
  function replica(id: string, intervalMs: number, scoreboard: () => Promise<Game[]> = async () => slate) {
    const lock = createRedisLock(connect(), id);
    const counted: LeaderLock = {
      ...lock,
      async tryAcquire(ttlMs) {
        const held = await lock.tryAcquire(ttlMs);
        turns[id] = (turns[id] ?? 0) + 1;
        if (held) leaderTurns[id] = (leaderTurns[id] ?? 0) + 1;
        return held;
      },
    };
    const provider = { ...base, scoreboard: () => { calls.push({ replica: id, at: clock }); return scoreboard(); } } as SportsProvider;
    const live = createLiveScores({ provider, store: redisSnapshotStore(connect()), bus: createMemoryBus(), lock: counted, policy: fixed(intervalMs), now, leaderCheckMs: 20 });
    running.push(live);
    return live;
  }

  /** The replicas' loops have each turned `n` more times: whatever a turn started before this has finished. */
  async function settle(ids: string[], n = 3) {
    const from = Object.fromEntries(ids.map((id) => [id, turns[id] ?? 0]));
    await until(`${n} loop turns of ${ids.join(', ')}`, () => ids.every((id) => (turns[id] ?? 0) >= from[id]! + n));
  }

  it('calls the provider at most once per interval when the leader loses its lease mid-poll and the other takes over', async () => {
    const INTERVAL = 1_000;
    const STALLS = new Set([1, 2, 4]); // intervals whose poll outlives its lease (a→b, then b→a, …)
    const stalled = new Set<number>();
    const intervalOf = (at: number) => Math.round((at - T0) / INTERVAL);

    /** The first call of a stalled interval: the lease lapses while the answer waits, the other replica takes the lock and runs its loop. */
    const scoreboardOf = (id: string) => async () => {
      const k = intervalOf(clock);
      if (STALLS.has(k) && !stalled.has(k)) {
        stalled.add(k);
        const other = id === 'a' ? 'b' : 'a';
        await admin.del(LOCK); // the lease expired while this replica's event loop was blocked
        await until(`${other} to take the lock`, async () => (await admin.get(LOCK))?.startsWith(`${other}:`) ?? false);
        const from = leaderTurns[other] ?? 0;
        await until(`${other} to run as the leader`, () => (leaderTurns[other] ?? 0) >= from + 2);
      }
      return slate;
    };
    replica('a', INTERVAL, scoreboardOf('a')).start();
    replica('b', INTERVAL, scoreboardOf('b')).start();

    const INTERVALS = 6;
    for (let k = 0; k < INTERVALS; k++) {
      clock = T0 + k * INTERVAL;
      await until(`a poll in interval ${k}`, () => calls.some((c) => intervalOf(c.at) === k));
      await settle(['a', 'b']);
    }
    expect(stalled).toEqual(STALLS); // each stall happened, and the other replica took over
    expect(new Set(calls.map((c) => c.replica))).toEqual(new Set(['a', 'b']));
    const perInterval = Array.from({ length: INTERVALS }, (_, k) => calls.filter((c) => intervalOf(c.at) === k).length);
    expect(perInterval).toEqual(Array(INTERVALS).fill(1));
  }, 15_000);

  it('keeps the interval the last poll chose when another replica takes over', async () => {
    const INTERVAL = 5_000; // longer than a fresh replica's own default
    const a = replica('a', INTERVAL);
    const b = replica('b', INTERVAL);
    a.start();
    b.start();
    await until('the first poll', () => calls.length === 1);
    await settle(['a', 'b']);
    const first = calls[0]!.replica;
    await (first === 'a' ? a : b).stop(); // releases the lock
    const other = first === 'a' ? 'b' : 'a';
    const from = leaderTurns[other] ?? 0;
    await until(`${other} to lead`, () => (leaderTurns[other] ?? 0) >= from + 3);

    clock = T0 + 1_000;
    await settle([other]);
    clock = T0 + INTERVAL - 1;
    await settle([other]);
    expect(calls).toHaveLength(1);

    clock = T0 + INTERVAL;
    await until('the next poll', () => calls.length === 2);
    expect(calls).toEqual([{ replica: first, at: T0 }, { replica: other, at: T0 + INTERVAL }]);
  }, 15_000);
});
