/**
 * One server-rendered page, two layouts chosen by CSS alone: phones (and tablets) have the bottom
 * navigation, desktops (≥ 1024 px) the same navigation at the top, in the header, and the content
 * in a centered column with cards side by side. The header search's hint is wholly visible at
 * every width. The page arrives laid out for its width (no JS width checks): it hydrates without
 * errors and nothing moves.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, FAN_TIME_ZONE, launchBrowser } from '../support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: FAN_TIME_ZONE });
  await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 404, body: '' }));
  await context.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  page = await context.newPage();
  page.on('console', (msg) => { if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
});
afterAll(async () => { await browser?.close(); });
beforeEach(() => { errors.length = 0; });

async function open(path: string, width: number, heading: RegExp) {
  await page.setViewportSize({ width, height: width >= 1024 ? 800 : 844 });
  await page.goto(baseUrl() + path);
  await page.waitForSelector('html[data-page-ready]', { state: 'attached' });
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * What a fan sees of the search field's hint: the field's own placeholder when it is drawn, or the
 * shorter hint shown over it on narrow screens. Each must fit the field, unclipped.
 */
async function searchHint(p: Page): Promise<{ text: string; fits: boolean }> {
  return p.evaluate(() => {
    const input = document.getElementById('site-search') as HTMLInputElement;
    const form = input.closest('form')!;
    const placeholderStyle = getComputedStyle(input, '::placeholder');
    const alpha = (color: string) => { const m = /rgba?\(([^)]+)\)/.exec(color); const parts = m ? m[1]!.split(/[ ,/]+/).filter(Boolean) : []; return parts.length === 4 ? Number(parts[3]) : 1; };
    const inputBox = input.getBoundingClientRect();
    if (alpha(placeholderStyle.color) > 0 && placeholderStyle.visibility !== 'hidden') {
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${placeholderStyle.fontStyle} ${placeholderStyle.fontWeight} ${placeholderStyle.fontSize} ${placeholderStyle.fontFamily}`;
      const style = getComputedStyle(input);
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: input.placeholder, fits: canvas.measureText(input.placeholder).width <= room };
    }
    const shown = [...form.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((el) => el.textContent && el.offsetParent !== null && getComputedStyle(el).visibility !== 'hidden');
    if (!shown) return { text: '', fits: false };
    const box = shown.getBoundingClientRect();
    return { text: shown.textContent ?? '', fits: shown.scrollWidth <= shown.clientWidth + 1 && box.left >= inputBox.left - 1 && box.right <= inputBox.right + 1 };
  });
}

describe('layout by width (CSS media queries, one server-rendered page)', () => {
  it('at 1280 px the navigation is at the top, in the header, with the current page marked, and no bottom bar', async () => {
    await open('/rules', 1280, /NFL Rules/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.count()).toBe(1);
    const header = (await page.locator('body > #root header, header').first().boundingBox())!;
    const box = (await nav.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y);
    expect(box.y + box.height).toBeLessThanOrEqual(header.y + header.height);
    expect(await nav.evaluate((el) => el.closest('header') !== null)).toBe(true);
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Rules', 'Terms', 'NFL', 'Talk']);
    expect(await nav.locator('a[aria-current="page"]').allTextContents()).toEqual(['Rules']);
    // nothing is fixed to the bottom of the window
    const fixedAtBottom = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((el) => {
      const s = getComputedStyle(el);
      return s.position === 'fixed' && s.display !== 'none' && el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().bottom >= window.innerHeight - 1;
    }).length);
    expect(fixedAtBottom).toBe(0);
    // each link is a comfortable target
    for (const link of await nav.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(errors).toEqual([]);
  });

  it('at 1280 px the home page sits in a centered column with its cards side by side', async () => {
    await open('/', 1280, /Welcome to the NFL!/);
    const main = (await page.locator('main').first().boundingBox())!;
    expect(main.width).toBeLessThanOrEqual(1240);
    expect(Math.abs(main.x - (1280 - main.x - main.width))).toBeLessThanOrEqual(2);
    await page.getByRole('button', { name: /Offense/ }).first().waitFor();
    // the category cards: more than one per row
    const tops = await page.getByRole('button', { name: /^(Offense|Defense|Special Teams|Penalties|Game Flow)/ }).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops.length).toBe(5);
    expect(new Set(tops).size).toBeLessThan(tops.length);
    expect(errors).toEqual([]);
  });

  it.each([360, 390, 1280])('at %i px the header search shows its whole hint, and the field keeps its label', async (width) => {
    await open('/', width, /Welcome to the NFL!/);
    const hint = await searchHint(page);
    expect(hint.text).toMatch(/^Search .*question/);
    expect(hint.fits).toBe(true);
    expect(await page.getByRole('searchbox', { name: 'Search the guide' }).count()).toBe(1);
  });

  it.each([360, 390, 1280])('at %i px the bottom bar shows on phones only, fully on screen', async (width) => {
    await open('/glossary', width, /Glossary/);
    const box = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (width < 1024) expect(Math.round(box.y + box.height)).toBe(844);
    else expect(box.y).toBeLessThan(100);
  });

  it.each([390, 1280])('at %i px the server-rendered home page hydrates cleanly and does not move', async (width) => {
    await open('/', width, /Welcome to the NFL!/);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.01);
    expect(errors.filter((e) => /#418|#423|hydrat/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
