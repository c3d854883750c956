/**
 * Gateway cost per request: CPU time (user + system, from each process's own `process.cpuUsage()`)
 * per proxied JSON request, for the real gateway, a bare Express 5 + http-proxy-middleware 3 proxy
 * with a keep-alive agent, and a plain `node:http` proxy, all in the same run in front of the same
 * content service; and the content service's own CPU per request (through the proxies, and direct
 * for /api/categories and /api/glossary: plain, compressed, revalidated). Budget: gateway ≤ 1.5×
 * the bare proxy.
 *
 * Every server is a child process started by this file. The real gateway and content service run
 * as production runs them, compiled (build/servers/<name>/main.js, written by npm run build), with
 * support/cpu-probe.cjs preloaded: it answers 'start'/'stop' messages on the IPC channel with the
 * process's CPU delta, so no route is added to the production apps. What is measured is what ships,
 * not the TypeScript the dev stack runs through tsx. The two reference proxies are this file again,
 * in another role.
 *
 * The machine is shared, and CPU time per request grows with everything else running on it. So
 * by default the processes being compared are loaded at the same time, each at the same fixed rate
 * (the same contention, and no process batching more requests per event-loop turn because it is
 * the slower one), in several rounds; ratios are taken within a round, then the median is printed.
 * CPU_RATE=0 loads each process flat out, one after another: many requests per event-loop turn,
 * so fixed costs per turn are shared (a lower figure per request, and a noisier one when the
 * machine is busy).
 *
 * Run: npx tsx bench/gateway-cpu.ts
 *   CPU_REQUESTS (per process and round, default 2000), CPU_RATE (requests a second per process,
 *   200; 0: flat out, one process at a time), CPU_CONNECTIONS (keep-alive connections per process, 16), CPU_ROUNDS (5, after a warm-up
 *   round), CPU_PROXIES_ONLY (only the proxies, not the content service direct), CPU_PROFILE_DIR
 *   (write --cpu-prof profiles of the gateway and the bare proxy there), CPU_BASELINE (a copy of
 *   the repo at another commit, with node_modules and its build: its gateway and content service
 *   are measured beside these, for before/after figures from one run)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

type Role = 'bare-hpm' | 'plain-http';
type ProbeMessage = { type: 'cpu'; micros: number } | { type: 'started' };
/** Answers the parent's start/stop with the process's CPU time in between (see the file). */
const PROBE = path.join(__dirname, 'support', 'cpu-probe.cjs');

const upstreamAgent = () => new http.Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets: 512, maxFreeSockets: 64 });

/** The floor the gateway is held to: Express 5 + http-proxy-middleware 3 and nothing else. */
async function bareHpm(port: number, target: string) {
  const { default: express } = await import('express');
  const { createProxyMiddleware } = await import('http-proxy-middleware');
  const app = express();
  app.use(createProxyMiddleware({ target, agent: upstreamAgent() }));
  app.listen(port, '127.0.0.1');
}

/** No framework at all: what forwarding a request costs Node itself. */
function plainHttp(port: number, target: string) {
  const { hostname, port: targetPort } = new URL(target);
  const agent = upstreamAgent();
  const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
  http.createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers.connection;
    const upstream = http.request({ hostname, port: targetPort, method: req.method, path: req.url, headers, agent }, (upRes) => {
      const out = { ...upRes.headers };
      for (const h of HOP_BY_HOP) delete out[h];
      res.writeHead(upRes.statusCode ?? 502, out);
      upRes.pipe(res);
    });
    upstream.on('error', () => { if (!res.headersSent) res.writeHead(502); res.end(); });
    req.pipe(upstream);
  }).listen(port, '127.0.0.1');
}

const role = process.env.GG_CPU_ROLE as Role | undefined;
if (role) {
  void import(PROBE);
  const port = Number(process.env.PORT);
  process.once('SIGTERM', () => process.exit(0)); // an orderly exit writes a --cpu-prof profile
  if (role === 'bare-hpm') void bareHpm(port, process.env.TARGET!);
  if (role === 'plain-http') plainHttp(port, process.env.TARGET!);
} else {
  main().catch((err) => { console.error(err); process.exit(1); });
}

// ---------------------------------------------------------------------------------------------
// The parent: starts the processes, drives the load, prints the tables.

interface Child { name: string; proc: ChildProcess; url: string }

const REQUESTS = Number(process.env.CPU_REQUESTS ?? 2_000);
const RATE = Number(process.env.CPU_RATE ?? 200);
const CONNECTIONS = Number(process.env.CPU_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 5);

function ask(child: Child, type: 'start' | 'stop'): Promise<ProbeMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: ProbeMessage) => { child.proc.off('exit', onExit); resolve(m); };
    const onExit = () => reject(new Error(`${child.name} exited`));
    child.proc.once('message', onMessage);
    child.proc.once('exit', onExit);
    child.proc.send({ type });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const us = (n: number) => `${Math.round(n)} µs`;

async function main() {
  const [{ default: autocannon }, { freePort, waitHealthy }, { PROCESSES, ROOT }] = await Promise.all([
    import('autocannon'), import('@gg/dev-stack/stack'), import('@gg/dev-stack/apps'),
  ]);
  const tsx = require.resolve('tsx', { paths: [ROOT] });
  const children: Child[] = [];
  const def = (name: string) => PROCESSES.find((p) => p.name === name)!;
  const self = path.relative(ROOT, __filename);
  const baseline = process.env.CPU_BASELINE ? path.resolve(process.env.CPU_BASELINE) : undefined;
  const profile = (name: string) => (process.env.CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.CPU_PROFILE_DIR, name)] : []);

  /** The compiled file production runs for a process (npm run build writes it), in `root`'s checkout. */
  const compiled = (root: string, name: string) => {
    const file = path.join(root, 'build', 'servers', name, 'main.js');
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build (in ${root}) first`);
    return file;
  };
  /** A compiled server with the probe preloaded, or this file in a reference proxy's role (through tsx). */
  const start = async (name: string, script: string, env: Record<string, string>, nodeArgs: string[] = []) => {
    const port = await freePort();
    const loader = script.endsWith('.js') ? ['--require', PROBE] : ['--import', tsx];
    const proc = spawn(process.execPath, [...nodeArgs, ...loader, script], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let tail = '';
    // Drained, not shown: writing the access log is part of the cost measured.
    proc.stdout!.resume();
    proc.stderr!.on('data', (d: Buffer) => { tail = (tail + d.toString()).slice(-2000); });
    const child = { name, proc, url: `http://127.0.0.1:${port}` };
    children.push(child);
    try {
      await waitHealthy(`${child.url}/healthz`, { child: proc });
    } catch (err) {
      throw new Error(`${name} did not start: ${(err as Error).message}\n${tail}`);
    }
    return child;
  };

  /** A gateway in front of `content` only (the other services are not started), rate limit raised. */
  const gatewayEnv = (content: Child) => ({
    ...def('gateway').env({ content: 0, sports: 0, talk: 0, learnRemote: 0, hubRemote: 0, talkRemote: 0 }),
    CONTENT_URL: content.url, RATE_LIMIT_PER_MINUTE: '1000000000',
  });

  try {
    const content = await start('content', compiled(ROOT, 'content'), {});
    const contentBaseline = baseline ? await start('content (baseline)', compiled(baseline, 'content'), {}) : undefined;
    const proxies = await Promise.all([
      start('gateway', compiled(ROOT, 'gateway'), gatewayEnv(content), profile('gateway')),
      ...(baseline ? [start('gateway (baseline)', compiled(baseline, 'gateway'), gatewayEnv(content))] : []),
      start('bare-hpm', self, { GG_CPU_ROLE: 'bare-hpm', TARGET: content.url }, profile('bare-hpm')),
      start('plain-http', self, { GG_CPU_ROLE: 'plain-http', TARGET: content.url }),
    ]);

    /**
     * One group: every target gets REQUESTS requests, at RATE a second all at once, or with CPU_RATE=0
     * as fast as it answers, one target after another. Returns the CPU per request of each target
     * process, and of `behind` (the service the proxies share).
     */
    const group = async (targets: Array<{ child: Child; url: string; headers?: Record<string, string>; expect?: number }>, behind?: Child) => {
      if (behind) await ask(behind, 'start');
      const one = async ({ child, url, headers = {}, expect = 200 }: (typeof targets)[number]) => {
        await ask(child, 'start');
        const r = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, ...(RATE > 0 ? { overallRate: RATE } : {}), headers });
        const m = await ask(child, 'stop');
        const answered = expect === 304 ? r['3xx'] : r['2xx'];
        if (r.errors || answered !== REQUESTS) throw new Error(`${url}: ${r.errors} errors, ${answered}/${REQUESTS} answers with ${expect} (2xx ${r['2xx']}, 3xx ${r['3xx']}, 4xx ${r['4xx']}, 5xx ${r['5xx']}, timeouts ${r.timeouts})`);
        return { cpu: m.type === 'cpu' ? m.micros / REQUESTS : NaN, bytes: r.throughput.total / REQUESTS };
      };
      // At a fixed rate all at once; flat out, one after another (each alone on the cores).
      const micros = [];
      if (RATE > 0) micros.push(...(await Promise.all(targets.map(one))));
      else for (const t of targets) micros.push(await one(t));
      const shared = behind ? await ask(behind, 'stop') : undefined;
      return { micros, behind: shared?.type === 'cpu' ? shared.micros / (REQUESTS * targets.length) : NaN };
    };

    const services = [content, ...(contentBaseline ? [contentBaseline] : [])];
    const etags = await Promise.all(services.map(async (c) => (await fetch(`${c.url}/api/glossary`)).headers.get('etag') ?? ''));
    const directRequests = [
      { label: '/api/categories', path: '/api/categories' },
      { label: '/api/glossary', path: '/api/glossary' },
      { label: '/api/glossary, Accept-Encoding: gzip, deflate, br', path: '/api/glossary', headers: () => ({ 'accept-encoding': 'gzip, deflate, br' }) },
      { label: '/api/glossary, If-None-Match (304)', path: '/api/glossary', headers: (i: number) => ({ 'if-none-match': etags[i]! }), expect: 304 },
    ];
    const groups = [
      () => group(proxies.map((p) => ({ child: p, url: `${p.url}/api/categories` })), content),
      ...(process.env.CPU_PROXIES_ONLY ? [] : directRequests).map((d) => () => group(services.map((c, i) => ({ child: c, url: `${c.url}${d.path}`, headers: d.headers?.(i), expect: d.expect })))),
    ];

    const rounds: Array<Awaited<ReturnType<typeof group>>[]> = [];
    for (let round = -1; round < ROUNDS; round++) {
      const results = [];
      for (const g of groups) results.push(await g());
      if (round >= 0) rounds.push(results); // round -1 warms up the JIT, the pools and the caches
    }
    const cpu = (g: number, i: number) => median(rounds.map((r) => r[g]!.micros[i]!.cpu));
    const bytes = (g: number, i: number) => median(rounds.map((r) => r[g]!.micros[i]!.bytes));
    /** Within each round (the same load on both), then the median. */
    const ratio = (g: number, i: number, j: number) => median(rounds.map((r) => r[g]!.micros[i]!.cpu / r[g]!.micros[j]!.cpu));
    const bare = proxies.findIndex((p) => p.name === 'bare-hpm');

    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, ${new Date().toISOString()}, load average ${os.loadavg()[0]!.toFixed(1)}`);
    const regime = RATE > 0 ? `at ${RATE}/s, the processes compared loaded together` : 'flat out, one process at a time';
    console.log(`each process: ${REQUESTS} requests ${regime}, ${CONNECTIONS} keep-alive connections, per round; median of ${ROUNDS} rounds after a warm-up round`);
    console.log(`LOG_LEVEL ${process.env.LOG_LEVEL ?? 'info (default)'}; gateway rate limit raised; load generator and servers share the machine's cores\n`);
    console.log('GET /api/categories through each proxy, CPU per request:\n');
    console.log('| proxy | proxy process | × bare HPM |');
    console.log('| --- | --- | --- |');
    const names: Record<string, string> = { 'bare-hpm': 'bare Express 5 + http-proxy-middleware 3, keep-alive', 'plain-http': 'plain node:http proxy, keep-alive' };
    proxies.forEach((p, i) => console.log(`| ${names[p.name] ?? p.name} | ${us(cpu(0, i))} | ${ratio(0, i, bare).toFixed(2)}× |`));
    console.log(`\ncontent service behind them: ${us(median(rounds.map((r) => r[0]!.behind)))} per request`);
    const budget = ratio(0, 0, bare);
    console.log(`gateway / bare HPM: ${budget.toFixed(2)}× (budget ≤ 1.5×: ${budget <= 1.5 ? 'met' : 'MISSED'})\n`);
    console.log('content service, direct, CPU per request:\n');
    console.log(`| request | ${services.map((c) => c.name).join(' | ')} | bytes per answer (with headers) |`);
    console.log(`| --- | ${services.map(() => '---').join(' | ')} | --- |`);
    if (!process.env.CPU_PROXIES_ONLY) directRequests.forEach((d, k) => {
      console.log(`| ${d.label} | ${services.map((_, i) => us(cpu(k + 1, i))).join(' | ')} | ${services.map((_, i) => Math.round(bytes(k + 1, i))).join(' / ')} |`);
    });
  } finally {
    await Promise.all(children.map((c) => new Promise<void>((resolve) => {
      if (c.proc.exitCode !== null) return resolve();
      const kill = setTimeout(() => c.proc.kill('SIGKILL'), 5_000);
      c.proc.once('exit', () => { clearTimeout(kill); resolve(); });
      c.proc.kill('SIGTERM');
    })));
  }
}
