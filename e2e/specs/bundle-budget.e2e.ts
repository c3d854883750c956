/**
 * The JavaScript a phone downloads before each main route is usable, gzip, against caps set from
 * the measured figures (bench/bundle-budget.ts prints them): a change that makes a first load
 * heavier fails here instead of being found by the next Lighthouse run.
 */
import { gzipSync } from 'node:zlib';
import { baseUrl, usePhonePage } from '../support/browser';

const KB = 1024;
/**
 * The limit is 170 KB on every route (the aim 150). Each cap is the route's figure plus about one
 * KB of room, never above the limit, so real growth fails here; a cap is lowered when a route gets
 * lighter. On 2026-11-27 the last step was the data layer and preferences out of the UI kit, and
 * no licence banners (-0.1 to -0.4 KB), after the desktop navigation (about 1 KB on every route), the
 * live streams' heartbeat watch, and glossary links read in their football sense (senses, 3.6 KB
 * on the rule and talk pages); a rule's drawing now loads when its card comes on screen.
 *
 * `/schedule` and `/live-scores` had gone over the limit (171.9 KB and 170.7 KB on 2026-11-27):
 * /schedule was 170.8 (the desktop navigation, the stream's silence watch, the tabs answering at
 * once, a tab's data asked for at the first sign of a tap); the game pages' work then added the
 * drive's room on live cards, the panel's summary and win-chances loaders and the favorite teams'
 * star, order and loader, about 1 KB on each. Figures of 2026-11-28: React, React DOM and their
 * JSX runtime in one start-up chunk instead of four, all of Emotion in one instead of five, and the
 * router and React Query each in one file with our facade over it (the same code in fewer files,
 * which compress and minify together): 4.1–4.3 KB less on every route, which brings both back
 * under the limit.
 */
/** Each remote's entry measured 8.8–9.5 KB on 2026-11-28 (the hard limit is 30). */
const REMOTE_ENTRY_CAP_KB = 12;

const ROUTES: Array<{ path: string; heading: RegExp; capKb: number }> = [
  { path: '/', heading: /Welcome to the NFL!/, capKb: 160.5 }, // measured 159.5
  { path: '/rules', heading: /NFL Rules/, capKb: 157 }, // measured 155.9
  { path: '/rules/down-system', heading: /The Down System/, capKb: 161.3 }, // measured 160.3
  // every route carries the routes' table of the query parameters each page reads (the browser
  // compares its address the way the gateway keeps pages), about 0.7-1.1 KB: measured 155.5
  { path: '/glossary', heading: /Glossary/, capKb: 156.5 },
  { path: '/schedule', heading: /NFL Hub/, capKb: 169.9 }, // measured 168.9 (167.8 before the routes' query parameters)
  // the live cards' situation adds its room and loader (about 0.6 KB; the field, its words and
  // glossary links load once the page is idle), the favorites about 0.7 KB, the routes' query
  // parameters about 1 KB: measured 167.5
  { path: '/live-scores', heading: /Live Scores/, capKb: 168.5 },
  { path: '/water-cooler', heading: /Water Cooler Talk/, capKb: 166.2 }, // measured 165.2
];

const phone = usePhonePage();

describe('first-load JavaScript per route (gzip)', () => {
  it.each(ROUTES)('$path stays under its cap of $capKb KB', async ({ path, heading, capKb }) => {
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
    // every file the HTML hints is one the page really uses (a wasted hint costs a phone bandwidth)
    const hinted = await page.$$eval('link[rel="preload"][as="script"]', (links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(hinted.length).toBeGreaterThan(0);
    expect(hinted.filter((href) => !urls.includes(href))).toEqual([]);
    const total = fetched.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`${path}: ${fetched.length} scripts, ${(total / KB).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(capKb * KB);
    for (const entry of fetched.filter((s) => s.url.endsWith('/remoteEntry.js'))) {
      expect(entry.gzip).toBeLessThanOrEqual(REMOTE_ENTRY_CAP_KB * KB);
    }
  });
});
