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
 * - long query strings: 15.5 KB query strings from 4 addresses, 8 at a time.
 *
 * For each: the fan's answers (a process of its own, from 127.200.0.1: GET /api/teams and the
 * page /rules, one after the other, all the time) by status, p50/p99/max; the attackers' answers by status; whether a breaker opened (a 503
 * `service_unavailable` to anyone, or to a probe of every service after the attack); the
 * gateway's open files (/proc/<pid>/fd) and RSS, at their peak; log bytes every process wrote
 * meanwhile (beyond the baseline's rate), per attacking address; CPU seconds of talk and sports
 * (what a refresh costs).
 * Target: the fan's answers all 200 with p99 < 200 ms, the attacker gets 429s, no breaker opens.
 *
 * Run: npx tsx bench/abuse.ts   (needs `npm run build`: the page is the real one)
 *   ABUSE_SECONDS (8), ABUSE_GATEWAY_NOFILE (4096), ABUSE_ONLY (comma-separated attack names)
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PROCESSES, ROOT } from '@gg/dev-stack/apps';
import { freePorts, startStack, waitHealthy, type Stack } from '@gg/dev-stack/stack';

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 8);
const GATEWAY_NOFILE = Number(process.env.ABUSE_GATEWAY_NOFILE ?? 4096);
const ONLY = process.env.ABUSE_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const FAN = '127.200.0.1';
const TARGET_P99_MS = 200;
const TSX = require.resolve('tsx', { paths: [ROOT] });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bump = (counts: Record<string, number>, key: string | number, by = 1) => { counts[key] = (counts[key] ?? 0) + by; };
const fmt = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k}×${n}`).join(', ') || '—';

// ------------------------------------------------------------------------------ one request

interface Answer { status: number | string; code?: string; ms: number }

/** One HTTP request from `from`; an error is its code ('ECONNRESET'…), a timeout 'timeout'. Error bodies are read for their code. */
function send(port: number, { path: p, method = 'GET', from, headers = {}, agent, timeoutMs = 10_000 }: { path: string; method?: string; from: string; headers?: Record<string, string>; agent?: http.Agent | false; timeoutMs?: number }): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: p, method, localAddress: from, headers, agent: agent ?? false }, (res) => {
      const status = res.statusCode ?? 0;
      let body = '';
      if (status >= 400) { res.setEncoding('utf8'); res.on('data', (c: string) => { if (body.length < 2_000) body += c; }); } else res.resume();
      res.on('end', () => {
        let code: string | undefined;
        if (status >= 400) { try { code = (JSON.parse(body) as { error?: { code?: string } }).error?.code; } catch { /* not JSON */ } }
        resolve({ status, code, ms: performance.now() - started });
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

interface Series { counts: Record<string, number>; ms: number[] }
const pct = (ms: number[], p: number) => { const s = [...ms].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))]! : NaN; };

interface FanReport { series: Record<string, Series>; sawBreaker: boolean }

/**
 * An ordinary fan: /api/teams, then the page /rules (as a browser asks for it), again and again,
 * until told to stop. Run in a process of its own (`--fan`), so the attackers' work in this one
 * (thousands of streams to read) does not delay its clock.
 */
function fanProcess() {
  let running = false;
  let loop: Promise<FanReport> | null = null;
  process.on('message', (msg: { type: 'start'; port: number } | { type: 'stop' }) => {
    if (msg.type === 'start') {
      running = true;
      loop = (async () => {
        const series: Record<string, Series> = { '/api/teams': { counts: {}, ms: [] }, '/rules': { counts: {}, ms: [] } };
        let sawBreaker = false;
        const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
        while (running) {
          for (const [p, headers] of [['/api/teams', { accept: 'application/json' }], ['/rules', { accept: 'text/html', 'accept-encoding': 'br, gzip' }]] as const) {
            const a = await send(msg.port, { path: p, from: FAN, headers, agent, timeoutMs: 5_000 });
            if (a.code === 'service_unavailable') sawBreaker = true;
            bump(series[p]!.counts, label(a));
            series[p]!.ms.push(a.ms);
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
    start(port: number) { child.send({ type: 'start', port }); },
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

interface AttackResult { attacker: Record<string, number>; addresses: number; notes?: string[] }
type Attack = { name: string; what: string; run: (port: number, deadline: number) => Promise<AttackResult> };

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
          if (res.statusCode === 200) { open.push(req); res.once('data', () => resolve({ status: 200, ms: performance.now() - started })); res.on('data', () => undefined); return; }
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => { body += c; });
          res.on('end', () => {
            let code: string | undefined;
            try { code = (JSON.parse(body) as { error?: { code?: string } }).error?.code; } catch { /* not JSON */ }
            resolve({ status: res.statusCode ?? 0, code, ms: performance.now() - started });
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

const ATTACKS = [baseline, refreshFlood, streamsOne, streamsMany, slowHeaders, idleKeepAlive, longQueries].filter((a) => !ONLY || ONLY.includes(a.name));

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
  const stack: Stack = await startStack({
    ports, only: ['content', 'sports', 'talk', 'learn-remote', 'hub-remote', 'talk-remote'],
    env: { LOG_LEVEL: 'info', SPORTS_DB: ':memory:', TALK_DB: ':memory:', REPLAY_SPEED: '60', POLL_LIVE_MS: '2000', TZ: 'UTC' },
    log: countLog,
  });
  const gateway = await startGateway(ports);
  const fan = await startFanProcess();
  const port = ports.gateway!;
  const pid = gateway.pid!;
  const pids = { sports: stack.children.get('sports')!.pid!, talk: stack.children.get('talk')!.pid! };
  try {
    // warm up: the first renders and reads, so the figures are a warm site's
    for (let i = 0; i < 20; i++) { await send(port, { path: '/rules', from: FAN, headers: { accept: 'text/html' } }); await send(port, { path: '/api/teams', from: FAN }); }
    const idle = { files: openFiles(pid), rss: rssMb(pid) };
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${new Date().toISOString()}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    console.log(`gateway: ulimit -n ${GATEWAY_NOFILE}, TRUST_PROXY_HOPS=0; idle: ${idle.files} open files, ${idle.rss.toFixed(0)} MB RSS; each attack ${SECONDS} s, the fan from ${FAN}`);

    /** Log bytes a second with the fan alone (the baseline run), taken off each attack's. */
    let baselineLogRate = 0;
    for (const attack of ATTACKS) {
      let breakerSeen = false;
      const logsBefore = { ...logBytes };
      const cpuBefore = { sports: cpuSeconds(pids.sports), talk: cpuSeconds(pids.talk) };
      const peak = { files: openFiles(pid), rss: rssMb(pid) };
      const sampler = setInterval(() => { peak.files = Math.max(peak.files, openFiles(pid)); peak.rss = Math.max(peak.rss, rssMb(pid)); }, 200);
      fan.start(port);
      const started = Date.now();
      const result = await attack.run(port, started + SECONDS * 1000);
      const { series, sawBreaker } = await fan.stop();
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
      const cpu = { sports: cpuSeconds(pids.sports) - cpuBefore.sports, talk: cpuSeconds(pids.talk) - cpuBefore.talk };
      const fanOk = Object.values(series).every((s) => Object.keys(s.counts).every((k) => k === '200') && pct(s.ms, 0.99) < TARGET_P99_MS);
      const lines = [
        `\n## ${attack.name}: ${attack.what}`,
        ...Object.entries(series).map(([p, s]) => `  fan ${p.padEnd(11)} ${fmt(s.counts).padEnd(24)} p50 ${pct(s.ms, 0.5).toFixed(1)} ms  p99 ${pct(s.ms, 0.99).toFixed(1)} ms  max ${Math.max(...s.ms).toFixed(0)} ms`),
        ...(attack === baseline ? [] : [`  attacker    ${fmt(result.attacker)}`]),
        ...(result.notes ?? []).map((n) => `              ${n}`),
        `  breaker     ${breakerSeen || openAfter.length ? `OPENED (${openAfter.join(', ') || 'seen during the attack'})` : 'none opened'}`,
        `  gateway     peak ${peak.files} open files (idle ${idle.files}, limit ${GATEWAY_NOFILE}), peak RSS ${peak.rss.toFixed(0)} MB`,
        `  logs        ${Object.entries(logs).map(([k, b]) => `${k} ${(b / 1024).toFixed(0)} KB`).join(', ') || 'nothing'} in ${tookS.toFixed(0)} s${attack === baseline ? '' : `; beyond the fan's own, per attacking address: ${(attackLog / 1024 / result.addresses).toFixed(0)} KB`}`,
        `  cpu         sports ${cpu.sports.toFixed(2)} s, talk ${cpu.talk.toFixed(2)} s`,
        `  target      fan all 200 with p99 < ${TARGET_P99_MS} ms: ${fanOk ? 'met' : 'MISSED'}; attacker got 429: ${attack === baseline ? '–' : Object.keys(result.attacker).some((k) => k.startsWith('429')) ? 'yes' : 'no'}; no breaker: ${breakerSeen || openAfter.length ? 'MISSED' : 'met'}`,
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
  }
}

if (process.argv.includes('--fan')) fanProcess();
else main().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1); });
