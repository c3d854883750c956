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
});
