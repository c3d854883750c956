/**
 * A tap before the page can answer it (the server's HTML is on screen, the app's code still on its
 * way, as on a slow stadium network) is answered once the page has hydrated: the fan does not have
 * to tap twice, and nothing happens twice.
 */
import { baseUrl, usePhonePage } from '../support/browser';

const phone = usePhonePage();
/** How long the hub's page code is held back on its way, so the tap lands before hydration. */
const SLOW_CODE_MS = 2_500;

describe('a tap before the page is interactive', () => {
  it('opens Game-day settings on /schedule once the page has hydrated', async () => {
    const { page } = phone;
    await page.route(/__federation_expose_/, async (route) => {
      await new Promise((resolve) => { setTimeout(resolve, SLOW_CODE_MS); });
      await route.continue();
    });
    // not awaited: with a request held back by a route, the navigation's promise waits for it too
    const loading = page.goto(`${baseUrl()}/schedule`, { waitUntil: 'commit' });
    const settings = page.getByRole('button', { name: 'Game-day settings' });
    await settings.waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();
    await settings.click();
    expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined(); // it landed early
    await loading;
    const sheet = page.getByRole('dialog', { name: 'Game-day settings' });
    await sheet.waitFor({ state: 'visible', timeout: 15_000 });
    await page.waitForFunction(() => (document.querySelector('dialog') as HTMLDialogElement | null)?.matches(':modal'));
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    expect(await sheet.isVisible()).toBe(false); // answered once, not opened again
  });
});
