/**
 * Live scores with no network: the recorded game is replayed on a clock, and the screen moves on
 * its own (SSE push, polling as the fallback) — status, score and latest play change without a reload.
 */
import { baseUrl, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();


describe('live scores', () => {
  it('the replayed game goes live and its score and latest play move without a reload', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/live-scores`);
    await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
    const card = page.locator(REPLAYED_CARD);
    // the replay cycles every ~25 s at this speed: wait for the live phase
    await card.getByText(/^●?LIVE$/).waitFor({ timeout: 40_000 });
    await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
    const scoreText = async () => (await card.locator('.score').allTextContents()).join('-');
    const firstScore = await scoreText();
    const firstStatus = await card.locator('span', { hasText: / - (1st|2nd|3rd|4th|OT)$/ }).first().textContent();
    await screenshot(page, 'live-scores-live');

    // within a few seconds of game time passing, the status clock (and soon the score) changes
    await page.waitForFunction(
      ([sel, status]) => {
        const el = document.querySelector(sel as string);
        return !!el && !el.textContent!.includes(status as string);
      },
      [REPLAYED_CARD, firstStatus ?? ''],
      { timeout: 15_000 },
    );
    await page.waitForFunction(
      ([sel, score]) => {
        const scores = [...document.querySelectorAll(`${sel} .score`)].map((n) => n.textContent).join('-');
        return scores !== score || !!document.querySelector(`${sel}`)?.textContent?.includes('FINAL');
      },
      [REPLAYED_CARD, firstScore],
      { timeout: 25_000 },
    );
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(page, 'live-scores-moved');
    expect(consoleErrors).toEqual([]);
  });

  it('opens the game detail with the play-by-play of the replayed game', async () => {
    const { page } = phone;
    await page.goto(`${baseUrl()}/live-scores`);
    const card = page.locator(REPLAYED_CARD);
    await card.getByText(/LIVE|FINAL/).first().waitFor({ timeout: 40_000 });
    await card.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: /^Packers at Falcons · / }).waitFor();
    // a final opens on its summary, the plays one tab away (the replay may have ended by now)
    const summary = page.getByRole('tab', { name: 'Summary', selected: true });
    if (await summary.isVisible()) await page.getByRole('tab', { name: 'Plays' }).click();
    await page.getByRole('list', { name: 'Plays, newest first' }).waitFor({ timeout: 10_000 });
    await page.getByRole('tab', { name: 'Betting Odds' }).click();
    // odds are off until the fan turns them on
    await page.getByRole('button', { name: 'Show betting odds' }).click();
    await page.getByText('ESPN BET').first().waitFor();
    await screenshot(page, 'game-detail-odds');
  });

  it('a toast raised by the hub remote shows in the shell (one UI kit on the page)', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/live-scores`);
    await page.getByRole('heading', { level: 2, name: /Live Games|Final Scores|Upcoming Games/ }).first().waitFor();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    const notifications = page.getByRole('region', { name: /Notifications/ });
    await notifications.getByText('Live Scores Refreshed').waitFor();
    await notifications.getByText('Latest game data has been loaded').waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
