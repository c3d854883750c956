/**
 * The learning area as a newcomer walks it at 390×844: home → a category → a rule → Next →
 * a diagram hotspot → a glossary link → the Penalties tab → search (from the header).
 */
import { baseUrl, screenshot, usePhonePage } from '../support/browser';

const phone = usePhonePage();

describe('learning walkthrough', () => {
  it('home → category → rule → next → diagram → glossary → penalties → search', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(baseUrl() + '/');
    await page.getByRole('heading', { level: 1, name: 'Welcome to the NFL!' }).waitFor();
    await page.getByText('Tap any marker to learn about that area of the field').waitFor();
    await page.getByText('100').first().waitFor(); // quick facts from the API

    // the interactive field: tap a marker
    const marker = page.getByRole('button', { name: /Red Zone/ }).first();
    await marker.click();
    await page.getByText('Common Scenarios').waitFor();
    await screenshot(page, 'walk-1-field');

    // expand a category; its rules load only now
    const ruleRequests: string[] = [];
    page.on('request', (r) => { if (/\/api\/categories\/[^/]+\/rules/.test(r.url())) ruleRequests.push(r.url()); });
    await page.getByRole('button', { name: /Special Teams/ }).click();
    await page.getByRole('link', { name: 'Kickoff Rules' }).or(page.getByRole('link', { name: /Kickoff/ })).first().waitFor();
    expect(ruleRequests.some((u) => u.endsWith('/api/categories/special-teams/rules'))).toBe(true);
    await screenshot(page, 'walk-2-category');

    // open a rule, then Next through the full list
    // the loaded article's title (the loading state has an h1 of its own)
    const articleTitle = page.locator('article h1#rule-title');
    await page.getByRole('link', { name: /Kickoff/ }).first().click();
    const firstTitle = await articleTitle.textContent();
    await page.getByRole('link', { name: /^Next: / }).click();
    await page.waitForFunction((t) => document.querySelector('article h1#rule-title')?.textContent?.trim() && document.querySelector('article h1#rule-title')?.textContent !== t, firstTitle);
    const secondTitle = await articleTitle.textContent();
    expect(secondTitle).toBeTruthy();
    expect(secondTitle).not.toBe(firstTitle);

    // a rule with a diagram: tap a hotspot, see its panel, close it
    await page.goto(baseUrl() + '/rules/field-goal');
    await page.getByRole('heading', { level: 1, name: /Field Goal/ }).waitFor();
    // on a phone the diagram sits below the article; its drawing loads when the fan scrolls to it
    await page.getByRole('heading', { name: 'Interactive Diagram' }).scrollIntoViewIfNeeded();
    await page.getByText('Tap on any colored element in the diagram to learn more about it').waitFor();
    // a phone is a touch screen: the hint's "Click" (for a mouse) stays hidden
    expect(await page.locator('[data-pointer="mouse"]').isVisible()).toBe(false);
    const hotspot = page.locator('figure [role="button"][tabindex="0"]').first();
    const name = await hotspot.getAttribute('aria-label');
    await hotspot.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Close' }).waitFor();
    await page.getByText(name!, { exact: true }).last().waitFor();
    await screenshot(page, 'walk-3-diagram');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Tap on any colored element in the diagram to learn more about it').waitFor();

    // a glossary link inside the rule text
    const glossaryLink = page.locator('article a[href^="/glossary?search="]').first();
    await glossaryLink.click();
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    const glossaryBox = page.getByRole('searchbox', { name: 'Search terms' });
    const linkedTerm = await glossaryBox.inputValue();
    expect(linkedTerm).not.toBe('');
    // the linked term is the best match, first in the list
    await page.waitForFunction((t) => document.querySelector('article h3')?.textContent?.toLowerCase() === t.toLowerCase(), linkedTerm);

    // the Penalties tab
    await glossaryBox.fill('');
    // the tab's code is fetched as the pointer comes over it, before the tap
    const penaltiesCode = page.waitForRequest((r) => r.resourceType() === 'script', { timeout: 5_000 });
    await page.getByRole('tab', { name: 'Penalties' }).hover();
    await penaltiesCode;
    await page.getByRole('tab', { name: 'Penalties' }).click();
    await page.getByText('Referee signal:').first().waitFor();
    expect(page.url()).toContain('tab=penalties');
    await screenshot(page, 'walk-4-penalties');

    // header search: rules, terms and penalties together, typo-tolerant
    await page.getByPlaceholder('Search rules, terms, or ask a question...').fill('holdng');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Search Results', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Glossary terms', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Penalties', exact: true }).waitFor();
    await page.getByRole('link', { name: /Holding/ }).first().waitFor();
    await screenshot(page, 'walk-5-search');

    // a miss says so
    await page.getByRole('searchbox', { name: 'Search rules' }).fill('zzqqxx');
    await page.getByText('No rules found for "zzqqxx"').waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it("a rule changed this season says so, in the list and on its page, and shows how it stood before", async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/rules`);
    await page.getByRole('button', { name: /^Special Teams/ }).click();
    await page.getByRole('region', { name: 'Special Teams' }).getByRole('link', { name: 'Touchbacks New in 2025' }).click();
    await page.getByRole('heading', { level: 1, name: 'Touchbacks' }).waitFor();
    await page.getByText('New in 2025').waitFor();
    await page.getByRole('button', { name: 'Show the rule as it stood in 2024' }).click();
    await page.getByRole('region', { name: 'The rule in 2024' }).getByText(/came out to the 30/).waitFor();
    await screenshot(page, 'rule-new-in-season');
    expect(consoleErrors).toEqual([]);
  });

  it('unknown rule says "Rule not found."', async () => {
    const { page } = phone;
    await page.goto(baseUrl() + '/rules/not-a-rule');
    await page.getByText('Rule not found.').waitFor();
  });
});
