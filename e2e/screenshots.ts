/**
 * Screenshots of every screen (e2e/support/screens.ts) at phone (390×844) and desktop (1280×800)
 * size, light and dark, to look at after a layout change: the first screen (`name-size-scheme.png`)
 * and further down, a screen at a time (`…-2.png` to `…-4.png`):
 *
 *   npx tsx e2e/screenshots.ts [--url http://localhost:8080] [--out e2e/screenshots] [--only name,name]
 *
 * Without --url it starts the whole stack on free ports (needs `npm run build` first) and stops it
 * afterward. The default folder is git-ignored.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { FAN_TIME_ZONE, launchBrowser, waitForPageReady } from './support/browser';
import { SCREENS, VIEWING_PREFERENCES_KEY, spoilerSafePreferences } from './support/screens';
import { startTestStack, type Stack } from './support/stack';

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, mobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, mobile: false },
] as const;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The h1, then data: skeletons (aria-busy) gone. Bounded: a screen that never settles is shot as it is. */
export async function settle(page: Page, heading: RegExp): Promise<void> {
  await waitForPageReady(page);
  await page.getByRole('heading', { level: 1, name: heading }).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 8_000 }).catch(() => undefined);
}

async function shoot(browser: Browser, url: string, out: string, only: string[] | undefined) {
  for (const size of SIZES) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport: size.viewport, deviceScaleFactor: 1, isMobile: size.mobile, hasTouch: size.mobile, colorScheme: scheme, timezoneId: FAN_TIME_ZONE });
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
      await context.addInitScript(([key, value]) => { localStorage.setItem(key, value); }, [VIEWING_PREFERENCES_KEY, spoilerSafePreferences(false)] as const);
      const page = await context.newPage();
      for (const screen of SCREENS.filter((s) => !only || only.includes(s.name))) {
        await page.goto(url + screen.path);
        await settle(page, screen.heading);
        const file = path.join(out, `${screen.name}-${size.name}-${scheme}.png`);
        // the first screen as the fan sees it, then further down a screen at a time (as a fan
        // scrolls, with what stays fixed on screen), long lists capped at four screens
        await page.screenshot({ path: file });
        const step = size.viewport.height - 120;
        const screens = Math.min(4, Math.ceil((await page.evaluate(() => document.documentElement.scrollHeight) - size.viewport.height) / step) + 1);
        for (let i = 1; i < screens; i += 1) {
          await page.evaluate((y) => new Promise<void>((resolve) => { window.scrollTo(0, y); requestAnimationFrame(() => resolve()); }), i * step);
          await page.screenshot({ path: file.replace(/\.png$/, `-${i + 1}.png`) });
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        console.log(file);
      }
      await context.close();
    }
  }
}

async function main() {
  const out = path.resolve(arg('out') ?? path.join(__dirname, 'screenshots'));
  const only = arg('only')?.split(',');
  mkdirSync(out, { recursive: true });
  let stack: Stack | undefined;
  const url = arg('url') ?? (stack = await startTestStack()).url;
  const browser = await launchBrowser();
  try {
    await shoot(browser, url, out, only);
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

if (require.main === module) {
  main().catch((err) => { console.error(err); process.exit(1); });
}
