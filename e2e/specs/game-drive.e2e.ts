/**
 * The drives of the replayed game on a phone: the drive under way is a line of the live card's
 * situation that changes as the replay runs (pushed by the live stream, no reload), and in the
 * open panel's feed each drive that ended gets its own row ("Drive: 8 plays, 75 yards, 4:12 —
 * Touchdown") right after its last play. Also in the Pacific zone (the gateway runs in UTC) and in
 * dark mode.
 */
import type { Page } from 'playwright-core';
import { onAuditedPhonePage, seriousA11yFindings } from '../support/audit';
import { baseUrl, expectFitsPhoneAndDesktop, screenshot, sidewaysOverflow, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();

const DRIVE_LINE = /^(This drive: \d+ plays?, -?\d+ yards?(, \d+:\d\d)?|New drive( from ([A-Z]{2,3} \d{1,2}|50))?)$/;
const DRIVE_ROW = /^(ATL|GB)?Drive: \d+ plays?, -?\d+ yards?, \d+:\d\d — [A-Z][a-z ]+$/;

/** The replayed game's live card with its drive line drawn (the replay loops about every 25 s here). */
async function liveCardOnADrive(page: Page) {
  await page.goto(`${baseUrl()}/live-scores`);
  await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
  const card = page.locator(REPLAYED_CARD);
  await card.getByText(/^●?LIVE$/).waitFor({ timeout: 30_000 });
  await card.locator('[data-drive-line^="This drive"]').waitFor({ timeout: 20_000 });
  return card;
}

/** Opens the panel and waits for a drive's result row in its feed, opening it again on the next loop if the game ends first. */
async function feedWithADriveRow(page: Page) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const card = await liveCardOnADrive(page);
    await card.getByRole('button', { name: 'View Details' }).click();
    const panel = page.getByRole('region', { name: /^Packers at Falcons · / });
    const feed = panel.getByRole('list', { name: 'Plays, newest first' });
    await feed.waitFor({ timeout: 10_000 });
    const row = feed.locator('[data-drive-result]').first();
    if (await row.waitFor({ timeout: 20_000 }).then(() => true, () => false)) return { panel, feed, row };
  }
  throw new Error('no drive result row appeared in the feed over two loops of the replay');
}

async function expectDriveRowAfterItsPlay(feed: ReturnType<Page['locator']>) {
  // newest first: the row sits right above the play that ended the drive, a play row of the feed
  const placed = await feed.locator('[data-drive-result]').first().evaluate((row) => {
    const next = row.nextElementSibling;
    return !!next && next.tagName === 'LI' && !next.hasAttribute('data-drive-result') && /Q\d \d{1,2}:\d\d/.test(next.textContent ?? '');
  });
  expect(placed).toBe(true);
}

describe('the drives of a live game', () => {
  it('the drive line changes on the live card as the replay runs, and a drive ends in the feed, named for a screen reader', async () => {
    const { page, consoleErrors } = phone;
    const card = await liveCardOnADrive(page);
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
    await card.scrollIntoViewIfNeeded();

    const seen = new Set<string>();
    const deadline = Date.now() + 12_000;
    while (Date.now() < deadline && seen.size < 3) {
      const line = await card.locator('[data-drive-line]').getAttribute('data-drive-line', { timeout: 1_000 }).catch(() => null);
      if (line) {
        expect(line).toMatch(DRIVE_LINE);
        seen.add(line);
      }
      await page.waitForTimeout(200);
    }
    expect(seen.size).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(page, 'drive-live-card');

    const { feed, row } = await feedWithADriveRow(page);
    expect((await row.textContent())?.trim()).toMatch(DRIVE_ROW);
    expect(await row.getAttribute('aria-label')).toMatch(/^(Packers|Falcons) drive: \d+ plays?, -?\d+ yards? in .+, [A-Z][a-z ]+$/);
    await expectDriveRowAfterItsPlay(feed);
    expect(await seriousA11yFindings(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('reads the same in the Pacific zone, in dark mode, with no page errors and no sideways scroll', async () => {
    await onAuditedPhonePage(phone.browser, { colorScheme: 'dark', timezoneId: 'America/Los_Angeles' }, async (page) => {
      const { panel, feed, row } = await feedWithADriveRow(page);
      expect((await row.textContent())?.trim()).toMatch(DRIVE_ROW);
      await expectDriveRowAfterItsPlay(feed);
      // the drive under way, if one is, sits with the situation near the score
      const line = panel.locator('[data-drive-line]');
      if (await line.count()) expect(await line.first().getAttribute('data-drive-line')).toMatch(/^(|This drive.*|New drive.*)$/);
      await row.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/drive-panel-dark-la.png' });
      await screenshot(page, 'drive-panel-dark');
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });

  it('fits a 360 px phone and a 1280 px desktop with the drive line on the card', async () => {
    const { page, consoleErrors } = phone;
    await expectFitsPhoneAndDesktop(page, 'drive-card', async () => {
      const card = await liveCardOnADrive(page);
      await card.scrollIntoViewIfNeeded();
    });
    expect(consoleErrors).toEqual([]);
  });
});
