/**
 * JS needed for the first route, gzip: shell entry + everything it loads at start, plus the first
 * remote's entry and the chunks its page needs (budget ≤ 170 KB on every main route), and each
 * remoteEntry.js (≤ 30 KB). Measured from the production builds in each app's dist folder (npm run build).
 * It loads each route in headless Chromium and sums the gzip sizes of the JS the page really fetched
 * (/team/12 too: not a main route, but held to the same limit by e2e/specs/team-season.e2e.ts).
 * Run: npx tsx bench/bundle-budget.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePorts, startStack } from '@gg/dev-stack/stack';

const ROOT = path.resolve(__dirname, '..');

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  for (const remote of ['learn-remote', 'hub-remote', 'talk-remote']) {
    const size = gz(path.join(ROOT, remote, 'dist', 'remoteEntry.js'));
    console.log(`${remote}/remoteEntry.js: ${kb(size)} gzip (budget ≤ 30 KB) ${size <= 30 * 1024 ? 'OK' : 'OVER'}`);
  }
  // the browser first: if it cannot start, no stack is left running behind the error
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const ports = await freePorts(['gateway', 'content', 'sports', 'talk', 'learnRemote', 'hubRemote', 'talkRemote']);
  const stack = await startStack({ ports, log: () => {}, env: { TALK_DB: ':memory:', SPORTS_DB: ':memory:' } }).catch(async (error: unknown) => { await browser.close(); throw error; });
  try {
    for (const route of ['/', '/rules', '/rules/down-system', '/glossary', '/schedule', '/live-scores', '/water-cooler', '/team/12']) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const scripts = new Map<string, string>();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.pathname.endsWith('.js')) {
          const port = Number(url.port);
          const dir = port === ports.gateway ? 'shell' : port === ports.learnRemote ? 'learn-remote' : port === ports.hubRemote ? 'hub-remote' : 'talk-remote';
          scripts.set(res.url(), path.join(ROOT, dir, 'dist', url.pathname));
        }
      });
      await page.goto(stack.url + route, { waitUntil: 'networkidle' });
      const total = [...scripts.values()].reduce((n, f) => n + gz(f), 0);
      console.log(`first load of ${route}: ${scripts.size} scripts, ${kb(total)} gzip (budget ≤ 170 KB) ${total <= 170 * 1024 ? 'OK' : 'OVER'}`);
      // BUNDLE_DETAIL=1: each script, largest first, to see what a route's first load is made of
      if (process.env.BUNDLE_DETAIL) {
        for (const f of [...new Set(scripts.values())].sort((a, b) => gz(b) - gz(a))) console.log(`  ${kb(gz(f)).padStart(9)}  ${path.relative(ROOT, f)}`);
      }
      if (route === '/') {
        // a fan who goes on to the hub and the water cooler: what the other two areas add
        for (const next of ['/schedule', '/water-cooler']) {
          await page.getByRole('link', { name: next === '/schedule' ? 'NFL' : 'Talk', exact: true }).click();
          await page.waitForLoadState('networkidle');
        }
        const walk = [...scripts.values()].reduce((n, f) => n + gz(f), 0);
        console.log(`site walk / -> /schedule -> /water-cooler: ${scripts.size} scripts, ${kb(walk)} gzip in all (+${kb(walk - total)} for the two other areas)`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
