/**
 * Game-day abuse: attacks on the real stack from many loopback source addresses (127.0.0.0/8 is
 * all loopback on Linux; each attacker binds its own with `localAddress`), and for each attack
 * what an ordinary fan from an address of its own saw meanwhile.
 *
 * The stack: startStack (content, sports, talk, the three remote servers; in-memory stores) and
 * the gateway in front, started here the same way but under a lower open-files limit
 * (ABUSE_GATEWAY_NOFILE, 4096: the stream floods then reach its stream cap in seconds, as they
 * would reach a production limit with more attackers). The gateway trusts no proxy
 * (TRUST_PROXY_HOPS=0), so every source address is a client of its own: per-address limits see
 * the attackers as the clients they are. Loopback only; every attack is bounded in time.
 *
 * First the fan alone (the baseline), then the attacks (ABUSE_SECONDS each, 8):
 * - refresh floods, one address per spelling, 8 a second each (not waiting for answers):
 *   POST /api/water-cooler-talk/refresh, …/refresh/, …/REFRESH, …/Refresh, …/%72efresh
 *   (percent-encoded), …/refresh?x=1;
 * - stream floods: 600 streams from one address; 3,000 from 30 addresses (100 each);
 * - slow clients: 400 connections from 8 addresses sending their headers a line every 2 s and
 *   never finishing; 400 keep-alive connections from 8 addresses that ask once, then idle;
 * - long query strings: 15.5 KB query strings from 4 addresses, 8 at a time;
 * - slow bodies: 6 connections from 6 addresses, each a POST or a GET to /api/scores/live,
 *   /api/glossary or /api/water-cooler-talk that declares `Content-Length: 1000` and sends a byte a
 *   second (the fan asks for those three);
 * - random pages: 200 page requests a second from one address, each a page the gateway has never
 *   rendered (`/?x=<random>`, `/rules?<random>`, `/` with a random time-zone cookie; the fan asks
 *   for the cached `/` and /api/scores/live);
 * - costly searches: 100 a second from one address of /api/search?query=, each a 200-character
 *   query of 50 short prefixes (the fan asks for /api/glossary);
 * - Redis down (only with redis-server installed: then sports runs with REDIS_URL, against a
 *   redis-server of the bench's own): Redis killed for REDIS_DOWN_MS, then started again; whether
 *   /api/scores/live says X-Data-Stale or keeps moving, what sports' /healthz says, and how long
 *   after Redis is back both are as before;
 * - crash and recovery: sports killed (SIGKILL) with 50 live viewers on it (50 addresses), started
 *   again 5 s later; how long after it answers the fan's /api/scores/live is 200 again and every
 *   viewer is back on a stream (they reconnect as EventSource does, after the stream's `retry`).
 *
 * For each: the fan's answers (a process of its own, from 127.200.0.1: GET /api/teams and the
 * page /rules, or the attack's own paths, one after the other, all the time) by status,
 * p50/p99/max; the attackers' answers by status; whether a breaker opened (a 503
 * `service_unavailable` to anyone, or to a probe of every service after the attack); the
 * gateway's open files (/proc/<pid>/fd) and RSS, at their peak; log bytes every process wrote
 * meanwhile (beyond the baseline's rate), per attacking address; CPU seconds of talk and sports
 * (what a refresh costs).
 * Target: the fan's answers all 200 with p99 < 200 ms, the attacker gets 429s, no breaker opens;
 * after a crash, the fan and every viewer back within 10 s of the service answering.
 *
 * Run: npx tsx bench/abuse.ts   (needs `npm run build`: the page is the real one)
 *   ABUSE_SECONDS (8), ABUSE_GATEWAY_NOFILE (4096), ABUSE_ONLY (comma-separated attack names),
 *   REDIS_DOWN_MS (4000)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PROCESSES, ROOT } from '@gg/dev-stack/apps';
import { freePort, freePorts, startStack, waitHealthy, type Stack } from '@gg/dev-stack/stack';
import { TIME_ZONE_COOKIE } from '@gg/ui/time-zone-cookie';
import { REDIS_SERVER, startRedis } from './support/redis';

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 8);
const GATEWAY_NOFILE = Number(process.env.ABUSE_GATEWAY_NOFILE ?? 4096);
const ONLY = process.env.ABUSE_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const FAN = '127.200.0.1';
const TARGET_P99_MS = 200;
const TSX = require.resolve('tsx', { paths: [ROOT] });
/** How long Redis stays down in the redis-down attack. */
const REDIS_DOWN_MS = Number(process.env.REDIS_DOWN_MS ?? 4_000);
/** The target for coming back after a crash, from the moment the service answers again. */
const TARGET_RECOVERY_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bump = (counts: Record<string, number>, key: string | number, by = 1) => { counts[key] = (counts[key] ?? 0) + by; };
const fmt = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}×${n}`).join(', ') || '—';

// ------------------------------------------------------------------------------ one request

interface Answer {
  status: number | string;
  code?: string;
  ms: number;
  /** Whether the answer said `X-Data-Stale: true`. */
  stale?: boolean;
  /** A digest of a successful answer's body, when asked for (to tell whether the data moved). */
  digest?: string;
}

/** One HTTP request from `from`; an error is its code ('ECONNRESET'…), a timeout 'timeout'. Error bodies are read for their code. */
function send(port: number, { path: p, method = 'GET', from, headers = {}, agent, timeoutMs = 10_000, digest = false }: { path: string; method?: string; from: string; headers?: Record<string, string>; agent?: http.Agent | false; timeoutMs?: number; digest?: boolean }): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method, localAddress: from, headers, agent: agent ?? false }, (res) => {
      const status = res.statusCode ?? 0;
      let body = '';
      const hash = digest && status < 400 ? createHash('sha1') : undefined;
      if (status >= 400) { res.setEncoding('utf8'); res.on('data', (c: string) => { if (body.length < 2_000) body += c; }); } else if (hash) res.on('data', (c: Buffer) => hash.update(c)); else res.resume();
      res.on('end', () => {
        let code: string | undefined;
        if (status >= 400) { try { code = (JSON.parse(body) as { error?: { code?: string } }).error?.code; } catch { /* not JSON */ } }
        resolve({ status, code, ms: performance.now() - started, stale: res.headers['x-data-stale'] === 'true', digest: hash?.digest('hex') });
      });
      res.on('error', () => resolve({ status: 'ECONNRESET', ms: performance.now() - started }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message, ms: performance.now() - started }));
    req.end();
  });
}
const label = (a: Answer) => (a.code ? `${a.status} ${a.code}` : String(a.status));

// ------------------------------------------------------------------------------ the fan

interface Series {
  counts: Record<string, number>;
  ms: number[];
  /** Answers that said X-Data-Stale: true. */
  stale: number;
  /** When each answer ended (epoch ms) and whether it was a 200: when the fan was served again after an outage. */
  timeline: Array<[number, boolean]>;
}
/** A path the fan asks for, with the headers a browser would send. */
type FanPath = [path: string, headers: Record<string, string>];
const JSON_READ: Record<string, string> = { accept: 'application/json' };
const PAGE_READ: Record<string, string> = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const DEFAULT_FAN: FanPath[] = [['/api/teams', JSON_READ], ['/rules', PAGE_READ]];
const pct = (ms: number[], p: number) => { const s = [...ms].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : NaN; };

interface FanReport { series: Record<string, Series>; sawBreaker: boolean }

/**
 * An ordinary fan: /api/teams, then the page /rules (as a browser asks for it), or the attack's
 * own paths, again and again, until told to stop. Run in a process of its own (`--fan`), so the
 * attackers' work in this one (thousands of streams to read) does not delay its clock.
 */
function fanProcess() {
  let running = false;
  let loop: Promise<FanReport> | null = null;
  process.on('message', (msg: { type: 'start'; port: number; paths: FanPath[] } | { type: 'stop' }) => {
    if (msg.type === 'start') {
      running = true;
      loop = (async () => {
        const series: Record<string, Series> = Object.fromEntries(msg.paths.map(([p]) => [p, { counts: {}, ms: [], stale: 0, timeline: [] }]));
        let sawBreaker = false;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
        while (running) {
          for (const [p, headers] of msg.paths) {
            const a = await send(msg.port, { path: p, from: FAN, headers, agent, timeoutMs: 5_000 });
            if (a.code === 'service_unavailable') sawBreaker = true;
            const s = series[p]!;
            bump(s.counts, label(a));
            s.ms.push(a.ms);
            if (a.stale) s.stale++;
            s.timeline.push([Date.now(), a.status === 200]);
          }
          await sleep(10);
        }
        agent.destroy();
        return { series, sawBreaker };
      })();
    } else {
      running = false;
      void loop?.then((report) => process.send!({ type: 'report', report }));
    }
  });
  process.send!({ type: 'ready' });
}

async function startFanProcess() {
  const child = fork(__filename, ['--fan'], { execArgv: ['--import', TSX], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise((resolve) => child.once('message', resolve));
  return {
    child,
    start(port: number, paths: FanPath[]) { child.send({ type: 'start', port, paths }); },
    stop() {
      return new Promise<FanReport>((resolve) => {
        child.once('message', (m: { type: string; report: FanReport }) => resolve(m.report));
        child.send({ type: 'stop' });
      });
    },
  };
}

// ------------------------------------------------------------------------------ the gateway's files, memory, CPU, logs

const openFiles = (pid: number) => { try { return readdirSync(`/proc/${pid}/fd`).length; } catch { return NaN; } };
const rssMb = (pid: number) => { try { return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024; } catch { return NaN; } };
const cpuSeconds = (pid: number) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch { return NaN; }
};

const logBytes: Record<string, number> = {};
const countLog = (name: string, line: string) => bump(logBytes, name, Buffer.byteLength(line) + 1);

// ------------------------------------------------------------------------------ attacks

interface AttackResult {
  attacker: Record<string, number>;
  addresses: number;
  notes?: string[];
  /** Figures that need the fan's answers too (read once the fan has stopped). */
  withFan?: (series: Record<string, Series>) => string[];
}
/** What an attack may act on besides the gateway's port: the stack's processes, and Redis when it runs. */
interface AttackContext { stack: Stack; ports: Record<string, number>; redis?: { port: number; child: ChildProcess } }
type Attack = {
  name: string;
  what: string;
  /** What the fan asks for meanwhile (default: /api/teams and /rules). */
  fan?: FanPath[];
  /** Whether the attack needs sports in REDIS_URL mode. */
  needsRedis?: boolean;
  run: (port: number, deadline: number, context: AttackContext) => Promise<AttackResult>;
};

/** Runs `worker` `concurrency` times at once until the deadline. */
async function flood(concurrency: number, deadline: number, worker: (i: number) => Promise<void>) {
  await Promise.all(Array.from({ length: concurrency }, async (_, i) => { while (Date.now() < deadline) await worker(i); }));
}

const SPELLINGS = ['/refresh', '/refresh/', '/REFRESH', '/Refresh', '/%72efresh', '/refresh?x=1'];

/** Requests a second per spelling: an attacker does not wait for answers. */
const REFRESH_RATE = 8;

const refreshFlood: Attack = {
  name: 'refresh',
  what: `refresh floods, one address per spelling, ${REFRESH_RATE} a second each, answers awaited up to 12 s: POST /api/water-cooler-talk{${SPELLINGS.join(', ')}}`,
  async run(port, deadline) {
    const attacker: Record<string, number> = {};
    const perSpelling = SPELLINGS.map(() => ({} as Record<string, number>));
    const sent: Array<Promise<void>> = [];
    while (Date.now() < deadline) {
      SPELLINGS.forEach((spelling, s) => {
        sent.push(send(port, { path: `/api/water-cooler-talk${spelling}`, method: 'POST', from: `127.10.0.${s + 1}`, headers: { 'content-type': 'application/json', 'content-length': '0' }, timeoutMs: 12_000 })
          .then((a) => { bump(attacker, label(a)); bump(perSpelling[s]!, label(a)); }));
      });
      await sleep(1_000 / REFRESH_RATE);
    }
    await Promise.all(sent);
    return { attacker, addresses: SPELLINGS.length, notes: SPELLINGS.map((sp, s) => `${sp.padEnd(12)} ${fmt(perSpelling[s]!)}`) };
  },
};

const baseline: Attack = {
  name: 'baseline',
  what: 'no attack: the fan alone',
  async run(_port, deadline) {
    while (Date.now() < deadline) await sleep(100);
    return { attacker: {}, addresses: 1 };
  },
};

/** Opens `count` streams from the given addresses (`concurrency` being opened at once), holds them to the deadline, then closes them. */
async function streamFlood(port: number, deadline: number, addresses: string[], perAddress: number, concurrency: number): Promise<AttackResult> {
  const attacker: Record<string, number> = {};
  const open: http.ClientRequest[] = [];
  const jobs = addresses.flatMap((from) => Array.from({ length: perAddress }, () => from));
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < jobs.length && Date.now() < deadline) {
      const from = jobs[next++]!;
      const a = await new Promise<Answer>((resolve) => {
        const started = performance.now();
        const req = http.get({ host: '127.0.0.1', port, path: '/api/scores/stream', localAddress: from, agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
          res.on('error', () => undefined);
          // a refusal comes as a stream too (all EventSource reads): one `reconnect` event, and Retry-After
          const refused = res.statusCode === 200 && res.headers['retry-after'] !== undefined;
          if (res.statusCode === 200 && !refused) { open.push(req); res.once('data', () => resolve({ status: 200, ms: performance.now() - started })); res.on('data', () => undefined); return; }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => { body += c; });
          res.on('end', () => {
            let status: number | string = res.statusCode ?? 0;
            let code: string | undefined;
            try {
              if (refused) {
                const said = JSON.parse(/^data: (.*)$/m.exec(body)?.[1] ?? '') as { status?: number; reason?: string };
                status = said.status ?? status;
                code = `${said.reason ?? 'refused'} (as a stream)`;
              } else code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
            } catch { /* not JSON */ }
            resolve({ status, code, ms: performance.now() - started });
          });
        });
        req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message, ms: performance.now() - started }));
        req.setTimeout(10_000, () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      });
      bump(attacker, label(a));
    }
  }));
  while (Date.now() < deadline) await sleep(100);
  open.forEach((r) => r.destroy());
  return { attacker, addresses: addresses.length, notes: [`streams held open at the end: ${open.length}`] };
}

const streamsOne: Attack = {
  name: 'streams-one',
  what: 'stream flood from one address: 600 streams, 50 being opened at a time, held',
  run: (port, deadline) => streamFlood(port, deadline, ['127.20.0.1'], 600, 50),
};
const streamsMany: Attack = {
  name: 'streams-many',
  what: 'stream flood from 30 addresses: 100 streams each (3,000), 100 being opened at a time, held',
  run: (port, deadline) => streamFlood(port, deadline, Array.from({ length: 30 }, (_, i) => `127.21.0.${i + 1}`), 100, 100),
};

/** Raw connections that `behave` from 8 addresses; counts those the gateway closed before the deadline, and when. */
async function slowClients(port: number, deadline: number, count: number, behave: (socket: net.Socket) => void, prefix: string): Promise<AttackResult> {
  const attacker: Record<string, number> = {};
  const sockets: net.Socket[] = [];
  const started = Date.now();
  const closedAfter: number[] = [];
  for (let i = 0; i < count; i++) {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: `${prefix}.${(i % 8) + 1}` });
    socket.on('error', () => undefined);
    socket.on('close', () => { if (Date.now() < deadline) closedAfter.push(Date.now() - started); });
    socket.on('connect', () => behave(socket));
    sockets.push(socket);
    if (i % 50 === 49) await sleep(20);
  }
  while (Date.now() < deadline) await sleep(100);
  const stillOpen = sockets.filter((s) => !s.destroyed).length;
  sockets.forEach((s) => s.destroy());
  bump(attacker, 'held to the end', stillOpen);
  bump(attacker, 'closed by the gateway', closedAfter.length);
  const notes = closedAfter.length ? [`closed after ${Math.round(Math.min(...closedAfter) / 1000)}–${Math.round(Math.max(...closedAfter) / 1000)} s`] : [`none closed within ${SECONDS} s`];
  return { attacker, addresses: 8, notes };
}

const slowHeaders: Attack = {
  name: 'slow-headers',
  what: 'slow headers: 400 connections from 8 addresses, a header line every 2 s, never finished',
  run: (port, deadline) => slowClients(port, deadline, 400, (socket) => {
    socket.write('GET /api/teams HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const timer = setInterval(() => { if (socket.destroyed) clearInterval(timer); else socket.write(`X-Slow-${Date.now()}: 1\r\n`); }, 2_000);
    socket.on('close', () => clearInterval(timer));
  }, '127.30.0'),
};

const idleKeepAlive: Attack = {
  name: 'idle-keep-alive',
  what: 'idle keep-alive: 400 connections from 8 addresses, one request each, then silence',
  run: (port, deadline) => slowClients(port, deadline, 400, (socket) => {
    socket.write('GET /api/teams HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    socket.on('data', () => undefined);
  }, '127.31.0'),
};

const longQueries: Attack = {
  name: 'long-queries',
  what: 'long query strings: GET /api/categories?q=<15.5 KB> and /rules?q=<15.5 KB>, from 4 addresses, 8 at a time',
  async run(port, deadline) {
    const attacker: Record<string, number> = {};
    const q = 'x'.repeat(15_500);
    let n = 0;
    await flood(8, deadline, async (i) => {
      const p = n++ % 2 === 0 ? `/api/categories?q=${q}` : `/rules?q=${q}`;
      bump(attacker, label(await send(port, { path: p, from: `127.40.0.${(i % 4) + 1}` })));
    });
    return { attacker, addresses: 4 };
  },
};

/** The routes a slow body is sent to (one connection each, from an address of its own). */
const SLOW_BODY_ROUTES = [
  ['POST', '/api/scores/live'], ['GET', '/api/scores/live'],
  ['POST', '/api/glossary'], ['GET', '/api/glossary'],
  ['POST', '/api/water-cooler-talk'], ['GET', '/api/water-cooler-talk'],
] as const;

const slowBodies: Attack = {
  name: 'slow-body',
  what: `slow bodies: ${SLOW_BODY_ROUTES.length} connections from ${SLOW_BODY_ROUTES.length} addresses, each declaring Content-Length: 1000 and sending a byte a second: ${SLOW_BODY_ROUTES.map(([m, p]) => `${m} ${p}`).join(', ')}`,
  fan: [['/api/scores/live', JSON_READ], ['/api/glossary', JSON_READ], ['/api/water-cooler-talk', JSON_READ]],
  async run(port, deadline) {
    const attacker: Record<string, number> = {};
    const started = Date.now();
    const outcomes = await Promise.all(SLOW_BODY_ROUTES.map(([method, p], i) => new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port, localAddress: `127.50.0.${i + 1}` });
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      let finished = false;
      const done = (outcome: string) => { finished = true; clearInterval(timer); socket.destroy(); resolve(`${method} ${p}`.padEnd(32) + outcome); };
      socket.on('connect', () => {
        socket.write(`${method} ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`);
        timer = setInterval(() => {
          if (Date.now() >= deadline) { bump(attacker, 'held to the end'); done(`held to the end (${Math.round((Date.now() - started) / 1000)} bytes sent)`); return; }
          socket.write('x');
        }, 1_000);
      });
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
        if (finished || !status || !answer.includes('\r\n\r\n')) return;
        const code = /"code":"([^"]+)"/.exec(answer)?.[1];
        const what = code ? `${status} ${code}` : status;
        bump(attacker, what);
        done(`${what} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      });
      socket.on('error', () => undefined);
      socket.on('close', () => { if (!finished) { bump(attacker, 'closed without an answer'); done(`closed without an answer after ${((Date.now() - started) / 1000).toFixed(1)} s`); } });
    })));
    return { attacker, addresses: SLOW_BODY_ROUTES.length, notes: outcomes };
  },
};

/** Page requests a second in the random-page attack, and in the costly-search attack searches a second. */
const RANDOM_PAGE_RATE = 200;
const SEARCH_RATE = 100;

/** Fires `make()` `perSecond` times a second from `from` until the deadline, not waiting for answers; then waits for them (12 s at most each). */
async function atRate(port: number, deadline: number, perSecond: number, from: string, make: () => { path: string; headers?: Record<string, string> }) {
  const attacker: Record<string, number> = {};
  const ms: number[] = [];
  const sent: Array<Promise<void>> = [];
  const started = Date.now();
  while (Date.now() < deadline) {
    // as many as are due by now: a late timer (a busy machine) does not lower the rate
    const due = Math.floor((Date.now() - started) * perSecond / 1000);
    while (sent.length < due) {
      const { path: p, headers } = make();
      sent.push(send(port, { path: p, from, headers, timeoutMs: 12_000 }).then((a) => { bump(attacker, label(a)); ms.push(a.ms); }));
    }
    await sleep(20);
  }
  await Promise.all(sent);
  return { attacker, notes: [`${sent.length} sent; answered p50 ${pct(ms, 0.5).toFixed(0)} ms, p99 ${pct(ms, 0.99).toFixed(0)} ms`] };
}

const random = () => randomBytes(6).toString('hex');
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

const randomPages: Attack = {
  name: 'random-page',
  what: `random pages: ${RANDOM_PAGE_RATE} a second from one address: /?x=<random>, /rules?<random>, and / with a random ${TIME_ZONE_COOKIE} cookie (any of ${TIME_ZONES.length} zones)`,
  fan: [['/', PAGE_READ], ['/api/scores/live', JSON_READ]],
  async run(port, deadline) {
    let n = 0;
    const result = await atRate(port, deadline, RANDOM_PAGE_RATE, '127.51.0.1', () => {
      const kind = n++ % 3;
      if (kind === 0) return { path: `/?x=${random()}`, headers: PAGE_READ };
      if (kind === 1) return { path: `/rules?${random()}`, headers: PAGE_READ };
      const zone = TIME_ZONES[Math.floor(Math.random() * TIME_ZONES.length)]!;
      return { path: '/', headers: { ...PAGE_READ, cookie: `${TIME_ZONE_COOKIE}=${zone}|0|0` } };
    });
    return { ...result, addresses: 1 };
  },
};

/** 50 distinct three-letter prefixes, space-separated: 199 characters, one more to make 200. */
function costlyQuery(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const words = new Set<string>();
  while (words.size < 50) words.add(Array.from({ length: 3 }, () => letters[Math.floor(Math.random() * letters.length)]).join(''));
  return `${[...words].join(' ')}s`;
}

const costlySearches: Attack = {
  name: 'costly-search',
  what: `costly searches: ${SEARCH_RATE} a second from one address of /api/search?query=<200 characters: 50 random three-letter prefixes>`,
  fan: [['/api/glossary', JSON_READ]],
  async run(port, deadline) {
    const result = await atRate(port, deadline, SEARCH_RATE, '127.52.0.1', () => ({ path: `/api/search?query=${encodeURIComponent(costlyQuery())}`, headers: JSON_READ }));
    return { ...result, addresses: 1 };
  },
};

/** Every `everyMs` until stopped: /api/scores/live through the gateway and sports' own /healthz, each answer noted with when it came. */
function watchLive(port: number, sportsPort: number, everyMs: number) {
  const live: Array<{ at: number; a: Answer }> = [];
  const health: Array<{ at: number; status: number | string; said?: string }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const a = await send(port, { path: '/api/scores/live', from: '127.53.0.1', headers: JSON_READ, digest: true, timeoutMs: 3_000 });
      live.push({ at: Date.now(), a });
      const h = await new Promise<{ status: number | string; said?: string }>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port: sportsPort, path: '/healthz', agent: false, timeout: 2_000 }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => { body += c; });
          res.on('end', () => { let said: string | undefined; try { said = (JSON.parse(body) as { status?: string }).status; } catch { /* not JSON */ } resolve({ status: res.statusCode ?? 0, said }); });
        });
        req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
        req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: err.code ?? err.message }));
      });
      health.push({ at: Date.now(), ...h });
      await sleep(everyMs);
    }
  })();
  return { live, health, async stop() { running = false; await loop; } };
}

/** What /api/scores/live and /healthz said between two moments: statuses, stale answers, how many different bodies. */
function describeWatch(w: ReturnType<typeof watchLive>, from: number, to: number) {
  const live = w.live.filter((x) => x.at >= from && x.at < to);
  const statuses: Record<string, number> = {};
  for (const { a } of live) bump(statuses, `${label(a)}${a.stale ? ' stale' : ''}`);
  const bodies = new Set(live.flatMap(({ a }) => (a.digest ? [a.digest] : []))).size;
  const health: Record<string, number> = {};
  for (const h of w.health.filter((x) => x.at >= from && x.at < to)) bump(health, h.said ? `${h.status} ${h.said}` : String(h.status));
  return `/api/scores/live ${fmt(statuses)}; ${bodies} different bodies; sports /healthz ${fmt(health)}`;
}

const redisDown: Attack = {
  name: 'redis-down',
  what: `Redis down: sports with REDIS_URL; redis-server killed (SIGKILL) for ${REDIS_DOWN_MS / 1000} s, then started again on its port`,
  fan: [['/api/scores/live', JSON_READ]],
  needsRedis: true,
  async run(port, deadline, { ports, redis }) {
    if (!redis) throw new Error('redis-down needs the bench\'s redis-server');
    const watch = watchLive(port, ports.sports!, 250);
    const t0 = Date.now();
    await sleep(1_500);
    const down = Date.now();
    redis.child.kill('SIGKILL');
    await new Promise((r) => (redis.child.exitCode !== null || redis.child.signalCode ? r(null) : redis.child.once('exit', r)));
    await sleep(REDIS_DOWN_MS);
    redis.child = await startRedis(redis.port);
    const back = Date.now();
    // after Redis is back: until the answer is fresh and moving again, and /healthz says ok, or 15 s
    const limit = Math.max(deadline, back + 15_000);
    const recovered = () => {
      const after = watch.live.filter((x) => x.at >= back);
      const freshAt = after.find(({ a }, i) => a.status === 200 && !a.stale && i > 0 && after[i - 1]!.a.digest !== undefined && a.digest !== after[i - 1]!.a.digest)?.at;
      const healthyAt = watch.health.find((h) => h.at >= back && h.status === 200 && h.said === 'ok')?.at;
      return { freshAt, healthyAt };
    };
    while (Date.now() < limit && (recovered().freshAt === undefined || recovered().healthyAt === undefined)) await sleep(200);
    await sleep(1_000);
    await watch.stop();
    const { freshAt, healthyAt } = recovered();
    const after = (at: number | undefined) => (at === undefined ? `not within ${((limit - back) / 1000).toFixed(0)} s` : `${((at - back) / 1000).toFixed(1)} s`);
    return {
      attacker: {},
      addresses: 0,
      notes: [
        `before:       ${describeWatch(watch, t0, down)}`,
        `Redis down:   ${describeWatch(watch, down, back)}`,
        `Redis back:   ${describeWatch(watch, back, Date.now())}`,
        `after Redis is back: /api/scores/live fresh and moving in ${after(freshAt)}; /healthz ok in ${after(healthyAt)}`,
      ],
    };
  },
};

/** Live viewers held in the crash-recovery attack. */
const VIEWERS = 50;

/**
 * A live viewer as EventSource is: it reads the stream; when the stream ends or fails it waits the
 * stream's `retry` (3 s here until the stream names one) and opens it again with its Last-Event-ID;
 * a refused answer waits its Retry-After, if longer. `connectedAt` lists when each stream delivered
 * its first event (a `reconnect` event, which only says when to come back, is not one).
 */
function viewer(port: number, from: string, until: () => boolean) {
  const connectedAt: number[] = [];
  let current: http.ClientRequest | undefined;
  let retryMs = 3_000;
  let lastEventId: string | undefined;
  const loop = (async () => {
    while (!until()) {
      let retryAfterMs = 0;
      await new Promise<void>((resolve) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/scores/stream', localAddress: from, agent: false, headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } }, (res) => {
          res.on('error', () => undefined);
          res.on('close', () => resolve());
          if (res.statusCode !== 200) {
            retryAfterMs = Number(res.headers['retry-after'] ?? 0) * 1000;
            res.resume();
            return;
          }
          let delivered = false;
          let buffer = '';
          let event = { name: 'message', data: false };
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            buffer += chunk;
            const lines = buffer.split('\n');
            buffer = lines.pop()!;
            for (const line of lines) {
              if (line.startsWith('retry:')) retryMs = Number(line.slice(6).trim()) || retryMs;
              else if (line.startsWith('id:')) lastEventId = line.slice(3).trim();
              else if (line.startsWith('event:')) event.name = line.slice(6).trim();
              else if (line.startsWith('data:')) event.data = true;
              else if (line === '') {
                if (event.data && event.name !== 'reconnect' && !delivered) { delivered = true; connectedAt.push(Date.now()); }
                event = { name: 'message', data: false };
              }
            }
          });
        });
        current = req;
        req.on('error', () => resolve());
      });
      // the wait the last stream named (a refusal's stream names one too), or its Retry-After
      await sleep(Math.max(retryMs, retryAfterMs));
    }
  })();
  return { connectedAt, async stop() { current?.destroy(); await loop; } };
}

const crashRecovery: Attack = {
  name: 'crash-recovery',
  what: `crash and recovery: sports killed (SIGKILL) with ${VIEWERS} live viewers (${VIEWERS} addresses), started again 5 s later`,
  fan: [['/api/scores/live', JSON_READ]],
  async run(port, _deadline, { stack, ports }) {
    let stopping = false;
    const viewers = Array.from({ length: VIEWERS }, (_, i) => viewer(port, `127.54.${Math.floor(i / 200)}.${(i % 200) + 1}`, () => stopping));
    const settle = Date.now() + 10_000;
    while (Date.now() < settle && viewers.some((v) => v.connectedAt.length === 0)) await sleep(100);
    const onStream = viewers.filter((v) => v.connectedAt.length > 0).length;
    const sports = stack.children.get('sports')!;
    const killedAt = Date.now();
    sports.kill('SIGKILL');
    await new Promise((r) => (sports.exitCode !== null || sports.signalCode ? r(null) : sports.once('exit', r)));
    await sleep(5_000);
    const restarted = stack.startProcess('sports');
    let answeredAt: number | undefined;
    while (answeredAt === undefined && Date.now() < killedAt + 60_000) {
      const a = await send(ports.sports!, { path: '/healthz', from: '127.0.0.1', timeoutMs: 1_000 });
      if (a.status === 200) answeredAt = Date.now();
      else await sleep(50);
    }
    await restarted;
    if (answeredAt === undefined) throw new Error('sports did not answer within 60 s of its crash');
    const backOf = (v: ReturnType<typeof viewer>) => v.connectedAt.find((t) => t > killedAt);
    const limit = answeredAt + 3 * TARGET_RECOVERY_MS;
    while (Date.now() < limit && viewers.some((v) => backOf(v) === undefined)) await sleep(200);
    await sleep(1_000); // the fan's answers after the last viewer's return
    stopping = true;
    await Promise.all(viewers.map((v) => v.stop()));
    const viewerMs = viewers.map((v) => backOf(v)).filter((t): t is number => t !== undefined).map((t) => t - answeredAt!).sort((a, b) => a - b);
    const allBack = viewerMs.length === VIEWERS;
    const viewersMet = allBack && viewerMs.at(-1)! <= TARGET_RECOVERY_MS;
    const secs = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);
    return {
      attacker: {},
      addresses: VIEWERS,
      notes: [
        `viewers on a stream before the crash: ${onStream} of ${VIEWERS}; sports answered ${secs(answeredAt - killedAt)} after the kill`,
        `viewers back on a stream after sports answered: ${viewerMs.length} of ${VIEWERS}; p50 ${secs(pct(viewerMs, 0.5))}, last ${secs(viewerMs.at(-1))}${allBack ? '' : ` (the rest not within ${secs(limit - answeredAt)})`}`,
      ],
      withFan(series) {
        const timeline = series['/api/scores/live']!.timeline;
        const lastBad = Math.max(...timeline.filter(([, ok]) => !ok).map(([at]) => at));
        const firstGood = timeline.find(([at, ok]) => ok && at > lastBad)?.[0];
        const fanMs = lastBad === -Infinity ? 0 : firstGood === undefined ? undefined : Math.max(0, firstGood - answeredAt!);
        return [
          `the fan's /api/scores/live 200 again ${fanMs === undefined ? 'never, within the run' : `${secs(fanMs)} after sports answered`}; target ${secs(TARGET_RECOVERY_MS)} for the fan and every viewer: ${fanMs !== undefined && fanMs <= TARGET_RECOVERY_MS && viewersMet ? 'met' : 'MISSED'}`,
        ];
      },
    };
  },
};

const ATTACKS = [baseline, refreshFlood, streamsOne, streamsMany, slowHeaders, idleKeepAlive, longQueries, slowBodies, randomPages, costlySearches, redisDown, crashRecovery]
  .filter((a) => !ONLY || ONLY.includes(a.name))
  .filter((a) => {
    if (!a.needsRedis || existsSync(REDIS_SERVER)) return true;
    console.log(`${a.name}: skipped, no ${REDIS_SERVER} (apt-get install -y redis-server)`);
    return false;
  });

// ------------------------------------------------------------------------------ the run

async function startGateway(ports: Record<string, number>): Promise<ChildProcess> {
  const def = PROCESSES.find((p) => p.name === 'gateway')!;
  // the open-files limit lowered for the gateway alone (`ulimit -n` in a shell that then becomes it)
  const child = spawn('sh', ['-c', `ulimit -n ${GATEWAY_NOFILE} && exec "$@"`, 'sh', process.execPath, '--import', TSX, path.join(ROOT, def.script)], {
    cwd: ROOT,
    env: { ...process.env, ...def.env(ports), PORT: String(ports.gateway), TRUST_PROXY_HOPS: '0', LOG_LEVEL: 'info', TZ: 'UTC', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) countLog('gateway', line);
    });
  }
  await waitHealthy(`http://127.0.0.1:${ports.gateway}/healthz`, { child, timeoutMs: 60_000 });
  return child;
}

/** After an attack: any service whose breaker is open answers 503 service_unavailable to a fresh address. */
async function breakersOpen(port: number): Promise<string[]> {
  const open: string[] = [];
  for (const [service, p] of [['content', '/api/categories'], ['sports', '/api/teams'], ['talk', '/api/water-cooler-talk']] as const) {
    const a = await send(port, { path: p, from: '127.250.0.1' });
    if (a.code === 'service_unavailable') open.push(service);
  }
  return open;
}

async function main() {
  if (!existsSync(path.join(ROOT, 'shell/dist/index.html'))) throw new Error('no build: run `npm run build` first (the fan\'s page is the real one)');
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  // sports in REDIS_URL mode only for an attack on Redis: the others measure the embedded default
  let redis: AttackContext['redis'];
  if (ATTACKS.some((a) => a.needsRedis)) {
    const redisPort = await freePort();
    redis = { port: redisPort, child: await startRedis(redisPort) };
  }
  const stack: Stack = await startStack({
    ports, only: ['content', 'sports', 'talk', 'learn-remote', 'hub-remote', 'talk-remote'],
    env: { LOG_LEVEL: 'info', SPORTS_DB: ':memory:', TALK_DB: ':memory:', REPLAY_SPEED: '60', POLL_LIVE_MS: '2000', TZ: 'UTC' },
    envFor: redis ? { sports: { REDIS_URL: `redis://127.0.0.1:${redis.port}` } } : {},
    log: countLog,
  });
  const gateway = await startGateway(ports);
  const fan = await startFanProcess();
  const port = ports.gateway!;
  const pid = gateway.pid!;
  // read at each attack: an attack may restart a process
  const pidOf = (name: string) => stack.children.get(name)?.pid ?? NaN;
  try {
    // warm up: the first renders and reads, so the figures are a warm site's
    for (let i = 0; i < 20; i++) { await send(port, { path: '/rules', from: FAN, headers: { accept: 'text/html' } }); await send(port, { path: '/api/teams', from: FAN }); }
    const idle = { files: openFiles(pid), rss: rssMb(pid) };
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${new Date().toISOString()}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`gateway: ulimit -n ${GATEWAY_NOFILE}, TRUST_PROXY_HOPS=0; idle: ${idle.files} open files, ${idle.rss.toFixed(0)} MB RSS; each attack ${SECONDS} s, the fan from ${FAN}${redis ? `; sports with REDIS_URL (redis-server on ${redis.port})` : ''}`);

    /** Log bytes a second with the fan alone (the baseline run), taken off each attack's. */
    let baselineLogRate = 0;
    for (const attack of ATTACKS) {
      let breakerSeen = false;
      const logsBefore = { ...logBytes };
      const pids = { sports: pidOf('sports'), talk: pidOf('talk') };
      const cpuBefore = { sports: cpuSeconds(pids.sports), talk: cpuSeconds(pids.talk) };
      const peak = { files: openFiles(pid), rss: rssMb(pid) };
      const sampler = setInterval(() => { peak.files = Math.max(peak.files, openFiles(pid)); peak.rss = Math.max(peak.rss, rssMb(pid)); }, 200);
      fan.start(port, attack.fan ?? DEFAULT_FAN);
      const started = Date.now();
      const result = await attack.run(port, started + SECONDS * 1000, { stack, ports, redis });
      const { series, sawBreaker } = await fan.stop();
      const fanNotes = result.withFan?.(series) ?? [];
      if (sawBreaker) breakerSeen = true;
      const tookS = (Date.now() - started) / 1000;
      clearInterval(sampler);
      await sleep(500); // the last log lines
      if ('503 service_unavailable' in result.attacker) breakerSeen = true;
      const openAfter = await breakersOpen(port);
      const logs: Record<string, number> = {};
      for (const k of Object.keys(logBytes)) { const b = (logBytes[k] ?? 0) - (logsBefore[k] ?? 0); if (b > 0) logs[k] = b; }
      const logTotal = Object.values(logs).reduce((a, b) => a + b, 0);
      if (attack === baseline) baselineLogRate = logTotal / tookS;
      const attackLog = Math.max(0, logTotal - baselineLogRate * tookS);
      // NaN for a process the attack killed
      const cpu = { sports: cpuSeconds(pids.sports) - cpuBefore.sports, talk: cpuSeconds(pids.talk) - cpuBefore.talk };
      const fanOk = Object.values(series).every((s) => Object.keys(s.counts).every((k) => k === '200') && pct(s.ms, 0.99) < TARGET_P99_MS);
      const lines = [
        `\n## ${attack.name}: ${attack.what}`,
        ...Object.entries(series).map(([p, s]) => `  fan ${p.padEnd(22)} ${fmt(s.counts).padEnd(24)} p50 ${pct(s.ms, 0.5).toFixed(1)} ms  p99 ${pct(s.ms, 0.99).toFixed(1)} ms  max ${Math.max(...s.ms).toFixed(0)} ms${s.stale ? `  X-Data-Stale ×${s.stale}` : ''}`),
        ...(attack === baseline || result.addresses === 0 ? [] : [`  attacker    ${fmt(result.attacker)}`]),
        ...[...(result.notes ?? []), ...fanNotes].map((n) => `              ${n}`),
        `  breaker     ${breakerSeen || openAfter.length ? `OPENED (${openAfter.join(', ') || 'seen during the attack'})` : 'none opened'}`,
        `  gateway     peak ${peak.files} open files (idle ${idle.files}, limit ${GATEWAY_NOFILE}), peak RSS ${peak.rss.toFixed(0)} MB`,
        `  logs        ${Object.entries(logs).map(([k, b]) => `${k} ${(b / 1024).toFixed(0)} KB`).join(', ') || 'nothing'} in ${tookS.toFixed(0)} s${attack === baseline || result.addresses === 0 ? '' : `; beyond the fan's own, per attacking address: ${(attackLog / 1024 / result.addresses).toFixed(0)} KB`}`,
        `  cpu         sports ${Number.isNaN(cpu.sports) ? '– (restarted)' : `${cpu.sports.toFixed(2)} s`}, talk ${cpu.talk.toFixed(2)} s`,
        `  target      fan all 200 with p99 < ${TARGET_P99_MS} ms: ${fanOk ? 'met' : 'MISSED'}; attacker got 429: ${attack === baseline || result.addresses === 0 ? '–' : Object.keys(result.attacker).some((k) => k.startsWith('429')) ? 'yes' : 'no'}; no breaker: ${breakerSeen || openAfter.length ? 'MISSED' : 'met'}`,
      ];
      console.log(lines.join('\n'));
      // let the gateway settle between attacks (connections closing, rate windows are per minute and per address)
      await sleep(1_500);
    }
  } finally {
    fan.child.kill();
    gateway.kill('SIGTERM');
    await new Promise((r) => { if (gateway.exitCode !== null) r(null); else { gateway.once('exit', r); setTimeout(() => { gateway.kill('SIGKILL'); }, 5_000).unref(); } });
    await stack.stop();
    redis?.child.kill('SIGKILL');
  }
}

if (process.argv.includes('--fan')) fanProcess();
else main().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1); });
