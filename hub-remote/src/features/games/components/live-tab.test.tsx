import type { Game, LiveGameData } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { Toaster } from '@gg/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CONNECT_TIMEOUT_MS } from '../../../shared/live-stream/event-stream';
import { installFakeEventSource } from '../../../shared/live-stream/testing/fake-event-source';
import { LIVE_DATA_POLL_MS } from '../api/get-live-data';
import { LIVE_SCORES_POLL_MS } from '../api/get-live-scores';
import { PLAYS_POLL_MS } from '../api/get-plays';
import { COMPLETED_COLLAPSED, LiveTab } from './live-tab';
import { packersAtFalcons } from '../test-games';
import type * as GameFormat from '../format';

// counts the cards' renders: every card renders its status badge
const mockBadgeRenders = { count: 0 };
jest.mock('../format', () => {
  const actual = jest.requireActual<typeof GameFormat>('../format');
  return { ...actual, statusBadge: (...args: Parameters<typeof actual.statusBadge>) => { mockBadgeRenders.count += 1; return actual.statusBadge(...args); } };
});

/** Every game here is Green Bay at Atlanta at Mercedes-Benz Stadium on FOX, in the second quarter's 5:49, unless it says otherwise. */
const base = { venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', period: 2, clock: '5:49' } satisfies Partial<Game>;
const live: Game = packersAtFalcons({ ...base, id: '10', status: 'live', statusDetail: '5:49 - 2nd', awayScore: 7, homeScore: 3, lastPlay: 'J.Love pass short right for 12 yards' });
/** Five finals, kicked off a day apart: id 104 is the most recent. */
const finals: Game[] = Array.from({ length: 5 }, (_, i) => packersAtFalcons({
  ...base, id: String(100 + i), status: 'final', statusDetail: 'Final', awayTeam: `Final Away ${i}`, homeTeam: `Final Home ${i}`, awayScore: 20 + i, homeScore: 17,
  gameDate: new Date(Date.UTC(2026, 10, 15 + i, 18)).toISOString(),
}));
const upcoming: Game = packersAtFalcons({ ...base, id: '200', awayTeam: 'Upcoming Away', homeTeam: 'Upcoming Home' });

const scores = (games: Game[], stale = false) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': String(stale) } });
const liveData = (gameId: string): LiveGameData => ({ gameId, lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] });

function serve(games: Game[]) {
  const routes: Record<string, unknown> = { '/api/scores/live': scores(games) };
  for (const g of games) {
    routes[`/api/games/${g.id}/odds`] = [];
    routes[`/api/games/${g.id}/plays`] = () => new Response('[]', { headers: { 'X-Data-Updated': new Date().toISOString() } });
    routes[`/api/games/${g.id}/live-data`] = () => new Response(JSON.stringify(liveData(g.id)));
  }
  return mockFetch(routes as Parameters<typeof mockFetch>[0]);
}

/** The tab as the hub uses it: the open game is state above it (the URL there). */
function renderLive(initial: string | null = null) {
  const selections: (string | null)[] = [];
  function Host() {
    const [selected, setSelected] = useState<string | null>(initial);
    return (
      <>
        <LiveTab selectedGameId={selected} onSelectGame={(id) => { selections.push(id); setSelected(id); }} />
        <Toaster />
      </>
    );
  }
  return { ...renderWithProviders(<Host />), selections };
}

/** The open game's panel is titled by the game: "Packers at Falcons · Live". */
const PANEL = /^Packers at Falcons · /;
const section = (name: RegExp | string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => { jest.useRealTimers(); jest.restoreAllMocks(); });

describe('the live tab', () => {
  it(`lists live games under 'Live Now' and the first ${COMPLETED_COLLAPSED} completed games, newest first, until 'Show All'`, async () => {
    serve([live, ...finals, upcoming]);
    renderLive();
    expect(await screen.findByRole('heading', { level: 2, name: 'Live Now' })).toBeInTheDocument();
    const liveCard = within(section('Live Now')).getByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    expect(within(liveCard).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(within(liveCard).getByText('7').closest('[aria-live="polite"]')).not.toBeNull();

    const completed = section('Completed Games (5)');
    const names = () => within(completed).getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(names()).toEqual(['Final Away 4 at Final Home 4', 'Final Away 3 at Final Home 3', 'Final Away 2 at Final Home 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Show All 5 Games' }));
    expect(names()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(names()).toHaveLength(3);
    // upcoming games are the schedule's business
    expect(screen.queryByRole('article', { name: 'Upcoming Away at Upcoming Home' })).not.toBeInTheDocument();
  });

  it('shows final cards with both scores, Final, the date and View Details, the winner marked', async () => {
    serve([finals[0]!]);
    renderLive();
    const card = await screen.findByRole('article', { name: 'Final Away 0 at Final Home 0' });
    expect(within(card).getByText('FINAL')).toBeInTheDocument();
    expect(within(card).getByText('20')).toBeInTheDocument();
    expect(within(card).getByText('17')).toBeInTheDocument();
    const date = new Date(finals[0]!.gameDate).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    const day = within(card).getByText(date);
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('dateTime', finals[0]!.gameDate);
    expect(day.parentElement).toHaveTextContent(new RegExp(`^${date} · Week 12`));
    expect(within(card).getByText('W')).toBeInTheDocument();
    expect(within(card).getByText('(lost)', { exact: false })).toHaveClass('gg-visually-hidden');
    expect(within(card).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show All/ })).not.toBeInTheDocument(); // 3 or fewer: no toggle
  });

  it('shows a skeleton of 3 cards while loading', () => {
    mockFetch({ '/api/scores/live': () => new Promise<Response>(() => {}) });
    renderLive();
    const skeleton = screen.getByRole('status', { busy: true });
    expect(within(skeleton).getByText('Loading live games')).toBeInTheDocument();
    expect(skeleton.querySelectorAll(':scope > div')).toHaveLength(3);
  });

  it("says 'No Live Games' with 'Check for Games', which loads the scores again", async () => {
    const { calls } = serve([]);
    renderLive();
    expect(await screen.findByRole('heading', { level: 2, name: 'No Live Games' })).toBeInTheDocument();
    expect(screen.getByText('No games are currently in progress. Check back during game days.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check for Games' }));
    await waitFor(() => expect(calls.filter((c) => c === '/api/scores/live')).toHaveLength(2));
    expect(await screen.findByText('Live Scores Refreshed', undefined, { timeout: 3_000 })).toBeInTheDocument(); // after MIN_REFRESHING_MS
  });

  it('keeps the completed games below the empty state when nothing is live', async () => {
    serve(finals.slice(0, 2));
    renderLive();
    expect(await screen.findByRole('heading', { name: 'No Live Games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Completed Games (2)' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch games' with a retry when the scores cannot load", async () => {
    mockFetch({ '/api/scores/live': () => new Response('{"error":{"message":"Sports service unavailable"}}', { status: 502 }) });
    renderLive();
    expect(await screen.findByRole('heading', { level: 2, name: 'Failed to fetch games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('opens a game with View Details, and Close clears the selection', async () => {
    serve([live]);
    const { selections } = renderLive();
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    expect(selections).toEqual(['10']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
    expect(selections).toEqual(['10', null]);
  });

  it('keeps an open game under Live Now when it ends, its panel as it was, and moves it to the completed games on Close', async () => {
    let slate = [live, finals[0]!];
    mockFetch({
      '/api/scores/live': async () => scores(slate)(),
      '/api/games/10/odds': [],
      '/api/games/10/plays': () => new Response('[]', { headers: { 'X-Data-Updated': new Date().toISOString() } }),
      '/api/games/10/live-data': () => new Response(JSON.stringify(liveData('10'))),
    });
    const { queryClient } = renderLive();
    await userEvent.click((await screen.findAllByRole('button', { name: 'View Details' }))[0]!);
    const odds = await screen.findByRole('tab', { name: 'Betting Odds' });
    await userEvent.click(odds);
    slate = [{ ...live, status: 'final', statusDetail: 'Final' }, finals[0]!];
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/scores/live'] }));
    const liveNow = screen.getByRole('heading', { name: 'Live Now' }).closest('section')!;
    expect(await within(liveNow).findByRole('heading', { name: /^Packers at Falcons · Final/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Betting Odds' })).toBe(odds); // not mounted anew
    expect(odds).toHaveFocus();
    await userEvent.click(within(liveNow).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Completed Games (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live Now' })).not.toBeInTheDocument();
  });

  it('opens and closes a game without rendering the cards again, though the hub hands it a new handler each time', async () => {
    serve([live, ...finals]);
    renderLive();
    const [details] = await screen.findAllByRole('button', { name: 'View Details' });
    mockBadgeRenders.count = 0;
    await userEvent.click(details!);
    expect(await screen.findByRole('heading', { name: PANEL })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
    expect(mockBadgeRenders.count).toBe(0);
  });

  it('arrives with the game chosen on another tab open below its card, focus on its heading, and never scrolls the page to the top', async () => {
    jest.useFakeTimers();
    serve([live]);
    renderLive('10');
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    const heading = await screen.findByRole('heading', { name: PANEL });
    await waitFor(() => expect(heading).toHaveFocus());
    const card = screen.getByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(async () => { await jest.advanceTimersByTimeAsync(1_000); });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('opens a completed game right below its card, and Close gives focus back to its View Details', async () => {
    serve([live, ...finals]);
    renderLive();
    const card = await screen.findByRole('article', { name: 'Final Away 3 at Final Home 3' });
    const button = within(card).getByRole('button', { name: 'View Details' });
    await userEvent.click(button);
    const heading = await screen.findByRole('heading', { level: 2, name: / · Final$/ });
    await waitFor(() => expect(heading).toHaveFocus());
    const next = screen.getByRole('article', { name: 'Final Away 2 at Final Home 2' });
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(button).toHaveFocus();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('says so when the chosen game is not on the scoreboard', async () => {
    serve([live]);
    const { selections } = renderLive('999');
    expect(await screen.findByText('That game is not on the current scoreboard.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(selections).toEqual([null]);
  });

  it('Refresh clears the selection and loads the scores again', async () => {
    const { calls } = serve([live]);
    const { selections } = renderLive('10');
    await screen.findByRole('heading', { name: PANEL });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(selections).toEqual([null]);
    expect(screen.queryByRole('heading', { name: PANEL })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c === '/api/scores/live')).toHaveLength(2));
  });

  it('says when the scores may be out of date', async () => {
    mockFetch({ '/api/scores/live': scores([], true) });
    renderLive();
    expect(await screen.findByText(/Scores may be out of date/)).toBeInTheDocument();
  });
});

describe('the live tab\'s requests', () => {
  const wait = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });
  const count = (calls: string[], path: string) => calls.filter((c) => c === path).length;

  it('polls scores every 30 s, the open game\'s live data every 30 s and each live card\'s plays every 10 s while the stream is down', async () => {
    jest.useFakeTimers();
    const stream = installFakeEventSource();
    try {
      const { calls } = serve([live, finals[0]!]);
      renderLive('10');
      await wait(CONNECT_TIMEOUT_MS); // the stream never answers: counted as down
      expect(screen.getByText(/^Updates every 30 s/)).toBeInTheDocument();
      const mark = calls.length;
      await wait(60_000);
      const polled = calls.slice(mark);
      expect(count(polled, '/api/scores/live')).toBe(60_000 / LIVE_SCORES_POLL_MS);
      expect(count(polled, '/api/games/10/live-data')).toBe(60_000 / LIVE_DATA_POLL_MS);
      // the open game's plays also come with its live data, which restarts their 10 s wait
      expect(count(polled, '/api/games/10/plays') + count(polled, '/api/games/10/live-data')).toBe(60_000 / PLAYS_POLL_MS);
      expect(polled.filter((c) => c.includes(`/${finals[0]!.id}/`))).toEqual([]); // nothing polls a final
    } finally {
      stream.restore();
    }
  });

  it('polls nothing while the stream is up, and shows pushed scores', async () => {
    jest.useFakeTimers();
    const stream = installFakeEventSource();
    try {
      const { calls } = serve([live]);
      renderLive('10');
      const source = stream.latest();
      act(() => {
        source.open();
        source.emit('snapshot', { games: [live], updatedAt: new Date().toISOString(), stale: false }, '1');
      });
      await wait(1000);
      expect(screen.getByText(/^Live updates on/)).toBeInTheDocument();
      const mark = calls.length;
      act(() => { source.emit('game', { gameId: '10', changes: ['clock'], game: { ...live, statusDetail: '4:10 - 2nd', awayScore: 14 }, at: new Date().toISOString() }, '2'); });
      await wait(180_000);
      expect(calls.slice(mark)).toEqual([]);
      expect(within(screen.getByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' })).getByText('14')).toBeInTheDocument();
    } finally {
      stream.restore();
    }
  });

  it('says so politely when the stream goes silent past two heartbeats, polls, reconnects, and clears the line once events flow', async () => {
    jest.useFakeTimers();
    const stream = installFakeEventSource();
    try {
      const { calls } = serve([live]);
      renderLive();
      const stalled = stream.latest();
      act(() => {
        stalled.open();
        stalled.emit('heartbeat', { intervalMs: 15_000 });
        stalled.emit('snapshot', { games: [live], updatedAt: new Date().toISOString(), stale: false }, '1');
      });
      await wait(1000);
      const notice = screen.getByText(/^Live updates on/).querySelector('[role="status"]')!;
      expect(notice).toBeEmptyDOMElement(); // there all along, so a screen reader announces the words when they come
      // the replica stops: nothing more on this connection, and no error either
      await wait(32_000);
      expect(notice).toHaveTextContent('Live updates paused: reconnecting…');
      expect(screen.getByText(/^Updates every 30 s/)).toBeInTheDocument();
      expect(stalled.readyState).toBe(2); // closed by the page, which opened another
      expect(stream.all).toHaveLength(2);
      expect(stream.latest().url).toBe('/api/scores/stream?lastEventId=1');
      const mark = calls.length;
      await wait(30_000);
      expect(calls.slice(mark)).toContain('/api/scores/live'); // polled meanwhile
      act(() => {
        stream.latest().open();
        stream.latest().emit('heartbeat', { intervalMs: 15_000 });
        stream.latest().emit('game', { gameId: '10', changes: ['score'], game: { ...live, awayScore: 21 }, at: new Date().toISOString() }, '2');
      });
      expect(notice).toBeEmptyDOMElement();
      expect(screen.getByText(/^Live updates on/)).toBeInTheDocument();
    } finally {
      stream.restore();
    }
  });
});
