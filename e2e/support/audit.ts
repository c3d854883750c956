/**
 * Checks a person cannot see but relies on: axe-core's accessibility rules on the page as it is
 * now, and that the page only ever talked to the site's own origins (the recorded provider is
 * offline: nothing may be fetched from the internet).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page, Request } from 'playwright-core';
import { newPhonePage } from './browser';

const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding { id: string; impact: string | null; help: string; targets: string[] }

/** Runs axe on the current page (WCAG 2.x A and AA rules) and returns serious and critical findings. */
export async function seriousA11yFindings(page: Page): Promise<AxeFinding[]> {
  // evaluated through the debugging protocol: the page's own CSP (no inline scripts) stays on
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Records every request the page makes; `foreign()` lists those to hosts other than this machine. */
export function recordRequests(page: Page): { foreign: () => string[] } {
  const urls: string[] = [];
  page.on('request', (req: Request) => { urls.push(req.url()); });
  return {
    foreign: () => urls.filter((u) => {
      const { protocol, hostname } = new URL(u);
      if (protocol === 'data:' || protocol === 'blob:') return false;
      return hostname !== 'localhost' && hostname !== '127.0.0.1';
    }),
  };
}

/**
 * A look at the site on a phone page of its own (dark mode, another time zone): `look` drives the
 * page; then it must have no serious accessibility finding and no console error. Closed either way.
 */
export async function onAuditedPhonePage(browser: Browser, options: Parameters<typeof newPhonePage>[1], look: (page: Page) => Promise<void>): Promise<void> {
  const own = await newPhonePage(browser, options);
  try {
    await look(own.page);
    expect(await seriousA11yFindings(own.page)).toEqual([]);
    expect(own.consoleErrors).toEqual([]);
  } finally {
    await own.context.close();
  }
}
