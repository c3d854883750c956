/**
 * The hub: six tabs, each reachable by URL (?tab=) and by the arrow keys, one h1 ('NFL Hub') in
 * every state of every tab, and 'View Live' on the schedule opening the live tab with that game.
 */
import type { Game } from '@gg/contracts';
import { renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@gg/router';
import { freshGames, serveHubApi, upcomingGame, type Routes } from '../test/hub-api';
import HubPage, { HUB_TABS } from './hub-page';

const liveGame: Game = { ...upcomingGame, status: 'live', statusDetail: '5:49 - 2nd', awayScore: 7, homeScore: 3, gameDate: new Date().toISOString() };

const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });

function Search() {
  return <output aria-label="search">{useLocation().search}</output>;
}
const search = () => new URLSearchParams(screen.getByLabelText('search').textContent ?? '');
const renderHub = (route = '/schedule') => renderWithProviders(<><HubPage /><Search /></>, { route });
const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);
const selectedTab = () => within(screen.getByRole('tablist', { name: 'NFL Hub sections' })).getAllByRole('tab', { selected: true }).map((t) => t.textContent);

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => { jest.restoreAllMocks(); });

describe('the hub tabs', () => {
  it.each(HUB_TABS.map((t) => [t.label, t.value] as const))('opens %s from the URL, with one h1', async (label, value) => {
    serveHubApi();
    renderHub(value === 'schedule' ? '/schedule' : `/schedule?tab=${value}`);
    expect(screen.getByRole('heading', { level: 1, name: 'NFL Hub' })).toBeInTheDocument();
    expect(screen.getByText('Schedule, standings, and news all in one place')).toBeInTheDocument();
    expect(selectedTab()).toEqual([label]);
    expect(screen.getByRole('tabpanel', { name: label })).toBeInTheDocument();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1); // the other tabs are not mounted
    await waitFor(() => expect(screen.queryAllByRole('status', { busy: true })).toEqual([]));
    expect(h1s()).toEqual(['NFL Hub']);
  });

  it('opens the schedule for an unknown tab in the URL', () => {
    serveHubApi();
    renderHub('/nfl-hub?tab=playoffs');
    expect(selectedTab()).toEqual(['Schedule']);
  });

  it('moves between the six tabs with the arrow keys, wrapping at both ends, and keeps the URL in step', async () => {
    serveHubApi();
    renderHub();
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    for (const t of HUB_TABS.slice(1)) {
      await userEvent.keyboard('{ArrowRight}');
      // Radix moves the focus on the next tick, and the focused tab is selected through the URL
      await waitFor(() => expect(screen.getByRole('tab', { name: t.label })).toHaveFocus());
      await waitFor(() => expect(selectedTab()).toEqual([t.label]));
      expect(search().get('tab')).toBe(t.value);
    }
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(selectedTab()).toEqual(['Schedule']));
    expect(search().get('tab')).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(selectedTab()).toEqual(['Live']));
    expect(search().get('tab')).toBe('live');
  });

  it('reloads the schedule each time its tab is opened again', async () => {
    const { calls } = serveHubApi();
    renderHub();
    await screen.findByRole('heading', { name: 'Upcoming Games' });
    await userEvent.click(screen.getByRole('tab', { name: 'News' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    await screen.findByRole('heading', { name: 'Upcoming Games' });
    await waitFor(() => expect(calls.filter((c) => c === '/api/games/upcoming')).toHaveLength(2));
  });
});

describe('one h1 in every state of the schedule, live and analytics tabs', () => {
  it.each<[string, string, Routes, string | null]>([
    ['schedule', 'loading', { '/api/games/upcoming': never }, 'Loading upcoming games'],
    ['schedule', 'with games', {}, 'Upcoming Games'],
    ['schedule', 'with no games', { '/api/games/upcoming': [] }, 'No upcoming games'],
    ['schedule', 'failing', { '/api/games/upcoming': failing }, 'Failed to fetch games'],
    ['live', 'loading', { '/api/scores/live': never }, 'Loading live games'],
    ['live', 'with games', { '/api/scores/live': freshGames([liveGame]) }, 'Live Now'],
    ['live', 'with no games', {}, 'No Live Games'],
    ['live', 'failing', { '/api/scores/live': failing }, 'Failed to fetch games'],
    ['analytics', 'loading', { '/api/games/upcoming': never }, 'Loading upcoming games...'],
    ['analytics', 'with games', {}, 'Game Predictions'],
    ['analytics', 'with no games', { '/api/games/upcoming': [] }, 'No upcoming games'],
    ['analytics', 'failing', { '/api/games/upcoming': failing, '/api/standings': failing }, 'Failed to fetch games'],
  ])('%s tab %s', async (tab, _state, over, shows) => {
    serveHubApi(over);
    renderHub(tab === 'schedule' ? '/schedule' : `/schedule?tab=${tab}`);
    if (shows) expect(await screen.findByText(shows)).toBeInTheDocument();
    expect(h1s()).toEqual(['NFL Hub']);
  });

  it('live tab with a game open', async () => {
    serveHubApi({ '/api/scores/live': freshGames([liveGame]) });
    renderHub(`/schedule?tab=live&game=${liveGame.id}`);
    expect(await screen.findByRole('heading', { name: 'No play-by-play data available' })).toBeInTheDocument();
    expect(h1s()).toEqual(['NFL Hub']);
  });
});

describe("'View Live' on the schedule", () => {
  it('switches to the live tab with that game open', async () => {
    serveHubApi({ '/api/games/upcoming': [], '/api/scores/live': freshGames([liveGame]) });
    renderHub();
    const row = await screen.findByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    await userEvent.click(within(row).getByRole('button', { name: 'View Live' }));
    expect(selectedTab()).toEqual(['Live']);
    expect(search().get('tab')).toBe('live');
    expect(search().get('game')).toBe(liveGame.id);
    const panel = await screen.findByRole('region', { name: 'Packers at Falcons · Live' });
    expect(within(panel).getByText('5:49 - 2ND')).toBeInTheDocument();
    // leaving the live tab closes the game
    await userEvent.click(screen.getByRole('tab', { name: 'Schedule' }));
    expect(search().get('game')).toBeNull();
  });
});
