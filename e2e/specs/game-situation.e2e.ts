/**
 * The situation of the replayed game on its live card and in its panel, on a phone: the down and
 * distance line follows the replay down by down (pushed by the live stream, no reload), with the
 * field's text alternative and the sentence for a newcomer, in light and dark.
 */
import type { Page } from 'playwright-core';
import { onAuditedPhonePage, seriousA11yFindings } from '../support/audit';
import { baseUrl, expectFitsPhoneAndDesktop, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();

const DOWN_LINE = /^(1st|2nd|3rd|4th) & (\d+|Goal)( at ([A-Z]{2,3} \d{1,2}|50))?$/;

async function liveSituation(page: Page) {
  await page.goto(`${baseUrl()}/live-scores`);
  await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
  const card = page.locator(REPLAYED_CARD);
  // the replay loops about every 25 s at the e2e speed: wait for its live phase and the drawing
  await card.getByText(/^●?LIVE$/).waitFor({ timeout: 30_000 });
  const situation = card.getByRole('group', { name: 'Situation on the field' });
  await situation.waitFor({ timeout: 10_000 });
  return { card, situation };
}

describe('the situation on a live game', () => {
  it('changes down by down on the live card as the replay moves, with the field described and explained', async () => {
    const { page, consoleErrors } = phone;
    const { card, situation } = await liveSituation(page);
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'situation-live-card-light');

    // watch the line for a few seconds of the replay: several different downs go by
    const seen = new Set<string>();
    const deadline = Date.now() + 12_000;
    while (Date.now() < deadline && seen.size < 3) {
      const line = await card.locator('[data-situation-line]').textContent({ timeout: 1_000 }).catch(() => null);
      if (line && DOWN_LINE.test(line)) seen.add(line);
      await page.waitForTimeout(250);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);

    // the field has a text alternative; the sentence says what the situation means
    expect(await situation.getByRole('img').getAttribute('aria-label')).toMatch(/^Field, Atlanta Falcons end zone on the left\./);
    expect((await situation.locator('[data-situation-sentence]').textContent())?.length).toBeGreaterThan(20);
    // drawn, it passes axe like the rest of the screen (contrast of its marks, the field's name)
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('comes drawn in the first screen, keeps that drawing through hydration, and nothing below the live card moves as the page loads', async () => {
    // Lighthouse's phone: the section below the live card is just on screen there
    const context = await phone.browser.newContext({ viewport: { width: 412, height: 823 }, timezoneId: 'America/Los_Angeles' });
    try {
      const page = await context.newPage();
      // what the load itself moves, not the game: at the e2e's replay speed the stream brings ten
      // plays a second (a card changing section, a drive line coming and going), so it is held off
      await context.route(/\/api\/scores\/stream/, (route) => route.abort());
      await page.addInitScript(() => {
        const w = window as unknown as { __layoutShift: number };
        w.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // the server's drawing must last through hydration, not give way to the loading room and come back
        const seen = window as unknown as { __roomDrawn: number };
        seen.__roomDrawn = 0;
        new MutationObserver((records) => {
          for (const record of records) for (const node of Array.from(record.addedNodes)) {
            if (node instanceof Element && (node.matches('[data-situation-room]') || node.querySelector('[data-situation-room]'))) seen.__roomDrawn++;
          }
        }).observe(document, { childList: true, subtree: true });
      });
      // a load whose server HTML has the situation drawn (a page kept from before kickoff has none)
      let drawnByServer = false;
      for (let attempt = 0; attempt < 20 && !drawnByServer; attempt++) {
        if (attempt > 0) await page.waitForTimeout(1_000);
        const response = await page.goto(`${baseUrl()}/live-scores`);
        drawnByServer = (await response?.text())?.includes('data-situation-sentence') ?? false;
      }
      expect(drawnByServer).toBe(true);
      await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
      await page.waitForTimeout(2_500);
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
      expect(shift).toBeLessThan(0.01);
      expect(await page.evaluate(() => (window as unknown as { __roomDrawn: number }).__roomDrawn)).toBe(0);
      expect(await page.locator(`${REPLAYED_CARD} [data-situation-sentence]`).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('shows in the open game panel too, and reads in dark mode', async () => {
    await onAuditedPhonePage(phone.browser, { colorScheme: 'dark' }, async (page) => {
      const { card } = await liveSituation(page);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'situation-live-card-dark');
      await card.getByRole('button', { name: 'View Details' }).click();
      const panel = page.getByRole('region', { name: /^Packers at Falcons · / });
      await panel.getByRole('group', { name: 'Situation on the field' }).waitFor({ timeout: 10_000 });
      await panel.scrollIntoViewIfNeeded();
      await screenshot(page, 'situation-panel-dark');
    });
  });

  it('fits a 360 px phone and a 1280 px desktop without scrolling sideways', async () => {
    const { page } = phone;
    await expectFitsPhoneAndDesktop(page, 'situation-live-card', async () => {
      const { card } = await liveSituation(page);
      await card.scrollIntoViewIfNeeded();
    });
  });
});
