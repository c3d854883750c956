/**
 * SIGTERM on a real sports process (with Redis) holding a live viewer and a burst of ordinary
 * requests: every ordinary request gets its answer, the viewer's stream ends with a reconnect hint,
 * the process exits 0 within a couple of seconds, and the poller lock is released.
 */
import http from 'node:http';
import { Redis } from 'ioredis';
import { freePort, sleep, startRedis, startSports, waitHealthy, type SportsProcess } from './test/processes';
import { openStream } from './test/sse-client';

describe('graceful shutdown', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let sports: SportsProcess;
  afterAll(() => { sports?.child.kill('SIGKILL'); redis?.child.kill('SIGKILL'); });

  it('fails readiness at once, answers what is in flight, ends streams with a retry hint, releases the lock and exits 0', async () => {
    redis = await startRedis();
    sports = startSports(await freePort(), { REDIS_URL: redis.url, REPLICA_ID: 'solo', POLL_LIVE_MS: '1000', LEADER_CHECK_MS: '100' });
    await waitHealthy(sports.port);
    const base = `http://127.0.0.1:${sports.port}`;
    const admin = new Redis(redis.url);
    try {
      for (let i = 0; i < 50 && !(await admin.get('gg:poller-lock')); i++) await sleep(100);
      expect(await admin.get('gg:poller-lock')).toMatch(/^solo:/);

      const readiness = async () => { const res = await fetch(`${base}/readyz`); return { status: res.status, body: await res.json() as unknown }; };
      expect(await readiness()).toEqual({ status: 200, body: { status: 'ready', service: 'sports' } });

      const viewer = openStream(`${base}/api/scores/stream`);
      await viewer.connected;
      await viewer.waitFor((e) => e.some((x) => x.event === 'snapshot'));

      const agent = new http.Agent({ keepAlive: true }); // every request on the wire at once: all are in flight
      const get = (path: string) => new Promise<number>((resolve, reject) => {
        http.get(`${base}${path}`, { agent }, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode ?? 0)); }).on('error', (err) => reject(new Error(`${path}: ${err.message}`)));
      });
      const paths = ['/api/teams', '/api/standings', '/api/games/upcoming', '/api/news', '/api/scores/live'];
      let answered = 0;
      const burst = Array.from({ length: 60 }, (_, i) => get(paths[i % paths.length]!).then((s) => { answered++; return s; }));
      while (answered === 0) await sleep(1); // the server is answering the burst
      const signalled = Date.now();
      sports.child.kill('SIGTERM');
      // readiness fails as soon as the process has the signal (the orchestrator stops sending
      // traffic), while what is in flight is answered and new connections are still taken
      for (let i = 0; i < 100 && !sports.output().includes('SIGTERM, shutting down'); i++) await sleep(5);
      expect(await readiness()).toEqual({ status: 503, body: { status: 'not_ready', service: 'sports', reasons: ['shutting down'] } });

      const statuses = await Promise.all(burst).catch((err: Error) => { throw new Error(`${err.message}; sports log:\n${sports.output()}`); });
      expect(statuses.every((s) => s === 200)).toBe(true);
      await Promise.race([viewer.ended, sleep(3_000)]);
      expect(viewer.isEnded()).toBe(true);
      expect(viewer.events.at(-1)!.event).toBe('reconnect');
      expect(viewer.retries.length).toBeGreaterThanOrEqual(2); // the connect hint, then the reconnect one
      const code = await Promise.race([sports.exited, sleep(4_000).then(() => 'still running')]);
      expect({ code, ms: Date.now() - signalled < 2_500 }).toEqual({ code: 0, ms: true });
      expect(await admin.get('gg:poller-lock')).toBeNull();
      agent.destroy();
    } finally {
      admin.disconnect();
    }
  }, 40_000);
});
