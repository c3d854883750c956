/**
 * A service that hangs (SIGSTOP: connections are accepted by the kernel, nothing answers), with
 * real processes: the gateway answers 504 at the route's deadline, then fast 503s once the breaker
 * opens, and serves again soon after the service resumes (SIGCONT).
 */
import { sleep, start, startGateway, type RunningProcess } from './test/processes';

const timed = async (url: string) => {
  const started = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { error?: { code: string; requestId?: string } }, ms: performance.now() - started };
};

describe('a hanging content service behind the gateway (real processes)', () => {
  let content: RunningProcess;
  let gateway: RunningProcess;

  beforeAll(async () => {
    content = await start('content');
    // content's 5 s timeout scaled to 1 s; two failures (this one test client's) open the breaker for 1.5 s
    gateway = await startGateway({ CONTENT_URL: content.url, TIMEOUT_SCALE: '0.2', BREAKER_FAILURES: '2', BREAKER_MIN_CLIENTS: '1', BREAKER_OPEN_MS: '1500' });
  }, 60_000);
  afterAll(async () => { await Promise.all([gateway?.stop(), content?.stop()]); });

  it('gives 504 at the deadline, then fast 503s, and recovers after SIGCONT', async () => {
    const api = `${gateway.url}/api/categories`;
    expect((await timed(api)).status).toBe(200);

    content.child.kill('SIGSTOP');
    try {
      for (let i = 0; i < 2; i++) {
        const hung = await timed(api);
        expect(hung.status).toBe(504);
        expect(hung.body.error).toMatchObject({ code: 'upstream_timeout' });
        expect(hung.body.error?.requestId).toBe(hung.headers.get('x-request-id'));
        expect(hung.ms).toBeGreaterThan(900);
        expect(hung.ms).toBeLessThan(2_000);
      }
      const open = await timed(api);
      expect(open.status).toBe(503);
      expect(open.body.error).toMatchObject({ code: 'service_unavailable' });
      expect(open.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(open.ms).toBeLessThan(500); // at once, not after the 1 s deadline
    } finally {
      content.child.kill('SIGCONT');
    }

    // after the open period one probe goes through; bounded wait for it
    const deadline = Date.now() + 8_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await timed(api)).status;
      if (status === 200) break;
      await sleep(250);
    }
    expect(status).toBe(200);
    expect(gateway.child.exitCode).toBeNull();
  }, 30_000);
});
