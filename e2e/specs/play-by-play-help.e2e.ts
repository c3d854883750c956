/**
 * The newcomer's game-day help at 390×844, on the recorded provider with the replay running: a
 * flag in the play-by-play is one tap from "Why was that flagged?" (yards, signal, and its glossary
 * entry in the learn area), football words in plays and news show their definition on tap, and
 * talking points link their words to the glossary. Offline: nothing leaves this machine.
 */
import type { Page } from 'playwright-core';
import { recordRequests } from '../support/audit';
import { baseUrl, screenshot, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();

/** Opens the replayed game's detail on /live-scores while it is live or final, so it has plays. */
async function openReplayedGame(page: Page) {
  await page.goto(`${baseUrl()}/live-scores`);
  await page.getByRole('heading', { level: 1, name: 'Live Scores' }).waitFor();
  const card = page.locator(REPLAYED_CARD);
  // the replay cycles every ~23 s at this speed (1 s pregame, ~19 s live, ~3 s final)
  await card.getByText(/^●?LIVE$/).waitFor({ timeout: 40_000 });
  await card.getByRole('button', { name: 'View Details' }).click();
  return page.getByRole('list', { name: 'Plays, newest first' });
}

describe('help in the play-by-play', () => {
  it('a flag opens "Why was that flagged?" with yards and signal, one tap from its glossary entry', async () => {
    const { page, consoleErrors } = phone;
    const requests = recordRequests(page);
    const feed = await openReplayedGame(page);
    await feed.waitFor({ timeout: 10_000 });
    // the game's first flags come a few seconds into the replay, and the feed shows them as they happen
    const why = feed.getByRole('button', { name: /^Why was that flagged\? / }).first();
    await why.waitFor({ timeout: 30_000 });
    const foul = (await why.textContent())!.replace('Why was that flagged?', '').trim(); // the foul as the play text names it
    // this play's button, held: a newer flag arriving at the top of the feed becomes `.first()`
    const opener = (await why.elementHandle())!;
    await opener.click();

    const card = page.getByRole('dialog', { name: 'Why was that flagged?' });
    await card.waitFor();
    const entry = card.getByRole('heading', { level: 3 }).first();
    await entry.waitFor();
    await card.getByRole('list', { name: 'What it costs' }).first().getByText(/^(\d+ yards|No yardage)$/).waitFor();
    await card.getByText("Referee's signal:").first().waitFor();
    expect(await card.textContent()).toContain(foul);
    await screenshot(page, 'penalty-card');

    // keyboard: Escape closes the card and gives focus back to the button that opened it
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    const penalty = (await card.getByRole('heading', { level: 3 }).first().textContent())!;
    await card.getByRole('link', { name: `Read about ${penalty} in the glossary` }).click();
    await page.waitForURL((url) => url.pathname === '/glossary' && url.searchParams.get('tab') === 'penalties' && url.searchParams.get('search') === penalty);
    await page.getByRole('tab', { name: 'Penalties', selected: true }).waitFor();
    await page.getByRole('article', { name: penalty, exact: true }).waitFor();
    await screenshot(page, 'penalty-glossary-entry');

    expect(requests.foreign()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('a football word in a play shows its definition in place, and leads to the glossary', async () => {
    const { page, consoleErrors } = phone;
    const feed = await openReplayedGame(page);
    // The recorded game replays in a loop: when it starts over, every play row is new and an open
    // definition goes with its row. So the tap is tried again if the replay restarted in between.
    let term = '';
    for (let attempt = 1; ; attempt++) {
      try {
        const word = feed.locator('button[aria-expanded]').first();
        await word.waitFor({ timeout: 15_000 });
        // bounded: a row the replay replaces under the tap is tried again, not waited on
        await word.click({ timeout: 5_000 });
        const definition = feed.getByRole('group', { name: /^What is .+\?$/ }).first();
        await definition.waitFor({ timeout: 5_000 });
        term = (await definition.getAttribute('aria-label'))!.replace(/^What is (.+)\?$/, '$1');
        await screenshot(page, 'play-term-definition');
        await definition.getByRole('link', { name: `More in the glossary about ${term}` }).click({ timeout: 5_000 });
        break;
      } catch (err) {
        if (attempt === 5) throw err;
      }
    }
    await page.waitForURL((url) => url.pathname === '/glossary' && url.searchParams.get('search') === term);
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    await page.getByRole('heading', { name: term, exact: true }).first().waitFor();
    expect(consoleErrors).toEqual([]);
  }, 120_000); // five bounded tries of about 20 s each at worst, under CI's load

  it('a football word in a news description shows its definition on tap', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/schedule?tab=news`);
    const news = page.getByRole('tabpanel', { name: 'News' });
    const word = news.locator('article p button[aria-expanded]').first();
    await word.waitFor({ timeout: 15_000 });
    await word.click();
    const definition = news.getByRole('group', { name: /^What is .+\?$/ }).first();
    await definition.waitFor();
    expect(await word.getAttribute('aria-expanded')).toBe('true');
    await definition.getByRole('link', { name: /^More in the glossary about / }).waitFor();
    await screenshot(page, 'news-term-definition');
    expect(consoleErrors).toEqual([]);
  });

  it('talking points link their football words to the glossary', async () => {
    const { page, consoleErrors } = phone;
    await page.goto(`${baseUrl()}/water-cooler`);
    await page.getByRole('heading', { level: 1, name: 'Water Cooler Talk' }).waitFor();
    const link = page.locator('article a[href^="/glossary?search="]').first();
    await link.waitFor({ timeout: 15_000 });
    // the talking points follow the replayed games, so the first linked word may be redrawn (or be
    // another word) between finding it and tapping it: any linked word that lands on the glossary will do
    for (let attempt = 1; ; attempt++) {
      try {
        await link.click({ timeout: 5_000 });
        await page.waitForURL((url) => url.pathname === '/glossary' && (url.searchParams.get('search') ?? '') !== '', { timeout: 5_000 });
        break;
      } catch (err) {
        if (attempt === 3) throw err;
      }
    }
    await page.getByRole('heading', { level: 1, name: 'Glossary' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
