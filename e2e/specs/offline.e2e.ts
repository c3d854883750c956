/**
 * The learning area works offline: a fan opens Home once, online; the service worker installs,
 * keeps the learning remote's code and the content answers; then the network goes away (Chromium's
 * offline mode, which covers the worker's own requests too). Home, the rules, a rule with its
 * diagram, the glossary and a search never made online still work, from a reload as well as in the
 * page; the hub says it is offline, and comes back by itself with the connection.
 */
import type { Page } from 'playwright-core';
import { baseUrl, screenshot, usePhonePage } from '../support/browser';

const phone = usePhonePage();

/** What the worker keeps, by cache: the URLs (path only for our own origin). */
async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => (new URL(r.url).origin === location.origin ? new URL(r.url).pathname + new URL(r.url).search : r.url));
    }
    return out;
  });
}

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline." });

describe('offline learning area', () => {
  it('after one online visit to Home, home, rules, a rule with its diagram, the glossary and search work offline; the hub says it is offline', async () => {
    const { page, context, consoleErrors } = { ...phone, context: phone.page.context() };

    // online: Home only
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the NFL!' }).waitFor();
    // the worker registers once the page is idle, warms its caches while installing, then takes control
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 45_000 });

    const cached = await cachedUrls(page);
    const all = Object.values(cached).flat();
    const kept = await page.evaluate(async () => {
      const sizes: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        let bytes = 0;
        const keys = await cache.keys();
        for (const req of keys) bytes += (await (await cache.match(req))!.arrayBuffer()).byteLength;
        sizes.push(`${name}: ${keys.length} (${(bytes / 1024).toFixed(0)} KB)`);
      }
      return sizes.join(', ');
    });
    console.log(`kept after the first visit: ${kept}`);
    expect(cached['gg-learn-api']).toEqual(expect.arrayContaining(['/api/rules/down-system', '/api/categories/special-teams/rules', '/api/glossary', '/api/all-rules', '/api/penalties']));
    expect(cached['gg-offline-remote-chunks']?.some((u) => /__federation_expose_rule_detail_page\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    expect(cached['gg-offline-remote-entries']?.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
    // live data and the other areas are never kept
    expect(all.filter((u) => /\/api\/(scores|games|teams|standings|injuries|news|water-cooler-talk|players?|predictions|fantasy)/.test(u))).toEqual([]);
    const learnOrigin = new URL(cached['gg-offline-remote-entries']!.find((u) => u.endsWith('/remoteEntry.js'))!).origin;
    expect(all.filter((u) => /^https?:/.test(u) && new URL(u).origin !== learnOrigin)).toEqual([]);

    // offline from here
    await context.setOffline(true);
    await offlineBanner(page).waitFor();
    // the worker's own requests fail too: an answer it never kept is not there
    expect(await page.evaluate(() => fetch('/api/rules/down-system?never-kept').then((r) => `answered ${r.status}`, () => 'failed'))).toBe('failed');

    // in the page: the bottom navigation to Rules, open a category never opened online
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { level: 1, name: 'NFL Rules' }).waitFor();
    await page.getByRole('button', { name: /^Special Teams/ }).click();
    await page.getByRole('region', { name: 'Special Teams' }).getByRole('link', { name: /Touchbacks/ }).waitFor();
    await screenshot(page, 'offline-rules');

    // a reload of a rule with its diagram: the page, the remote's code and the answer all come from the worker
    await page.goto(`${baseUrl()}/rules/down-system`);
    await page.getByRole('heading', { level: 1, name: 'The Down System' }).waitFor();
    // on a phone the diagram sits below the article; its drawing loads when the fan scrolls to it
    await page.getByRole('heading', { name: 'Interactive Diagram' }).scrollIntoViewIfNeeded();
    await page.getByText('Tap on any colored element in the diagram to learn more about it').waitFor();
    const hotspot = page.locator('figure [role="button"][tabindex="0"]').first();
    const hotspotName = await hotspot.getAttribute('aria-label');
    await hotspot.focus();
    await page.keyboard.press('Enter');
    await page.getByText(hotspotName!, { exact: true }).last().waitFor();
    await offlineBanner(page).waitFor();
    await screenshot(page, 'offline-rule-diagram');

    // the glossary, and a search of the terms
    await page.goto(`${baseUrl()}/glossary`);
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    await page.getByRole('heading', { name: 'Line of Scrimmage', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search terms' }).fill('blitz');
    await page.waitForFunction(() => document.querySelector('article h3')?.textContent?.toLowerCase() === 'blitz');
    await screenshot(page, 'offline-glossary');

    // the header search, with words never searched online: answered in the page from the kept lists
    await page.getByPlaceholder('Search rules, terms, or ask a question...').fill('holdng');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search Results', exact: true }).waitFor();
    await page.getByRole('link', { name: /Holding/ }).first().waitFor();
    await page.getByRole('heading', { name: 'Glossary terms', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Penalties', exact: true }).waitFor();
    expect(await page.getByText('Search failed').count()).toBe(0);
    await screenshot(page, 'offline-search');

    // Home from a reload, with its API data (quick facts, field markers)
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the NFL!' }).waitFor();
    await page.getByText('Tap any marker to learn about that area of the field').waitFor();
    await page.getByRole('button', { name: /Red Zone/ }).first().waitFor();
    await screenshot(page, 'offline-home');

    // the hub is not kept: it says the fan is offline (not a generic error)
    await page.goto(`${baseUrl()}/schedule`);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.getByRole('heading', { level: 1, name: "You're offline" }).waitFor({ timeout: 15_000 });
    await fallback.getByText('The NFL hub needs a connection.', { exact: false }).waitFor();
    await offlineBanner(page).waitFor();
    expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('NFL');
    await screenshot(page, 'offline-hub');

    // back online: the hub loads by itself, and the banner goes
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'NFL Hub', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByText('Kansas City Chiefs').first().waitFor({ timeout: 20_000 });
    expect(await offlineBanner(page).count()).toBe(0);

    // what failed offline was only the network itself and the hub remote's loading
    const unexpected = consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|remote|Remote|RUNTIME|ScriptNetworkError/.test(e));
    expect(unexpected).toEqual([]);
  }, 120_000);

  it("keeps a redeployed learning remote's new code for offline use as soon as its entry changes", async () => {
    const { page } = phone;
    const context = page.context();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Welcome to the NFL!' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, null, { timeout: 45_000 });

    // a page's code the fan never opened drops out of the cache (as if it were new in a redeploy)
    const cached = await cachedUrls(page);
    const ruleDetail = cached['gg-offline-remote-chunks']!.find((u) => /__federation_expose_rule_detail_page\./.test(u))!;
    const isKept = (url: string) => page.evaluate(async (u) => Boolean(await (await caches.open('gg-offline-remote-chunks')).match(u, { ignoreVary: true })), url);
    await page.evaluate(async (url) => { await (await caches.open('gg-offline-remote-chunks')).delete(url, { ignoreVary: true }); }, ruleDetail);
    expect(await isKept(ruleDetail)).toBe(false);

    // the remote is redeployed: its entry changes
    const entry = cached['gg-offline-remote-entries']!.find((u) => u.endsWith('/remoteEntry.js'))!;
    await context.route(entry, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: `${await res.text()}\n// redeployed` });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Welcome to the NFL!' }).waitFor();
    const deadline = Date.now() + 20_000;
    while (!(await isKept(ruleDetail)) && Date.now() < deadline) await page.waitForTimeout(250);
    expect(await isKept(ruleDetail)).toBe(true);
  }, 90_000);
});
