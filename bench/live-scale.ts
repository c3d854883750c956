/**
 * Game-day scale: N SSE viewers hold /api/scores/stream through the gateway, which spreads them
 * over two sports replicas sharing one Redis (lock, stream, snapshots); the recorded replay runs on
 * a fast clock. Measured: delivery latency of each `game` event from the poll that saw the change
 * (its `at`, the poll time) to receipt at the viewer, p50/p99; the RSS and CPU of every process;
 * provider calls per poll interval across both replicas (each replica's /healthz `polls`, which
 * counts its scoreboard calls; budget exactly 1). Target p99 ≤ 1 s.
 *
 * Viewers are opened by load-generator processes (this file, forked with --loadgen), each viewer
 * from its own loopback address group (127.1.x.y) so the gateway's per-IP rate limit sees many
 * fans, not one. A proxied stream holds two sockets in the gateway; when one process cannot hold
 * them all under `ulimit -n` (hard limit, not raisable here), the viewers are split over several
 * gateway processes (SCALE_GATEWAYS), each routing to both replicas.
 *
 * Run: npx tsx bench/live-scale.ts
 *   SCALE_CLIENTS (10000), SCALE_SECONDS (30), SCALE_LOADGENS (2), SCALE_GATEWAYS (as few as fit),
 *   SCALE_TARGET (gateway | replicas), SCALE_CPU_PROF (a directory), REPLAY_SPEED (100), POLL_LIVE_MS (1000)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { freePort, freePorts, startStack, type Stack } from '@gg/dev-stack/stack';
import { startRedis } from './support/redis';

const CLIENTS = Number(process.env.SCALE_CLIENTS ?? 10_000);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 30);
const LOADGENS = Math.max(1, Number(process.env.SCALE_LOADGENS ?? 2));
const REPLAY_SPEED = process.env.REPLAY_SPEED ?? '100';
const POLL_MS = Number(process.env.POLL_LIVE_MS ?? 1000);
/** Viewers per loopback source address (a household, an office). */
const PER_ADDRESS = 100;
/** Connections a load generator has in flight at once while opening viewers (the listen backlog is finite). */
const CONNECT_CONCURRENCY = 200;
/** `replicas` skips the gateway (viewers split over the replicas directly), to tell the hop's share from the service's. */
const DIRECT = process.env.SCALE_TARGET === 'replicas';
/** A directory: the gateway(s) and replicas write V8 CPU profiles there when they stop. */
const CPU_PROF = process.env.SCALE_CPU_PROF;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- load generator (child process)

type ToLoadgen =
  | { type: 'connect'; targets: number[]; first: number; count: number }
  | { type: 'measure' }
  | { type: 'report' };
interface ConnectReport { type: 'connected'; ready: number; failed: number; ms: number; headersMs: number[]; snapshotMs: number[] }
interface LoadReport {
  type: 'report';
  /** [latency ms, count] pairs of deliveries during the window. */
  histogram: Array<[number, number]>;
  /** Per `game` event seen during the window: id, its poll time, deliveries, first and last latency. */
  events: Array<[string, number, number, number, number]>;
  open: number;
  dropped: number;
}

function sourceAddress(index: number): string {
  const group = Math.floor(index / PER_ADDRESS);
  return `127.1.${Math.floor(group / 250)}.${(group % 250) + 1}`;
}

function loadgen() {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const histogram = new Map<number, number>();
  const events = new Map<string, { at: number; n: number; first: number; last: number }>();
  let measuring = false;
  let open = 0;
  let dropped = 0;
  const tail = /"at":"([^"]+)"\}$/;

  const onBlock = (block: string, receivedAt: number) => {
    if (!measuring || !block.startsWith('id: ') || !block.includes('\nevent: game\n')) return;
    const id = block.slice(4, block.indexOf('\n'));
    const m = tail.exec(block);
    const at = m ? Date.parse(m[1]!) : NaN;
    if (!Number.isFinite(at)) return;
    const latency = Math.max(0, receivedAt - at);
    histogram.set(latency, (histogram.get(latency) ?? 0) + 1);
    const e = events.get(id);
    if (e) { e.n++; e.first = Math.min(e.first, latency); e.last = Math.max(e.last, latency); }
    else events.set(id, { at, n: 1, first: latency, last: latency });
  };

  const headersMs: number[] = [];
  const snapshotMs: number[] = [];
  const openOne = (port: number, index: number) => new Promise<boolean>((resolve) => {
    const sent = Date.now();
    const req = http.get({ host: '127.0.0.1', port, path: '/api/scores/stream', agent, localAddress: sourceAddress(index), headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) { res.resume(); resolve(false); return; }
      headersMs.push(Date.now() - sent);
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk: string) => {
        const receivedAt = Date.now();
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (!ready && block.startsWith('event: snapshot')) { ready = true; open++; snapshotMs.push(receivedAt - sent); resolve(true); }
          onBlock(block, receivedAt);
        }
      });
      res.on('close', () => { if (ready) { open--; dropped++; } else resolve(false); });
    });
    req.on('error', () => resolve(false));
    req.setTimeout(60_000, () => req.destroy());
    requests.push(req);
  });

  process.send!({ type: 'up' });
  process.on('message', (msg: ToLoadgen) => {
    if (msg.type === 'connect') {
      void (async () => {
        const started = Date.now();
        let next = 0;
        let ready = 0;
        let failed = 0;
        const worker = async () => {
          while (next < msg.count) {
            const index = msg.first + next++;
            if (await openOne(msg.targets[index % msg.targets.length]!, index)) ready++;
            else failed++;
          }
        };
        await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
        dropped = 0; // count only what drops after everyone is connected
        process.send!({ type: 'connected', ready, failed, ms: Date.now() - started, headersMs, snapshotMs } satisfies ConnectReport);
      })();
    } else if (msg.type === 'measure') {
      measuring = true;
    } else if (msg.type === 'report') {
      measuring = false;
      process.send!({
        type: 'report',
        histogram: [...histogram],
        events: [...events].map(([id, e]) => [id, e.at, e.n, e.first, e.last]),
        open,
        dropped,
      } satisfies LoadReport, () => {
        for (const r of requests) r.destroy();
        agent.destroy();
        process.exit(0);
      });
    }
  });
}

// ---------------------------------------------------------------- orchestrator

interface Proc { name: string; pid: number }

function procStats(pid: number): { rssMb: number; cpuTicks: number } | null {
  try {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    // fields after the command name: state is field 3, utime 14, stime 15
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { rssMb: Number(rss?.[1] ?? 0) / 1024, cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function openFilesLimit(): number {
  const m = /Max open files\s+(\d+)/.exec(readFileSync('/proc/self/limits', 'utf8'));
  return m ? Number(m[1]) : 1024;
}


/** Preload that profiles a process until it exits (--cpu-prof is not allowed in NODE_OPTIONS). */
function profiler(dir: string): string {
  return `import { Session } from 'node:inspector'; import { writeFileSync } from 'node:fs';
const s = new Session(); s.connect(); s.post('Profiler.enable'); s.post('Profiler.start');
process.on('exit', () => s.post('Profiler.stop', (err, r) => { if (!err) writeFileSync(${JSON.stringify(dir)} + '/' + process.pid + '.cpuprofile', JSON.stringify(r.profile)); }));`;
}

interface Health { leader: boolean; polls: number; lastPollAt: string | null; streamClients: number }
async function health(port: number): Promise<Health | null> {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) })).json()) as Health;
  } catch {
    return null;
  }
}

function percentile(histogram: Map<number, number>, total: number, p: number): number {
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [ms, n] of [...histogram].sort((a, b) => a[0] - b[0])) {
    seen += n;
    if (seen >= rank) return ms;
  }
  return NaN;
}

async function main() {
  const fdLimit = openFilesLimit();
  // two sockets per proxied stream; the gateway holds at most what its stream cap allows (a quarter
  // of the table kept for everything else, as api-gateway/src/stream-limits.ts computes it), and
  // 100 viewers per address are within its per-address allowance
  const perGateway = Math.floor((fdLimit - Math.max(128, Math.ceil(fdLimit / 4))) / 2);
  const GATEWAYS = Number(process.env.SCALE_GATEWAYS ?? Math.max(1, Math.ceil(CLIENTS / perGateway)));
  const env: Record<string, string> = { REPLAY_SPEED, POLL_LIVE_MS: String(POLL_MS), LOG_LEVEL: 'warn' };
  if (CPU_PROF) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=data:text/javascript,${encodeURIComponent(profiler(CPU_PROF))}`.trim();
  const quiet = (name: string, line: string) => { if (/error|warn|fatal/i.test(line)) console.error(`[${name}] ${line}`); };

  const redisPort = await freePort();
  const redis = await startRedis(redisPort);
  const stacks: Stack[] = [];
  const loadgens: ChildProcess[] = [];
  const procs: Proc[] = [{ name: 'redis-server', pid: redis.pid! }];
  try {
    // two replicas, then the gateway(s) routing to both, each started by the dev-stack launcher
    const replicaPorts: number[] = [];
    for (const id of ['a', 'b']) {
      const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
      replicaPorts.push(ports.sports!);
      stacks.push(await startStack({ ports, only: ['sports'], log: quiet, env: { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}`, REPLICA_ID: id } }));
      procs.push({ name: `sports replica ${id}`, pid: stacks.at(-1)!.children.get('sports')!.pid! });
    }
    const sportsUrls = replicaPorts.map((p) => `http://127.0.0.1:${p}`).join(',');
    const gatewayPorts: number[] = [];
    for (let g = 0; g < (DIRECT ? 0 : GATEWAYS); g++) {
      const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
      gatewayPorts.push(ports.gateway!);
      stacks.push(await startStack({ ports, only: ['gateway'], log: quiet, env, envFor: { gateway: { SPORTS_URLS: sportsUrls } } }));
      procs.push({ name: GATEWAYS === 1 ? 'gateway' : `gateway ${g + 1}`, pid: stacks.at(-1)!.children.get('gateway')!.pid! });
    }

    for (let l = 0; l < LOADGENS; l++) {
      const child = fork(__filename, ['--loadgen'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      loadgens.push(child);
      procs.push({ name: LOADGENS === 1 ? 'load generator' : `load generator ${l + 1}`, pid: child.pid! });
    }
    await Promise.all(loadgens.map((child) => new Promise((resolve) => child.once('message', resolve))));
    const request = <T>(child: ChildProcess, msg: ToLoadgen, reply: string) => new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => { if (m.type === reply) { child.off('message', onMessage); resolve(m as T); } };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
      child.send(msg);
    });

    const idle = new Map(procs.map((p) => [p.pid, procStats(p.pid)]));
    // RSS peaks from the first connection to the end of the window, sampled each second
    const peak = new Map(procs.map((p) => [p.pid, idle.get(p.pid)?.rssMb ?? 0]));
    const rssTimer = setInterval(() => {
      for (const p of procs) peak.set(p.pid, Math.max(peak.get(p.pid) ?? 0, procStats(p.pid)?.rssMb ?? 0));
    }, 1_000);
    const share = Math.ceil(CLIENTS / LOADGENS);
    const started = Date.now();
    const targets = DIRECT ? replicaPorts : gatewayPorts;
    const connects = await Promise.all(loadgens.map((child, l) => request<ConnectReport>(child, { type: 'connect', targets, first: l * share, count: Math.min(share, CLIENTS - l * share) }, 'connected')));
    const connectS = (Date.now() - started) / 1000;
    const ready = connects.reduce((n, c) => n + c.ready, 0);
    const failed = connects.reduce((n, c) => n + c.failed, 0);
    const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
    const headersMs = sorted(connects.flatMap((c) => c.headersMs));
    const snapshotMs = sorted(connects.flatMap((c) => c.snapshotMs));
    const at = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
    console.log(`connected ${ready}/${CLIENTS} viewers in ${connectS.toFixed(1)} s (${failed} failed); per viewer, ${CONNECT_CONCURRENCY} in flight per load generator: headers p50 ${at(headersMs, 0.5)} ms p99 ${at(headersMs, 0.99)} ms, snapshot p50 ${at(snapshotMs, 0.5)} ms p99 ${at(snapshotMs, 0.99)} ms`);
    await sleep(2_000); // let catch-up writes drain before measuring
    // measure while the replayed game is in its first half, so the window sees it move (the replay
    // cycles pregame → game → postgame; connecting many viewers can take longer than a cycle)
    const waitedFrom = Date.now();
    let phase = '';
    while (Date.now() - waitedFrom < 300_000) {
      const slate = await fetch(`http://127.0.0.1:${replicaPorts[0]}/api/scores/live`).then((r) => r.json() as Promise<Array<{ status: string; period: number | null; clock: string | null }>>).catch(() => null);
      const game = slate?.find((g) => g.status === 'live' || g.status === 'in_progress');
      phase = game ? `Q${game.period} ${game.clock}` : 'no live game';
      if (game && (game.period ?? 9) <= 2) break;
      await sleep(500);
    }
    console.log(`replayed game at the window's start: ${phase} (waited ${((Date.now() - waitedFrom) / 1000).toFixed(0)} s for the first half)`);

    // the measured window: healthz every 100 ms for the poll record
    const before = new Map(procs.map((p) => [p.pid, procStats(p.pid)]));
    const pollsAt = (hs: Array<Health | null>) => hs.reduce((n, h) => n + (h?.polls ?? 0), 0);
    const firstHealthAt = Date.now();
    const firstHealth = await Promise.all(replicaPorts.map(health));
    const pollTimes = new Set<string>();
    const leaders = new Set<string>();
    let healthMisses = 0;
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    for (const child of loadgens) child.send({ type: 'measure' } satisfies ToLoadgen);
    const windowStart = Date.now();
    let lastHealth = firstHealth;
    let lastHealthAt = firstHealthAt;
    while (Date.now() - windowStart < SECONDS * 1000) {
      const sampledAt = Date.now();
      const hs = await Promise.all(replicaPorts.map(health));
      hs.forEach((h, i) => {
        if (!h) { healthMisses++; return; }
        if (h.leader) { leaders.add(String(i)); if (h.lastPollAt) pollTimes.add(h.lastPollAt); }
      });
      if (hs.every(Boolean)) { lastHealth = hs; lastHealthAt = sampledAt; }
      await sleep(100);
    }
    const windowMs = Date.now() - windowStart;
    clearInterval(rssTimer);
    const after = new Map(procs.map((p) => [p.pid, procStats(p.pid)]));
    const reports = await Promise.all(loadgens.map((child) => request<LoadReport>(child, { type: 'report' }, 'report')));

    // ------------------------------------------------------------ figures
    const histogram = new Map<number, number>();
    const events = new Map<string, { at: number; n: number; first: number; last: number }>();
    for (const r of reports) {
      for (const [ms, n] of r.histogram) histogram.set(ms, (histogram.get(ms) ?? 0) + n);
      for (const [id, at, n, first, last] of r.events) {
        const e = events.get(id);
        if (e) { e.n += n; e.first = Math.min(e.first, first); e.last = Math.max(e.last, last); } else events.set(id, { at, n, first, last });
      }
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    const deliveries = [...histogram.values()].reduce((a, b) => a + b, 0);
    const open = reports.reduce((n, r) => n + r.open, 0);
    const dropped = reports.reduce((n, r) => n + r.dropped, 0);
    const maxLatency = Math.max(...histogram.keys());
    // an event counts as fully delivered when every viewer still open got it; the first and last
    // events of the window are partly outside it
    const inner = [...events.values()].sort((a, b) => a.at - b.at).slice(1, -1);
    const short = inner.filter((e) => e.n < open).length;

    const polls = pollsAt(lastHealth) - pollsAt(firstHealth);
    const intervals = (lastHealthAt - firstHealthAt) / POLL_MS;
    // polls that stored a slate: the leader's last poll time, sampled, and the poll time each event carries
    // (a replica that becomes leader reports its own last poll, which may be from long before: kept out)
    const times = [...new Set([...pollTimes, ...[...events.values()].map((e) => new Date(e.at).toISOString())])].map(Date.parse)
      .filter((t) => t >= firstHealthAt - POLL_MS && t <= lastHealthAt).sort((a, b) => a - b);
    const gaps = times.slice(1).map((t, i) => t - times[i]!).sort((a, b) => a - b);
    const twoInOne = gaps.filter((g) => g < POLL_MS / 2).length;
    const late = gaps.filter((g) => g > POLL_MS * 1.5).length;

    const cpu = os.cpus();
    const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
    console.log(`\nmachine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}, ulimit -n ${fdLimit}`);
    console.log(`date: ${new Date().toISOString()}; load average (1 min) before / after the window: ${loadBefore} / ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} (other work on the machine counts)`);
    console.log(`setup: ${CLIENTS} viewers → ${DIRECT ? 'no gateway (direct)' : `${GATEWAYS} gateway process${GATEWAYS > 1 ? 'es' : ''}`} → 2 sports replicas + redis-server; replay ${REPLAY_SPEED}×, poll every ${POLL_MS} ms; ${LOADGENS} load generator${LOADGENS > 1 ? 's' : ''}; window ${(windowMs / 1000).toFixed(1)} s`);
    console.log(`viewers: ${ready} connected in ${connectS.toFixed(1)} s, ${failed} failed; ${open} still open at the end, ${dropped} dropped during the window; replicas hold ${lastHealth.map((h) => h?.streamClients ?? '?').join(' + ')} streams`);
    console.log('\n| figure | value |\n| --- | --- |');
    console.log(`| \`game\` events in the window | ${events.size} (${short} of the ${inner.length} inner ones reached fewer than all ${open} open viewers) |`);
    console.log(`| deliveries measured | ${f0(deliveries)} |`);
    console.log(`| latency poll → viewer p50 | ${percentile(histogram, deliveries, 0.5)} ms |`);
    console.log(`| latency poll → viewer p99 | ${percentile(histogram, deliveries, 0.99)} ms |`);
    console.log(`| latency poll → viewer max | ${maxLatency} ms |`);
    console.log(`| per event, first / last viewer reached (medians) | ${median([...events.values()].map((e) => e.first))} / ${median([...events.values()].map((e) => e.last))} ms |`);
    const committed = times.filter((t) => t >= firstHealthAt).length;
    console.log(`| provider calls (both replicas) | ${polls} in ${intervals.toFixed(1)} intervals = ${(polls / intervals).toFixed(2)} per interval (${committed} seen storing a slate) |`);
    console.log(`| gap between polls min / median / max | ${gaps[0] ?? NaN} / ${gaps[Math.floor(gaps.length / 2)] ?? NaN} / ${gaps.at(-1) ?? NaN} ms (${twoInOne} closer than half an interval, ${late} longer than 1.5; ${leaders.size} replica${leaders.size === 1 ? '' : 's'} led) |`);
    console.log(`| /healthz samples missed | ${healthMisses} |`);
    console.log('\n| process | pid | RSS idle | RSS peak | RSS end | CPU in window | CPU per delivery |\n| --- | --- | --- | --- | --- | --- | --- |');
    const ticks = 100; // USER_HZ
    for (const p of procs) {
      const i = idle.get(p.pid);
      const b = before.get(p.pid);
      const a = after.get(p.pid);
      const cpuPct = a && b ? ((a.cpuTicks - b.cpuTicks) / ticks / (windowMs / 1000)) * 100 : NaN;
      // each replica, gateway and load generator carries an equal share of the deliveries
      const share = p.name.startsWith('sports') ? 2 : p.name.startsWith('gateway') ? GATEWAYS : p.name.startsWith('load') ? LOADGENS : 0;
      const perDelivery = share && a && b ? `${f0(((a.cpuTicks - b.cpuTicks) / ticks / (deliveries / share)) * 1e6)} µs` : '—';
      console.log(`| ${p.name} | ${p.pid} | ${i ? f0(i.rssMb) : '?'} MB | ${f0(peak.get(p.pid) ?? NaN)} MB | ${a ? f0(a.rssMb) : '?'} MB | ${cpuPct.toFixed(0)} % | ${perDelivery} |`);
    }
    const p99 = percentile(histogram, deliveries, 0.99);
    console.log(`\nbudget p99 ≤ 1000 ms: ${p99 <= 1000 && failed === 0 && dropped === 0 && short === 0 ? 'met' : 'MISSED'}; provider calls at most 1 per interval: ${twoInOne === 0 && polls <= intervals + 1 ? 'met' : 'MISSED'}`);
  } finally {
    for (const child of loadgens) if (child.exitCode === null) child.kill('SIGKILL');
    for (const s of stacks.reverse()) await s.stop();
    redis.kill('SIGKILL');
  }
}

if (process.argv.includes('--loadgen')) loadgen();
else main().catch((err) => { console.error(err); process.exit(1); });
