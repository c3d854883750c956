/**
 * A rolling update under load, the way a Kubernetes Deployment ships a new sports version
 * (maxSurge 1, maxUnavailable 0, what the defaults give three replicas): for each old replica in
 * turn a new one starts, becomes ready (its /readyz is probed) and joins the Service; then the old
 * one leaves the Service's endpoints, its preStop hook waits, it gets SIGTERM and drains. Meanwhile
 * N viewers hold /api/scores/stream through two gateway processes (split between them) and a
 * separate client reads /api/teams.
 *
 * The Service: in a cluster the gateways are given one address for sports (SPORTS_URLS = the
 * Service's name) and kube-proxy picks a ready endpoint for each new TCP connection; established
 * connections stay where they are (conntrack). Here that is a small TCP forwarder (this file with
 * --service), round-robin over the endpoints the bench marks ready, each change applied
 * ROLL_ENDPOINT_LAG_MS after it is made (endpoints reach kube-proxy asynchronously, at about the
 * time the kubelet sends SIGTERM). A new replica gets a new port, as a new pod gets a new address.
 * Unlike kube-proxy's kernel NAT, the forwarder is a user-space hop: it costs some CPU and latency.
 *
 * Viewers behave like the hub's browser client (hub-remote/src/shared/live-stream/event-stream.ts):
 * a `reconnect` event → reconnect after its `retryMs` (0.5–30 s); a dropped stream or an error
 * answer → back-off from 3 s (half to all of it, doubling); silence for more than two heartbeats →
 * reconnect within 1 s; every reconnect resumes from the last event id (`?lastEventId=`).
 *
 * Measured: viewers connected at the end; per viewer, every `game` event the bus published after all
 * viewers were connected (their ids are Redis stream ids, read back from Redis at the end) against
 * what the viewer received — missing, duplicated, out of order, or with a score that differs from
 * the source's; delivery latency (the poll time each `game` event carries → receipt) before, during
 * and after the roll; reconnects, their causes and spread; /api/teams latency and errors per phase.
 *
 * Run: npx tsx bench/rolling-update.ts
 *   ROLL_VIEWERS (2000), ROLL_LOADGENS (2), ROLL_BEFORE_SECONDS (20), ROLL_AFTER_SECONDS (10),
 *   ROLL_PRESTOP_MS (3000), ROLL_ENDPOINT_LAG_MS (1000), REPLAY_SPEED (50), POLL_LIVE_MS (1000)
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import { freePort, freePorts, startStack, type Stack } from '@gg/dev-stack/stack';
import { startRedis } from './support/redis';

const VIEWERS = Number(process.env.ROLL_VIEWERS ?? 2_000);
const LOADGENS = Math.max(1, Number(process.env.ROLL_LOADGENS ?? 2));
const GATEWAYS = 2;
const REPLICAS = 3;
const BEFORE_SECONDS = Number(process.env.ROLL_BEFORE_SECONDS ?? 20);
const AFTER_SECONDS = Number(process.env.ROLL_AFTER_SECONDS ?? 10);
/** The preStop hook's sleep: the pod keeps serving while its removal reaches every kube-proxy. */
const PRESTOP_MS = Number(process.env.ROLL_PRESTOP_MS ?? 3_000);
/** From an endpoint change to kube-proxy applying it. */
const ENDPOINT_LAG_MS = Number(process.env.ROLL_ENDPOINT_LAG_MS ?? 1_000);
/** terminationGracePeriodSeconds (Kubernetes' default): SIGKILL after this. */
const GRACE_MS = 30_000;
/** The readiness probe's period. */
const PROBE_MS = 500;
/** Slow enough that the first replicas' replayed game stays live for the whole run (each cycle starts with a pregame). */
const REPLAY_SPEED = process.env.REPLAY_SPEED ?? '50';
const POLL_MS = Number(process.env.POLL_LIVE_MS ?? 1_000);
/** After the last SIGTERM, the roll phase lasts until every viewer told to reconnect has (1 s + up to 4 s spread) and a back-off more. */
const SETTLE_MS = 8_000;
const PER_ADDRESS = 100;
const CONNECT_CONCURRENCY = 100;
const STREAM_KEY = 'gg:live';
/** The browser client's back-off and bounds (event-stream.ts). */
const RETRY_BASE_MS = 3_000;
const RETRY_MAX_MS = 30_000;
const SILENCE_RECONNECT_MAX_MS = 1_000;

type Phase = 'connect' | 'before' | 'roll' | 'after';
const PHASES: Phase[] = ['before', 'roll', 'after'];
const PHASE_LABEL: Record<Phase, string> = { connect: 'while connecting', before: 'before the roll', roll: 'during the roll', after: 'after the roll' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Orders Redis stream ids ("1700000000000-3"). */
function compareIds(a: string, b: string): number {
  const [am, as = '0'] = a.split('-');
  const [bm, bs = '0'] = b.split('-');
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

function percentile(histogram: Map<number, number>, p: number): number {
  const total = [...histogram.values()].reduce((a, b) => a + b, 0);
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [ms, n] of [...histogram].sort((a, b) => a[0] - b[0])) {
    seen += n;
    if (seen >= rank) return ms;
  }
  return NaN;
}
const sortedAt = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;

// ---------------------------------------------------------------- the Service (child process)

type ToService = { type: 'endpoints'; ready: number[] } | { type: 'report' };
interface ServiceReport { type: 'report'; opened: Array<[number, number]>; refused: number }

/** kube-proxy's part: each new connection to a ready endpoint, round-robin; open connections stay. */
function service() {
  let ready: number[] = [];
  let next = 0;
  let refused = 0;
  const opened = new Map<number, number>();
  const server = net.createServer({ noDelay: true }, (client) => {
    if (ready.length === 0) { refused++; client.resetAndDestroy(); return; }
    const port = ready[next++ % ready.length]!;
    opened.set(port, (opened.get(port) ?? 0) + 1);
    const upstream = net.connect({ port, host: '127.0.0.1', noDelay: true });
    client.pipe(upstream);
    upstream.pipe(client);
    // a reset on one side is a reset on the other; an orderly end is passed on by pipe()
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => { if (!client.destroyed) client.resetAndDestroy(); });
    client.on('close', (hadError) => { if (hadError) upstream.destroy(); });
    upstream.on('close', (hadError) => { if (hadError && !client.destroyed) client.resetAndDestroy(); });
  });
  server.listen(0, '127.0.0.1', () => process.send!({ type: 'up', port: (server.address() as net.AddressInfo).port }));
  process.on('message', (msg: ToService) => {
    if (msg.type === 'endpoints') ready = msg.ready;
    else if (msg.type === 'report') process.send!({ type: 'report', opened: [...opened], refused } satisfies ServiceReport);
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------- viewers (child process)

type ToLoadgen =
  | { type: 'connect'; gateways: number[]; first: number; count: number }
  | { type: 'phase'; phase: Phase }
  | { type: 'report'; source: Array<[id: string, score: string]>; after: string; upTo: string };
interface ConnectReport { type: 'connected'; ready: number; ms: number }
type Cause = 'told' | 'dropped' | 'error-answer' | 'refused' | 'silence';
interface LoadReport {
  type: 'report';
  /** Deliveries on a stream that was open when the event was published, by phase: [ms, count]. */
  latency: Record<string, Array<[number, number]>>;
  replayed: Array<[number, number]>;
  perEvent: Array<[string, Array<[number, number]>]>;
  viewers: number;
  openAtEnd: number;
  complete: number;
  missing: number;
  coveredBySnapshot: number;
  duplicated: number;
  outOfOrder: number;
  wrongScore: number;
  unknownIds: number;
  worstMissing: number;
  /** What happened to the viewer that lost most (ms since epoch), to tell why. */
  worstStory: string;
  reconnects: Record<Cause, number>;
  viewersReconnected: number;
  mostReconnects: number;
  askedMs: number[];
  /** From losing a stream to the next stream's headers, per reconnect. */
  gapMs: number[];
  /** When each new stream opened after a reconnect (ms since epoch). */
  reopenedAt: number[];
  errorStatuses: Record<string, number>;
  snapshotsAfterStart: number;
  resumedWithoutSnapshot: number;
}

interface Viewer {
  index: number;
  port: number;
  address: string;
  req: http.ClientRequest | null;
  open: boolean;
  lastEventId: string;
  failures: number;
  lastHeard: number;
  silenceLimitMs: number;
  /** `game` event ids in the order received, and their scores. */
  ids: string[];
  scores: string[];
  outOfOrder: number;
  /** When each connection that brought a snapshot was requested. */
  snapshotAsked: number[];
  resumed: number;
  reconnects: Array<{ cause: Cause; at: number; askedMs: number; reopenedAt?: number }>;
}

function sourceAddress(index: number): string {
  const group = Math.floor(index / PER_ADDRESS);
  return `127.4.${Math.floor(group / 250)}.${(group % 250) + 1}`;
}

function retryDelayMs(attempt: number): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * Math.random());
}

function loadgen() {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const viewers: Viewer[] = [];
  let phase: Phase = 'connect';
  const latency = new Map<Phase, Map<number, number>>(PHASES.map((p) => [p, new Map()]));
  /** Deliveries of events published while the viewer was between two streams (replayed on its resume). */
  const replayed = new Map<number, number>();
  /** Per event, its deliveries on open streams: [ms, count]. */
  const perEvent = new Map<string, Map<number, number>>();
  /** Each event's poll time and score, parsed once for every viewer. */
  const parsed = new Map<string, { at: number; score: string }>();
  const errorStatuses: Record<string, number> = {};
  let stopping = false;
  /** Viewers being opened, until their first snapshot. */
  const connecting = new Map<Viewer, () => void>();

  const parse = (id: string, data: string) => {
    let e = parsed.get(id);
    if (!e) {
      const change = JSON.parse(data) as { at: string; game: { awayScore: number | null; homeScore: number | null } };
      e = { at: Date.parse(change.at), score: `${change.game.awayScore}-${change.game.homeScore}` };
      parsed.set(id, e);
    }
    return e;
  };

  const lose = (v: Viewer, req: http.ClientRequest, cause: Cause, delayMs: number) => {
    if (v.req !== req || stopping) return;
    v.req = null;
    v.open = false;
    req.destroy();
    v.reconnects.push({ cause, at: Date.now(), askedMs: delayMs });
    setTimeout(() => open(v), delayMs);
  };

  const onBlock = (v: Viewer, req: http.ClientRequest, block: string, receivedAt: number) => {
    let id = '';
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data = line.slice(6);
    }
    if (event === 'game') {
      v.failures = 0;
      const e = parse(id, data);
      if (v.ids.length > 0 && compareIds(id, v.ids.at(-1)!) <= 0) v.outOfOrder++;
      v.ids.push(id);
      v.scores.push(e.score);
      v.lastEventId = id;
      const ms = Math.max(0, receivedAt - e.at);
      const wasReplayed = Number(id.split('-')[0]) < (req as http.ClientRequest & { askedAt: number }).askedAt;
      const h = wasReplayed ? replayed : latency.get(phase);
      h?.set(ms, (h.get(ms) ?? 0) + 1);
      if (!wasReplayed && phase !== 'connect') {
        const each = perEvent.get(id) ?? new Map<number, number>();
        each.set(ms, (each.get(ms) ?? 0) + 1);
        perEvent.set(id, each);
      }
    } else if (event === 'snapshot') {
      v.failures = 0;
      v.snapshotAsked.push((req as http.ClientRequest & { askedAt: number }).askedAt);
      connecting.get(v)?.();
      connecting.delete(v);
    } else if (event === 'heartbeat') {
      const beat = (JSON.parse(data) as { intervalMs?: number }).intervalMs;
      if (typeof beat === 'number') v.silenceLimitMs = 2 * beat + Math.min(2_000, Math.round(beat / 2));
    } else if (event === 'reconnect') {
      const asked = (JSON.parse(data) as { retryMs?: number }).retryMs;
      lose(v, req, 'told', typeof asked === 'number' ? Math.min(30_000, Math.max(500, asked)) : RETRY_BASE_MS);
    }
  };

  const open = (v: Viewer) => {
    if (stopping) return;
    const resuming = v.lastEventId !== '';
    const path = resuming ? `/api/scores/stream?lastEventId=${encodeURIComponent(v.lastEventId)}` : '/api/scores/stream';
    const req = http.get({ host: '127.0.0.1', port: v.port, path, agent, localAddress: v.address, headers: { Accept: 'text/event-stream' } });
    (req as http.ClientRequest & { askedAt: number }).askedAt = Date.now();
    v.req = req;
    req.on('response', (res) => {
      if (v.req !== req) { res.destroy(); return; }
      if (res.statusCode !== 200) {
        errorStatuses[String(res.statusCode)] = (errorStatuses[String(res.statusCode)] ?? 0) + 1;
        res.resume();
        lose(v, req, 'error-answer', retryDelayMs(++v.failures));
        return;
      }
      v.open = true;
      v.lastHeard = Date.now();
      const pending = v.reconnects.at(-1);
      if (pending && pending.reopenedAt === undefined) pending.reopenedAt = v.lastHeard;
      let sawSnapshot = false;
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        const receivedAt = Date.now();
        v.lastHeard = receivedAt;
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          if (block.startsWith('event: snapshot')) sawSnapshot = true;
          else if (!sawSnapshot && resuming && block.startsWith('id: ')) { sawSnapshot = true; v.resumed++; }
          if (block) onBlock(v, req, block, receivedAt);
        }
      });
      res.on('close', () => lose(v, req, 'dropped', retryDelayMs(++v.failures)));
    });
    req.on('error', () => lose(v, req, 'refused', retryDelayMs(++v.failures)));
  };

  // the browser client's silence watch, one timer for all
  setInterval(() => {
    const now = Date.now();
    for (const v of viewers) {
      if (v.open && v.req && now - v.lastHeard > v.silenceLimitMs) lose(v, v.req, 'silence', Math.round(Math.random() * SILENCE_RECONNECT_MAX_MS));
    }
  }, 1_000).unref();

  process.send!({ type: 'up' });
  process.on('message', (msg: ToLoadgen) => {
    if (msg.type === 'connect') {
      void (async () => {
        const started = Date.now();
        let next = 0;
        const worker = async () => {
          while (next < msg.count) {
            const index = msg.first + next++;
            const v: Viewer = {
              index, port: msg.gateways[index % msg.gateways.length]!, address: sourceAddress(index), req: null, open: false,
              lastEventId: '', failures: 0, lastHeard: Date.now(), silenceLimitMs: Infinity, ids: [], scores: [], outOfOrder: 0,
              snapshotAsked: [], resumed: 0, reconnects: [],
            };
            viewers.push(v);
            // wait for this viewer's snapshot before opening the next one on this worker
            await new Promise<void>((resolve) => {
              connecting.set(v, resolve);
              open(v);
            });
          }
        };
        await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, worker));
        process.send!({ type: 'connected', ready: viewers.filter((v) => v.open).length, ms: Date.now() - started } satisfies ConnectReport);
      })();
    } else if (msg.type === 'phase') {
      phase = msg.phase;
    } else if (msg.type === 'report') {
      stopping = true;
      const source = new Map(msg.source);
      const order = msg.source.map(([id]) => id);
      const publishedAt = (id: string) => Number(id.split('-')[0]);
      const inRange = (id: string) => compareIds(id, msg.after) > 0 && compareIds(id, msg.upTo) <= 0;
      const reconnects: Record<Cause, number> = { told: 0, dropped: 0, 'error-answer': 0, refused: 0, silence: 0 };
      const report: LoadReport = {
        type: 'report', latency: Object.fromEntries([...latency].map(([p, h]) => [p, [...h]])), replayed: [...replayed], perEvent: [...perEvent].map(([id, h]) => [id, [...h]]), viewers: viewers.length,
        openAtEnd: viewers.filter((v) => v.open).length, complete: 0, missing: 0, coveredBySnapshot: 0, duplicated: 0, outOfOrder: 0,
        wrongScore: 0, unknownIds: 0, worstMissing: 0, worstStory: '', reconnects, viewersReconnected: 0, mostReconnects: 0, askedMs: [], gapMs: [],
        reopenedAt: [], errorStatuses, snapshotsAfterStart: 0, resumedWithoutSnapshot: 0,
      };
      for (const v of viewers) {
        const got = new Map<string, number>();
        v.ids.forEach((id, i) => {
          if (!inRange(id)) return;
          if (!source.has(id)) { report.unknownIds++; return; }
          got.set(id, (got.get(id) ?? 0) + 1);
          if (source.get(id) !== v.scores[i]) report.wrongScore++;
        });
        let missing = 0;
        for (const id of order) {
          if (got.has(id)) continue;
          // the viewer later asked for, and got, the whole slate: its scores were right, the change itself was not shown
          if (v.snapshotAsked.some((t) => t > publishedAt(id))) report.coveredBySnapshot++;
          else missing++;
        }
        report.missing += missing;
        if (missing > report.worstMissing) {
          report.worstMissing = missing;
          const absent = order.filter((id) => !got.has(id));
          report.worstStory = `viewer ${v.index} (gateway :${v.port}, stream open at the end: ${v.open}) missed ${absent[0]} … ${absent.at(-1)}; `
            + `its reconnects: ${v.reconnects.map((r) => `${r.cause} at ${r.at}, waited ${r.askedMs} ms, reopened ${r.reopenedAt ?? 'never'}`).join('; ')}; `
            + `last heard ${v.lastHeard}; last id received ${v.ids.at(-1)}`;
        }
        for (const n of got.values()) report.duplicated += n - 1;
        report.outOfOrder += v.outOfOrder;
        if (missing === 0 && [...got.values()].every((n) => n === 1) && got.size === order.length) report.complete++;
        report.snapshotsAfterStart += Math.max(0, v.snapshotAsked.length - 1);
        report.resumedWithoutSnapshot += v.resumed;
        if (v.reconnects.length > 0) report.viewersReconnected++;
        report.mostReconnects = Math.max(report.mostReconnects, v.reconnects.length);
        for (const r of v.reconnects) {
          reconnects[r.cause]++;
          report.askedMs.push(r.askedMs);
          if (r.reopenedAt !== undefined) { report.gapMs.push(r.reopenedAt - r.at); report.reopenedAt.push(r.reopenedAt); }
        }
      }
      process.send!(report, () => {
        for (const v of viewers) v.req?.destroy();
        agent.destroy();
        process.exit(0);
      });
    }
  });
  process.on('disconnect', () => process.exit(0));
}

// ---------------------------------------------------------------- orchestrator


function redisLines(port: number, ...args: string[]): string[] {
  return spawnSync('redis-cli', ['-p', String(port), '--raw', ...args], { maxBuffer: 64 * 1024 * 1024 }).stdout.toString().split('\n');
}

/**
 * How often the source's game went back (fewer points, or an earlier quarter, than its event
 * before): each replica replays the recorded game from its own start, so when the poller moves to
 * a replica started later the game goes back to that replica's moment.
 */
let sourceRewinds = 0;

/** The bus's `game` events after `after` (exclusive), with their scores. */
function sourceEvents(port: number, after: string): Array<[string, string]> {
  const last = new Map<string, { points: number; period: number }>();
  const lines = redisLines(port, 'XRANGE', STREAM_KEY, after ? `(${after}` : '-', '+');
  const out: Array<[string, string]> = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\d+-\d+$/.test(lines[i]!)) continue;
    const fields = new Map<string, string>();
    for (let j = i + 1; j + 1 < lines.length && !/^\d+-\d+$/.test(lines[j]!); j += 2) fields.set(lines[j]!, lines[j + 1]!);
    if (fields.get('type') !== 'game') continue;
    const { game } = JSON.parse(fields.get('data')!) as { game: { id: string; awayScore: number | null; homeScore: number | null; period: number | null } };
    out.push([lines[i]!, `${game.awayScore}-${game.homeScore}`]);
    const now = { points: (game.awayScore ?? 0) + (game.homeScore ?? 0), period: game.period ?? 0 };
    const before = last.get(game.id);
    if (before && (now.points < before.points || now.period < before.period)) sourceRewinds++;
    last.set(game.id, now);
  }
  return out;
}
const lastId = (port: number) => redisLines(port, 'XREVRANGE', STREAM_KEY, '+', '-', 'COUNT', '1').find((l) => /^\d+-\d+$/.test(l)) ?? '';

interface Replica { name: string; port: number; stack: Stack; child: ChildProcess }

/** CPU ticks (user + system) a process has used, or null once it is gone. */
function cpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
/** CPU ticks the whole machine has been busy (all cores). */
function machineBusyTicks(): number {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return f.reduce((a, b) => a + b, 0) - f[3]! - f[4]!;
}
const TICKS_PER_SECOND = 100; // USER_HZ

async function getJson<T>(url: string): Promise<T | null> {
  try {
    return (await (await fetch(url, { signal: AbortSignal.timeout(2_000) })).json()) as T;
  } catch {
    return null;
  }
}
async function isReady(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(1_000) })).status === 200;
  } catch {
    return false;
  }
}

async function main() {
  const started = Date.now();
  const children: ChildProcess[] = [];
  const stacks: Stack[] = [];
  // Ctrl-C or a kill: nothing is left running
  let aborting = false;
  const abort = (signal: NodeJS.Signals) => {
    if (aborting) return;
    aborting = true;
    for (const s of stacks) for (const c of s.children.values()) if (c.exitCode === null) c.kill('SIGKILL');
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.on('SIGINT', abort);
  process.on('SIGTERM', abort);

  const quiet = (name: string, line: string) => { if (/error|fatal|still busy/i.test(line)) console.error(`[${name}] ${line}`); };
  const t = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  const env: Record<string, string> = { REPLAY_SPEED, POLL_LIVE_MS: String(POLL_MS), LOG_LEVEL: 'warn' };

  const redisPort = await freePort();
  const redis = await startRedis(redisPort);
  children.push(redis);
  const loadgens: ChildProcess[] = [];
  let teamsRunning = false;
  try {
    let replicaSerial = 0;
    const startReplica = async (): Promise<Replica> => {
      const name = String.fromCharCode(97 + replicaSerial++);
      const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
      const stack = await startStack({ ports, only: ['sports'], log: (n, line) => quiet(`sports ${name}`, line), env: { ...env, REDIS_URL: `redis://127.0.0.1:${redisPort}`, REPLICA_ID: name } });
      stacks.push(stack);
      return { name, port: ports.sports!, stack, child: stack.children.get('sports')! };
    };
    let replicas = await Promise.all(Array.from({ length: REPLICAS }, startReplica));

    const serviceChild = fork(__filename, ['--service'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    children.push(serviceChild);
    const servicePort = await new Promise<number>((resolve) => serviceChild.once('message', (m: { port: number }) => resolve(m.port)));
    // what kube-proxy has applied, changed ENDPOINT_LAG_MS after the endpoints change
    let readyEndpoints = replicas.map((r) => r.port);
    serviceChild.send({ type: 'endpoints', ready: readyEndpoints } satisfies ToService);
    const applyEndpoints = (change: (ready: number[]) => number[]) => new Promise<void>((resolve) => setTimeout(() => {
      readyEndpoints = change(readyEndpoints);
      serviceChild.send({ type: 'endpoints', ready: readyEndpoints } satisfies ToService);
      resolve();
    }, ENDPOINT_LAG_MS));

    const gatewayPorts: number[] = [];
    for (let g = 0; g < GATEWAYS; g++) {
      const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
      const stack = await startStack({ ports, only: ['gateway'], log: (n, line) => quiet(`gateway ${g + 1}`, line), env, envFor: { gateway: { SPORTS_URLS: `http://127.0.0.1:${servicePort}` } } });
      stacks.push(stack);
      gatewayPorts.push(ports.gateway!);
    }
    console.log(`${t()}  redis-server, ${REPLICAS} sports replicas (${replicas.map((r) => `${r.name} :${r.port}`).join(', ')}), the Service :${servicePort}, ${GATEWAYS} gateways (${gatewayPorts.map((p) => `:${p}`).join(', ')}) up`);

    for (let l = 0; l < LOADGENS; l++) {
      const child = fork(__filename, ['--loadgen'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      loadgens.push(child);
      children.push(child);
    }
    await Promise.all(loadgens.map((child) => new Promise((resolve) => child.once('message', resolve))));
    const request = <T>(child: ChildProcess, msg: ToLoadgen | ToService, reply: string) => new Promise<T>((resolve, reject) => {
      const onMessage = (m: { type: string }) => { if (m.type === reply) { child.off('message', onMessage); resolve(m as T); } };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`child exited (${code})`)));
      child.send(msg);
    });
    const setPhase = (phase: Phase) => { for (const child of loadgens) child.send({ type: 'phase', phase } satisfies ToLoadgen); };

    const share = Math.ceil(VIEWERS / LOADGENS);
    const connects = await Promise.all(loadgens.map((child, l) => request<ConnectReport>(child, { type: 'connect', gateways: gatewayPorts, first: l * share, count: Math.min(share, VIEWERS - l * share) }, 'connected')));
    const connected = connects.reduce((n, c) => n + c.ready, 0);
    console.log(`${t()}  ${connected}/${VIEWERS} viewers connected (each with its snapshot) in ${(Math.max(...connects.map((c) => c.ms)) / 1000).toFixed(1)} s`);
    await sleep(2_000);
    const streamsOn = async () => (await Promise.all(replicas.map((r) => getJson<{ streamClients: number }>(`http://127.0.0.1:${r.port}/healthz`)))).map((h) => h?.streamClients ?? '?');
    console.log(`${t()}  streams per replica: ${(await streamsOn()).join(' / ')}`);

    // every viewer holds a stream from here on: each `game` event after this id must reach each one
    const baseline = lastId(redisPort);
    const phaseAt: Partial<Record<Phase, number>> = {};
    let currentPhase: Phase = 'before';
    const beginPhase = (phase: Phase) => { phaseAt[phase] = Date.now(); currentPhase = phase; setPhase(phase); };
    /** What happened when, for the timeline. */
    const marks: Array<[number, string]> = [];

    // the CPU the machine spent per phase, and how much of it was this bench's processes (the rest is other people's work)
    const cpuUse = new Map<Phase, { machine: number; ours: number }>(PHASES.map((p) => [p, { machine: 0, ours: 0 }]));
    const ourPids = () => [process.pid, redis.pid!, serviceChild.pid!, ...loadgens.map((c) => c.pid!), ...stacks.flatMap((s) => [...s.children.values()].map((c) => c.pid!))];
    const seenTicks = new Map(ourPids().map((pid) => [pid, cpuTicks(pid) ?? 0]));
    let machineBefore = machineBusyTicks();
    const cpuSampler = setInterval(() => {
      const use = cpuUse.get(currentPhase)!;
      const machine = machineBusyTicks();
      use.machine += machine - machineBefore;
      machineBefore = machine;
      for (const pid of ourPids()) {
        const ticks = cpuTicks(pid);
        if (ticks === null) continue;
        use.ours += ticks - (seenTicks.get(pid) ?? 0); // a process started since counts from its start
        seenTicks.set(pid, ticks);
      }
    }, 1_000);

    // /api/teams from a client of its own (keep-alive, like a browser), alternating between gateways
    const teamsAgent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    const teams = new Map<Phase, { ms: number[]; errors: Record<string, number> }>(PHASES.map((p) => [p, { ms: [], errors: {} }]));
    teamsRunning = true;
    const teamsWorker = async (w: number) => {
      for (let i = 0; teamsRunning; i++) {
        const phase = currentPhase;
        const sent = performance.now();
        const status = await new Promise<string>((resolve) => {
          const req = http.get({ host: '127.0.0.1', port: gatewayPorts[(i + w) % GATEWAYS], path: '/api/teams', agent: teamsAgent, localAddress: '127.5.0.1' }, (res) => {
            res.resume();
            res.on('end', () => resolve(String(res.statusCode)));
            res.on('error', () => resolve('reset'));
          });
          req.setTimeout(10_000, () => req.destroy(new Error('timeout')));
          req.on('error', (err) => resolve((err as NodeJS.ErrnoException).code ?? err.message));
        });
        const record = teams.get(phase)!;
        record.ms.push(performance.now() - sent);
        if (status !== '200') record.errors[status] = (record.errors[status] ?? 0) + 1;
        await sleep(100);
      }
    };
    const teamsDone = Promise.all([0, 1].map(teamsWorker));
    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

    beginPhase('before');
    console.log(`${t()}  before the roll: ${BEFORE_SECONDS} s`);
    await sleep(BEFORE_SECONDS * 1000);

    // ------------------------------------------------------------ the roll
    beginPhase('roll');
    const steps: Array<{ old: string; fresh: string; readyMs: number; streams: number | string; exitMs: number; code: number | null; signal: string | null }> = [];
    const next: Replica[] = [];
    for (const old of replicas) {
      const stepAt = Date.now();
      marks.push([stepAt, 'new replica starting']);
      const fresh = await startReplica();
      while (!(await isReady(fresh.port))) await sleep(PROBE_MS);
      const readyMs = Date.now() - stepAt;
      marks.push([Date.now(), `${fresh.name} ready`]);
      await applyEndpoints((ready) => [...ready, fresh.port]);
      next.push(fresh);
      console.log(`${t()}  replica ${fresh.name} :${fresh.port} ready (${readyMs} ms after start) and in the Service`);
      // old replica: out of the endpoints (reaching kube-proxy after the lag) and its preStop hook, together
      const streams = (await getJson<{ streamClients: number }>(`http://127.0.0.1:${old.port}/healthz`))?.streamClients ?? '?';
      const removed = applyEndpoints((ready) => ready.filter((p) => p !== old.port));
      await sleep(PRESTOP_MS);
      const signalled = Date.now();
      marks.push([signalled, `${old.name} SIGTERM (${streams} streams)`]);
      const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => old.child.once('exit', (code, signal) => resolve({ code, signal })));
      old.child.kill('SIGTERM');
      const kill = setTimeout(() => old.child.kill('SIGKILL'), GRACE_MS);
      const { code, signal } = await exited;
      clearTimeout(kill);
      await removed;
      old.stack.children.delete('sports');
      steps.push({ old: old.name, fresh: fresh.name, readyMs, streams, exitMs: Date.now() - signalled, code, signal });
      console.log(`${t()}  replica ${old.name} :${old.port} (${streams} streams) SIGTERM → exit ${code ?? signal} in ${Date.now() - signalled} ms`);
    }
    replicas = next;
    await sleep(SETTLE_MS);
    beginPhase('after');
    console.log(`${t()}  roll done; streams per replica: ${(await streamsOn()).join(' / ')}; after the roll: ${AFTER_SECONDS} s`);
    await sleep(AFTER_SECONDS * 1000);

    // every event up to this id has had time to reach every viewer still connected
    const upTo = lastId(redisPort);
    await sleep(3_000);
    teamsRunning = false;
    await teamsDone;
    teamsAgent.destroy();
    const health = await Promise.all(replicas.map((r) => getJson<{ streamClients: number; leader: boolean }>(`http://127.0.0.1:${r.port}/healthz`)));
    const endedAt = Date.now();
    clearInterval(cpuSampler);
    const source = sourceEvents(redisPort, baseline).filter(([id]) => compareIds(id, upTo) <= 0);
    const reports = await Promise.all(loadgens.map((child) => request<LoadReport>(child, { type: 'report', source, after: baseline, upTo }, 'report')));
    const serviceReport = await request<ServiceReport>(serviceChild, { type: 'report' }, 'report');

    // ------------------------------------------------------------ figures
    const sum = (f: (r: LoadReport) => number) => reports.reduce((n, r) => n + f(r), 0);
    const f0 = (n: number) => Math.round(n).toLocaleString('en-US');
    const cpu = os.cpus();
    console.log(`\nmachine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}`);
    console.log(`date: ${new Date().toISOString()}; load average (1 min) before / after: ${loadBefore} / ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} (other work on the machine counts); whole run ${((endedAt - started) / 1000).toFixed(0)} s`);
    console.log(`setup: ${VIEWERS} viewers (${LOADGENS} load generators, ${PER_ADDRESS} per loopback address) → ${GATEWAYS} gateways → the Service (a user-space model of kube-proxy) → ${REPLICAS} sports replicas + redis-server; replay ${REPLAY_SPEED}×, poll every ${POLL_MS} ms; preStop ${PRESTOP_MS} ms, endpoint changes applied ${ENDPOINT_LAG_MS} ms after they are made, readiness probed every ${PROBE_MS} ms`);
    console.log('\n| step | new replica ready after | old replica held | SIGTERM → exit |\n| --- | --- | --- | --- |');
    for (const s of steps) console.log(`| ${s.old} → ${s.fresh} | ${f0(s.readyMs)} ms | ${s.streams} streams | ${s.code === null ? s.signal : `code ${s.code}`} in ${f0(s.exitMs)} ms |`);

    const openAtEnd = sum((r) => r.openAtEnd);
    const complete = sum((r) => r.complete);
    console.log(`\n\`game\` events the bus published from when every viewer was connected to the end: ${source.length} (ids ${baseline || '(start)'} exclusive … ${upTo}); the replayed game went back ${sourceRewinds} time${sourceRewinds === 1 ? '' : 's'} in them (a change of poller to a replica whose replay started later)`);
    console.log('per viewer, each of those events: received once = delivered; never received = missing, unless the viewer later asked for and got a whole snapshot');
    console.log('(its scores then were right, only that change was not shown as a change) = covered by a snapshot; lost = missing and not covered.');
    console.log('\n| figure | value |\n| --- | --- |');
    console.log(`| viewers connected at the end | ${openAtEnd} / ${VIEWERS} |`);
    console.log(`| viewers that got every event exactly once | ${complete} / ${VIEWERS} |`);
    console.log(`| events lost (missing, no later snapshot), all viewers | ${sum((r) => r.missing)} (worst viewer ${Math.max(...reports.map((r) => r.worstMissing))}) |`);
    const worst = [...reports].sort((a, b) => b.worstMissing - a.worstMissing)[0];
    if (worst?.worstStory) console.error(`lost events: ${worst.worstStory}`);
    console.log(`| events covered by a later snapshot | ${sum((r) => r.coveredBySnapshot)} (snapshots after the first: ${sum((r) => r.snapshotsAfterStart)}) |`);
    console.log(`| events duplicated / out of order / with a score other than the source's | ${sum((r) => r.duplicated)} / ${sum((r) => r.outOfOrder)} / ${sum((r) => r.wrongScore)} |`);
    console.log(`| ids a viewer received that the bus never published | ${sum((r) => r.unknownIds)} |`);
    const latencyRow = (label: string, pairs: Array<[number, number]>) => {
      const h = new Map<number, number>();
      for (const [ms, n] of pairs) h.set(ms, (h.get(ms) ?? 0) + n);
      const n = [...h.values()].reduce((a, b) => a + b, 0);
      console.log(`| latency poll → viewer, ${label}, ${f0(n)} deliveries | p50 ${percentile(h, 0.5)} ms, p99 ${percentile(h, 0.99)} ms, max ${n ? Math.max(...h.keys()) : NaN} ms |`);
    };
    for (const phase of PHASES) {
      const seconds = ((phase === 'before' ? phaseAt.roll! : phase === 'roll' ? phaseAt.after! : endedAt) - phaseAt[phase]!) / 1000;
      latencyRow(`${PHASE_LABEL[phase]} (${seconds.toFixed(0)} s), on open streams`, reports.flatMap((r) => r.latency[phase] ?? []));
    }
    latencyRow('events published while the viewer was reconnecting (replayed on resume)', reports.flatMap((r) => r.replayed));
    const causes: Record<Cause, number> = { told: 0, dropped: 0, 'error-answer': 0, refused: 0, silence: 0 };
    for (const r of reports) for (const [k, v] of Object.entries(r.reconnects)) causes[k as Cause] += v;
    const totalReconnects = Object.values(causes).reduce((a, b) => a + b, 0);
    const asked = reports.flatMap((r) => r.askedMs).sort((a, b) => a - b);
    const gaps = reports.flatMap((r) => r.gapMs).sort((a, b) => a - b);
    const perSecond = new Map<number, number>();
    for (const at of reports.flatMap((r) => r.reopenedAt)) perSecond.set(Math.floor(at / 1000), (perSecond.get(Math.floor(at / 1000)) ?? 0) + 1);
    const errorStatuses: Record<string, number> = {};
    for (const r of reports) for (const [k, v] of Object.entries(r.errorStatuses)) errorStatuses[k] = (errorStatuses[k] ?? 0) + v;
    console.log(`| reconnects | ${totalReconnects} by ${sum((r) => r.viewersReconnected)} viewers (at most ${Math.max(...reports.map((r) => r.mostReconnects))} for one): told to by the server ${causes.told}, stream dropped ${causes.dropped}, error answer ${causes['error-answer']}${Object.keys(errorStatuses).length ? ` (${Object.entries(errorStatuses).map(([k, v]) => `${v}× ${k}`).join(', ')})` : ''}, connection refused ${causes.refused}, silence ${causes.silence} |`);
    console.log(`| resumed by replay (no snapshot) | ${sum((r) => r.resumedWithoutSnapshot)} |`);
    console.log(`| wait asked before reconnecting | min ${sortedAt(asked, 0)} ms, p50 ${sortedAt(asked, 0.5)} ms, max ${sortedAt(asked, 1)} ms |`);
    console.log(`| stream lost → next stream open | p50 ${sortedAt(gaps, 0.5)} ms, p99 ${sortedAt(gaps, 0.99)} ms, max ${sortedAt(gaps, 1)} ms |`);
    console.log(`| streams reopened per second, busiest second | ${Math.max(0, ...perSecond.values())} (over ${perSecond.size} seconds) |`);
    for (const phase of PHASES) {
      const { ms, errors } = teams.get(phase)!;
      ms.sort((a, b) => a - b);
      const errs = Object.entries(errors).map(([k, v]) => `${v}× ${k}`).join(', ');
      console.log(`| /api/teams ${PHASE_LABEL[phase]} (${ms.length} requests) | p50 ${sortedAt(ms, 0.5).toFixed(0)} ms, p99 ${sortedAt(ms, 0.99).toFixed(0)} ms, max ${sortedAt(ms, 1).toFixed(0)} ms; ${errs || 'no errors'} |`);
    }
    console.log(`| new connections per replica (the Service) | ${serviceReport.opened.map(([port, n]) => `:${port} ${n}`).join(', ')}; refused for want of an endpoint ${serviceReport.refused} |`);
    console.log(`| at the end | replicas hold ${health.map((h) => h?.streamClients ?? '?').join(' + ')} streams; leader ${replicas.filter((_, i) => health[i]?.leader).map((r) => r.name).join(', ') || 'none'} |`);
    for (const phase of PHASES) {
      const { machine, ours } = cpuUse.get(phase)!;
      const seconds = ((phase === 'before' ? phaseAt.roll! : phase === 'roll' ? phaseAt.after! : endedAt) - phaseAt[phase]!) / 1000;
      const cores = (ticks: number) => (ticks / TICKS_PER_SECOND / seconds).toFixed(2);
      console.log(`| CPU ${PHASE_LABEL[phase]} (of ${cpu.length} cores) | machine ${cores(machine)}, this bench's processes ${cores(ours)}, other work ${cores(Math.max(0, machine - ours))} |`);
    }

    // latency on open streams over time, by when the poll saw the change, with what happened then
    const bucketMs = 5_000;
    const buckets = new Map<number, { events: number; h: Map<number, number> }>();
    for (const r of reports) {
      for (const [id, pairs] of r.perEvent) {
        const at = Math.floor((Number(id.split('-')[0]) - phaseAt.roll!) / bucketMs);
        const b = buckets.get(at) ?? { events: 0, h: new Map<number, number>() };
        if (r === reports[0]) b.events++;
        for (const [ms, n] of pairs) b.h.set(ms, (b.h.get(ms) ?? 0) + n);
        buckets.set(at, b);
      }
    }
    console.log('\n| published (s after the roll began) | events | p50 | p99 | max | meanwhile |\n| --- | --- | --- | --- | --- | --- |');
    for (const [at, b] of [...buckets].sort((x, y) => x[0] - y[0])) {
      const from = phaseAt.roll! + at * bucketMs;
      const meanwhile = marks.filter(([t]) => t >= from && t < from + bucketMs).map(([, m]) => m).join('; ');
      console.log(`| ${(at * bucketMs) / 1000} … ${((at + 1) * bucketMs) / 1000} | ${b.events} | ${percentile(b.h, 0.5)} ms | ${percentile(b.h, 0.99)} ms | ${Math.max(...b.h.keys())} ms | ${meanwhile} |`);
    }
    const lost = sum((r) => r.missing);
    console.log(`\nevery viewer connected at the end: ${openAtEnd === VIEWERS ? 'yes' : 'NO'}; no event lost or duplicated: ${lost === 0 && sum((r) => r.duplicated) === 0 ? 'yes' : 'NO'}; /api/teams errors during the roll: ${Object.values(teams.get('roll')!.errors).reduce((a, b) => a + b, 0)}`);
  } finally {
    teamsRunning = false;
    for (const child of loadgens) if (child.exitCode === null) child.kill('SIGKILL');
    for (const s of stacks.reverse()) await s.stop();
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  }
}

if (process.argv.includes('--loadgen')) loadgen();
else if (process.argv.includes('--service')) service();
else main().catch((err) => { console.error(err); process.exit(1); });
