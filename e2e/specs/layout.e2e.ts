/**
 * The layout holds on every screen and tab (e2e/support/screens.ts), light and dark, spoiler-safe
 * on and off, at 360, 390 and 1280 px: no horizontal scroll, the navigation (bottom bar on phones,
 * top bar on desktops) wholly on screen, and at 390 px no team name cut short by an ellipsis.
 *
 * Fast on two cores: one browser context per color scheme and spoiler setting (the four side by
 * side, so one's waits overlap another's work), pages opened in the page (a client-side
 * navigation, as a fan moves around) once the first is loaded, and each page checked at the three
 * widths by resizing the viewport, never by reopening it. Each failure names the viewer, the
 * width and the outermost element that reaches past the edge (or the cut team name).
 */
import { REMOTE_ROUTES } from '@gg/routes';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, FAN_TIME_ZONE, launchBrowser, waitForPageReady } from '../support/browser';
import { SCREENS, VIEWING_PREFERENCES_KEY, spoilerSafePreferences, type Screen } from '../support/screens';

const WIDTHS = [{ width: 360, height: 740 }, { width: 390, height: 844 }, { width: 1280, height: 800 }];
const COMBOS: Array<{ scheme: 'light' | 'dark'; spoilerSafe: boolean }> = (['light', 'dark'] as const).flatMap((scheme) => [false, true].map((spoilerSafe) => ({ scheme, spoilerSafe })));

let browser: Browser;
let teamNames: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/teams`, { signal: AbortSignal.timeout(10_000) });
  const teams = (await res.json()) as Array<{ displayName: string; name: string }>;
  // full names and nicknames ("Kansas City Chiefs", "Chiefs"): any of them cut is a team name cut
  teamNames = [...new Set(teams.flatMap((t) => [t.displayName, t.name]).filter((n) => n && n.length > 2))];
});
afterAll(async () => { await browser?.close(); });

/** Opens a path the way a link does (history push + popstate): no reload, the remotes stay loaded. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page's h1, then its data: no skeleton (aria-busy) left. Bounded, never a fixed sleep. */
async function settle(page: Page, screen: Screen) {
  await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor({ timeout: 10_000 });
  // polled on a timer, not on animation frames: a page the browser deems hidden paints no frames
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 8_000, polling: 50 }).catch(() => undefined);
}

/** A check that takes longer than this has hung (a stuck page): it fails, and the page is replaced. */
const CHECK_TIMEOUT_MS = 20_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** What is wrong with the layout at the current width, each problem as a line a person can act on. */
async function layoutProblems(page: Page, width: number, names: string[]): Promise<string[]> {
  return page.evaluate(({ width: w, names: teamList }) => {
    const problems: string[] = [];
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const attrs = ['data-category', 'data-testid', 'aria-label', 'role'].map((a) => (el.getAttribute(a) ? `[${a}="${el.getAttribute(a)}"]` : '')).join('');
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()}${id}${attrs} "${text}"`;
    };
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // the outermost elements reaching past the right edge: where the overflow starts
      const wide = [...document.body.querySelectorAll('*')].filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= root.clientWidth + 0.5) return false;
        const parent = el.parentElement?.getBoundingClientRect();
        return !parent || parent.right <= root.clientWidth + 0.5;
      });
      problems.push(`${w}px: scrolls sideways (page ${root.scrollWidth}px wide in ${root.clientWidth}px): ${wide.slice(0, 3).map((el) => `${describe(el)} ${Math.round(el.getBoundingClientRect().width)}px`).join('; ')}`);
    }
    const nav = document.querySelector('nav[aria-label="Main"]');
    const box = nav?.getBoundingClientRect();
    if (!nav || !box || box.height === 0) problems.push(`${w}px: no main navigation shown`);
    else if (box.left < -0.5 || box.top < -0.5 || box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5) {
      problems.push(`${w}px: navigation not wholly on screen (${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} in ${window.innerWidth}×${window.innerHeight})`);
    }
    if (w === 390) {
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        if (el.scrollWidth <= el.clientWidth || getComputedStyle(el).textOverflow !== 'ellipsis') continue;
        const text = el.textContent ?? '';
        const team = teamList.find((name) => text.includes(name));
        if (team) problems.push(`${w}px: team name cut by an ellipsis: ${describe(el)} (${el.clientWidth}px shows ${el.scrollWidth}px)`);
      }
    }
    return problems;
  }, { width, names });
}

describe('every route in the catalog has a screen in the layout check', () => {
  it.each(REMOTE_ROUTES.map((r) => r.path))('%s', (route) => {
    const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/?]+')}(\\?|$)`);
    expect(SCREENS.some((s) => pattern.test(s.path))).toBe(true);
  });
});

/** One browser context per color scheme and spoiler setting, all four open side by side. */
interface Viewer { label: string; context: BrowserContext; page: Page }
const viewers: Viewer[] = [];

describe('layout at 360, 390 and 1280 px, light and dark, spoiler-safe off and on', () => {
  beforeAll(async () => {
    for (const { scheme, spoilerSafe } of COMBOS) {
      // no service worker (its install would download the whole learning area four times over)
      // and no motion: only the layout is under test
      const context = await browser.newContext({ viewport: WIDTHS[1]!, colorScheme: scheme, timezoneId: FAN_TIME_ZONE, serviceWorkers: 'block', reducedMotion: 'reduce' });
      // provider images (logos) are on the internet, which this machine cannot reach
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
      await context.addInitScript(([key, value]) => { localStorage.setItem(key, value); }, [VIEWING_PREFERENCES_KEY, spoilerSafePreferences(spoilerSafe)] as const);
      viewers.push({ label: `${scheme}, spoiler-safe ${spoilerSafe ? 'on' : 'off'}`, context, page: await context.newPage() });
    }
    await Promise.all(viewers.map(async ({ page }) => { await page.goto(`${baseUrl()}/`); await waitForPageReady(page); }));
  });
  afterAll(async () => { await Promise.all(viewers.map((v) => v.context.close())); });

  // the four viewers open the screen together (their waits overlap), each checks it at every
  // width: reading the layout lays the page out at the new size (the layout changes by CSS only)
  it.each(SCREENS)('$path', async (screen) => {
    const problems = await Promise.all(viewers.map(async (viewer) => {
      const check = async () => {
        await visit(viewer.page, screen.path);
        await settle(viewer.page, screen);
        const found: string[] = [];
        for (const size of WIDTHS) {
          await viewer.page.setViewportSize(size);
          found.push(...(await layoutProblems(viewer.page, size.width, teamNames)).map((p) => `${viewer.label}, ${p}`));
        }
        return found;
      };
      try {
        return await withTimeout(check(), CHECK_TIMEOUT_MS);
      } catch (err) {
        // a stuck page would stall every screen after it: the next screen gets a fresh one
        await viewer.page.close().catch(() => undefined);
        viewer.page = await viewer.context.newPage();
        await viewer.page.goto(`${baseUrl()}/`).then(() => waitForPageReady(viewer.page)).catch(() => undefined);
        return [`${viewer.label}: ${(err as Error).message}`];
      }
    }));
    expect(problems.flat()).toEqual([]);
  }, 60_000);
});
