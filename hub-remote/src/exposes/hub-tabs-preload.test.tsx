/**
 * Opening a hub tab does not wait for its code: the first sign of a tap (a finger down, a pointer
 * over, focus) fetches it. Each tab's code is loaded once per module registry, so this file opens
 * every tab once and nothing else does here.
 */
import type { Game } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import HubPage from './hub-page';

const game: Game = {
  id: '7', status: 'scheduled', statusDetail: null, awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 0, homeScore: 0, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString(), season: 2026, seasonType: 2, week: 12, venue: 'Mercedes-Benz Stadium', broadcast: 'FOX',
  period: null, clock: null, possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};

type Routes = Parameters<typeof mockFetch>[0];
const slate = (games: Game[]) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });

/** Every call the six tabs make, answered with little data; `over` changes what one tab sees. */
function serve(over: Routes = {}) {
  return mockFetch({
    '/api/games/upcoming': [game],
    '/api/games/refresh': { refreshed: true },
    '/api/scores/live': slate([]),
    '/api/teams': [], '/api/standings': [], '/api/injuries': [], '/api/news': [],
    '/api/standings/refresh': { refreshed: true }, '/api/injuries/refresh': { refreshed: true }, '/api/news/refresh': { refreshed: true },
    '/api/predictions': [], '/api/fantasy': [],
    [`/api/games/${game.id}/odds`]: [],
    [`/api/games/${game.id}/plays`]: [],
    [`/api/games/${game.id}/live-data`]: () => new Response(JSON.stringify({ gameId: game.id, lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] })),
    ...over,
  });
}

const renderHub = (route = '/schedule') => renderWithProviders(<HubPage />, { route });

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); });

describe('opening a tab without waiting for its code', () => {
  const flush = () => act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve(); });
  /** Whether the tab's code placeholder ("Loading section") was ever on screen. */
  function watchPlaceholder() {
    let seen = false;
    const observer = new MutationObserver(() => { if (document.body.textContent?.includes('Loading section')) seen = true; });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    return () => { observer.disconnect(); return seen || Boolean(document.body.textContent?.includes('Loading section')); };
  }

  // The Standings and Injuries tabs showed a placeholder for 340-470 ms on a phone: their code
  // started loading only once the tap had re-rendered the page (and React then holds a placeholder
  // for at least 300 ms). The first sign of the tap (a finger down, focus) now fetches it.
  it.each([
    ['Standings', 'pointer down', (tab: HTMLElement) => fireEvent.pointerDown(tab), /NFL Standings/],
    ['Injuries', 'pointer down', (tab: HTMLElement) => fireEvent.pointerDown(tab), /NFL Injury Report/],
    ['News', 'pointer over', (tab: HTMLElement) => fireEvent.pointerOver(tab), /Latest NFL News/],
    ['Analytics', 'focus', (tab: HTMLElement) => act(() => tab.focus()), /NFL Analytics/],
  ])('%s: its code is fetched on %s, and the tap shows the tab at once', async (label, _how, intent, heading) => {
    serve();
    renderHub();
    const tab = screen.getByRole('tab', { name: label });
    intent(tab);
    await flush();
    const placeholderSeen = watchPlaceholder();
    fireEvent.click(tab);
    expect(within(screen.getByRole('tabpanel', { name: label })).getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(placeholderSeen()).toBe(false);
  });

  // With its code there, the Standings tab still showed a skeleton until its table arrived (a
  // further 200 ms on a slowed phone): the data was asked for only once the tab had rendered.
  it.each([
    ['Standings', ['/api/standings']],
    ['Injuries', ['/api/injuries?includeGeneric=true']],
    ['News', ['/api/news']],
  ])('%s: the first sign of a tap asks for its data too, once', async (label, paths) => {
    const { calls } = serve();
    renderHub();
    await flush();
    const tab = screen.getByRole('tab', { name: label });
    for (const path of paths) expect(calls).not.toContain(path);
    fireEvent.pointerOver(tab);
    fireEvent.pointerDown(tab);
    await flush();
    for (const path of paths) expect(calls.filter((c) => c === path)).toHaveLength(1);
  });
});
