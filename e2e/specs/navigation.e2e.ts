/**
 * Every route of both specs renders inside the shell at phone size, with data that came through
 * the gateway from the owning service, the right navigation entry highlighted, and no JS errors.
 */
import { baseUrl, newPhonePage, screenshot, usePhonePage } from '../support/browser';

const phone = usePhonePage();

const ROUTES: Array<{ path: string; heading: RegExp; nav: string | null; shows: RegExp; shot: string }> = [
  { path: '/', heading: /Welcome to the NFL!/, nav: 'Home', shows: /Offense/, shot: 'home' },
  { path: '/rules', heading: /NFL Rules/, nav: 'Rules', shows: /Special Teams/, shot: 'rules' },
  { path: '/rules/touchdown', heading: /Touchdown/, nav: 'Rules', shows: /Back to Rules/, shot: 'rule-detail' },
  { path: '/glossary', heading: /Glossary/, nav: 'Terms', shows: /Line of Scrimmage/i, shot: 'glossary' },
  { path: '/schedule', heading: /NFL Hub/, nav: 'NFL', shows: /Kansas City Chiefs/, shot: 'schedule' },
  { path: '/nfl-hub', heading: /NFL Hub/, nav: 'NFL', shows: /Kansas City Chiefs/, shot: 'nfl-hub' },
  { path: '/team/12', heading: /Kansas City Chiefs/, nav: 'NFL', shows: /AFC West/, shot: 'team' },
  { path: '/live-scores', heading: /Live Scores/, nav: 'NFL', shows: /Final Scores \(\d+ games\)/, shot: 'live-scores' },
  { path: '/standings', heading: /NFL Standings/, nav: 'NFL', shows: /AFC West/, shot: 'standings' },
  { path: '/injuries', heading: /NFL Injury Report/, nav: 'NFL', shows: /Real-time injury updates from ESPN/, shot: 'injuries' },
  { path: '/water-cooler', heading: /Water Cooler Talk/, nav: 'Talk', shows: /Join NFL conversations/, shot: 'water-cooler' },
];

describe('every route at 390×844', () => {
  it.each(ROUTES)('$path renders its screen with live data and the $nav tab active', async ({ path, heading, nav, shows, shot }) => {
    const { page, consoleErrors } = phone;
    const apiCalls: string[] = [];
    page.on('response', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.status()} ${new URL(r.url()).pathname}`); });

    await page.goto(baseUrl() + path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByText(shows).first().waitFor();

    // the shell's chrome is always there
    await page.getByRole('link', { name: 'Gridiron Guide home' }).waitFor();
    const current = await page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]').allTextContents();
    expect(current).toEqual(nav ? [nav] : []);

    // the screen's data came through the gateway: with the HTML (rendered on the server) or
    // asked for by the page; and every call the page made succeeded
    const cameWithHtml = await page.evaluate(() => (JSON.parse(document.getElementById('gg-queries')?.textContent ?? '[]') as unknown[]).length);
    expect(apiCalls.length + cameWithHtml).toBeGreaterThan(0);
    expect(apiCalls.filter((c) => !c.startsWith('200'))).toEqual([]);
    await screenshot(page, shot);
    expect(consoleErrors).toEqual([]);
  });

  it('shows "404 Page Not Found" for any other path, inside the shell', async () => {
    const { page } = phone;
    const res = await page.goto(`${baseUrl()}/this/does/not/exist`);
    expect(res?.status()).toBe(404); // said to crawlers, monitors and caches too; the page still works
    await page.getByText('404 Page Not Found').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await screenshot(page, 'not-found');
  });

  it('keeps "Skip to content" wholly off screen until the keyboard reaches it', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/`);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await skip.waitFor({ state: 'attached' });
    expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);
    await page.keyboard.press('Tab');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('moves between areas with the bottom navigation without reloading the page', async () => {
    const { page } = phone;
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to the NFL!/ }).waitFor();
    await page.evaluate(() => { (window as { __marker?: boolean }).__marker = true; });
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, heading] of [['Rules', /NFL Rules/], ['Terms', /Glossary/], ['NFL', /NFL Hub/], ['Talk', /Water Cooler Talk/], ['Home', /Welcome/]] as const) {
      await nav.getByRole('link', { name: label }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await nav.locator('a[aria-current="page"]').textContent()).toBe(label);
    }
    expect(await page.evaluate(() => (window as { __marker?: boolean }).__marker)).toBe(true);
  });

  it("moves keyboard focus to the new page's h1 after a client-side navigation (no ring), and not on the first load", async () => {
    const { page } = phone;
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1, name: /Welcome to the NFL!/ }).waitFor();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, heading] of [['Rules', /NFL Rules/], ['Talk', /Water Cooler Talk/], ['NFL', /NFL Hub/]] as const) {
      await nav.getByRole('link', { name: label }).focus();
      await page.keyboard.press('Enter');
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await page.waitForFunction((name) => document.activeElement?.tagName === 'H1' && (document.activeElement.textContent ?? '').includes(name), label === 'NFL' ? 'NFL Hub' : label === 'Talk' ? 'Water Cooler' : 'NFL Rules');
      expect(await h1.evaluate((el) => [el.getAttribute('tabindex'), getComputedStyle(el).outlineStyle])).toEqual(['-1', 'none']);
    }
    // back: the previous page's heading
    await page.goBack();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && (document.activeElement.textContent ?? '').includes('Water Cooler'));
    // Tab from the heading continues into the page, not back at the top of the document
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(true);
  });

  it('renders in dark mode when the system asks for it', async () => {
    const dark = await newPhonePage(phone.browser, { colorScheme: 'dark' });
    await dark.page.goto(baseUrl() + '/rules');
    await dark.page.getByRole('heading', { level: 1, name: /NFL Rules/ }).waitFor();
    const bg = await dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(10, 16, 32)');
    await screenshot(dark.page, 'rules-dark');
    await dark.context.close();
  });
});
