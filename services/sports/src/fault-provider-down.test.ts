/**
 * Fault: a real sports process started cold with the provider down (ESPN hosts on a closed port)
 * and a viewer connected. It must stay up: the viewer gets a status it can act on, /healthz answers,
 * /readyz says it has nothing to serve yet, and /api/scores/live says 503 with Retry-After.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, sleep, startSports, waitHealthy, type SportsProcess } from './test/processes';
import { openStream } from './test/sse-client';

describe('sports process, provider down from the start', () => {
  let sports: SportsProcess;

  beforeAll(async () => {
    const closed = `http://127.0.0.1:${await freePort()}`; // nothing listens here
    sports = startSports(await freePort(), {
      PROVIDER: 'espn', ESPN_SITE_URL: closed, ESPN_SITE_WEB_URL: closed, ESPN_CORE_URL: closed, ESPN_TIMEOUT_MS: '300',
      POLL_LIVE_MS: '1000', POLL_IDLE_MS: '1000', SPORTS_DB: path.join(mkdtempSync(path.join(tmpdir(), 'gg-fault-')), 'sports.sqlite'),
    });
    await waitHealthy(sports.port);
  }, 30_000);
  afterAll(() => { sports?.child.kill('SIGKILL'); });

  it('keeps running with an SSE viewer connected and answers 503 + Retry-After for the live slate', async () => {
    const base = `http://127.0.0.1:${sports.port}`;
    const viewer = openStream(`${base}/api/scores/stream`);
    await viewer.connected;
    await viewer.waitFor((e) => e.some((x) => x.event === 'unavailable'), 5_000).catch(() => {
      throw new Error(`no 'unavailable' status on the stream; process exit ${sports.child.exitCode}; log:\n${sports.output()}`);
    });
    const status = viewer.events.find((x) => x.event === 'unavailable')!.data as { error: { status: number }; retryAfterSeconds: number };
    expect(status.error.status).toBe(503);
    expect(status.retryAfterSeconds).toBeGreaterThan(0);

    await sleep(1_500); // a few failed polls later
    expect(sports.child.exitCode).toBeNull();
    expect((await fetch(`${base}/healthz`)).status).toBe(200); // alive: not to be restarted…
    const ready = await fetch(`${base}/readyz`); // …but with no slate to serve: not to be sent traffic
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', service: 'sports', reasons: ['No live scores yet: the sports data provider is unavailable'] });
    const live = await fetch(`${base}/api/scores/live`);
    expect(live.status).toBe(503);
    expect(Number(live.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await live.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect(viewer.isEnded()).toBe(false); // still connected, waiting for the first slate
    viewer.close();
  }, 30_000);
});
