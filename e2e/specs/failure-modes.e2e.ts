/**
 * One broken part never blanks the site. This spec runs its own stack so it can stop and restart
 * pieces of it: a remote's server, then a service.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser, newPhonePage, screenshot, type PhonePage } from '../support/browser';
import { startTestStack, type Stack } from '../support/stack';

let stack: Stack;
let browser: Browser;
let phone: PhonePage;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack(), launchBrowser()]);
}, 90_000);
afterAll(async () => { await browser?.close(); await stack?.stop(); });
beforeEach(async () => { phone = await newPhonePage(browser); });
afterEach(async () => { await phone.context.close(); });

describe('failure modes', () => {
  it('with the hub remote down: header and nav still render, other areas work, the hub shows a fallback whose Retry recovers', async () => {
    const { page } = phone;
    await stack.stopProcess('hub-remote');

    await page.goto(`${stack.url}/schedule`);
    const fallback = page.getByTestId('remote-fallback');
    await fallback.getByText('The NFL hub is unavailable right now').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Gridiron Guide home' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).locator('a[aria-current="page"]').textContent()).toBe('NFL');
    await screenshot(page, 'failure-hub-remote-down');

    // the learning area still works in the same page
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' }).click();
    await page.getByRole('heading', { level: 1, name: 'NFL Rules' }).waitFor();

    // bring the remote back; Retry loads it without a page reload
    await stack.startProcess('hub-remote');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NFL' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'NFL Hub' }).waitFor({ timeout: 20_000 });
    await page.getByText('Kansas City Chiefs').first().waitFor();
  });

  it('with the sports service down: the hub says so and offers a retry; the gateway answers JSON 502/503', async () => {
    const { page } = phone;
    await stack.stopProcess('sports');
    const res = await fetch(`${stack.url}/api/teams`);
    expect([502, 503]).toContain(res.status);
    expect((await res.json()).error.code).toMatch(/upstream_unavailable|service_unavailable/);

    await page.goto(`${stack.url}/standings`);
    await page.getByRole('heading', { level: 1, name: 'NFL Standings' }).waitFor();
    await page.getByRole('alert').getByText('Something went wrong').waitFor();
    await screenshot(page, 'failure-sports-down');

    await stack.startProcess('sports');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('AFC West').first().waitFor({ timeout: 20_000 });
  });
});
