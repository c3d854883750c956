/**
 * Every main route arrives with its first screen in the HTML (the gateway renders it with the
 * route's remote page and that page's data), readable with JavaScript off; the browser then
 * hydrates it without a mismatch and without asking again for the answers the HTML came with.
 */
import { baseUrl, newPhonePage, PHONE, usePhonePage } from '../support/browser';

/**
 * `queries`: answers the HTML must come with. The schedule's team list is asked for only by rows
 * drawn once the games are there (their team colours), so it needs a render after the games'.
 */
const ROUTES: Array<{ path: string; heading: string; queries: string[]; text?: string; notQueries?: string[] }> = [
  { path: '/', heading: 'Welcome to the NFL!', queries: ['"/api/categories"'], text: 'Offense' },
  { path: '/rules', heading: 'NFL Rules', queries: ['"/api/categories"'], text: 'Defense' },
  { path: '/rules/down-system', heading: 'The Down System', queries: ['"down-system"'], text: 'four plays' },
  // the first terms and the count; the whole glossary is read once hydrated
  { path: '/glossary', heading: 'Glossary', queries: ['"/api/glossary-head"'], text: 'Touchdown' },
  { path: '/schedule', heading: 'NFL Hub', queries: ['"/api/games/upcoming"', '"/api/scores/live"', '"/api/teams"'] },
  // the glossary their words link to comes in the browser: 68 KB of JSON in every such page otherwise
  { path: '/live-scores', heading: 'Live Scores', queries: ['"/api/scores/live"'], notQueries: ['"/api/glossary"'] },
  { path: '/water-cooler', heading: 'Water Cooler Talk', queries: ['"/api/water-cooler-talk"'], notQueries: ['"/api/glossary"'] },
  // a team tab's code loads apart from the page (only Roster comes with it): a URL that opens on
  // one is still drawn whole on the server, and hydrates once that code is there
  { path: '/team/12?tab=injuries', heading: 'Kansas City Chiefs', queries: [], text: 'Injury Report' },
  { path: '/team/12?tab=info', heading: 'Kansas City Chiefs', queries: [], text: 'GEHA Field at Arrowhead Stadium' },
];

const phone = usePhonePage();

const rootOf = (html: string) => /<div id="root" data-rendered-url="[^"]*">([\s\S]*?)<\/div><script id="gg-queries"/.exec(html)?.[1] ?? '';

describe('first screens rendered on the server', () => {
  it.each(ROUTES)('$path comes with its heading and its data in the HTML', async ({ path, heading, queries: answers, text, notQueries = [] }) => {
    const res = await phone.page.request.get(baseUrl() + path, { headers: { Accept: 'text/html' } });
    const html = await res.text();
    const root = rootOf(html);
    expect(root).toContain(`>${heading}<`);
    if (text) expect(root).toContain(text);
    const queries = /<script id="gg-queries" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    for (const answer of answers) expect(queries).toContain(answer);
    for (const absent of notQueries) expect(queries).not.toContain(absent);
    // styles in the head: the markup is drawn as it will look, before any script
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-emotion="css [^"]+">/);
  });

  it('is readable with JavaScript off', async () => {
    const context = await phone.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/rules/down-system`);
      await expect(page.getByRole('heading', { level: 1, name: 'The Down System' }).isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: /Back to Rules/ }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it.each(ROUTES)('$path hydrates without a mismatch and without fetching what the HTML came with', async ({ path, queries: answers }) => {
    const { page } = phone;
    const apiCalls: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(r.url()).pathname); });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // an address of its own, so the gateway renders it now: a page kept in its cache from earlier in
    // the run carries answers read minutes ago, which the browser rightly reads again once past 5 minutes
    await page.goto(`${baseUrl()}${path}${path.includes('?') ? '&' : '?'}hydration=${Date.now()}`);
    await page.waitForLoadState('networkidle');
    // hydrated: React has attached to the server's markup
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    expect(pageErrors).toEqual([]);
    expect(phone.consoleErrors.filter((e) => /hydrat|did not match|#418|#419|#423|#425/i.test(e))).toEqual([]);
    const rendered = answers.map((answer) => JSON.parse(answer) as string);
    expect(apiCalls.filter((p) => rendered.some((r) => p === r || p.endsWith(`/${r}`)))).toEqual([]);
  });

  it.each(['/', '/schedule'])('%s hydrates without a mismatch on a phone set to dark mode', async (path) => {
    const dark = await newPhonePage(phone.browser, { colorScheme: 'dark' });
    try {
      await dark.page.goto(baseUrl() + path);
      await dark.page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
      expect(dark.consoleErrors.filter((e) => /hydrat|did not match|#418|#419|#423|#425/i.test(e))).toEqual([]);
      await expect(dark.page.getByRole('button', { name: 'Switch to light mode' }).isVisible()).resolves.toBe(true);
    } finally {
      await dark.context.close();
    }
  });

  it("comes in the fan's chosen mode, not the system's, before any script runs", async () => {
    const { page } = phone; // the system is light
    await page.goto(`${baseUrl()}/rules`);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    const html = await (await page.request.get(`${baseUrl()}/glossary`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(/<html lang="en" data-theme="dark"[ >]/);
    await page.goto(`${baseUrl()}/glossary`);
    expect(phone.consoleErrors.filter((e) => /hydrat|did not match|#418|#419|#423|#425/i.test(e))).toEqual([]);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    const light = await (await page.request.get(`${baseUrl()}/glossary`, { headers: { Accept: 'text/html' } })).text();
    expect(light).toMatch(/<html lang="en" data-theme="light"[ >]/);
  });

  it('a hydrated page works: the glossary filters as the fan types', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/glossary`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('touchback');
    await page.waitForFunction(() => document.querySelector('article h3')?.textContent?.toLowerCase() === 'touchback');
    expect(page.url()).toContain('search=touchback');
  });

  it('the glossary comes with its first 12 terms and the whole count, and shows every term once hydrated', async () => {
    const { page } = phone;
    const all = (await (await page.request.get(`${baseUrl()}/api/glossary`)).json()) as Array<{ term: string }>;
    const html = await (await page.request.get(`${baseUrl()}/glossary?whole=${Date.now()}`, { headers: { Accept: 'text/html' } })).text();
    const root = rootOf(html);
    expect(root.match(/<article/g)).toHaveLength(12);
    expect(root).toContain(`>${all.length}<!-- --> <!-- -->terms<`);
    expect(html).not.toContain(all[20]!.term);
    await page.goto(`${baseUrl()}/glossary`);
    await page.getByText(`${all.length} terms`, { exact: true }).waitFor();
    // the rest come in batches once the whole glossary is read: the last term is on the page
    await page.getByRole('heading', { level: 3, name: all.at(-1)!.term, exact: true }).waitFor();
    expect(await page.locator('main article').count()).toBe(all.length);
    expect(phone.consoleErrors.filter((e) => /hydrat|did not match|#418|#419|#423|#425/i.test(e))).toEqual([]);
  });

  it('names its icon in the page: no browser asks for a /favicon.ico the site does not have', async () => {
    const fresh = await newPhonePage(phone.browser);
    try {
      const missing: string[] = [];
      fresh.page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${new URL(r.url()).pathname}`); });
      await fresh.page.goto(`${baseUrl()}/standings`);
      await fresh.page.waitForLoadState('networkidle');
      await fresh.page.waitForTimeout(500);
      expect(await fresh.page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
      expect(missing.filter((m) => m.endsWith('/favicon.ico'))).toEqual([]);
    } finally {
      await fresh.context.close();
    }
  });
});
