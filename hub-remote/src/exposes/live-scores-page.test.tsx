import type { Game } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@gg/ui/toast';
import LiveScoresPage from './live-scores-page';
import { packersAtFalcons } from '../features/games/test-games';
import type * as GameFormat from '../features/games/format';

// counts the cards' renders: every card renders its status badge
const mockBadgeRenders = { count: 0 };
jest.mock('../features/games/format', () => {
  const actual = jest.requireActual<typeof GameFormat>('../features/games/format');
  return { ...actual, statusBadge: (...args: Parameters<typeof actual.statusBadge>) => { mockBadgeRenders.count += 1; return actual.statusBadge(...args); } };
});

/** Green Bay at Atlanta at Mercedes-Benz Stadium on FOX, unless a game says otherwise. */
const base = { gameDate: '2030-11-22T18:00:00.000Z', venue: 'Mercedes-Benz Stadium', broadcast: 'FOX' } satisfies Partial<Game>;
const live: Game = packersAtFalcons({ ...base, id: '10', status: 'live', statusDetail: '5:49 - 2nd', awayScore: 7, homeScore: 3, lastPlay: 'J.Love pass short right for 12 yards' });
const finals: Game[] = Array.from({ length: 7 }, (_, i) => packersAtFalcons({ ...base, id: String(100 + i), status: 'final', awayScore: 20 + i, homeScore: 17, gameDate: `2026-11-1${i}T18:00:00.000Z` }));
const upcoming: Game = packersAtFalcons({ ...base, id: '200' });

const scores = (games: Game[], stale = false) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': String(stale) } });


/** Serves a slate the test changes (`.current`) and the live game's own data, empty. */
function serveChangingSlate(games: Game[]) {
  const slate = { current: games };
  mockFetch({
    '/api/scores/live': async () => scores(slate.current)(),
    '/api/games/10/plays': [],
    '/api/games/10/odds': [],
    '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, bettingOdds: [], playByPlay: [] },
  });
  return slate;
}

/** The open game's panel is titled by the game: "Packers at Falcons · Live". */
const PANEL = /^Packers at Falcons · /;

afterEach(() => localStorage.clear()); // the odds switch is saved on the device
describe('Live Scores screen', () => {
  beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); }); // jsdom cannot scroll
  afterEach(() => { jest.restoreAllMocks(); });

  it('shows title, auto-refresh on, and the three sections with the finals collapsed to 5', async () => {
    mockFetch({ '/api/scores/live': scores([live, ...finals, upcoming]), '/api/games/10/plays': [], '/api/games/10/odds': [], '/api/games/200/odds': [] });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    expect(screen.getByRole('heading', { level: 1, name: 'Live Scores' })).toBeInTheDocument();
    expect(screen.getByText('Real-time NFL game scores and updates')).toBeInTheDocument();
    expect(screen.getByText(/^Updates every 30 s/)).toBeInTheDocument(); // no EventSource here: polling
    expect(screen.getByRole('checkbox', { name: 'Auto-refresh' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Live Games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Final Scores (7 games)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upcoming Games' })).toBeInTheDocument();
    const finalsSection = screen.getByRole('heading', { name: 'Final Scores (7 games)' }).closest('section')!;
    expect(within(finalsSection).getAllByRole('article')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show All 7 Games' }));
    expect(within(finalsSection).getAllByRole('article')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(within(finalsSection).getAllByRole('article')).toHaveLength(5);
  });

  it('live cards show scores (announced politely), status, and the latest play; scheduled cards hide scores', async () => {
    mockFetch({ '/api/scores/live': scores([live, upcoming]), '/api/games/10/plays': [], '/api/games/10/odds': [], '/api/games/200/odds': [] });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    const [liveCard] = await screen.findAllByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    if (!liveCard) throw new Error('no live card');
    expect(within(liveCard).getByText('LIVE')).toBeInTheDocument();
    expect(within(liveCard).getByText('5:49 - 2nd')).toBeInTheDocument();
    expect(within(liveCard).getByText('7').closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(liveCard).getByText('J.Love pass short right for 12 yards')).toBeInTheDocument();
    const upcomingCard = screen.getAllByRole('article')[1]!;
    expect(within(upcomingCard).queryByText('0')).not.toBeInTheDocument();
    expect(within(upcomingCard).getByText(/Local$/)).toBeInTheDocument();
  });

  it('keeps the tab the fan is reading when the open game moves to another section (a live game ends)', async () => {
    const slate = serveChangingSlate([live]);
    const { queryClient } = renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Betting Odds' }));
    expect(screen.getByRole('tab', { name: 'Betting Odds' })).toHaveAttribute('aria-selected', 'true');
    slate.current = [{ ...live, status: 'final', statusDetail: 'Final' }];
    // the next read of the slate (a push or a poll) says the game is over
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/scores/live'] }));
    expect(await screen.findByRole('heading', { name: /^Packers at Falcons · Final/ })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Betting Odds' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Show betting odds' })).toBeInTheDocument();
  });

  it('keeps an open game where the fan opened it when it ends, its panel as it was, and moves it to Final Scores on Close', async () => {
    const slate = serveChangingSlate([live, finals[0]!]);
    const { queryClient } = renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'View Details' }))[0]!); // the live game's card comes first
    const odds = await screen.findByRole('tab', { name: 'Betting Odds' });
    await userEvent.click(odds);
    expect(odds).toHaveFocus();
    slate.current = [{ ...live, status: 'final', statusDetail: 'Final' }, finals[0]!];
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/scores/live'] }));
    const liveSection = screen.getByRole('heading', { name: 'Live Games' }).closest('section')!;
    expect(await within(liveSection).findByRole('heading', { name: /^Packers at Falcons · Final/ })).toBeInTheDocument();
    // the same panel, not one mounted anew: the fan's place in it and the focus are kept
    expect(screen.getByRole('tab', { name: 'Betting Odds' })).toBe(odds);
    expect(odds).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Final Scores (1 games)' })).toBeInTheDocument();
    await userEvent.click(within(liveSection).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Final Scores (2 games)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live Games' })).not.toBeInTheDocument();
    // focus follows the card to its new section: on its View Details, not lost with the old card
    expect(within(document.querySelector<HTMLElement>('[data-game-id="10"]')!).getByRole('button', { name: 'View Details' })).toHaveFocus();
  });

  it("asks for the game's data as the finger goes down on View Details, and the tap does not ask again", async () => {
    const { calls } = mockFetch({
      '/api/scores/live': scores([live]),
      '/api/games/10/plays': [],
      '/api/games/10/odds': [],
      '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, bettingOdds: [], playByPlay: [] },
    });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    const details = await screen.findByRole('button', { name: 'View Details' });
    fireEvent.pointerDown(details);
    await waitFor(() => expect(calls.filter((c) => c === '/api/games/10/live-data')).toHaveLength(1));
    await userEvent.click(details);
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(await screen.findByText('No play-by-play data available')).toBeInTheDocument();
    expect(calls.filter((c) => c === '/api/games/10/live-data')).toHaveLength(1);
  });

  it('says the data is stale when the provider is down', async () => {
    mockFetch({ '/api/scores/live': scores([live], true), '/api/games/10/plays': [], '/api/games/10/odds': [] });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    expect(await screen.findByText(/Scores may be out of date/)).toBeInTheDocument();
  });

  it("Refresh shows it is busy (aria-busy, disabled, 'Refreshing...') until the scores are in, then says 'Live Scores Refreshed'", async () => {
    let answer: () => void = () => {};
    let asked = 0;
    mockFetch({
      '/api/scores/live': async () => {
        asked += 1;
        if (asked > 1) await new Promise<void>((resolve) => { answer = resolve; });
        return scores([upcoming])();
      },
      '/api/games/200/odds': [],
    });
    renderWithProviders(<><LiveScoresPage /><Toaster /></>, { route: '/live-scores' });
    await screen.findByRole('heading', { name: 'Upcoming Games' });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    expect(refresh).not.toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    expect(refresh).toHaveTextContent('Refreshing...');
    expect(refresh).toBeDisabled();
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    answer();
    // after at least MIN_REFRESHING_MS, and the toast's own code
    expect(await screen.findByText('Live Scores Refreshed', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText('Latest game data has been loaded')).toBeInTheDocument();
    expect(refresh).toHaveTextContent(/^Refresh$/);
    expect(refresh).toBeEnabled();
    expect(refresh).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the empty state with "Check for Games"', async () => {
    mockFetch({ '/api/scores/live': scores([]) });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    expect(await screen.findByText('No games available right now.')).toBeInTheDocument();
    expect(screen.getByText('Live scores will appear here during game days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check for Games' })).toBeInTheDocument();
  });

  it('opens the Game Detail panel with its three tabs and closes it', async () => {
    mockFetch({
      '/api/scores/live': scores([live]),
      '/api/games/10/plays': [],
      '/api/games/10/odds': [],
      '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, bettingOdds: [], playByPlay: [
        { id: 'p1', quarter: 2, clock: '5:49', playType: 'Pass Reception', yards: 12, scoringPlay: false, turnover: false, penalty: false, description: 'J.Love pass short right', awayScore: 7, homeScore: 3 },
      ] },
    });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(await screen.findByText('J.Love pass short right')).toBeInTheDocument();
    expect(screen.getByText('+12 yds')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Betting Odds' }));
    // odds are off by default: one tap turns them on for the device
    await userEvent.click(await screen.findByRole('button', { name: 'Show betting odds' }));
    expect(await screen.findByText('No betting odds available for this game')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Game Analytics' }));
    expect(screen.getByText('Total plays')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
  });

  it('opens a game lower in the list right below its card, without scrolling to the top; focus goes to its heading, and back to its View Details on Close', async () => {
    mockFetch({
      '/api/scores/live': scores([live, ...finals]), '/api/games/10/odds': [],
      '/api/games/104/live-data': { gameId: '104', lastUpdated: new Date().toISOString(), stale: false, bettingOdds: [], playByPlay: [] },
    });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    await screen.findByRole('heading', { name: 'Final Scores (7 games)' });
    const card = document.querySelector<HTMLElement>('[data-game-id="104"]')!;
    const button = within(card).getByRole('button', { name: 'View Details' });
    await userEvent.click(button);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Packers at Falcons · Final' });
    await waitFor(() => expect(heading).toHaveFocus());
    const next = document.querySelector('[data-game-id="103"]')!;
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400)); // past 300 ms: opening a panel never scrolls the page back to the top
    expect(window.scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(button).toHaveFocus();
  });

  it("loads the detail panel's code once the page is idle, so the first View Details shows the panel at once, with no loading placeholder", async () => {
    // the pages of the tests above each left an idle wait on the real clock (1.5 s after their
    // load): let those pass first, or one lands in this test's idle callback as if asked for now
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const idleAt: number[] = [];
    const idle = jest.fn((run: IdleRequestCallback) => { idleAt.push(Date.now()); run({ didTimeout: false, timeRemaining: () => 50 }); return 1; });
    Object.assign(window, { requestIdleCallback: idle, cancelIdleCallback: jest.fn() });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const loadedAt = Date.now();
    try {
      mockFetch({
        '/api/scores/live': scores([...finals]),
        '/api/games/104/live-data': { gameId: '104', lastUpdated: new Date().toISOString(), stale: false, bettingOdds: [], playByPlay: [] },
      });
      renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
      await act(async () => { await jest.advanceTimersByTimeAsync(100); });
      await screen.findByRole('heading', { name: 'Final Scores (7 games)' });
      await act(async () => { await jest.advanceTimersByTimeAsync(5_000); }); // the code arrives meanwhile
      expect(idle).toHaveBeenCalled();
      // not during the first load: a while after it (on a busy machine the wait for the heading
      // above may itself move the fake clock past that while)
      expect(Math.min(...idleAt) - loadedAt).toBeGreaterThanOrEqual(1_500);
      const button = within(document.querySelector<HTMLElement>('[data-game-id="104"]')!).getByRole('button', { name: 'View Details' });
      act(() => { fireEvent.click(button); });
      expect(screen.queryByText('Loading game details...')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Packers at Falcons · Final' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
      Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
    }
  });

  it('opens and closes a game without rendering the cards again (each card renders its status badge)', async () => {
    mockFetch({
      '/api/scores/live': scores([live, ...finals, upcoming]), '/api/games/10/odds': [], '/api/games/200/odds': [],
      '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, bettingOdds: [], playByPlay: [] },
    });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    const [button] = await screen.findAllByRole('button', { name: 'View Details' }); // the live game's, listed first
    mockBadgeRenders.count = 0;
    await userEvent.click(button!);
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(await screen.findByText('No play-by-play data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
    expect(mockBadgeRenders.count).toBe(0);
  });
});
