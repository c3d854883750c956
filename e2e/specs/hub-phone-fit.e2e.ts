/**
 * Hub screens as a fan holds a phone: nothing wider than the screen (the page never scrolls
 * sideways and the bottom navigation stays on it), and a player's profile with no numbers says so
 * without a failed request in the console. Only a real browser lays pages out.
 */
import type { Page } from 'playwright-core';
import { baseUrl, usePhonePage } from '../support/browser';

const phone = usePhonePage();

async function pageWidth(page: Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

describe('hub screens on a phone', () => {
  it.each([360, 390])('standings fit a %i px wide phone, on their page and in the hub tab', async (width) => {
    const { page, consoleErrors } = phone;
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/standings', '/nfl-hub?tab=standings']) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('table', { name: 'AFC East' }).waitFor();
      expect(await pageWidth(page)).toEqual({ scroll: width, client: width });
      // the bottom navigation is on screen, all of it
      const nav = await page.getByRole('navigation', { name: /main|primary|site/i }).last().boundingBox();
      expect(nav).not.toBeNull();
      expect(nav!.x).toBeGreaterThanOrEqual(0);
      expect(nav!.x + nav!.width).toBeLessThanOrEqual(width + 0.5);
    }
    expect(consoleErrors).toEqual([]);
  });

  it('the roster still fits when the window narrows after the fan has scrolled through it (a phone turned, a split screen)', async () => {
    const { page } = phone;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/team/12`);
    await page.getByRole('button', { name: /Patrick Mahomes/ }).waitFor();
    // every card drawn once at the wide width: a card off screen may stand in at the size it last had
    const cards = page.locator('main button[aria-haspopup="dialog"]');
    await page.waitForFunction(() => document.querySelectorAll('main button[aria-haspopup="dialog"]').length > 80);
    for (let y = 0; y < 20_000; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(30);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForTimeout(200);
    expect(await cards.count()).toBeGreaterThan(80);
    expect(await pageWidth(page)).toEqual({ scroll: 360, client: 360 });
  });

  it('a player without numbers: each profile tab says so, and no request fails', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/team/12`);
    await page.getByRole('button', { name: /Bailey Zappe/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Bailey Zappe - Player Profile' });
    await dialog.getByText('No biography details are available for Bailey Zappe yet.').waitFor();
    await dialog.getByRole('tab', { name: 'Season Stats' }).click();
    await dialog.getByText(/No 2024 statistics recorded for Bailey Zappe/).waitFor();
    await dialog.getByRole('tab', { name: 'Advanced Stats' }).click();
    await dialog.getByText('Advanced stats not available for Bailey Zappe').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
