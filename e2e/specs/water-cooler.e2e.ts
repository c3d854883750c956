/**
 * The water cooler on a fresh start, as a fan opens it on Monday morning: real talking points
 * written from the recorded game day, filtered by category, refreshed, and a football term in one
 * of them followed to its glossary entry. Nothing is fetched from the internet.
 */
import type { Page } from 'playwright-core';
import { recordRequests, seriousA11yFindings } from '../support/audit';
import { baseUrl, screenshot, usePhonePage } from '../support/browser';

const phone = usePhonePage();

/** Clicks the first glossary link in a talking point and returns its href; tries again from the cards then on screen if the list was replaced mid-click. */
async function followFirstTermLink(page: Page): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const anyTerm = page.getByRole('article').locator('a[href^="/glossary?search="]').first();
    await anyTerm.waitFor();
    const href = (await anyTerm.getAttribute('href')) ?? '';
    try {
      await page.getByRole('article').locator(`a[href="${href}"]`).first().click({ timeout: 5_000 });
      return href;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe('the water cooler', () => {
  it('shows real talking points, filters by category, refreshes, and links terms to the glossary', async () => {
    const { page, consoleErrors } = phone;
    const requests = recordRequests(page);
    await page.goto(`${baseUrl()}/water-cooler`);
    await page.getByRole('heading', { level: 1, name: 'Water Cooler Talk' }).waitFor();
    await page.getByText('Join NFL conversations with confidence using these trending talking points').waitFor();

    // a fresh start: the talk service wrote points from the sports service's data on its own
    const cards = page.getByRole('article');
    await cards.first().waitFor({ timeout: 20_000 });
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await page.getByText('Conversation Starter').first().waitFor();
    await page.getByText('Background').first().waitFor();
    await page.getByText(/\d+(\.\d)?\/10 trending/).first().waitFor();
    await page.getByRole('heading', { name: 'Pro Tips for NFL Conversations' }).waitFor();
    await screenshot(page, 'water-cooler-all');

    // filter: every card on the Upcoming tab is an upcoming point
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'upcoming');
    const upcoming = page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('article');
    await upcoming.first().waitFor();
    const badges = await upcoming.evaluateAll((articles) => articles.map((a) => a.textContent ?? ''));
    expect(badges.length).toBeGreaterThan(0);
    expect(badges.every((text) => text.includes('Upcoming'))).toBe(true);
    await screenshot(page, 'water-cooler-upcoming');

    // refresh: the service regenerates and the list reloads
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/water-cooler-talk/refresh') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect((await refreshed).status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).waitFor();

    // a football term in a talking point links to its glossary entry
    await page.getByRole('tab', { name: 'All Topics' }).click();
    // the refreshed list may still arrive after the Refresh button is back and replace the cards
    // with points that use other terms: pick a linked term from the cards on screen and follow
    // it; if the cards were replaced before the click landed, pick again from the new ones
    const href = await followFirstTermLink(page);
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);

    expect(requests.foreign()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('has no serious accessibility violation with points on screen', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/water-cooler`);
    await page.getByRole('article').first().waitFor({ timeout: 20_000 });
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});
