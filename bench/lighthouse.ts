/**
 * Lighthouse mobile performance of /, /rules and /schedule on the local production build
 * (budget ≥ 90). Lighthouse is fetched on demand by npx (it is ~185 MB, too much to install for
 * everyone) and drives Debian's Chromium.
 * Run: npx tsx bench/lighthouse.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, startStack } from '@gg/dev-stack/stack';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/rules', '/rules/down-system', '/glossary', '/schedule', '/live-scores', '/water-cooler'];

async function main() {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, log: () => {}, env: { TALK_DB: ':memory:', SPORTS_DB: ':memory:' } });
  const out = mkdtempSync(path.join(os.tmpdir(), 'gg-lh-'));
  try {
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; ${LIGHTHOUSE}, mobile preset (simulated throttling)`);
    for (const route of ROUTES) {
      const file = path.join(out, `${route.replace(/\W/g, '_') || 'home'}.json`);
      const run = spawnSync('npx', ['--yes', LIGHTHOUSE, stack.url + route, '--quiet', '--only-categories=performance', '--form-factor=mobile',
        '--chrome-path=/usr/bin/chromium', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
        '--output=json', `--output-path=${file}`], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } });
      if (run.status !== 0) { console.log(`${route}: lighthouse failed (exit ${run.status})`); continue; }
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const a = report.audits;
      const ms = (id: string) => `${Math.round(a[id]?.numericValue ?? NaN)} ms`;
      console.log(`${route}: performance ${Math.round(report.categories.performance.score * 100)} (budget ≥ 90) · FCP ${ms('first-contentful-paint')} · LCP ${ms('largest-contentful-paint')} · TBT ${ms('total-blocking-time')} · CLS ${(a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}`);
    }
  } finally {
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
