/**
 * Favorite teams on a phone: a fan marks a team with the star on its page; then the schedule, live
 * scores and standings show that team first, marked, after a reload too, with no page or hydration
 * error (the pages are rendered by the gateway, which cannot know the device's favorites: they
 * hydrate in the server's order and then put the favorite first). In New York, in Los Angeles and
 * in dark mode.
 */
import type { Locator, Page } from 'playwright-core';
import { onAuditedPhonePage, seriousA11yFindings } from '../support/audit';
import { baseUrl, expectFitsPhoneAndDesktop, screenshot, sidewaysOverflow, usePhonePage } from '../support/browser';
import { REPLAYED_GAME_ID } from '../support/screens';

const phone = usePhonePage();

/** What the spec reads of the sports service's answers (/api/scores/live, /api/teams). */
interface Game { id: string; status: string; gameDate: string; awayTeam: string; homeTeam: string; awayTeamId: string | null; homeTeamId: string | null }
interface Team { id: string; displayName: string; division: string | null }
interface Pick { team: Team; game: Game }

/**
 * A team whose game is the last of the scoreboard's finals (so "first" is a real move), never the
 * replayed game (it loops between live and final).
 */
async function pickTeam(page: Page): Promise<Pick> {
  const [slate, teams] = await Promise.all([
    page.request.get(`${baseUrl()}/api/scores/live`).then((r) => r.json() as Promise<Game[]>),
    page.request.get(`${baseUrl()}/api/teams`).then((r) => r.json() as Promise<Team[]>),
  ]);
  const finals = slate.filter((g) => g.status === 'final' && g.id !== REPLAYED_GAME_ID && g.homeTeamId && g.awayTeamId)
    .sort((a, b) => Date.parse(b.gameDate) - Date.parse(a.gameDate));
  expect(finals.length).toBeGreaterThanOrEqual(2);
  const game = finals.at(-1)!;
  const team = teams.find((t) => t.id === game.homeTeamId)!;
  expect(team).toBeDefined();
  return { team, game };
}

/** The favorites apply right after hydration (their code arrives then): wait for the list to settle. */
async function firstLabelBecomes(list: Locator, label: string) {
  const deadline = Date.now() + 10_000;
  let seen: string | null = null;
  while (Date.now() < deadline) {
    seen = await list.first().getAttribute('aria-label', { timeout: 2_000 }).catch(() => null);
    if (seen === label) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(seen).toBe(label);
}

const pressed = (star: Locator) => star.and(star.page().locator('[aria-pressed="true"]'));

async function expectFirstEverywhere(page: Page, { team, game }: Pick) {
  const matchup = `${game.awayTeam} at ${game.homeTeam}`;

  await page.goto(`${baseUrl()}/live-scores`);
  const finals = page.getByRole('region', { name: /^Final Scores/ }).getByRole('article');
  await firstLabelBecomes(finals, matchup);
  await finals.first().getByText('Favorite', { exact: true }).waitFor();

  await page.goto(`${baseUrl()}/schedule?season=completed`);
  const rows = page.getByRole('region', { name: 'Completed Games' }).getByRole('article');
  await firstLabelBecomes(rows, matchup);
  await rows.first().getByText('Favorite', { exact: true }).waitFor();

  await page.goto(`${baseUrl()}/standings`);
  const firstTable = page.getByRole('table').first();
  await firstTable.locator('caption').filter({ hasText: new RegExp(`^${team.division}$`) }).waitFor({ timeout: 10_000 });
  const row = firstTable.getByRole('row').filter({ has: page.getByRole('link', { name: team.displayName }) });
  await row.getByText('Favorite', { exact: true }).waitFor();
}

describe('favorite teams', () => {
  it('marks a team on its page; the schedule, live scores and standings put it first and mark it, after a reload too', async () => {
    const { page, consoleErrors } = phone;
    const pick = await pickTeam(page);

    await page.goto(`${baseUrl()}/team/${pick.team.id}`);
    const star = page.getByRole('button', { name: `Add ${pick.team.displayName} to favorites` });
    await expect(star.getAttribute('aria-pressed')).resolves.toBe('false');
    const box = (await star.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await star.click();
    await pressed(star).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'favorites-team-star');

    await expectFirstEverywhere(page, pick);
    expect(await seriousA11yFindings(page)).toEqual([]);

    // kept on the device: a reload (rendered by the gateway again) still has it, the star pressed too
    await page.reload();
    await page.getByRole('table').first().locator('caption').filter({ hasText: pick.team.division ?? '' }).waitFor({ timeout: 10_000 });
    await page.goto(`${baseUrl()}/team/${pick.team.id}`);
    await pressed(page.getByRole('button', { name: `Add ${pick.team.displayName} to favorites` })).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('works the same for a fan in Los Angeles (the gateway renders in UTC), and reads in dark mode', async () => {
    await onAuditedPhonePage(phone.browser, { colorScheme: 'dark', timezoneId: 'America/Los_Angeles' }, async (page) => {
      const pick = await pickTeam(page);
      await page.goto(`${baseUrl()}/team/${pick.team.id}`);
      const star = page.getByRole('button', { name: `Add ${pick.team.displayName} to favorites` });
      await star.click();
      await pressed(star).waitFor();
      await expectFirstEverywhere(page, pick);
      await page.screenshot({ path: '/tmp/favorites-standings-dark.png' });
      await page.goto(`${baseUrl()}/live-scores`);
      await page.getByRole('region', { name: /^Final Scores/ }).getByRole('article').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/favorites-live-scores-dark.png' });
      await page.goto(`${baseUrl()}/team/${pick.team.id}`);
      await page.screenshot({ path: '/tmp/favorites-team-dark.png' });
    });
  });

  it('manages favorites in the game-day settings, and the team header fits 360 and 1280 px', async () => {
    const { page, consoleErrors } = phone;
    const pick = await pickTeam(page);
    await page.goto(`${baseUrl()}/live-scores`);
    await page.getByRole('button', { name: 'Game-day settings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Game-day settings' });
    const group = sheet.getByRole('group', { name: 'Favorite teams' });
    await group.getByRole('checkbox', { name: pick.team.displayName }).check();
    await sheet.getByRole('button', { name: 'Done' }).click();
    await firstLabelBecomes(page.getByRole('region', { name: /^Final Scores/ }).getByRole('article'), `${pick.game.awayTeam} at ${pick.game.homeTeam}`);
    await expectFitsPhoneAndDesktop(page, 'favorites-team', async () => {
      await page.goto(`${baseUrl()}/team/${pick.team.id}`);
      await pressed(page.getByRole('button', { name: `Add ${pick.team.displayName} to favorites` })).waitFor();
    });
    expect(consoleErrors).toEqual([]);
  });
});
