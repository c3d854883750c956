/**
 * Scale-out with a real Redis: two sports replicas (real processes) share one poller lock, one
 * event stream and one snapshot store. Clients on either replica get every change, in the same
 * order; the provider is polled once per interval in total; killing the leader hands polling to
 * the other replica within one interval.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { compareEventIds } from './entry-points/live-stream';
import { openStream } from './test/sse-client';

const REDIS = '/usr/bin/redis-server';
const ROOT = path.resolve(__dirname, '../../..');
const INTERVAL = 1000;

const freePort = () => new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitHealthy(port: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return; } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`replica on ${port} did not start`);
}
const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/healthz`)).json() as Promise<{ leader: boolean; polls: number }>;

describe('sports replicas with Redis', () => {
  let redis: ChildProcess;
  let redisPort: number;
  const replicas: Array<{ port: number; child: ChildProcess }> = [];

  beforeAll(async () => {
    if (!existsSync(REDIS)) throw new Error(`${REDIS} is missing: apt-get install -y redis-server (npm test installs it as root)`);
    redisPort = await freePort();
    redis = spawn(REDIS, ['--port', String(redisPort), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], { stdio: 'ignore' });
    for (let i = 0; i < 50 && spawnSync('redis-cli', ['-p', String(redisPort), 'ping']).stdout?.toString().trim() !== 'PONG'; i++) await sleep(100);
    for (const id of ['a', 'b']) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'services/sports/src/main.ts')], {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), REDIS_URL: `redis://127.0.0.1:${redisPort}`, REPLICA_ID: id, REPLAY_SPEED: '600', POLL_LIVE_MS: String(INTERVAL), LEADER_CHECK_MS: '100' },
        stdio: 'ignore',
      });
      replicas.push({ port, child });
    }
    await Promise.all(replicas.map((r) => waitHealthy(r.port)));
  }, 60_000);

  afterAll(async () => {
    for (const r of replicas) r.child.kill('SIGKILL');
    redis?.kill('SIGKILL');
  });

  it('delivers every change to clients on both replicas in the same order, polling once per interval in total', async () => {
    const clients = replicas.flatMap((r) => [openStream(`http://127.0.0.1:${r.port}/api/scores/stream`), openStream(`http://127.0.0.1:${r.port}/api/scores/stream`)]);
    await Promise.all(clients.map((c) => c.connected));
    const pollsBefore = (await Promise.all(replicas.map((r) => health(r.port)))).reduce((n, h) => n + h.polls, 0);
    const started = Date.now();
    await sleep(6 * INTERVAL);
    const elapsedIntervals = (Date.now() - started) / INTERVAL;
    const states = await Promise.all(replicas.map((r) => health(r.port)));
    const polls = states.reduce((n, h) => n + h.polls, 0) - pollsBefore;

    expect(states.filter((s) => s.leader)).toHaveLength(1);
    expect(polls).toBeGreaterThanOrEqual(Math.floor(elapsedIntervals) - 1);
    expect(polls).toBeLessThanOrEqual(Math.ceil(elapsedIntervals) + 1);

    // events may still be on the wire for some clients, and a client that connected before the
    // first poll also got its announcements: compare the part every client has
    const all = clients.map((c) => c.events.filter((e) => e.event === 'game').map((e) => e.id!));
    const from = all.map((l) => l[0] ?? '0-0').sort(compareEventIds).at(-1)!;
    const ids = all.map((l) => l.slice(Math.max(0, l.indexOf(from))));
    for (const list of ids) expect(list[0]).toBe(from);
    const shortest = Math.min(...ids.map((l) => l.length));
    expect(shortest).toBeGreaterThan(3);
    for (const list of ids) expect(list.slice(0, shortest)).toEqual(ids[0]!.slice(0, shortest));
    expect(new Set(ids[0]).size).toBe(ids[0]!.length);
    clients.forEach((c) => c.close());
  }, 30_000);

  it('hands polling to the other replica within one interval when the leader dies', async () => {
    const states = await Promise.all(replicas.map((r) => health(r.port)));
    const leaderIndex = states.findIndex((s) => s.leader);
    const survivor = replicas[1 - leaderIndex]!;
    const before = (await health(survivor.port)).polls;
    replicas[leaderIndex]!.child.kill('SIGKILL');
    const killedAt = Date.now();
    while ((await health(survivor.port)).polls === before) {
      if (Date.now() - killedAt > 3 * INTERVAL) throw new Error('no takeover');
      await sleep(20);
    }
    const takeover = Date.now() - killedAt;
    // the survivor polls on the shared rhythm: at most one interval after the last poll
    expect(takeover).toBeLessThanOrEqual(INTERVAL + 250);
    expect((await health(survivor.port)).leader).toBe(true);
  }, 20_000);
});
