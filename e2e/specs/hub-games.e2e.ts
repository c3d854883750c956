/**
 * The games screens where only a real browser can tell: layout on a narrow phone with spoiler-safe
 * mode on (cards shrink, full team names wrap, nothing scrolls sideways), and how soon the first
 * "View Details" tap is answered.
 */
import type { Page } from 'playwright-core';
import { baseUrl, usePhonePage } from '../support/browser';

const phone = usePhonePage();

const SPOILER_SAFE_EVERYWHERE = JSON.stringify({ spoilerSafe: { everything: true, teamIds: [] }, broadcastDelaySeconds: 0, showOdds: false });

async function spoilerSafeOn(page: Page) {
  await page.context().addInitScript((value) => localStorage.setItem('gg-viewing-preferences', value), SPOILER_SAFE_EVERYWHERE);
}

/** What sticks out sideways: the page's scroll width, team names cut short, bottom navigation labels cut. */
function overflow(page: Page, width: number) {
  return page.evaluate((screenWidth) => {
    const cut = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    return {
      pageWidth: document.documentElement.scrollWidth,
      cutNames: [...document.querySelectorAll('[data-game-id] .name, [data-game-id] .name *')].filter(cut).map((el) => el.textContent),
      cutNavLabels: [...document.querySelectorAll('nav a')].filter((a) => cut(a) || a.getBoundingClientRect().right > screenWidth + 1).map((a) => a.textContent),
    };
  }, width);
}

describe('the games screens on a phone', () => {
  it('with spoiler-safe on, cards shrink to the screen and full team names wrap (390 and 360 px wide)', async () => {
    const { page } = phone;
    await spoilerSafeOn(page);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${baseUrl()}/live-scores`);
      await page.getByRole('button', { name: /^Reveal score: / }).first().waitFor();
      await page.getByText('New England Patriots').first().waitFor();
      expect({ width, ...(await overflow(page, width)) }).toEqual({ width, pageWidth: width, cutNames: [], cutNavLabels: [] });

      await page.goto(`${baseUrl()}/schedule?season=completed`);
      await page.getByRole('button', { name: /^Reveal score: / }).first().waitFor();
      await page.getByText('Green Bay Packers').first().waitFor();
      expect({ width, ...(await overflow(page, width)) }).toEqual({ width, pageWidth: width, cutNames: [], cutNavLabels: [] });
    }
  });

  it('the first View Details tap shows its panel within 100 ms, below its card, focus on its title; Close gives focus back', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/live-scores`);
    await page.getByRole('heading', { level: 2, name: /^Final Scores/ }).waitFor();
    await page.waitForTimeout(3_500); // the panel's code is fetched once the page is idle
    await page.evaluate(() => {
      const marks = { tapped: 0, shown: 0 };
      (window as { __marks?: typeof marks }).__marks = marks;
      document.addEventListener('pointerdown', () => { marks.tapped = performance.now(); }, { capture: true });
      new MutationObserver(() => {
        if (!marks.shown && document.getElementById('game-detail-title')) marks.shown = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    // the game by its id, not its place: the replay kicks a game off or ends one every ~23 s, which
    // moves cards between sections (and an open game that ended comes back on Close as a new card)
    const gameId = await page.locator('article[data-game-id]').nth(3).getAttribute('data-game-id');
    const card = page.locator(`article[data-game-id="${gameId}"]`);
    const details = card.getByRole('button', { name: 'View Details' });
    await details.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await details.tap();
    await page.locator('#game-detail-title').waitFor();
    const { tapped, shown } = await page.evaluate(() => (window as unknown as { __marks: { tapped: number; shown: number } }).__marks);
    expect(shown - tapped).toBeLessThan(100);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('game-detail-title');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled / 2); // not back at the top
    await page.getByRole('button', { name: 'Close' }).tap();
    expect(await details.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
