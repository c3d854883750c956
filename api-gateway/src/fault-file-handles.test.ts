/**
 * Fault: a flood of live streams against a gateway process with a low open-files limit (ulimit -n
 * 400, where a proxied stream holds two handles). With the default caps the gateway refuses
 * streams before it runs out of handles and every other fan is served; with the caps lifted past
 * what the table holds, the gateway does run out (EMFILE), and that is its own trouble: no 502, no
 * failure charged to the sports service's breaker, so the service is served again at once.
 */
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { Server } from 'node:http';
import { close, fakeSportsService, listen } from './test-helpers';
import { startGateway, type RunningProcess } from './test/processes';

const OPEN_FILES = 400;
const FLOOD = 300;

interface Outcome { status: number | string; code?: string; req: http.ClientRequest }

/** One stream from `from`: its status (and error code when refused), or the socket error's code. */
function openStream(url: string, from: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get(`${url}/api/scores/stream`, { agent: false, localAddress: from }, (res) => {
      res.on('error', () => undefined);
      if (res.statusCode === 200) { res.once('data', () => resolve({ status: 200, req })); return; }
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => {
        let code: string | undefined;
        try { code = (JSON.parse(body) as { error?: { code?: string } }).error?.code; } catch { code = 'not json'; }
        resolve({ status: res.statusCode ?? 0, code, req });
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message, req }));
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
  });
}

const get = (url: string, from = '127.0.99.1') => new Promise<{ status: number | string; code?: string }>((resolve) => {
  const req = http.get(url, { agent: false, localAddress: from }, (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (c: string) => { body += c; });
    res.on('end', () => {
      let code: string | undefined;
      try { code = (JSON.parse(body) as { error?: { code?: string } }).error?.code; } catch { /* a page */ }
      resolve({ status: res.statusCode ?? 0, code });
    });
  });
  req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message }));
  req.setTimeout(5_000, () => req.destroy(new Error('timeout')));
});

/**
 * Streams from 15 addresses, 20 each, `concurrency` being opened at a time (every connection holds
 * a handle in the gateway until it is answered, refused or not: 300 at once would exhaust the table
 * at accept, whatever the gateway decides once it reads them).
 */
async function flood(url: string, concurrency = FLOOD): Promise<Outcome[]> {
  const out: Outcome[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < FLOOD) {
      const i = next++;
      out.push(await openStream(url, `127.0.${10 + Math.floor(i / 20)}.${1 + (i % 20)}`));
    }
  }));
  return out;
}
const tally = (outcomes: Array<{ status: number | string; code?: string }>) => {
  const counts: Record<string, number> = {};
  for (const o of outcomes) { const k = o.code ? `${o.status} ${o.code}` : String(o.status); counts[k] = (counts[k] ?? 0) + 1; }
  return counts;
};
const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

describe(`a stream flood against a gateway with ulimit -n ${OPEN_FILES}`, () => {
  let upstream: { server: Server; url: string };
  let gateway: RunningProcess | undefined;
  const streams: http.ClientRequest[] = [];

  beforeAll(async () => {
    upstream = await listen(fakeSportsService());
  });
  afterEach(async () => {
    streams.splice(0).forEach((s) => s.destroy());
    await gateway?.stop();
    gateway = undefined;
  });
  afterAll(async () => { await close(upstream.server); });

  it('refuses streams before it runs out of file handles, and other fans are served meanwhile', async () => {
    gateway = await startGateway({ SPORTS_URLS: upstream.url, BREAKER_OPEN_MS: '60000' }, { openFiles: OPEN_FILES });
    const outcomes = await flood(gateway.url, 40);
    streams.push(...outcomes.map((o) => o.req));
    const counts = tally(outcomes);
    // every stream either opened or was refused with a JSON answer: nothing reset, no 502, no breaker
    expect(Object.keys(counts).sort()).toEqual(['200', '503 streams_full']);
    expect(counts['200']).toBeGreaterThan(100);
    expect(openFiles(gateway.child.pid!)).toBeLessThan(OPEN_FILES - 40);
    // an ordinary fan, while the streams are held
    for (let i = 0; i < 10; i++) {
      expect(await get(`${gateway.url}/api/teams`)).toEqual({ status: 200 });
      expect((await get(`${gateway.url}/rules`)).status).toBe(200);
    }
    expect(gateway.child.exitCode).toBeNull();
  }, 30_000);

  it('never charges its own lack of file handles (EMFILE) to the sports service', async () => {
    gateway = await startGateway({
      SPORTS_URLS: upstream.url, BREAKER_FAILURES: '2', BREAKER_OPEN_MS: '60000', MAX_STREAMS: '100000', MAX_STREAMS_PER_CLIENT: '100000',
    }, { openFiles: OPEN_FILES });
    const outcomes = await flood(gateway.url);
    streams.push(...outcomes.map((o) => o.req));
    const counts = tally(outcomes);
    // the table ran out: some were refused (at accept, a reset; at the upstream connect, a 503 from the gateway itself)
    expect(counts['200']).toBeLessThan(FLOOD);
    expect(counts['502 upstream_unavailable']).toBeUndefined();
    expect(counts['503 service_unavailable']).toBeUndefined();
    for (const key of Object.keys(counts)) expect(['200', '503 gateway_overloaded', 'ECONNRESET']).toContain(key);

    streams.splice(0).forEach((s) => s.destroy());
    await new Promise((r) => setTimeout(r, 300));
    // the breaker stayed closed: served at once, not after BREAKER_OPEN_MS
    expect(await get(`${gateway.url}/api/teams`)).toEqual({ status: 200 });
    expect(gateway.child.exitCode).toBeNull();
  }, 30_000);
});
