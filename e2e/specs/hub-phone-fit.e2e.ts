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
