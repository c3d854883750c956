/**
 * The gateway's memory across releases: the hub promoted to a new version 50 times (each a
 * published copy of today's hub build with its own marker in the browser and server entries, so
 * each promote loads new server code), with /schedule rendered after each promote and /rules (the
 * learning area, not released) meanwhile. Prints the gateway's memory every 10 promotes, settled
 * (3 s without renders, then collected: bench/support/memory-report.mjs),
 * how long each promote took to reach a rendered page, and how long the learning pages took while
 * the hub's new code was loading.
 *
 * Run: npm run build, then npx tsx bench/release-memory.ts   (PROMOTES=50)
 */
import { freePorts, startStack, type Stack } from '@gg/dev-stack/stack';
import { createReleaseStore } from '@gg/releases';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const HUB_DIST = path.join(ROOT, 'hub-remote', 'dist');
const PROMOTES = Number(process.env.PROMOTES ?? 50);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? NaN;

async function main() {
  if (!existsSync(path.join(HUB_DIST, 'server', 'remoteEntry.js'))) throw new Error('No hub build: run `npm run build` first.');
  const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'gg-bench-releases-'));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'gg-bench-builds-'));
  const store = createReleaseStore(releasesDir);
  let stack: Stack | undefined;
  try {
    console.log(`publishing ${PROMOTES} versions of the hub…`);
    const versions: string[] = [];
    for (let i = 0; i < PROMOTES; i++) {
      const dir = path.join(scratch, `v${i}`);
      cpSync(HUB_DIST, dir, { recursive: true });
      for (const entry of ['remoteEntry.js', path.join('server', 'remoteEntry.js')]) appendFileSync(path.join(dir, entry), `\n/* release ${i} */\n`);
      versions.push((await store.publish('hub', dir)).info.version);
      rmSync(dir, { recursive: true, force: true });
    }

    const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
    let reported: (line: string) => void = () => {};
    stack = await startStack({ ports, log: (name, line) => { if (name === 'gateway' && line.startsWith('MEM ')) reported(line); }, env: { TALK_DB: ':memory:', SPORTS_DB: ':memory:', LOG_LEVEL: 'warn', RELEASES_DIR: releasesDir, RELEASE_CHECK_MS: '100' },
      envFor: { gateway: { NODE_OPTIONS: `--expose-gc --import ${path.join(__dirname, 'support', 'memory-report.mjs')}` } } });
    const gateway = stack.children.get('gateway')!.pid!;
    /** The gateway's memory once the renders of the last seconds are done with and collected. */
    const settled = async (): Promise<string> => {
      await new Promise((r) => setTimeout(r, 3_000));
      const line = new Promise<string>((resolve) => { reported = resolve; });
      process.kill(gateway, 'SIGUSR2');
      const [, rss, heap] = /rss=(\d+) heapUsed=(\d+)/.exec(await line)!;
      return `RSS ${rss} MB, heap ${heap} MB`;
    };
    const page = async (url: string) => {
      const started = performance.now();
      const res = await fetch(`${stack!.url}${url}`, { headers: { accept: 'text/html' } });
      const html = await res.text();
      return { ms: performance.now() - started, served: res.headers.get('x-first-screen'), html };
    };
    for (let i = 0; i < 20; i++) { await page('/schedule'); await page('/rules'); }
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString()}`);
    console.log(`gateway before any release (hub unversioned): ${await settled()}`);

    const toRendered: number[] = [];
    const learnMs: number[] = [];
    const rss: string[] = [];
    for (let i = 0; i < PROMOTES; i++) {
      const version = versions[i]!;
      const promotedAt = performance.now();
      await store.promote('hub', version);
      // learning pages meanwhile, and the hub page until it is rendered with the new version
      for (;;) {
        const [hub, learn] = await Promise.all([page(`/schedule?after=${i}`), page('/rules')]);
        learnMs.push(learn.ms);
        if (hub.html.includes(`/v/${version}/remoteEntry.js`) && hub.served === 'rendered') break;
        if (performance.now() - promotedAt > 15_000) throw new Error(`version ${i} not rendered within 15 s (served: ${hub.served})`);
      }
      toRendered.push(performance.now() - promotedAt);
      if ((i + 1) % 10 === 0) rss.push(`after ${i + 1}: ${await settled()} (${rssMb(gateway).toFixed(0)} MB before it)`);
    }
    console.log(`gateway memory, settled (3 s without renders, then garbage collected):\n  ${rss.join('\n  ')}`);
    console.log(`promote to a page rendered with the new version: median ${median(toRendered).toFixed(0)} ms, max ${Math.max(...toRendered).toFixed(0)} ms (pointers read every 100 ms)`);
    console.log(`/rules meanwhile (${learnMs.length} pages): median ${median(learnMs).toFixed(1)} ms, p99 ${p99(learnMs).toFixed(1)} ms, max ${Math.max(...learnMs).toFixed(1)} ms`);
  } finally {
    await stack?.stop();
    rmSync(scratch, { recursive: true, force: true });
    rmSync(releasesDir, { recursive: true, force: true });
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
