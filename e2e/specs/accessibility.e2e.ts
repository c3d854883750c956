/**
 * Accessibility of every screen at phone size, light and dark: axe-core finds no serious or
 * critical violation, including with a game's detail panel and a player's dialog open.
 */
import { seriousA11yFindings } from '../support/audit';
import { baseUrl, newPhonePage, usePhonePage } from '../support/browser';
import { REPLAYED_CARD } from '../support/screens';

const phone = usePhonePage();

const SCREENS: Array<{ path: string; ready: RegExp }> = [
  { path: '/', ready: /Welcome to the NFL!/ },
  { path: '/rules', ready: /NFL Rules/ },
  { path: '/rules/field-goal', ready: /Field Goal/ },
  { path: '/glossary', ready: /Glossary/ },
  { path: '/glossary?tab=penalties', ready: /Glossary/ },
  { path: '/schedule', ready: /NFL Hub/ },
  { path: '/schedule?tab=standings', ready: /NFL Hub/ },
  { path: '/schedule?tab=injuries', ready: /NFL Hub/ },
  { path: '/schedule?tab=news', ready: /NFL Hub/ },
  { path: '/schedule?tab=analytics', ready: /NFL Hub/ },
  { path: '/schedule?tab=live', ready: /NFL Hub/ },
  { path: '/team/12', ready: /Kansas City Chiefs/ },
  { path: '/live-scores', ready: /Live Scores/ },
  { path: '/standings', ready: /NFL Standings/ },
  { path: '/injuries', ready: /NFL Injury Report/ },
  { path: '/water-cooler', ready: /Water Cooler Talk/ },
  { path: '/nowhere', ready: /404 Page Not Found/ },
];

async function settle(path: string, ready: RegExp, page = phone.page) {
  await page.goto(baseUrl() + path);
  await page.getByRole('heading', { level: 1, name: ready }).waitFor();
  // let data arrive: skeletons give way to content
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 }).catch(() => {});
}

describe('accessibility (axe-core, WCAG 2.1 A/AA, serious and critical)', () => {
  it.each(SCREENS)('$path has no serious violation', async ({ path, ready }) => {
    await settle(path, ready);
    expect(await seriousA11yFindings(phone.page)).toEqual([]);
  });

  it.each(SCREENS.filter((s) => ['/', '/live-scores', '/schedule', '/standings', '/team/12'].includes(s.path)))('$path has no serious violation in dark mode', async ({ path, ready }) => {
    const dark = await newPhonePage(phone.browser, { colorScheme: 'dark' });
    try {
      await settle(path, ready, dark.page);
      expect(await seriousA11yFindings(dark.page)).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });

  it('the live scores screen with a game detail panel open has no serious violation', async () => {
    const { page } = phone;
    await settle('/live-scores', /Live Scores/);
    // the replayed game is the one the sports data has odds for; which card is first moves as the replay loops
    await page.locator(REPLAYED_CARD).getByRole('button', { name: 'View Details' }).click();
    await page.locator('#game-detail-title').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yFindings(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Betting Odds' }).click();
    expect(await seriousA11yFindings(page)).toEqual([]);
    // odds are off by default: with them on, the odds table too
    await page.getByRole('button', { name: 'Show betting odds' }).click();
    await page.getByRole('list', { name: 'Betting odds by provider' }).waitFor();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});
