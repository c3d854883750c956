/**
 * First screen at scale: pages a second, latency, gateway CPU per page and the share of answers
 * that carry their server-rendered first screen, for the main routes under 10 and 100 concurrent
 * clients, warm and cold.
 *
 * - warm: the same URL again and again (what a page cache in the gateway would serve);
 * - cold: every request a page the gateway has not kept, so each one misses its page cache and is a
 *   real render. The gateway keeps a page per time zone and light or dark mode, and ignores the
 *   query parameters a page does not read: each request of a route comes in a zone and mode not
 *   asked for before on that route (about 1,250 of them; past that the route's pages come kept, and
 *   "served as" says so). Its URL still carries `?bench=<unique id>`, for the bench's own tally.
 *
 * Every request sends `Accept: text/html` and `Accept-Encoding: br, gzip`, as a browser does: the
 * gateway compresses, and the bytes counted are the compressed ones on the wire (autocannon counts
 * socket bytes and decompresses nothing). Each answer's status and Content-Encoding are read in
 * autocannon's `onResponse`; its body there is decoded chunk by chunk as UTF-8, which mangles
 * br/gzip bytes, so the bodies are checked by a sampler beside the load instead: node:http, one
 * request at a time with a short pause between two, decompressed with node:zlib. A page "carries
 * its data" when its HTML has `<div id="root" data-rendered-url=…>` followed by markup and the
 * `<script id="gg-queries">` block; "all queries" also asks for as many rendered queries as the
 * same page rendered on an idle stack before the load. Every answer, not a sample, is covered by
 * the gateway's log: the renderer warns each time it gives a first screen up (deadline, error),
 * naming the URL. The share counts the gateway's own mark on every answer (X-First-Screen); for a
 * gateway without it, cold runs match each answer with those warnings by its unique URL ("rendered",
 * exact: a gateway that keeps pages per whole URL, which then names it), and warm runs (one URL)
 * estimate it from the warnings logged during the run against the pages answered in it (≈).
 *
 * Gateway CPU per page: the gateway process's utime + stime (/proc/<pid>/stat) over the run,
 * divided by the pages it answered in it (the load's and the sampler's). The renderer's own /api
 * calls go through the same gateway, so their proxying is in the figure; the services' and remote
 * servers' CPU is shown beside it.
 *
 * The stack is the real one (startStack: gateway, content, sports, talk, the three remote
 * servers; in-memory stores, LOG_LEVEL=warn, gateway TZ=UTC) with its default limits, because the
 * point is what a fan gets under load. autocannon runs in this process (the servers are separate
 * processes) and cannot bind source addresses, so all the load comes from 127.0.0.1. Pages have no
 * rate limit; /api has one per client IP, and the renderer's own /api calls also come from
 * 127.0.0.1: the 429s they get are counted from the gateway's log.
 *
 * Run: npx tsx bench/first-screen-load.ts   (needs `npm run build`)
 *   FSL_SECONDS (5, per run), FSL_ROUTES (comma-separated paths, default the ten below),
 *   FSL_CONNECTIONS (10,100), FSL_MODES (warm,cold), FSL_WARMUP (requests to a route before its
 *   warm runs, 50), FSL_SAMPLE_GAP_MS (pause between two body samples, 50), FSL_PROFILE_DIR
 *   (the gateway writes a --cpu-prof profile of the whole run there, read in Chrome's DevTools)
 */
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONTEND_APPS, ROOT } from '@gg/dev-stack/apps';
import { isStale } from '@gg/dev-stack/build';
import { freePorts, startStack, type Stack } from '@gg/dev-stack/stack';

const list = (value: string | undefined, fallback: string[]) => (value ? value.split(',').map((s) => s.trim()).filter(Boolean) : fallback);

const ROUTES = list(process.env.FSL_ROUTES, ['/', '/rules', '/rules/down-system', '/glossary', '/schedule', '/live-scores', '/water-cooler', '/standings', '/injuries', '/team/12']);
const SECONDS = Number(process.env.FSL_SECONDS ?? 5);
const CONNECTIONS = list(process.env.FSL_CONNECTIONS, ['10', '100']).map(Number);
type Mode = 'warm' | 'cold';
const MODES = list(process.env.FSL_MODES, ['warm', 'cold']).filter((m): m is Mode => m === 'warm' || m === 'cold');
const WARMUP = Number(process.env.FSL_WARMUP ?? 50);
const SAMPLE_GAP_MS = Number(process.env.FSL_SAMPLE_GAP_MS ?? 50);
/** Where the gateway writes a --cpu-prof profile of the whole run (written when it stops). */
const PROFILE_DIR = process.env.FSL_PROFILE_DIR ? path.resolve(process.env.FSL_PROFILE_DIR) : undefined;

const HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };

/** Every time zone once (by the canonical name the gateway keeps it under), in each of no mode, light and dark: a Cookie header each. */
const COLD_COOKIES = [...new Set(Intl.supportedValuesOf('timeZone').map((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone))]
  .flatMap((zone) => ['', 'gg-color-mode=light; ', 'gg-color-mode=dark; '].map((mode) => `${mode}gg-tz=${zone}`));
const coldUsed = new Map<string, number>();
/** A Cookie header no earlier cold request of this route came with. */
function coldCookie(route: string): string {
  const n = coldUsed.get(route) ?? 0;
  coldUsed.set(route, n + 1);
  if (n === COLD_COOKIES.length) console.log(`warning: ${route} has had a request in every time zone and mode: its further "cold" pages come kept`);
  return COLD_COOKIES[n % COLD_COOKIES.length]!;
}
const TARGET_WARM_PAGES_PER_S = 1_500;
const TARGET_P99_MS = 100;
/** The clients at which the p99 target applies. */
const TARGET_P99_CONNECTIONS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

// ------------------------------------------------------------------------------ CPU from /proc

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime of a process, in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // fields from the 3rd (state) on
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Waits until the process has stopped working (renders left over from the last run), at most 5 s. */
async function settle(pid: number): Promise<void> {
  let previous = cpuMs(pid);
  for (let i = 0; i < 25; i++) {
    await sleep(200);
    const now = cpuMs(pid);
    if (now - previous <= 1_000 / CLOCK_TICKS) return;
    previous = now;
  }
}

// ------------------------------------------------------------------------------ the stack's logs

interface LogTally {
  /** Status of every /api answer the gateway logged (at warn: 4xx, 5xx), e.g. the renderer's 429s. */
  api: Map<number, number>;
  /** Status of every page answer the gateway logged. */
  pages: Map<number, number>;
  /** First screens the renderer gave up on (the page went out for the browser to render). */
  leftToBrowser: number;
  /** Every other warning or error, by message. */
  messages: Map<string, number>;
}

const newTally = (): LogTally => ({ api: new Map(), pages: new Map(), leftToBrowser: 0, messages: new Map() });
const total = newTally();
let current = newTally();
const otherProcesses = new Map<string, Map<string, number>>();
/** While a run and its settling last: the URL of every first screen the renderer gave up on. */
let givenUp: Set<string> | null = null;
const GIVEN_UP = /First screen of (\S+) left to the browser/;

/** Start-up lines, not warnings. */
const STARTED = /listening on http|remote on http/;

function onLogLine(name: string, line: string): void {
  let entry: { level?: number; msg?: string; req?: { method?: string; path?: string }; res?: { status?: number }; err?: { message?: string } } | null = null;
  try {
    entry = JSON.parse(line);
  } catch {
    entry = null;
  }
  if (!entry && STARTED.test(line)) return;
  if (name !== 'gateway') {
    if (entry && (entry.level ?? 0) < 40) return;
    const key = (entry ? `${entry.msg ?? ''}${entry.res?.status ? ` ${entry.res.status} ${entry.req?.method} ${entry.req?.path?.split('?')[0]}` : ''}` : line).slice(0, 160);
    const messages = otherProcesses.get(name) ?? new Map<string, number>();
    otherProcesses.set(name, messages);
    if (messages.size < 40 || messages.has(key)) bump(messages, key);
    return;
  }
  const gaveUp = entry ? null : GIVEN_UP.exec(line);
  if (gaveUp) givenUp?.add(gaveUp[1]!);
  for (const tally of [total, current]) {
    if (entry?.res?.status !== undefined && entry.req?.path !== undefined) {
      const p = entry.req.path;
      bump(p === '/api' || p.startsWith('/api/') ? tally.api : tally.pages, entry.res.status);
      if (entry.res.status >= 400) bump(tally.messages, `${entry.res.status} ${entry.req.method} ${p.split('?')[0]}`);
    } else if (gaveUp) {
      tally.leftToBrowser++;
      bump(tally.messages, line.replace(/First screen of \S+/, 'First screen of <url>').slice(0, 200));
    } else if (entry && (entry.level ?? 0) < 40) {
      continue;
    } else {
      const text = entry ? `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}` : line;
      if (tally.messages.size < 60 || tally.messages.has(text)) bump(tally.messages, text.slice(0, 200));
    }
  }
}

// ------------------------------------------------------------------------------ body sampler

const ROOT_WITH_MARKUP = /<div id="root" data-rendered-url="[^"]*">\s*<(?!\/div>)[a-zA-Z]/;
const QUERIES_BLOCK = /<script id="gg-queries" type="application\/json">([\s\S]*?)<\/script>/;

interface Sample { status: number; encoding: string; wireBytes: number; htmlBytes: number; rendered: boolean; block: boolean; queries: number; error?: string }

function inspect(html: string): Pick<Sample, 'rendered' | 'block' | 'queries'> {
  const block = QUERIES_BLOCK.exec(html);
  let queries = -1;
  if (block) {
    try {
      const data: unknown = JSON.parse(block[1]!);
      queries = Array.isArray(data) ? data.length : -1;
    } catch {
      queries = -1;
    }
  }
  return { rendered: ROOT_WITH_MARKUP.test(html), block: block !== null, queries };
}

function samplePage(base: string, pagePath: string, agent: http.Agent, cookie?: string): Promise<Sample> {
  return new Promise((resolve) => {
    const failed = (error: string): Sample => ({ status: 0, encoding: '', wireBytes: 0, htmlBytes: 0, rendered: false, block: false, queries: -1, error });
    const req = http.get(`${base}${pagePath}`, { agent, headers: cookie ? { ...HEADERS, cookie } : HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', (err) => resolve(failed(err.message)));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        try {
          const body = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const html = body.toString('utf8');
          resolve({ status: res.statusCode ?? 0, encoding, wireBytes: raw.length, htmlBytes: body.length, ...inspect(html) });
        } catch (err) {
          resolve(failed(`could not decompress ${encoding}: ${(err as Error).message}`));
        }
      });
    });
    req.setTimeout(15_000, () => req.destroy(new Error('no answer in 15 s')));
    req.on('error', (err) => resolve(failed(err.message)));
  });
}

interface SampleTally { n: number; ok200: number; withData: number; allQueries: number; encodings: Map<string, number>; failures: Map<string, number>; htmlBytes: number }

/** Samples pages one at a time until stopped; `pathFor(i)` names the i-th URL, `cookieFor` the Cookie header of each (cold). */
function startSampler(base: string, pathFor: (i: number) => string, reference: number, cookieFor?: () => string): { stop: () => Promise<SampleTally> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const tally: SampleTally = { n: 0, ok200: 0, withData: 0, allQueries: 0, encodings: new Map(), failures: new Map(), htmlBytes: 0 };
  let stopped = false;
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const s = await samplePage(base, pathFor(i), agent, cookieFor?.());
      tally.n++;
      bump(tally.encodings, s.encoding || '(none)');
      if (s.status === 200) tally.ok200++;
      const withData = s.status === 200 && s.rendered && s.block;
      if (withData) tally.withData++;
      if (withData && s.queries >= reference) tally.allQueries++;
      tally.htmlBytes += s.htmlBytes;
      if (!withData) bump(tally.failures, s.error ?? (s.status !== 200 ? `status ${s.status}` : !s.rendered ? 'no rendered root' : 'no gg-queries block'));
      else if (s.queries < reference) bump(tally.failures, `${s.queries} of ${reference} queries`);
      if (!stopped) await sleep(SAMPLE_GAP_MS);
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      agent.destroy();
      return tally;
    },
  };
}

// ------------------------------------------------------------------------------ one run

interface Run {
  route: string;
  mode: Mode;
  connections: number;
  pages: number;
  pagesPerS: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  encodings: Map<string, number>;
  errors: number;
  timeouts: number;
  wireKbPerPage: number;
  gatewayMsPerPage: number;
  /** Cold runs: the gateway's CPU over the pages actually rendered (an upper bound: the cheap pages shed past capacity are in the CPU too). */
  gatewayMsPerRender?: number;
  servicesMsPerPage: number;
  samples: SampleTally;
  /** Pages answered in the run: the load's and the sampler's. */
  served: number;
  /** Cold runs: the load's 200s whose first screen the renderer did not give up on (every answer matched by URL). */
  rendered?: { pages: number; of: number };
  /** How the gateway says it served each of the load's answers (X-First-Screen: hit, stale, rendered, shed, failed…). */
  served_as: Map<string, number>;
  log: LogTally;
}

let running: autocannon.Instance | undefined;

type OnAnswer = (status: number, encoding: string, requestPath: string, firstScreen: string) => void;

/**
 * autocannon against one path, or with `unique` a new path and Cookie header for every request. A
 * client's context lives from building its request to the answer, so the answer knows which path it was.
 */
function load(base: string, requestPath: string, connections: number, limit: { duration?: number; amount?: number }, onAnswer?: OnAnswer, unique?: () => { path: string; cookie: string }): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    running = autocannon({
      url: base,
      connections,
      ...limit,
      headers: HEADERS,
      timeout: 10,
      requests: [{
        method: 'GET',
        path: requestPath,
        ...(unique ? {
          setupRequest: (request: autocannon.Request, context: { path?: string }) => {
            const { path: uniquePath, cookie } = unique();
            context.path = uniquePath;
            return { ...request, path: uniquePath, headers: { ...HEADERS, ...request.headers, cookie } };
          },
        } : {}),
        onResponse: (status, _body, context: { path?: string }, headers) => {
          const header = (wanted: string) => { const name = Object.keys(headers ?? {}).find((h) => h.toLowerCase() === wanted); return name ? String(headers?.[name]) : undefined; };
          onAnswer?.(status, header('content-encoding') ?? '(none)', context.path ?? requestPath, header('x-first-screen') ?? '(none)');
        },
      }],
    }, (err, result) => {
      running = undefined;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

async function measure(stack: Stack, base: string, route: string, mode: Mode, connections: number, reference: number, runIndex: number): Promise<Run> {
  const gatewayPid = stack.children.get('gateway')!.pid!;
  const otherPids = [...stack.children.entries()].filter(([name]) => name !== 'gateway').map(([, child]) => child.pid!);
  await settle(gatewayPid);
  current = newTally();
  givenUp = new Set();
  const statuses = new Map<number, number>();
  const encodings = new Map<string, number>();
  const servedAs = new Map<string, number>();
  const separator = route.includes('?') ? '&' : '?';
  const sampler = startSampler(base, (i) => (mode === 'warm' ? route : `${route}${separator}bench=s${runIndex}-${i}`), reference, mode === 'cold' ? () => coldCookie(route) : undefined);
  const gatewayBefore = cpuMs(gatewayPid);
  const othersBefore = otherPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const started = performance.now();
  const answered: string[] = []; // cold: the path of every 200
  let n = 0;
  const result = await load(base, route, connections, { duration: SECONDS }, (status, encoding, requestPath, firstScreen) => {
    bump(statuses, status);
    bump(encodings, encoding);
    bump(servedAs, firstScreen);
    if (mode === 'cold' && status === 200) answered.push(requestPath);
  }, mode === 'cold' ? () => ({ path: `${route}${separator}bench=${runIndex}-${n++}`, cookie: coldCookie(route) }) : undefined);
  const gatewayAfter = cpuMs(gatewayPid);
  const othersAfter = otherPids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const seconds = (performance.now() - started) / 1000;
  // the run's log is what was logged during the load: renders of requests cut off at its end are left out
  const log = current;
  current = newTally();
  const samples = await sampler.stop();
  await settle(gatewayPid);
  // cold: every URL is unique, so each answer is matched with the renderer's warnings, late ones included
  const gaveUp = givenUp;
  givenUp = null;
  const rendered = mode === 'cold' ? { pages: answered.filter((p) => !gaveUp.has(p)).length, of: answered.length } : undefined;
  const pages = [...statuses.values()].reduce((a, b) => a + b, 0);
  const served = pages + samples.n;
  return {
    route, mode, connections, pages,
    pagesPerS: pages / seconds,
    p50: pages ? result.latency.p50 : NaN,
    p99: pages ? result.latency.p99 : NaN,
    statuses, encodings,
    errors: result.errors,
    timeouts: result.timeouts,
    wireKbPerPage: pages ? result.throughput.total / pages / 1024 : NaN,
    gatewayMsPerPage: (gatewayAfter - gatewayBefore) / served,
    gatewayMsPerRender: mode === 'cold' ? (gatewayAfter - gatewayBefore) / Math.max(1, servedAs.get('rendered') ?? rendered?.pages ?? served) : undefined,
    servicesMsPerPage: (othersAfter - othersBefore) / served,
    samples,
    served,
    rendered,
    served_as: servedAs,
    log,
  };
}

// ------------------------------------------------------------------------------ printing

const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
const ms = (n: number) => (Number.isFinite(n) ? `${n >= 10 ? Math.round(n) : n.toFixed(1)} ms` : '—');
const pct = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)} %` : '—');
const counts = (map: Map<string | number, number>) => [...map.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} × ${int(v)}`).join(', ');

/** Every answer the gateway marked as carrying its first screen (X-First-Screen hit, stale or rendered); before that header, the renderer's warnings. */
const WITH_FIRST_SCREEN = ['hit', 'stale', 'rendered'];
const renderedShare = (r: Run) => {
  const marked = [...r.served_as.entries()].filter(([k]) => k !== '(none)');
  if (marked.length) return pct(marked.filter(([k]) => WITH_FIRST_SCREEN.includes(k)).reduce((a, [, v]) => a + v, 0), r.pages);
  return r.rendered ? pct(r.rendered.pages, r.rendered.of) : `≈ ${pct(Math.max(0, r.served - r.log.leftToBrowser), r.served)}`;
};

function printRoute(route: string, runs: Run[], reference: Sample): void {
  console.log(`\n### ${route}  (idle render: ${reference.queries} queries, ${(reference.htmlBytes / 1024).toFixed(1)} KB of HTML, ${(reference.wireBytes / 1024).toFixed(1)} KB ${reference.encoding}; load average ${os.loadavg()[0]!.toFixed(1)})\n`);
  console.log('| load | pages/s | p50 | p99 | gateway CPU/page | services CPU/page | KB/page on the wire | with data (samples) | all queries | with first screen (every answer) | served as | non-200 (429) | renderer\'s /api 429s |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of runs) {
    const non200 = r.pages - (r.statuses.get(200) ?? 0) + r.errors;
    console.log(`| ${r.mode}, ${r.connections} clients | ${int(r.pagesPerS)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.gatewayMsPerPage)} | ${ms(r.servicesMsPerPage)} | ${r.wireKbPerPage.toFixed(1)} | ${pct(r.samples.withData, r.samples.n)} (${r.samples.n}) | ${pct(r.samples.allQueries, r.samples.n)} | ${renderedShare(r)} | ${counts(r.served_as)} | ${int(non200)} (${int(r.statuses.get(429) ?? 0)}) | ${int(r.log.api.get(429) ?? 0)} |`);
  }
  for (const r of runs) {
    const notes = [
      r.errors || r.timeouts ? `${r.errors} connection errors (${r.timeouts} timeouts)` : '',
      [...r.statuses.keys()].some((s) => s !== 200) ? `statuses ${counts(r.statuses)}` : '',
      [...r.encodings.keys()].some((e) => e !== 'br') ? `Content-Encoding ${counts(r.encodings)}` : '',
      r.samples.failures.size ? `samples without full data: ${counts(r.samples.failures)}` : '',
      r.log.api.size ? `gateway /api answers logged: ${counts(r.log.api)}` : '',
      r.log.leftToBrowser ? `${int(r.log.leftToBrowser)} first screens left to the browser (${counts(new Map([...r.log.messages].filter(([k]) => k.startsWith('First screen'))))})` : '',
    ].filter(Boolean);
    if (notes.length) console.log(`- ${r.mode}, ${r.connections}: ${notes.join('; ')}`);
  }
}

function printSummary(runs: Run[]): void {
  const find = (route: string, mode: Mode, c: number) => runs.find((r) => r.route === route && r.mode === mode && r.connections === c);
  const top = Math.max(...CONNECTIONS);
  const low = Math.min(...CONNECTIONS);
  console.log('\n## Summary\n');
  console.log(`| route | warm pages/s (${CONNECTIONS.join(' / ')} clients) | cold pages/s | p99 at ${top}, warm / cold | cold: gateway CPU per rendered page at ${low} clients | with data (samples, all runs) | with first screen, cold ${CONNECTIONS.join(' / ')} (every answer) | 429s to the renderer |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const route of ROUTES) {
    const mine = runs.filter((r) => r.route === route);
    if (!mine.length) continue;
    const per = (mode: Mode) => CONNECTIONS.map((c) => int(find(route, mode, c)?.pagesPerS ?? NaN)).join(' / ');
    const samples = mine.reduce((a, r) => a + r.samples.n, 0);
    const withData = mine.reduce((a, r) => a + r.samples.withData, 0);
    console.log(`| ${route} | ${per('warm')} | ${per('cold')} | ${ms(find(route, 'warm', top)?.p99 ?? NaN)} / ${ms(find(route, 'cold', top)?.p99 ?? NaN)} | ${ms(find(route, 'cold', low)?.gatewayMsPerRender ?? NaN)} | ${pct(withData, samples)} of ${samples} | ${CONNECTIONS.map((c) => { const r = find(route, 'cold', c); return r ? renderedShare(r) : '—'; }).join(' / ')} | ${int(mine.reduce((a, r) => a + (r.log.api.get(429) ?? 0), 0))} |`);
  }

  console.log('\nTargets:');
  const warmBest = ROUTES.map((route) => Math.max(...runs.filter((r) => r.route === route && r.mode === 'warm').map((r) => r.pagesPerS)));
  const warmMet = warmBest.filter((n) => n >= TARGET_WARM_PAGES_PER_S).length;
  if (MODES.includes('warm')) console.log(`- ≥ ${int(TARGET_WARM_PAGES_PER_S)} warm pages/s on every route (best of ${CONNECTIONS.join(' and ')} clients): ${warmMet === ROUTES.length ? 'met' : 'MISSED'}, met on ${warmMet} of ${ROUTES.length} (${int(Math.min(...warmBest))}–${int(Math.max(...warmBest))})`);
  for (const mode of MODES) {
    const p99s = ROUTES.map((route) => find(route, mode, TARGET_P99_CONNECTIONS)?.p99).filter((n): n is number => n !== undefined);
    if (!p99s.length) continue;
    const met = p99s.filter((n) => n <= TARGET_P99_MS).length;
    console.log(`- p99 ≤ ${TARGET_P99_MS} ms at ${TARGET_P99_CONNECTIONS} clients, ${mode}: ${met === p99s.length ? 'met' : 'MISSED'}, met on ${met} of ${p99s.length} (${ms(Math.min(...p99s))}–${ms(Math.max(...p99s))})`);
  }
  // a render whose /api calls got 429 renders no data and costs less: those runs are left out
  const coldRuns = runs.filter((r) => r.mode === 'cold' && r.connections === low);
  const full = coldRuns.filter((r) => !r.log.api.get(429) && r.log.leftToBrowser === 0);
  const cold = full.map((r) => r.gatewayMsPerRender ?? r.gatewayMsPerPage).sort((a, b) => a - b);
  const left = coldRuns.filter((r) => !full.includes(r)).map((r) => r.route);
  if (cold.length) console.log(`- an uncached render's gateway CPU per rendered page (cold, ${low} clients, the run's gateway CPU over the pages it rendered): ${ms(cold[0]!)}–${ms(cold.at(-1)!)}, median ${ms(cold[Math.floor(cold.length / 2)]!)} over ${cold.length} routes${left.length ? ` (left out, renders without all their data: ${left.join(' ')})` : ''}; no budget set: the figure a page cache saves on every hit`);
  const encodings = new Map<string, number>();
  for (const r of runs) for (const [k, v] of r.encodings) bump(encodings, k, v);
  const statuses = new Map<number, number>();
  for (const r of runs) for (const [k, v] of r.statuses) bump(statuses, k, v);
  console.log(`\nThe load's answers: status ${counts(statuses)}; Content-Encoding ${counts(encodings)}; connection errors ${int(runs.reduce((a, r) => a + r.errors, 0))}`);

  console.log('\nGateway log over the whole run:');
  console.log(`- /api answers logged (warn and above: 4xx, 5xx): ${counts(total.api) || 'none'}`);
  console.log(`- page answers logged: ${counts(total.pages) || 'none'}`);
  console.log(`- first screens left to the browser: ${int(total.leftToBrowser)}`);
  const messages = [...total.messages.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  for (const [text, n] of messages) console.log(`  - ${int(n)} × ${text}`);
  for (const [name, m] of otherProcesses) {
    console.log(`${name}: ${counts(m)}`);
  }
}

// ------------------------------------------------------------------------------ main

let stack: Stack | undefined;
let interrupted = false;
let stopping: Promise<void> | undefined;

/** Stops the stack once, however many callers ask (the signal handler and main's finally both do). */
function stopStack(): Promise<void> {
  stopping ??= stack ? stack.stop() : Promise.resolve();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the load and the stack…`);
    running?.stop();
    // the stack may still be starting: main stops it as soon as it has started
    if (stack) void stopStack().finally(() => process.exit(130));
  });
}
// a last resort if this process ends without having stopped the stack
process.on('exit', () => {
  for (const child of stack?.children.values() ?? []) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function main() {
  if (!existsSync(path.join(ROOT, 'shell', 'dist', 'server', 'render.js'))) throw new Error('No server build of the shell: run `npm run build` first.');
  const stale = FRONTEND_APPS.filter((app) => isStale(app));
  if (stale.length) console.log(`warning: the build of ${stale.join(', ')} is older than its sources (npm run build)`);

  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  stack = await startStack({
    ports,
    log: onLogLine,
    // every client of the bench comes from one address: the per-address budget of renders is for fans
    env: { TALK_DB: ':memory:', SPORTS_DB: ':memory:', LOG_LEVEL: 'warn', FIRST_SCREEN_RENDERS_PER_CLIENT_PER_MINUTE: String(2 ** 30) },
    envFor: { gateway: { TZ: 'UTC' } },
    nodeArgsFor: PROFILE_DIR ? { gateway: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] } : {},
  });
  if (interrupted) { await stopStack(); process.exit(130); }
  const base = `http://127.0.0.1:${ports.gateway}`;
  // the /api limit in force, as the gateway announces it (one request of the budget)
  const probe = await fetch(`${base}/api/categories`);
  await probe.arrayBuffer();
  const policy = probe.headers.get('ratelimit-policy');

  const cpus = os.cpus();
  console.log(`# First screen at scale — bench/first-screen-load.ts\n`);
  console.log(`machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`);
  console.log(`date: ${new Date().toISOString()}; load average at start ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  console.log(`routes: ${ROUTES.join(' ')}; ${SECONDS} s per run; ${CONNECTIONS.join(' and ')} clients; ${MODES.join(' and ')}; ${WARMUP} requests before a route's warm runs`);
  console.log('load: autocannon in this process (gateway, services and remote servers are separate processes), keep-alive, `Accept: text/html`, `Accept-Encoding: br, gzip`; KB/page are the compressed bytes on the wire, headers included');
  console.log('all load comes from 127.0.0.1 (autocannon cannot bind source addresses): pages have no rate limit, /api has the gateway\'s default per-IP limit' + (policy ? ` (${policy.split(';')[0]})` : '') + ', which the renderer\'s own /api calls (also from 127.0.0.1) count against');
  console.log(`body check: autocannon's onResponse gives status and headers (checked on every answer) but a body decoded as UTF-8 chunk by chunk (no use for br/gzip), so bodies are sampled beside the load with node:http + node:zlib, one request at a time, ${SAMPLE_GAP_MS} ms apart (warm: the same URL; cold: unique URLs); "with data" = root with rendered markup + gg-queries block, "all queries" = as many queries as the idle render`);
  console.log('"with first screen (every answer)": the share of the load\'s answers the gateway marked X-First-Screen hit (kept page), stale (kept page past its freshness, while one render replaces it) or rendered; "served as" counts every value (shed: past the render capacity, failed: not rendered in time, remote_down). A gateway without the header: matched with the renderer\'s "left to the browser" warnings instead. Blind to pages rendered with fewer queries (see "all queries")');
  console.log(`CPU: utime+stime of the gateway process (/proc/<pid>/stat, ${CLOCK_TICKS} ticks/s) over the run, per page answered (load + samples); "services" = content, sports, talk and the three remote servers together`);

  // what each page carries when nothing else is going on (twice: the first loads the remotes' server code)
  const references = new Map<string, Sample>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const route of ROUTES) {
    await samplePage(base, route, agent);
    const s = await samplePage(base, route, agent);
    if (s.status !== 200 || !s.rendered || !s.block) console.log(`warning: ${route} on an idle stack: status ${s.status}, rendered root ${s.rendered}, gg-queries block ${s.block}${s.error ? `, ${s.error}` : ''}`);
    references.set(route, s);
  }
  agent.destroy();

  const runs: Run[] = [];
  let runIndex = 0;
  for (const route of ROUTES) {
    if (interrupted) break;
    const reference = references.get(route)!;
    const mine: Run[] = [];
    for (const mode of MODES) {
      if (mode === 'warm' && WARMUP > 0) await load(base, route, Math.min(10, WARMUP), { amount: WARMUP });
      for (const connections of CONNECTIONS) {
        if (interrupted) break;
        console.error(`${route}: ${mode}, ${connections} clients…`);
        mine.push(await measure(stack, base, route, mode, connections, Math.max(0, reference.queries), runIndex++));
      }
    }
    runs.push(...mine);
    printRoute(route, mine, reference);
  }
  console.log(`\nload average at the end ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')}`);
  printSummary(runs);
}

main()
  .catch((err) => {
    if (!interrupted) console.error(err); // once interrupted, a run cut short fails as the stack goes
    process.exitCode = 1;
  })
  .finally(async () => {
    await stopStack();
    if (interrupted) process.exit(130);
  });
