/**
 * A finished game's panel opens on its summary, on a phone: a recorded final (points by quarter and
 * leaders, what its scoreboard tells) and the replayed game at its final whistle (the whole box
 * score: scoring plays and team statistics); the plays are one tab away. Also in Los Angeles (the
 * gateway runs in UTC), in dark mode, and at 360 and 1280 px without sideways scrolling.
 */
import type { Locator, Page } from 'playwright-core';
import { onAuditedPhonePage, seriousA11yFindings } from '../support/audit';
import { baseUrl, expectFitsPhoneAndDesktop, sidewaysOverflow, usePhonePage } from '../support/browser';
import { REPLAYED_CARD, REPLAYED_GAME_ID } from '../support/screens';

const phone = usePhonePage();

async function liveScores(page: Page) {
  await page.goto(`${baseUrl()}/live-scores`);
  await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
  const finals = page.getByRole('region', { name: /^Final Scores/ });
  await finals.waitFor();
  return finals;
}

/** Opens a recorded scoreboard final (not the replayed game) and returns its panel. */
async function openRecordedFinal(page: Page): Promise<Locator> {
  const finals = await liveScores(page);
  const card = finals.locator(`[data-game-id]:not([data-game-id="${REPLAYED_GAME_ID}"])`).first();
  await card.getByRole('button', { name: 'View Details' }).click();
  const panel = page.getByRole('region', { name: / · Final$/ });
  // the tabs come with the game's data (a skeleton stands in until then)
  await panel.getByRole('tab').first().waitFor();
  return panel;
}

describe('a finished game opens on its summary', () => {
  it('a recorded final: Summary first with the points by quarter and the leaders, its plays one tab away', async () => {
    const { page, consoleErrors } = phone;
    const panel = await openRecordedFinal(page);
    const tabs = panel.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['Summary', 'Plays', 'Betting Odds', 'Game Analytics']);
    expect(await panel.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    const points = panel.getByRole('table', { name: 'Points by quarter' });
    await points.waitFor();
    expect(await points.getByRole('row').count()).toBe(3);
    await panel.getByRole('heading', { name: 'Leaders' }).waitFor();
    // a scoreboard lists neither the scoring plays nor the team statistics: nothing is made up
    expect(await panel.getByRole('heading', { name: 'Team statistics' }).count()).toBe(0);

    await panel.getByRole('tab', { name: 'Plays' }).click();
    expect(await panel.getByRole('tab', { name: 'Plays' }).getAttribute('aria-selected')).toBe('true');
    await panel.getByRole('heading', { name: 'No play-by-play data available' }).waitFor();
    await panel.getByRole('tab', { name: 'Summary' }).click();
    await points.waitFor();

    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('the replayed game at its final whistle: scoring plays and team statistics, the live feed one tab away', async () => {
    const { page, consoleErrors } = phone;
    await liveScores(page);
    const card = page.locator(REPLAYED_CARD);
    // The replay is final for about 3 s of each ~23 s cycle: open it as the whistle blows (up to three tries).
    let panel: Locator | null = null;
    for (let attempt = 0; attempt < 3 && panel === null; attempt++) {
      await card.getByText(/^FINAL$/).waitFor({ timeout: 40_000 });
      await card.getByRole('button', { name: 'View Details' }).click();
      const open = page.getByRole('region', { name: /^Packers at Falcons · / });
      const stats = open.getByRole('table', { name: /^Team statistics/ });
      if (await stats.waitFor({ timeout: 2_500 }).then(() => true, () => false)) {
        panel = open;
        expect(await open.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
        expect(await stats.getByRole('columnheader').allTextContents()).toEqual(['GB', 'Statistic', 'ATL']);
        expect(await stats.getByRole('rowheader', { name: /^Total yards/ }).locator('xpath=..').getByRole('cell').allTextContents()).toEqual(['224', '446']);
        const scoring = open.getByRole('region', { name: 'Scoring summary' });
        expect(await scoring.getByRole('listitem').count()).toBe(10);
        await stats.scrollIntoViewIfNeeded();
        await page.screenshot({ path: '/tmp/summary-replayed-final-light.png' });
        await open.getByRole('tab', { name: 'Plays' }).click();
        await open.getByRole('list', { name: 'Plays, newest first' }).waitFor();
      } else {
        await open.getByRole('button', { name: 'Close' }).click().catch(() => {});
        await card.getByText(/^FINAL$/).waitFor({ state: 'detached', timeout: 30_000 });
      }
    }
    expect(panel).not.toBeNull();
    expect(consoleErrors).toEqual([]);
  }, 150_000);

  it('reads in Los Angeles (the gateway in UTC) and in dark mode', async () => {
    await onAuditedPhonePage(phone.browser, { colorScheme: 'dark', timezoneId: 'America/Los_Angeles' }, async (page) => {
      const panel = await openRecordedFinal(page);
      await panel.getByRole('table', { name: 'Points by quarter' }).waitFor();
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/summary-dark.png' });
      await panel.getByRole('heading', { name: 'Leaders' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/summary-dark-leaders.png' });
    });
  });

  it('fits a 360 px phone and a 1280 px desktop without scrolling sideways', async () => {
    const { page } = phone;
    await expectFitsPhoneAndDesktop(page, 'summary', async () => {
      const panel = await openRecordedFinal(page);
      await panel.getByRole('table', { name: 'Points by quarter' }).waitFor();
    });
  });
});
