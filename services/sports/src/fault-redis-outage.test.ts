/**
 * Fault: Redis goes away in the middle of a (replayed) game and stays away for several poll
 * intervals. Each replica then polls the provider for its own viewers, so the score keeps moving
 * on the REST answer and on the stream, and says so where an operator looks (/healthz degraded,
 * the lock gauge 0, the polling-alone gauge 1); Redis errors reach the log as a few JSON lines, not
 * one per retry. When Redis is back, one replica holds the lock again, the slate in Redis is
 * brought up to date, and viewers carry on without an event repeated or out of order.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { compareEventIds } from './entry-points/live-stream';
import { freePort, sleep, startRedis, startSports, waitHealthy, type SportsProcess } from './test/processes';
import { openStream, type SseEvent } from './test/sse-client';

const INTERVAL = 1000;
const OUTAGE_MS = 6_000;

interface Health { status: string; leader: boolean; pollingAlone?: boolean }
interface Replica { sports: SportsProcess; metricsPort: number; url: string }
interface LogLine { level: number; msg: string; service?: string; suppressed?: number }

const storedSlate = (port: number) => {
  const raw = spawnSync('redis-cli', ['-p', String(port), 'GET', 'gg:snapshot:scoreboard']).stdout?.toString().trim();
  return raw ? (JSON.parse(raw) as { updatedAt: string }) : null;
};
const health = async (r: Replica) => (await fetch(`${r.url}/healthz`)).json() as Promise<Health>;
const gauge = async (r: Replica, name: string) => {
  const text = await (await fetch(`http://127.0.0.1:${r.metricsPort}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `));
  return line ? Number(line.split(' ').at(-1)) : null;
};
const liveSlate = async (r: Replica) => {
  const res = await fetch(`${r.url}/api/scores/live`);
  const games = (await res.json()) as Array<{ clock: string | null; period: number | null; lastPlay: string | null }>;
  return { status: res.status, stale: res.headers.get('x-data-stale'), updated: res.headers.get('x-data-updated'), games };
};
const gameEvents = (events: SseEvent[]) => events.filter((e) => e.event === 'game');
const eventsAfter = (events: SseEvent[], ms: number) => gameEvents(events).filter((e) => Date.parse((e.data as { at: string }).at) > ms);
/** The JSON lines a replica logged; anything else it wrote (plain text) comes back as a string. */
const logLines = (r: Replica) => r.sports.output().split('\n').filter((l) => l.trim()).map((l) => {
  try { return JSON.parse(l) as LogLine; } catch { return l; }
});
/** What a replica said about Redis, but for its start-up banner. */
const redisLines = (r: Replica) => logLines(r).filter((l) => (typeof l === 'string' ? /redis|ECONNREFUSED|live bus|poller lock/i.test(l) && !/listening on/.test(l) : /redis/i.test(l.msg)));

describe('Redis down for several intervals mid-game', () => {
  let redisPort: number;
  let redis: ChildProcess;
  const replicas: Replica[] = [];

  beforeAll(async () => {
    const started = await startRedis();
    redisPort = started.port;
    redis = started.child;
    for (const id of ['a', 'b']) {
      const [port, metricsPort] = [await freePort(), await freePort()];
      const sports = startSports(port, {
        REDIS_URL: started.url, REPLICA_ID: id, REPLAY_SPEED: '120', POLL_LIVE_MS: String(INTERVAL), LEADER_CHECK_MS: '100',
        METRICS_PORT: String(metricsPort), STREAM_HEARTBEAT_MS: '500', LOG_LEVEL: 'info',
      });
      replicas.push({ sports, metricsPort, url: `http://127.0.0.1:${port}` });
    }
    await Promise.all(replicas.map((r) => waitHealthy(r.sports.port)));
  }, 30_000);
  afterAll(() => {
    for (const r of replicas) r.sports.child.kill('SIGKILL');
    redis?.kill('SIGKILL');
  });

  it('keeps the score moving on every replica and says it is degraded, then hands polling back to one replica', async () => {
    const viewers = replicas.map((r) => openStream(`${r.url}/api/scores/stream`));
    await Promise.all(viewers.map((v) => v.connected));
    await Promise.all(viewers.map((v) => v.waitFor((e) => gameEvents(e).length >= 2, 15_000)));

    redis.kill('SIGKILL');
    const killedAt = Date.now();
    const before = await Promise.all(replicas.map(liveSlate));
    await sleep(OUTAGE_MS);

    for (const [i, r] of replicas.entries()) {
      // polled on its own: a slate fetched during the outage, not the one Redis last had
      const now = await liveSlate(r);
      expect(now.status).toBe(200);
      expect(now.stale).toBe('false');
      expect(Date.parse(now.updated!)).toBeGreaterThan(killedAt);
      expect(JSON.stringify(now.games)).not.toBe(JSON.stringify(before[i]!.games));
      // its viewers heard the game move during the outage
      expect(eventsAfter(viewers[i]!.events, killedAt + INTERVAL).length).toBeGreaterThanOrEqual(2);
      const h = await health(r);
      expect(h).toMatchObject({ status: 'degraded', leader: false, pollingAlone: true });
      expect(await gauge(r, 'gg_poller_lock_held')).toBe(0);
      expect(await gauge(r, 'gg_polling_alone')).toBe(1);
      expect((await fetch(`${r.url}/readyz`)).status).toBe(200); // it serves live data
    }

    redis = (await startRedis(redisPort)).child;
    const backAt = Date.now();
    // one poller again, and the slate in Redis is a poll made after Redis came back
    let leaders = 0;
    let stored: { updatedAt: string } | null = null;
    while (Date.now() - backAt < 10_000) {
      const states = await Promise.all(replicas.map(health));
      leaders = states.filter((h) => h.leader).length;
      stored = storedSlate(redisPort);
      if (leaders === 1 && stored && states.every((h) => h.status === 'ok' && !h.pollingAlone)) break;
      await sleep(100);
    }
    expect(leaders).toBe(1);
    expect(Date.parse(stored!.updatedAt)).toBeGreaterThan(backAt);
    for (const r of replicas) {
      expect(await health(r)).toMatchObject({ status: 'ok', pollingAlone: false });
      expect(await gauge(r, 'gg_polling_alone')).toBe(0);
    }
    expect((await Promise.all(replicas.map((r) => gauge(r, 'gg_poller_lock_held')))).sort()).toEqual([0, 1]);

    // the viewers carry on with the shared stream: changes after Redis is back, never a repeat or a step back
    const shared = Date.now();
    await Promise.all(viewers.map((v) => v.waitFor((e) => eventsAfter(e, shared).length >= 2, 10_000)));
    for (const v of viewers) {
      const ids = gameEvents(v.events).map((e) => e.id!);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id, i) => i === 0 || compareEventIds(ids[i - 1]!, id) < 0)).toBe(true);
    }
    viewers.forEach((v) => v.close());

    await sleep(1_200); // the log's buffer is written once a second
    for (const r of replicas) {
      const lines = redisLines(r);
      // JSON through the logger, never ioredis' own unhandled-error text, and bounded: one line for
      // the outage (whatever the number of retries), then one for the recovery with the count of those left out
      expect(lines.filter((l) => typeof l === 'string')).toEqual([]);
      expect(r.sports.output()).not.toMatch(/Unhandled error event/);
      const json = lines as LogLine[];
      expect(json.every((l) => l.service === 'sports')).toBe(true);
      expect(json.filter((l) => l.level >= 40).length).toBeGreaterThanOrEqual(1);
      expect(json.filter((l) => l.level >= 40).length).toBeLessThanOrEqual(2);
      expect(json.some((l) => l.level === 30 && (l.suppressed ?? 0) > 0)).toBe(true);
    }
  }, 60_000);

  it('starts during the outage and serves live scores of its own, then joins the others', async () => {
    redis.kill('SIGKILL');
    const [port, metricsPort] = [await freePort(), await freePort()];
    const late: Replica = {
      sports: startSports(port, { REDIS_URL: `redis://127.0.0.1:${redisPort}`, REPLICA_ID: 'c', REPLAY_SPEED: '120', POLL_LIVE_MS: String(INTERVAL), LEADER_CHECK_MS: '100', METRICS_PORT: String(metricsPort) }),
      metricsPort,
      url: `http://127.0.0.1:${port}`,
    };
    replicas.push(late);
    await waitHealthy(port);
    const startedAt = Date.now();
    let slate = await liveSlate(late);
    while (slate.status !== 200 && Date.now() - startedAt < 5_000) {
      await sleep(100);
      slate = await liveSlate(late);
    }
    expect(slate).toMatchObject({ status: 200, stale: 'false' });
    expect((await fetch(`${late.url}/readyz`)).status).toBe(200);
    expect(await health(late)).toMatchObject({ status: 'degraded', pollingAlone: true });

    redis = (await startRedis(redisPort)).child;
    const backAt = Date.now();
    let states: Health[] = [];
    while (Date.now() - backAt < 10_000) {
      states = await Promise.all(replicas.map(health));
      if (states.filter((h) => h.leader).length === 1 && states.every((h) => h.status === 'ok')) break;
      await sleep(100);
    }
    expect(states.filter((h) => h.leader)).toHaveLength(1);
    expect(states.every((h) => h.status === 'ok' && !h.pollingAlone)).toBe(true);
  }, 30_000);

  it('takes a Redis that stops answering (a stalled server, a silent partition) for down, and recovers when it answers again', async () => {
    const viewers = replicas.map((r) => openStream(`${r.url}/api/scores/stream`));
    await Promise.all(viewers.map((v) => v.connected));
    redis.kill('SIGSTOP'); // connections stay open; nothing is answered
    const stoppedAt = Date.now();
    try {
      await sleep(3_000);
      for (const [i, r] of replicas.entries()) {
        const asked = Date.now();
        const res = await fetch(`${r.url}/api/scores/live`, { signal: AbortSignal.timeout(2_000) });
        expect(Date.now() - asked).toBeLessThan(1_000); // from what it has, not after Redis' silence
        expect(res.headers.get('x-data-stale')).toBe('false');
        expect(await health(r)).toMatchObject({ status: 'degraded', leader: false, pollingAlone: true });
        await viewers[i]!.waitFor((e) => eventsAfter(e, stoppedAt + 2 * INTERVAL).length >= 1, 5_000);
        expect(Date.parse(res.headers.get('x-data-updated')!)).toBeGreaterThan(stoppedAt);
      }
    } finally {
      redis.kill('SIGCONT');
    }
    const backAt = Date.now();
    // Redis still holds the slate from before the outage: no replica may step back to it
    const newest = replicas.map(() => 0);
    let steppedBack = '';
    let states: Health[] = [];
    while (Date.now() - backAt < 15_000) {
      for (const [i, r] of replicas.entries()) {
        const updated = Date.parse((await liveSlate(r)).updated!);
        if (updated < newest[i]!) steppedBack ||= `replica ${i}: ${new Date(updated).toISOString()} after ${new Date(newest[i]!).toISOString()}`;
        newest[i] = Math.max(newest[i]!, updated);
      }
      states = await Promise.all(replicas.map(health));
      if (Date.now() - backAt > 3_000 && states.filter((h) => h.leader).length === 1 && states.every((h) => h.status === 'ok')) break;
      await sleep(20);
    }
    expect(steppedBack).toBe('');
    expect(states.filter((h) => h.leader)).toHaveLength(1);
    expect(states.every((h) => h.status === 'ok' && !h.pollingAlone)).toBe(true);
    viewers.forEach((v) => v.close());
  }, 40_000);

  it('takes a Redis that refuses writes (out of memory) for down too, and leads again once it takes them', async () => {
    const redisCli = (...args: string[]) => spawnSync('redis-cli', ['-p', String(redisPort), ...args]).stdout?.toString().trim();
    redisCli('CONFIG', 'SET', 'maxmemory-policy', 'noeviction');
    expect(redisCli('CONFIG', 'SET', 'maxmemory', '1')).toBe('OK');
    const fullAt = Date.now();
    let states: Health[] = [];
    try {
      while (Date.now() - fullAt < 8_000) {
        states = await Promise.all(replicas.map(health));
        if (states.every((h) => h.pollingAlone)) break;
        await sleep(100);
      }
      expect(states.every((h) => h.status === 'degraded' && h.pollingAlone && !h.leader)).toBe(true);
      await sleep(2 * INTERVAL);
      for (const r of replicas) {
        const slate = await liveSlate(r);
        expect(slate.stale).toBe('false');
        expect(Date.parse(slate.updated!)).toBeGreaterThan(fullAt + INTERVAL); // polled while Redis refused the slate
      }
    } finally {
      redisCli('CONFIG', 'SET', 'maxmemory', '0');
    }
    const backAt = Date.now();
    while (Date.now() - backAt < 10_000) {
      states = await Promise.all(replicas.map(health));
      if (states.filter((h) => h.leader).length === 1 && states.every((h) => h.status === 'ok')) break;
      await sleep(100);
    }
    expect(states.filter((h) => h.leader)).toHaveLength(1);
    expect(states.every((h) => h.status === 'ok' && !h.pollingAlone)).toBe(true);
  }, 30_000);
});
