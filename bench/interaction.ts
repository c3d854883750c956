/**
 * Main-thread work per interaction on a throttled phone: tab switches on the hub and the glossary,
 * a search keystroke, opening a game's detail panel, opening a player's dialog, and scrolling
 * long lists. Chromium's CPU is slowed 4× (as Lighthouse's mobile preset does); each interaction's
 * duration comes from the Event Timing API (what INP measures: input delay + handlers + the
 * next paint) and from the long tasks (> 50 ms) it set off, which count when they add up to more
 * (rendering a long list after the tap still keeps the fan waiting). Budget: ≤ 200 ms each.
 * Run: npx tsx bench/interaction.ts
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, newPhonePage } from '@gg/e2e/support/browser';
import { startTestStack } from '@gg/e2e/support/stack';

const CPU_SLOWDOWN = 4;
const BUDGET_MS = 200;

async function observe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __events: number[]; __long: number[] };
    w.__events = [];
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push(e.duration);
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
}

async function measure(page: Page, action: () => Promise<void>): Promise<{ worst: number; long: number[] }> {
  await page.evaluate(() => { const w = window as unknown as { __events: number[]; __long: number[] }; w.__events = []; w.__long = []; });
  await action();
  await page.waitForTimeout(600); // let the entries for the next paint arrive
  return page.evaluate(() => {
    const w = window as unknown as { __events: number[]; __long: number[] };
    return { worst: Math.round(Math.max(0, ...w.__events)), long: w.__long.map(Math.round) };
  });
}

async function main() {
  const stack = await startTestStack({ REPLAY_SPEED: '20', POLL_LIVE_MS: '8000' });
  const browser = await launchBrowser();
  const rows: string[] = [];
  // an interaction's cost: the event's own duration, or the long tasks it set off when they add up to more
  const report = (name: string, r: { worst: number; long: number[] }) => {
    const work = Math.max(r.worst, r.long.reduce((a, b) => a + b, 0));
    const verdict = work <= BUDGET_MS ? 'OK' : 'OVER';
    rows.push(`${name}: ${work} ms (event ${r.worst} ms${r.long.length ? `, long tasks ${r.long.join(' + ')} ms` : ''}) ${verdict}`);
  };
  try {
    const { page, context } = await newPhonePage(browser);
    const cdp = await context.newCDPSession(page);
    const go = async (path: string, ready: RegExp) => {
      await page.goto(stack.url + path);
      await page.getByRole('heading', { level: 1, name: ready }).waitFor();
      await page.waitForLoadState('networkidle');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await observe(page);
    };
    const unthrottle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    await go('/schedule', /NFL Hub/);
    for (const tab of ['Standings', 'Injuries', 'News', 'Analytics', 'Live', 'Schedule']) {
      report(`hub: open the ${tab} tab`, await measure(page, () => page.getByRole('tab', { name: tab }).click()));
    }
    await unthrottle();

    await go('/glossary', /Glossary/);
    report('glossary: open the Penalties tab', await measure(page, () => page.getByRole('tab', { name: 'Penalties' }).click()));
    report('glossary: open the Terms tab', await measure(page, () => page.getByRole('tab', { name: 'Terms' }).click()));
    const search = page.getByRole('searchbox').last();
    await search.click();
    report('glossary: type a search keystroke', await measure(page, () => page.keyboard.type('b')));
    report('glossary: type a second keystroke', await measure(page, () => page.keyboard.type('l')));
    await unthrottle();

    await go('/rules', /NFL Rules/);
    const rulesSearch = page.getByRole('searchbox').last();
    await rulesSearch.click();
    report('rules: type a search keystroke', await measure(page, () => page.keyboard.type('h')));
    await unthrottle();

    await go('/live-scores', /Live Scores/);
    report('live scores: open a game detail panel', await measure(page, () => page.getByRole('button', { name: 'View Details' }).first().click()));
    await unthrottle();

    await go('/team/12', /Kansas City Chiefs/);
    const player = page.getByRole('button', { name: /Patrick Mahomes/ }).first();
    if (await player.count()) report('team: open a player dialog', await measure(page, () => player.click()));
    report('team: scroll the roster', await measure(page, async () => {
      for (let i = 0; i < 8; i++) { await page.mouse.wheel(0, 600); await page.waitForTimeout(100); }
    }));
    await unthrottle();

    await go('/injuries', /NFL Injury Report/);
    report('injuries: scroll the report', await measure(page, async () => {
      for (let i = 0; i < 6; i++) { await page.mouse.wheel(0, 600); await page.waitForTimeout(100); }
    }));
    await context.close();
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; CPU slowed ${CPU_SLOWDOWN}×, budget ${BUDGET_MS} ms per interaction`);
    for (const row of rows) console.log(row);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
