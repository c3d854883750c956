/**
 * The hub as a fan uses it at 390×844, on the recorded provider with the replay running: every tab
 * of the hub (by tap, by keyboard and by URL), a live game that moves on screen without a reload,
 * its detail panel, a team page with a player's profile closed from the keyboard, the injury
 * report filtered and sorted, the standings by conference. Offline means offline: the browser asks
 * nothing of any host but this machine, and logs no error.
 */
import type { Page } from 'playwright-core';
import { recordRequests } from '../support/audit';
import { baseUrl, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_GAME_ID } from '../support/screens';

const phone = usePhonePage();

const hubTabs = (page: Page) => page.getByRole('tablist', { name: 'NFL Hub sections' });

describe('the hub', () => {
  it('opens every tab by tap, keyboard and URL, with real data in each', async () => {
    const { page, consoleErrors } = phone;
    const requests = recordRequests(page);
    await page.goto(`${baseUrl()}/schedule`);
    await page.getByRole('heading', { level: 1, name: 'NFL Hub' }).waitFor();
    await page.getByRole('heading', { name: 'Upcoming Games' }).waitFor();
    await page.getByRole('link', { name: 'Dallas Cowboys' }).first().waitFor();
    await screenshot(page, 'hub-schedule');

    const expectations: Array<[string, string, RegExp]> = [
      ['Standings', 'standings', /AFC East/],
      ['Injuries', 'injuries', /Questionable/],
      ['News', 'news', /Load More|Read full story/],
      ['Analytics', 'analytics', /Game Predictions/],
      ['Live', 'live', /Completed Games \(\d+\)|Live Now/],
    ];
    for (const [label, value, shows] of expectations) {
      await hubTabs(page).getByRole('tab', { name: label }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === value);
      await page.getByRole('tabpanel', { name: label }).getByText(shows).first().waitFor();
      await screenshot(page, `hub-${value}`);
    }

    // keyboard: arrows move between tabs, Home goes back to the first
    await hubTabs(page).getByRole('tab', { name: 'Live' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.get('tab') === 'analytics');
    await page.keyboard.press('Home');
    await page.waitForURL((url) => !url.searchParams.get('tab'));
    await page.getByRole('heading', { name: 'Upcoming Games' }).waitFor();

    // URL: a shared link opens the tab it names
    await page.goto(`${baseUrl()}/nfl-hub?tab=standings`);
    await page.getByRole('tabpanel', { name: 'Standings' }).getByText('AFC East').first().waitFor();

    expect(requests.foreign()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a live game moves on the live tab without a reload, and its detail opens from the schedule', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/schedule`);
    // The replay cycles every ~23 s: 1 s before kickoff, ~19 s live, ~3 s final. Opened before
    // kickoff, the schedule listens and the game turns live on screen; opened on the final, only a
    // reload shows the next cycle (a real final never starts again).
    const viewLive = page.getByRole('button', { name: 'View Live' }).first();
    await viewLive.waitFor({ timeout: 30_000 }).catch(async () => {
      await page.reload();
      await viewLive.waitFor({ timeout: 30_000 });
    });
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
    await viewLive.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'live' && url.searchParams.get('game') === REPLAYED_GAME_ID);
    const panel = page.getByRole('region', { name: /^Packers at Falcons · / });
    await page.getByRole('heading', { name: /^Packers at Falcons · / }).waitFor();
    await page.getByRole('list', { name: 'Plays, newest first' }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'hub-live-detail');

    const card = page.locator(`[data-game-id="${REPLAYED_GAME_ID}"]`).first();
    const before = await card.textContent();
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(sel as string)?.textContent !== text,
      [`[data-game-id="${REPLAYED_GAME_ID}"]`, before],
      { timeout: 20_000 },
    );
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await panel.waitFor(); // the panel stays open while the scores move
    expect(consoleErrors).toEqual([]);
  });

  it('a team page shows the roster; a player profile opens and closes from the keyboard', async () => {
    const { page, consoleErrors } = phone;
    const requests = recordRequests(page);
    await page.goto(`${baseUrl()}/team/12`);
    await page.getByRole('heading', { level: 1, name: 'Kansas City Chiefs' }).waitFor();
    await page.getByText('Andy Reid').waitFor();
    await page.getByRole('heading', { name: /^Quarterbacks/ }).waitFor();

    // the team's games as a calendar feed, one tap from its header
    const subscribe = page.getByRole('link', { name: 'Add to Calendar for Kansas City Chiefs games' });
    expect(await subscribe.getAttribute('href')).toMatch(/^webcal:\/\/[^/]+\/api\/calendar\/12\.ics$/);
    const download = await page.getByRole('link', { name: 'Download .ics for Kansas City Chiefs games' }).getAttribute('href');
    const feed = await page.request.get(new URL(download ?? '', page.url()).toString());
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:');
    expect(ics).toContain('Kansas City Chiefs');

    const mahomes = page.getByRole('button', { name: /Patrick Mahomes/ });
    await mahomes.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Patrick Mahomes - Player Profile' });
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'Season Stats' }).click();
    await dialog.getByRole('heading', { name: '2024 Season Statistics' }).waitFor();
    await screenshot(page, 'player-dialog-stats');
    await dialog.getByRole('tab', { name: 'Advanced Stats' }).click();
    await dialog.getByText('Passing Efficiency').waitFor();
    await screenshot(page, 'player-dialog-advanced');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await mahomes.evaluate((el) => el === document.activeElement)).toBe(true);

    for (const [tab, shows] of [['Injuries', /Questionable|Out|No injury reports available/], ['News', /Read full story|No recent team news available/], ['Team Info', /GEHA Field at Arrowhead Stadium/]] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tabpanel', { name: tab }).getByText(shows).first().waitFor();
      await screenshot(page, `team-${tab.toLowerCase().replace(' ', '-')}`);
    }
    expect(requests.foreign()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the injury report filters by team and sorts by severity', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/injuries`);
    await page.getByRole('heading', { level: 1, name: 'NFL Injury Report' }).waitFor();
    await page.getByRole('heading', { name: /^Questionable/ }).waitFor();
    await page.getByLabel('Team').selectOption({ label: 'Kansas City Chiefs' });
    await page.waitForURL((url) => url.searchParams.get('team') === '12');
    await page.getByLabel('Sort by').selectOption({ label: 'By Severity' });
    // only Chiefs cards remain, groups in severity order
    await page.waitForFunction(() => ![...document.querySelectorAll('article')].some((a) => /Atlanta Falcons|Green Bay Packers/.test(a.textContent ?? '')));
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    const order = ['Out', 'Doubtful', 'Questionable', 'Probable'];
    const seen = groups.map((g) => order.findIndex((o) => g.startsWith(o))).filter((i) => i >= 0);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await screenshot(page, 'injuries-filtered');
    expect(consoleErrors).toEqual([]);
  });

  it('standings switch conference', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/standings`);
    await page.getByRole('heading', { level: 1, name: 'NFL Standings' }).waitFor();
    await page.getByText(/for the \d{4} season/).waitFor();
    await page.getByRole('table', { name: /AFC East/ }).waitFor();
    await page.getByRole('button', { name: 'NFC' }).click();
    // NFC North is on screen before the switch too (all conferences): wait for AFC East to go.
    // The filter lives in the URL, and React Router renders a navigation in a transition.
    await page.getByRole('table', { name: /AFC East/ }).waitFor({ state: 'detached' });
    expect(await page.getByRole('table', { name: /NFC North/ }).count()).toBe(1);
    expect(await page.getByRole('table', { name: /^AFC/ }).count()).toBe(0);
    await screenshot(page, 'standings-nfc');
    expect(consoleErrors).toEqual([]);
  });
});
