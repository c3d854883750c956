/**
 * A team's season on its page, on a phone at 390×844 over the recorded provider: the record under
 * the header, the Schedule tab with results by week and the next game highlighted, its kickoff in
 * the fan's own zone (the gateway runs in UTC), in light and dark, and an unknown team still 404.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { seriousA11yFindings } from '../support/audit';
import { baseUrl, newPhonePage, screenshot, sidewaysOverflow, tabsOutOfSight, usePhonePage } from '../support/browser';
import { REPLAYED_GAME_ID } from '../support/screens';

const phone = usePhonePage();

async function openSchedule(page: Page) {
  await page.goto(`${baseUrl()}/team/12`);
  await page.getByRole('heading', { level: 1, name: 'Kansas City Chiefs' }).waitFor();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'schedule');
  const panel = page.getByRole('tabpanel', { name: 'Schedule' });
  await panel.getByRole('region', { name: 'Next game' }).waitFor();
  return panel;
}

/** How the next game's kickoff reads in `zone`: "8:20 PM". */
const clockIn = (iso: string, zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

describe("a team's season", () => {
  it('/team/12 shows the record and the Schedule tab with results and the next game', async () => {
    const { page, consoleErrors } = phone;
    // server-rendered with the page (declared data): in the HTML before any script runs
    const html = await (await page.request.get(`${baseUrl()}/team/12`)).text();
    expect(html).toMatch(/2023 record.*11–6.*Home.*5–4.*Away.*6–2.*Division.*4–2/s);
    await page.goto(`${baseUrl()}/team/12`);
    const record = page.getByRole('region', { name: '2023 record' });
    expect(await record.textContent()).toMatch(/11–6.*Home 5–4.*Away 6–2.*Division 4–2/);
    await screenshot(page, 'team-season-record');

    const panel = await openSchedule(page);
    const rows = panel.getByRole('listitem');
    expect(await rows.count()).toBe(18); // 17 games and the bye
    expect(await rows.nth(0).textContent()).toMatch(/Wk 1.*vs DET.*L.*20–21/);
    expect(await rows.filter({ hasText: 'Wk 12' }).textContent()).toMatch(/@ LV.*W.*31–17/);
    expect(await rows.nth(9).textContent()).toMatch(/Wk 10.*Bye week/);
    const next = panel.getByRole('region', { name: 'Next game' });
    expect(await next.textContent()).toMatch(/Los Angeles Chargers/);
    expect(await next.locator('time').textContent()).toMatch(/ Local$/);
    expect(await panel.getByRole('region', { name: 'Season leaders' }).textContent()).toMatch(/not available/);
    await screenshot(page, 'team-season-schedule');
    await page.evaluate(() => window.scrollBy(0, 600));
    await screenshot(page, 'team-season-next-game');

    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the next kickoff in Pacific time for a fan in Los Angeles', async () => {
    const la = await newPhonePage(phone.browser, { timezoneId: 'America/Los_Angeles' });
    try {
      const panel = await openSchedule(la.page);
      const time = panel.getByRole('region', { name: 'Next game' }).locator('time');
      const iso = (await time.getAttribute('datetime'))!;
      const pacific = clockIn(iso, 'America/Los_Angeles');
      expect(pacific).not.toBe(clockIn(iso, 'UTC'));
      // hydrated in the server's zone first, then read again in the fan's
      await la.page.waitForFunction(([sel, text]) => document.querySelector(sel!)?.textContent?.includes(text!), [`time[datetime="${iso}"]`, pacific] as const, { timeout: 10_000 });
      expect(await time.textContent()).toContain(`${pacific} Local`);
      // a direct load of the tab comes server-rendered and hydrates without errors
      await la.page.goto(`${baseUrl()}/team/12?tab=schedule`);
      await la.page.getByRole('region', { name: 'Next game' }).waitFor();
      await la.page.waitForFunction(([sel, text]) => document.querySelector(sel!)?.textContent?.includes(text!), [`time[datetime="${iso}"]`, pacific] as const, { timeout: 10_000 });
      expect(la.consoleErrors).toEqual([]);
    } finally {
      await la.context.close();
    }
  });

  it('reads in dark mode, fits 360 and 1280 px, and another team gets its partial season', async () => {
    const dark = await newPhonePage(phone.browser, { colorScheme: 'dark' });
    try {
      const panel = await openSchedule(dark.page);
      await dark.page.screenshot({ path: '/tmp/teamseason-dark-schedule.png', fullPage: true });
      await panel.getByRole('region', { name: 'Season leaders' }).scrollIntoViewIfNeeded();
      expect(await seriousA11yFindings(dark.page)).toEqual([]);
      for (const width of [360, 1280]) {
        await dark.page.setViewportSize({ width, height: 844 });
        expect(await sidewaysOverflow(dark.page)).toBeLessThanOrEqual(0);
        // the five sections in even rows, none hidden off the end of a scrolling row
        expect(await tabsOutOfSight(dark.page)).toEqual([]);
        await screenshot(dark.page, `team-season-dark-${width}`);
      }
      await dark.page.setViewportSize({ width: 390, height: 844 });
      await dark.page.goto(`${baseUrl()}/team/9?tab=schedule`);
      await dark.page.getByRole('region', { name: '2024 record' }).waitFor();
      await dark.page.getByText(/full schedule was not recorded/).waitFor();
      await dark.page.screenshot({ path: '/tmp/teamseason-dark-partial.png', fullPage: true });
      expect(dark.consoleErrors).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });

  it('/team/99999 still says "Team not found" with status 404', async () => {
    const { page } = phone;
    const res = await page.goto(`${baseUrl()}/team/99999`);
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Team not found' }).waitFor();
  });

  // /team is not among bundle-budget's routes and was over the site's 170 KB before the season came
  // (about 177 KB: the roster, the player dialog, news and injuries all loaded with the page). The
  // season added about 2.5 KB (the record, its words, the broadcast delay's buffer), the favorites'
  // star on the header about 2 KB more (181.4 KB). 2026-11-28: 165.8 KB, under the limit. The
  // Injuries, News and Team Info tabs load their code when first wanted, as the Schedule tab did,
  // and the player profile when a card is first reached for (-11.4 KB); React, Emotion, the
  // router and React Query in fewer start-up files (-4.2 KB, every route). Then 166.4 KB: the
  // season follows the scores stream near a kickoff (the rule and its gate, +0.4 KB; the listener
  // loads only then) and one device store for the preferences. Then 167.2 KB: styles made once per
  // theme (each styled element's `themed(…)`, +0.8 KB), which cut the server's CPU per render (bench/RESULTS.md).
  it("keeps /team/12's first load at its measured 167.2 KB gzip (cap 167.6)", async () => {
    const { page } = phone;
    const scripts: Array<Promise<number>> = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js')) scripts.push(res.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(`${baseUrl()}/team/12`);
    await page.getByRole('heading', { level: 1, name: 'Kansas City Chiefs' }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(scripts)).reduce((sum, n) => sum + n, 0);
    console.log(`/team/12: ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(167.6 * 1024);
  });
});

describe('a team page on game day', () => {
  it("follows the team's replayed game from the stream: live, then its result, with no reload", async () => {
    const { page, consoleErrors } = phone;
    // Atlanta plays the replayed game; the replay loops about every 25 s at the e2e speed. The page
    // is opened before kickoff: a final is where a real game stays, and the page stops listening then
    const status = async () => ((await (await page.request.get(`${baseUrl()}/api/scores/live`)).json()) as Array<{ id: string; status: string }>)
      .find((g) => g.id === REPLAYED_GAME_ID)?.status;
    for (let tries = 0; (await status()) !== 'scheduled'; tries++) {
      if (tries === 80) throw new Error('the replayed game never went back to its kickoff');
      await page.waitForTimeout(500);
    }
    await page.goto(`${baseUrl()}/team/1?tab=schedule`);
    await page.getByRole('heading', { level: 1, name: 'Atlanta Falcons' }).waitFor();
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
    const row = page.getByRole('tabpanel', { name: 'Schedule' }).locator(`li[data-game-id="${REPLAYED_GAME_ID}"]`);
    await row.getByText(/^●?Live$/).waitFor({ timeout: 40_000 });
    await row.getByText(/^[WLT]$/).waitFor({ timeout: 40_000 });
    expect(await row.textContent()).toMatch(/[WLT]\s*\d+–\d+/);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
