/**
 * The team page's first load carries the Roster tab only; the other tabs and the player profile
 * load their code when first wanted. A tap must not wait for it: the first sign of the tap (a
 * finger down, a pointer over, focus) fetches it. Each piece of code is loaded once per module
 * registry, so this file reaches for each once and nothing else does here.
 */
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { mahomes, mahomesBio } from '../features/players/test-fixtures';
import { chiefsDetail } from '../features/teams/test-fixtures';
import { chiefsSeason } from '../features/team-season/test-fixtures';
import { flush, watchPlaceholder } from '../test/tab-code';
import TeamPage from './team-page';

const serveTeam = () => mockFetch({
  '/api/teams/12': chiefsDetail, '/api/players/12': [mahomes], '/api/player/3139477/bio': mahomesBio, '/api/teams/12/season': chiefsSeason,
  '/api/injuries': [], '/api/injuries/refresh': {}, '/api/news': [], '/api/news/refresh': {},
});
const renderTeam = () => renderWithProviders(<TeamPage />, { route: '/team/12', path: '/team/:teamId' });

// the page's idle never comes here, so only the first sign of a tap can have fetched the code
const idle = window.requestIdleCallback;
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.requestIdleCallback = () => 0;
});
afterEach(() => {
  jest.restoreAllMocks();
  window.requestIdleCallback = idle;
});

describe('opening a team tab without waiting for its code', () => {
  it.each([
    ['Injuries', 'pointer down', (tab: HTMLElement) => fireEvent.pointerDown(tab), { name: 'Injury Report' }],
    ['News', 'pointer over', (tab: HTMLElement) => fireEvent.pointerEnter(tab), { name: 'Team News' }],
    ['Team Info', 'focus', (tab: HTMLElement) => act(() => tab.focus()), { name: 'Team Info' }],
  ])('%s: its code is fetched on %s, and the tap shows the tab at once', async (label, _how, intent, heading) => {
    serveTeam();
    renderTeam();
    const tab = await screen.findByRole('tab', { name: label });
    intent(tab);
    await flush();
    const placeholderSeen = watchPlaceholder();
    fireEvent.click(tab);
    expect(within(screen.getByRole('tabpanel', { name: label })).getByRole('heading', heading)).toBeInTheDocument();
    expect(placeholderSeen()).toBe(false);
  });
});

describe("opening a player's profile without waiting for its code", () => {
  it('fetches the profile on a finger down on a card, and the tap opens it at once', async () => {
    serveTeam();
    renderTeam();
    const card = await screen.findByRole('button', { name: /Patrick Mahomes/ });
    fireEvent.pointerDown(card);
    await flush();
    fireEvent.click(card);
    expect(screen.getByRole('dialog', { name: 'Patrick Mahomes - Player Profile' })).toBeInTheDocument();
  });
});
