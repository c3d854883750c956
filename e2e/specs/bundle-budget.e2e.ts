/**
 * The JavaScript a phone downloads before each main route is usable, gzip, against caps set from
 * the measured figures (bench/bundle-budget.ts prints them): a change that makes a first load
 * heavier fails here instead of being found by the next Lighthouse run.
 */
import { gzipSync } from 'node:zlib';
import { baseUrl, usePhonePage } from '../support/browser';

const KB = 1024;
/** Per route: measured 161–176 KB on 2026-11-23; the goal is 170. */
const ROUTE_CAP_KB = 180;
/** Each remote's entry measured 8.8–9.3 KB (the hard limit is 30). */
const REMOTE_ENTRY_CAP_KB = 12;

const ROUTES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /Welcome to the NFL!/ },
  { path: '/rules', heading: /NFL Rules/ },
  { path: '/rules/down-system', heading: /The Down System/ },
  { path: '/glossary', heading: /Glossary/ },
  { path: '/schedule', heading: /NFL Hub/ },
  { path: '/live-scores', heading: /Live Scores/ },
  { path: '/water-cooler', heading: /Water Cooler Talk/ },
];

const phone = usePhonePage();

describe('first-load JavaScript per route (gzip)', () => {
  it.each(ROUTES)('$path stays under the cap', async ({ path, heading }) => {
    const { page } = phone;
    const scripts: Array<Promise<{ url: string; gzip: number }>> = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js')) scripts.push(res.body().then((body) => ({ url: res.url(), gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(baseUrl() + path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(scripts);
    // the gateway's preload hints must match how the runtime loads each file, or it comes twice
    const urls = fetched.map((s) => s.url);
    expect(urls.filter((url, i) => urls.indexOf(url) !== i)).toEqual([]);
    const total = fetched.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${path}: ${fetched.length} scripts, ${(total / KB).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(ROUTE_CAP_KB * KB);
    for (const entry of fetched.filter((s) => s.url.endsWith('/remoteEntry.js'))) {
      expect(entry.gzip).toBeLessThanOrEqual(REMOTE_ENTRY_CAP_KB * KB);
    }
  });
});
