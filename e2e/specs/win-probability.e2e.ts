/**
 * The win chances of the replayed game, on a phone (390×844): in the open game panel's Game
 * Analytics tab, a chart of the home team's chance with the chance now in words; the chart grows as
 * plays come over the live stream (no reload). Also in Los Angeles time (the gateway runs in UTC) and
 * dark mode, and at 360 and 1280 px without scrolling sideways.
 */
import type { Locator, Page } from 'playwright-core';
import { onAuditedPhonePage, seriousA11yFindings } from '../support/audit';
import { baseUrl, expectFitsPhoneAndDesktop, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();
// each test waits for the start of the replay's live phase (up to a whole cycle, about 25 s)
jest.setTimeout(120_000);

const CHANCE_NOW = /^((ATL|GB): (about \d in 10|almost certain|certain) to win|GB and ATL: about even)$/;

/** Opens the replayed game's panel while it is live, on its Game Analytics tab; the win chances section. */
async function openWinChances(page: Page): Promise<Locator> {
  await page.goto(`${baseUrl()}/live-scores`);
  await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
  const card = page.locator(REPLAYED_CARD);
  // the replay loops about every 25 s at the e2e speed, live for about 20 of them: wait for a kickoff,
  // so the game is still live while the panel opens (on a busy machine that takes seconds)
  const live = card.getByText(/^●?LIVE$/);
  await live.waitFor({ state: 'hidden', timeout: 40_000 });
  await live.waitFor({ timeout: 40_000 });
  await card.getByRole('button', { name: 'View Details' }).click();
  const panel = page.getByRole('region', { name: /^Packers at Falcons · / });
  await panel.getByRole('tab', { name: 'Game Analytics' }).click();
  const section = panel.getByRole('region', { name: 'Win chances' });
  await section.waitFor({ timeout: 10_000 });
  return section;
}

const pointsDrawn = async (section: Locator) => Number(await section.locator('[data-points]').getAttribute('data-points', { timeout: 1_000 }).catch(() => '0'));

describe('win chances over the game', () => {
  it('appear in the game panel with the chance in words, and grow as plays come', async () => {
    const { page, consoleErrors } = phone;
    const section = await openWinChances(page);
    const chart = section.getByRole('img', { name: "Chart of ATL's chance to win over the game" });
    await chart.waitFor({ timeout: 15_000 });
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
    expect(await section.locator('p').first().textContent()).toMatch(CHANCE_NOW);
    // a text alternative naming the start and now
    const description = await chart.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? '');
    expect(description).toMatch(/^ATL's chance to win after each play, \d+ plays?\. Start \(Q1 /);

    let first = await pointsDrawn(section);
    let now = first;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && now <= first) {
      await page.waitForTimeout(300);
      now = await pointsDrawn(section);
      first = Math.min(first, now); // the replay starting over (a new game) draws a shorter line
    }
    expect(now).toBeGreaterThan(first);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'win-probability-light');
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('read the same for a fan in Los Angeles, in dark mode', async () => {
    await onAuditedPhonePage(phone.browser, { colorScheme: 'dark', timezoneId: 'America/Los_Angeles' }, async (page) => {
      const section = await openWinChances(page);
      await section.getByRole('img', { name: /chance to win over the game/ }).waitFor({ timeout: 15_000 });
      expect(await section.locator('p').first().textContent()).toMatch(CHANCE_NOW);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, 'win-probability-dark-los-angeles');
    });
  });

  it('fit a 360 px phone and a 1280 px desktop without scrolling sideways', async () => {
    const { page, consoleErrors } = phone;
    await expectFitsPhoneAndDesktop(page, 'win-probability', async () => {
      const section = await openWinChances(page);
      // drawn, or saying the provider has none yet (the replay may just have kicked off)
      await page.locator('section[data-win-chances]').waitFor({ timeout: 15_000 });
      await section.scrollIntoViewIfNeeded();
    });
    expect(consoleErrors).toEqual([]);
  });
});
