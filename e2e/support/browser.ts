/** Debian's Chromium through playwright-core (no browser download), at phone size. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const PHONE = { width: 390, height: 844 };
export const SCREENSHOT_DIR = path.resolve(__dirname, '../screenshots');

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

export interface PhonePage { context: BrowserContext; page: Page; consoleErrors: string[] }

/**
 * Waits until the page's screen is interactive (`<html data-page-ready>`): it arrives rendered in
 * the HTML, and a tap before the scripts have hydrated it has no handler. Soft: a page that never
 * gets there (the shell's own scripts failing, JavaScript off) is left to the test's own checks.
 */
export async function waitForPageReady(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForSelector('html[data-page-ready]', { state: 'attached', timeout }).catch(() => undefined);
}

/** `page.goto` and `page.reload` that return once the page is interactive, as a fan would wait. */
export function awaitReadyOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => { const res = await goto(...args); await waitForPageReady(page); return res; };
  page.reload = async (...args) => { const res = await reload(...args); await waitForPageReady(page); return res; };
}

/**
 * The zone every spec's browser lives in unless it says otherwise: not the gateway's (UTC, as
 * servers run), because the fans are American and their pages must hydrate all the same.
 */
export const FAN_TIME_ZONE = 'America/New_York';

export async function newPhonePage(browser: Browser, options: { colorScheme?: 'light' | 'dark'; timezoneId?: string } = {}): Promise<PhonePage> {
  const context = await browser.newContext({
    viewport: PHONE, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: options.colorScheme ?? 'light', timezoneId: options.timezoneId ?? FAN_TIME_ZONE,
  });
  // Provider images (team logos) live on the internet, which this machine cannot reach: answer
  // them locally as missing so pages behave as they do when a CDN image fails.
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
  const page = await context.newPage();
  awaitReadyOnLoad(page);
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    // provider images (logos) are answered 404 above: their load errors are expected offline
    const external = !/^https?:\/\/(localhost|127\.0\.0\.1)/.test(msg.location().url ?? '');
    if (msg.type() === 'error' && !(external && msg.text().startsWith('Failed to load resource'))) consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(String(err)));
  return { context, page, consoleErrors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

/** How far the page reaches past the viewport's right edge, in px (0 or less: no sideways scroll). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The tabs of every tab row that are not wholly inside their row (a row that scrolls sideways
 * hides its last tabs from a fan who cannot tell they are there): their names, empty when all show.
 */
export function tabsOutOfSight(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[role="tablist"]')].flatMap((list) => {
    const row = list.getBoundingClientRect();
    return [...list.querySelectorAll('[role="tab"]')]
      .filter((tab) => { const box = tab.getBoundingClientRect(); return box.left < row.left - 0.5 || box.right > row.right + 0.5; })
      .map((tab) => tab.textContent ?? '');
  }));
}

/**
 * A screen fits the narrowest phone we support (360 px) and a desktop (1280 px), both 844 px high:
 * at each width `show` brings it up on `page`, which then must not scroll sideways nor hide a tab
 * of a tab row; a screenshot `${name}-${width}` is kept for a look.
 */
export async function expectFitsPhoneAndDesktop(page: Page, name: string, show: () => Promise<unknown>): Promise<void> {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await show();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await tabsOutOfSight(page)).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through e2e/jest.config.cjs');
  return url;
}

/**
 * One browser per spec file and a fresh phone-sized page per test:
 * `const phone = usePhonePage();` then `phone.page` inside tests.
 */
export function usePhonePage(): { readonly page: Page; readonly consoleErrors: string[]; readonly browser: Browser } {
  let browser: Browser;
  let current: PhonePage;
  beforeAll(async () => { browser = await launchBrowser(); });
  afterAll(async () => { await browser?.close(); });
  beforeEach(async () => { current = await newPhonePage(browser); });
  afterEach(async () => { await current.context.close(); });
  return {
    get page() { return current.page; },
    get consoleErrors() { return current.consoleErrors; },
    get browser() { return browser; },
  };
}
