/**
 * Requests one viewer makes per minute on /live-scores, against the whole stack on the recorded
 * provider with the replay running (the default game-day slate). Three scenarios:
 *   - stream up, no game open (the common case: a fan watching the scoreboard);
 *   - stream up, one game's detail panel open;
 *   - stream blocked (a proxy that drops SSE), so the screen falls back to polling.
 * With the stream up the count must not grow with the number of games on the slate.
 * Run: npx tsx bench/live-requests.ts [seconds per scenario, default 60]
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, newPhonePage } from '@gg/e2e/support/browser';
import { startTestStack } from '@gg/e2e/support/stack';

const WINDOW_S = Number(process.argv[2] ?? 60);

interface Scenario { name: string; blockStream: boolean; openDetail: boolean }
const SCENARIOS: Scenario[] = [
  { name: 'stream up, no game open', blockStream: false, openDetail: false },
  { name: 'stream up, one game open', blockStream: false, openDetail: true },
  { name: 'stream blocked (polling fallback), no game open', blockStream: true, openDetail: false },
];

async function countRequests(page: Page, url: string, scenario: Scenario): Promise<{ total: number; byPath: Map<string, number>; games: number }> {
  if (scenario.blockStream) await page.route('**/api/scores/stream', (route) => route.abort());
  await page.goto(url + '/live-scores');
  await page.getByRole('heading', { name: /Live Games|Final Scores|Upcoming Games/ }).first().waitFor();
  const games = await page.getByRole('article').count();
  if (scenario.openDetail) {
    await page.getByRole('article').first().getByRole('button', { name: 'View Details' }).click();
    await page.locator('#game-detail-title').waitFor();
  }
  await page.waitForTimeout(2000); // let the first load settle: only steady-state requests count
  const byPath = new Map<string, number>();
  let total = 0;
  const onRequest = (req: { url(): string }) => {
    const u = new URL(req.url());
    if (!u.pathname.startsWith('/api/')) return;
    const key = u.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
    byPath.set(key, (byPath.get(key) ?? 0) + 1);
    total++;
  };
  page.on('request', onRequest);
  await page.waitForTimeout(WINDOW_S * 1000);
  page.off('request', onRequest);
  return { total, byPath, games };
}

async function main() {
  // the default replay speed and live poll interval, as `npm start` runs them
  const stack = await startTestStack({ REPLAY_SPEED: '20', POLL_LIVE_MS: '8000' });
  const browser = await launchBrowser();
  try {
    console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; window ${WINDOW_S} s per scenario`);
    for (const scenario of SCENARIOS) {
      const { context, page } = await newPhonePage(browser);
      const { total, byPath, games } = await countRequests(page, stack.url, scenario);
      await context.close();
      const perMinute = (n: number) => Math.round((n * 60) / WINDOW_S);
      const detail = [...byPath].sort((a, b) => b[1] - a[1]).map(([p, n]) => `${p} ${perMinute(n)}`).join(', ');
      console.log(`${scenario.name}: ${perMinute(total)} requests/min with ${games} game cards on screen${detail ? ` (${detail})` : ''}`);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((err) => { console.error(err); process.exit(1); });
