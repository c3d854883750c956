/**
 * Long tasks on first load of each main route on a throttled phone: the figure behind Lighthouse's
 * TBT, measured directly and with less noise. Chromium's CPU is slowed 4× (as Lighthouse's mobile
 * preset simulates); each route is loaded LOADS times in a fresh context (nothing cached), and the
 * long tasks (> 50 ms) come from a PerformanceObserver until the page is interactive
 * (`html[data-page-ready]`) and 2.5 s after. Printed per load: the blocking time (the part of each
 * long task over 50 ms) after the first contentful paint, as TBT counts it, then all of it, and the
 * tasks themselves.
 * Run: npx tsx bench/first-load-tasks.ts [routes…]   (LOADS=5 for more loads per route)
 */
import os from 'node:os';
import { launchBrowser, newPhonePage } from '@gg/e2e/support/browser';
import { startTestStack } from '@gg/e2e/support/stack';

const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ['/', '/rules', '/rules/down-system', '/glossary', '/schedule', '/live-scores', '/water-cooler'];
const LOADS = Number(process.env.LOADS ?? 3);
const CPU_SLOWDOWN = 4;

interface Load { fcp: number; tasks: Array<[start: number, duration: number]> }

const blocking = (tasks: Load['tasks'], from = 0) =>
  tasks.filter(([start]) => start >= from).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const browser = await launchBrowser();
  const stack = await startTestStack();
  try {
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; CPU ${CPU_SLOWDOWN}× slower, ${LOADS} loads per route`);
    for (const route of ROUTES) {
      const loads: Load[] = [];
      for (let i = 0; i < LOADS; i += 1) {
        const { page, context } = await newPhonePage(browser);
        try {
          await page.addInitScript(() => {
            const seen: Array<[number, number]> = [];
            (window as unknown as { ggLongTasks: typeof seen }).ggLongTasks = seen;
            new PerformanceObserver((list) => { for (const e of list.getEntries()) seen.push([Math.round(e.startTime), Math.round(e.duration)]); })
              .observe({ type: 'longtask', buffered: true });
          });
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.goto(stack.url + route, { waitUntil: 'load' });
          await page.waitForSelector('html[data-page-ready]', { timeout: 20_000 });
          await page.waitForTimeout(2_500);
          loads.push(await page.evaluate(() => ({
            fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
            tasks: (window as unknown as { ggLongTasks: Array<[number, number]> }).ggLongTasks,
          })));
        } finally {
          await context.close();
        }
      }
      const afterFcp = loads.map((l) => blocking(l.tasks, l.fcp));
      const all = loads.map((l) => blocking(l.tasks));
      console.log(`${route}: blocking after FCP ${afterFcp.join(' / ')} ms (median ${median(afterFcp)}) · all ${all.join(' / ')} ms (median ${median(all)})`);
      for (const l of loads) console.log(`    FCP ${l.fcp} ms; long tasks ${l.tasks.map(([s, d]) => `${d}@${s}`).join(' ')}`);
    }
  } finally {
    await stack.stop();
    await browser.close();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
