/**
 * Lighthouse mobile performance (budget ≥ 90) and accessibility (budget ≥ 95) of the main routes
 * on the local production build; the JSON reports stay in the printed folder for a closer look. Lighthouse is fetched on demand by npx (it is ~185 MB, too much to install for
 * everyone) and drives Debian's Chromium.
 * The gateway runs in UTC, as servers do, and the browser in a fan's zone (LIGHTHOUSE_TZ,
 * America/Los_Angeles): a page whose times were written for another zone than the browser's must
 * still hydrate without a second render.
 * Run: npx tsx bench/lighthouse.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, startStack } from '@gg/dev-stack/stack';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const BROWSER_TZ = process.env.LIGHTHOUSE_TZ ?? 'America/Los_Angeles';
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/rules', '/rules/down-system', '/glossary', '/schedule', '/live-scores', '/water-cooler'];

async function main() {
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, log: () => {}, env: { TALK_DB: ':memory:', SPORTS_DB: ':memory:' }, envFor: { gateway: { TZ: 'UTC' } } });
  const out = mkdtempSync(path.join(os.tmpdir(), 'gg-lh-'));
  try {
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; ${LIGHTHOUSE}, mobile preset (simulated throttling); gateway in UTC, browser in ${BROWSER_TZ}`);
    console.log(`reports: ${out}`);
    for (const route of ROUTES) {
      const file = path.join(out, `${route.replace(/\W/g, '_') || 'home'}.json`);
      const lighthouse = () => spawnSync('npx', ['--yes', LIGHTHOUSE, stack.url + route, '--quiet', '--only-categories=performance,accessibility', '--form-factor=mobile',
        '--chrome-path=/usr/bin/chromium', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
        '--output=json', `--output-path=${file}`], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: '/usr/bin/chromium', TZ: BROWSER_TZ } });
      // now and then Chromium's trace misses the navigation start (NO_NAVSTART): that run has no figures, so it is run again
      const ATTEMPTS = 3;
      let run = lighthouse();
      for (let attempt = 2; run.status !== 0 && attempt <= ATTEMPTS; attempt++) run = lighthouse();
      if (run.status !== 0) { console.log(`${route}: lighthouse failed ${ATTEMPTS} times (exit ${run.status})`); continue; }
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const a = report.audits;
      const ms = (id: string) => `${Math.round(a[id]?.numericValue ?? NaN)} ms`;
      const failedA11y = Object.values(report.audits as Record<string, { score: number | null; scoreDisplayMode: string }>)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0).length;
      console.log(`${route}: performance ${Math.round(report.categories.performance.score * 100)} (budget ≥ 90) · accessibility ${Math.round(report.categories.accessibility.score * 100)} (budget ≥ 95${failedA11y ? `, ${failedA11y} audits failed` : ''}) · FCP ${ms('first-contentful-paint')} · LCP ${ms('largest-contentful-paint')} · TBT ${ms('total-blocking-time')} · CLS ${(a['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)}`);
    }
  } finally {
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
