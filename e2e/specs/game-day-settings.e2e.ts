/**
 * Game-day settings at 390×844 on the recorded provider: reached in one tap from live scores and
 * from the water cooler; spoiler-safe mode for every team hides scores on /live-scores and
 * /schedule until one is tapped to reveal, and stays on after a reload; betting odds are off until
 * "Show betting odds" is tapped in a game's detail.
 */
import type { Locator, Page } from 'playwright-core';
import { seriousA11yFindings } from '../support/audit';
import { baseUrl, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();

const settingsButton = (page: Page) => page.getByRole('button', { name: 'Game-day settings' });
const revealButtons = (scope: Page | Locator) => scope.getByRole('button', { name: /^Reveal score: / });

/** The score cells of covered games show no digit. */
async function coveredScores(scope: Page | Locator): Promise<string[]> {
  return scope.locator('[data-spoiler="hidden"] .score').allTextContents();
}

async function turnOnSpoilerSafeForEverything(page: Page) {
  await settingsButton(page).click(); // one tap
  const sheet = page.getByRole('dialog', { name: 'Game-day settings' });
  await sheet.waitFor();
  await screenshot(page, 'game-day-settings-sheet');
  expect(await seriousA11yFindings(page)).toEqual([]);
  await sheet.getByRole('radio', { name: 'On for every team' }).check();
  await sheet.getByRole('button', { name: 'Done' }).click();
  await sheet.waitFor({ state: 'detached' });
}

describe('game-day settings', () => {
  it('spoiler-safe for every team hides scores on live scores and the schedule, reveals one on tap, and survives a reload', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/live-scores`);
    await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /Live Games|Final Scores|Upcoming Games/ }).first().waitFor();
    await turnOnSpoilerSafeForEverything(page);
    await page.getByRole('button', { name: 'Spoiler-safe on' }).waitFor();

    // every started game's score is covered; the replayed game starts within its ~25 s cycle
    await revealButtons(page).first().waitFor({ timeout: 40_000 });
    const hidden = await coveredScores(page);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((text) => !/\d/.test(text))).toBe(true);
    await screenshot(page, 'spoiler-safe-live-scores');

    // one tap reveals that game only, in place (a final's card: a live one changes on its own)
    const finals = page.getByRole('region', { name: /Final Scores/ });
    const first = (await revealButtons(finals).count()) > 0 ? revealButtons(finals).first() : revealButtons(page).first();
    const name = (await first.getAttribute('aria-label'))!;
    const card = page.getByRole('article', { name: name.replace('Reveal score: ', '') }).first();
    const before = await card.boundingBox();
    await first.click();
    await card.locator('.score').first().waitFor();
    expect((await card.locator('.score').allTextContents()).every((text) => /\d/.test(text))).toBe(true);
    expect((await card.boundingBox())!.height).toBe(before!.height); // revealing moves nothing
    await screenshot(page, 'spoiler-safe-revealed');

    // the schedule hides them too: its completed games (finals do not change under the test)
    await page.goto(`${baseUrl()}/schedule`);
    await page.getByRole('heading', { level: 1, name: 'NFL Hub' }).waitFor();
    await page.getByRole('button', { name: 'Spoiler-safe on' }).waitFor();
    const completed = page.getByRole('group', { name: 'Season type' }).getByRole('button', { name: 'Completed' });
    await completed.click();
    await revealButtons(page).first().waitFor({ timeout: 20_000 });
    expect((await coveredScores(page)).every((text) => !/\d/.test(text))).toBe(true);
    await screenshot(page, 'spoiler-safe-schedule');
    const rowReveal = revealButtons(page).first();
    const row = page.getByRole('article', { name: (await rowReveal.getAttribute('aria-label'))!.replace('Reveal score: ', '') }).first();
    const rowBefore = await row.boundingBox();
    // by keyboard here (the live-scores card above is revealed by a tap)
    await rowReveal.focus();
    await page.keyboard.press('Enter');
    await row.locator('.score').first().waitFor();
    expect((await row.boundingBox())!.height).toBe(rowBefore!.height);

    // persisted on the device: after a reload it is still on and still hiding (the reveal was for that visit)
    await page.reload();
    await page.getByRole('button', { name: 'Spoiler-safe on' }).waitFor();
    if ((await completed.getAttribute('aria-pressed')) !== 'true') await completed.click();
    await revealButtons(page).first().waitFor({ timeout: 20_000 });
    expect((await coveredScores(page)).every((text) => !/\d/.test(text))).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('odds are off by default in a game’s detail; "Show betting odds" shows them', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/live-scores`);
    const card = page.locator(REPLAYED_CARD);
    await card.getByText(/LIVE|FINAL/).first().waitFor({ timeout: 40_000 });
    // no odds on the cards
    expect(await page.getByLabel(/^Betting odds from/).count()).toBe(0);
    await card.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('heading', { name: /^Packers at Falcons · / }).waitFor();
    await page.getByRole('tab', { name: 'Betting Odds' }).click();
    const show = page.getByRole('button', { name: 'Show betting odds' });
    await show.waitFor();
    expect(await page.getByText('ESPN BET').count()).toBe(0);
    await screenshot(page, 'odds-off');
    await show.click();
    await page.getByRole('list', { name: 'Betting odds by provider' }).getByText('ESPN BET').first().waitFor();
    await screenshot(page, 'odds-on');
    expect(consoleErrors).toEqual([]);
  });

  it('the water cooler reaches the same settings in one tap', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/water-cooler`);
    await page.getByRole('heading', { level: 1, name: 'Water Cooler Talk' }).waitFor();
    await page.getByRole('article').first().waitFor({ timeout: 20_000 });
    await turnOnSpoilerSafeForEverything(page);
    await page.getByRole('button', { name: 'Spoiler-safe on' }).waitFor();
    // talking points about results are covered (live games and finals from the recorded game day)
    await page.getByRole('button', { name: 'Reveal talking point (it gives a result away)' }).first().waitFor();
    await screenshot(page, 'spoiler-safe-water-cooler');

    // and turned off there again
    await page.getByRole('button', { name: 'Spoiler-safe on' }).click();
    const sheet = page.getByRole('dialog', { name: 'Game-day settings' });
    await sheet.getByRole('radio', { name: 'Off' }).check();
    await sheet.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Spoiler-safe on' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Reveal talking point (it gives a result away)' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
