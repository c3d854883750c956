import type { BettingOdds, Game, Play } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { updateViewingPreferences } from '@gg/preferences';
import { FEED_BATCH, FEED_FIRST_PLAYS, GameDetailPanel } from './game-detail-panel';
import { livePackersAtFalcons } from '../test-games';

afterEach(() => localStorage.clear());

async function openOdds(bettingOdds: BettingOdds[]) {
  updateViewingPreferences({ showOdds: true }); // odds are off until the fan turns them on
  mockFetch({
    '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds },
    '/api/games/10/odds': [],
  });
  renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
  await userEvent.click(await screen.findByRole('tab', { name: 'Betting Odds' }));
}

describe('the betting odds of the game detail panel', () => {
  it('gives each sportsbook its own card with labelled lines (readable on a phone), signed, with the legend', async () => {
    await openOdds([
      { id: 'a', provider: 'ESPN BET', awayTeamSpread: 3.5, homeTeamSpread: -3.5, overUnder: 44.5, awayTeamMoneyline: 150, homeTeamMoneyline: -170 },
      { id: 'b', provider: 'DraftKings', awayTeamSpread: null, homeTeamSpread: null, overUnder: 45, awayTeamMoneyline: 145, homeTeamMoneyline: null },
    ]);
    const books = within(screen.getByRole('list', { name: 'Betting odds by provider' })).getAllByRole('listitem');
    expect(books).toHaveLength(2);
    const line = (book: HTMLElement, label: string) => within(book).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(within(books[0]!).getByRole('heading', { level: 3, name: 'ESPN BET' })).toBeInTheDocument();
    expect(line(books[0]!, 'Spread')).toBe('GB +3.5 · ATL -3.5');
    expect(line(books[0]!, 'O/U')).toBe('44.5');
    expect(line(books[0]!, 'Moneyline')).toBe('GB +150 · ATL -170');
    // a value the sportsbook does not give is left out
    expect(within(books[1]!).queryByText('Spread', { selector: 'dt' })).not.toBeInTheDocument();
    expect(line(books[1]!, 'Moneyline')).toBe('GB +145 · ATL —');
    expect(screen.getByText('Over/under: the expected combined points of both teams.')).toBeInTheDocument();
  });

  it('says when there are no odds, with the preseason note', async () => {
    await openOdds([]);
    expect(await screen.findByRole('heading', { level: 3, name: 'No betting odds available for this game' })).toBeInTheDocument();
    expect(screen.getByText('Odds may not exist for preseason games.')).toBeInTheDocument();
  });
});

const play = (i: number): Play => ({
  id: `p${i}`, quarter: 1 + Math.floor(i / 50), clock: '10:00', playType: i % 2 ? 'Rush' : 'Pass Reception', yards: 3,
  scoringPlay: false, turnover: false, penalty: false, description: `Play number ${i}`, awayScore: 0, homeScore: 0,
});
const liveData = (playByPlay: Play[]) => ({ gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay, bettingOdds: [] });
const descriptions = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => within(li).getByText(/^Play number/).textContent);

describe('the live feed of the game detail panel', () => {
  it('shows the newest plays of a long game at once and earlier ones a batch at a time, from the button at its end', async () => {
    const plays = Array.from({ length: FEED_FIRST_PLAYS + FEED_BATCH + 4 }, (_, i) => play(i));
    mockFetch({ '/api/games/10/live-data': liveData(plays), '/api/games/10/odds': [] });
    renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
    const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
    const newestFirst = plays.map((p) => p.description).reverse();
    expect(descriptions(feed)).toEqual(newestFirst.slice(0, FEED_FIRST_PLAYS));
    await userEvent.click(screen.getByRole('button', { name: `Show earlier plays (${FEED_BATCH + 4} more)` }));
    await waitFor(() => expect(descriptions(feed)).toEqual(newestFirst.slice(0, FEED_FIRST_PLAYS + FEED_BATCH)));
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier plays (4 more)' }));
    await waitFor(() => expect(descriptions(feed)).toEqual(newestFirst));
    expect(screen.queryByRole('button', { name: /^Show earlier plays/ })).not.toBeInTheDocument();
  });

  it('shows earlier plays as the end of the list comes near the screen', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      entry: { callback: IntersectionObserverCallback; target?: Element };
      constructor(callback: IntersectionObserverCallback) { this.entry = { callback }; observers.push(this.entry); }
      observe(target: Element) { this.entry.target = target; }
      disconnect() { observers.splice(observers.indexOf(this.entry), 1); }
      unobserve() {}
      takeRecords() { return []; }
    } as unknown as typeof IntersectionObserver;
    try {
      const plays = Array.from({ length: FEED_FIRST_PLAYS + 2 * FEED_BATCH }, (_, i) => play(i));
      mockFetch({ '/api/games/10/live-data': liveData(plays), '/api/games/10/odds': [] });
      renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
      const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
      await waitFor(() => expect(observers).toHaveLength(1));
      expect(within(feed).getAllByRole('listitem')).toHaveLength(FEED_FIRST_PLAYS);
      const near = (isIntersecting: boolean) => act(() => {
        const { callback, target } = observers[0]!;
        callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      });
      near(false);
      expect(within(feed).getAllByRole('listitem')).toHaveLength(FEED_FIRST_PLAYS);
      near(true);
      await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(FEED_FIRST_PLAYS + FEED_BATCH));
      await waitFor(() => expect(observers).toHaveLength(1));
      near(true);
      await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(plays.length));
      await waitFor(() => expect(observers).toHaveLength(0));
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('adds a new play at the top without dropping the plays already shown', async () => {
    const plays = Array.from({ length: 20 }, (_, i) => play(i));
    mockFetch({ '/api/games/10/live-data': liveData(plays), '/api/games/10/odds': [] });
    const { queryClient } = renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
    const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(FEED_FIRST_PLAYS);
    const oldestShown = descriptions(feed).at(-1);
    queryClient.setQueryData(['/api/games', '10', 'plays'], { data: [...plays, play(20)], updatedAt: new Date().toISOString(), stale: false });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(FEED_FIRST_PLAYS + 1));
    expect(descriptions(feed)[0]).toBe('Play number 20');
    expect(descriptions(feed).at(-1)).toBe(oldestShown);
    expect(screen.getByRole('button', { name: 'Show earlier plays (5 more)' })).toBeInTheDocument();
  });
});

/**
 * Outside act(), so each step React takes shows as it happens: the tap's own render, then the
 * renders it left for after the first paint.
 */
describe('opening the game detail panel', () => {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeEach(() => { actEnvironment.IS_REACT_ACT_ENVIRONMENT = false; });
  afterEach(() => { actEnvironment.IS_REACT_ACT_ENVIRONMENT = true; });

  function Opener() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>View Details</button>
        {open ? <GameDetailPanel game={livePackersAtFalcons} onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  const microtasks = async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); };

  it('shows the header and the shape of the tabs at once, then the tabs, then the plays', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => { answer = resolve; });
    mockFetch({ '/api/games/10/live-data': async () => { await answered; return Response.json(liveData([play(0)])); }, '/api/games/10/odds': [] });
    renderWithProviders(<Opener />);
    screen.getByRole('button', { name: 'View Details' }).click();
    await microtasks();
    expect(screen.getByRole('heading', { name: 'Packers at Falcons · Live' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading game data...');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    // the tabs come before the game's data, with the feed's loading shape in their panel
    expect(await screen.findByRole('tab', { name: 'Live Feed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Loading game data...');
    answer();
    expect(await screen.findByText('Play number 0')).toBeInTheDocument();
    expect(screen.queryByText('Loading game data...')).not.toBeInTheDocument();
  });
});

const at = (over: Partial<Play> & Pick<Play, 'id' | 'playType'>): Play => ({
  quarter: 1, clock: '10:00', yards: 0, scoringPlay: false, turnover: false, penalty: false, description: `${over.playType} ${over.id}`, awayScore: 0, homeScore: 0, ...over,
});
const openGame = (g: Game, playByPlay: Play[]) => {
  mockFetch({ '/api/games/10/live-data': liveData(playByPlay), '/api/games/10/odds': [] });
  return renderWithProviders(<GameDetailPanel game={g} onClose={() => {}} />);
};
const final: Game = { ...livePackersAtFalcons, status: 'final', statusDetail: 'Final', period: 4, clock: null, awayScore: 24, homeScore: 25 };

describe('what the game detail panel says about its game', () => {
  it('is titled by the game and its state', async () => {
    openGame(livePackersAtFalcons, []);
    expect(screen.getByRole('heading', { level: 2, name: 'Packers at Falcons · Live' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Game Detail - Advanced Analytics' })).not.toBeInTheDocument();
  });

  it("titles a final as final and shows its plays one tab away, even when an empty list was read for the game earlier", async () => {
    const { queryClient } = openGame(final, [at({ id: 'k', playType: 'Kickoff' }), at({ id: 'r', playType: 'Rush', yards: 4 })]);
    // the game's plays as read before kickoff (the card's latest-play box), stamped later than the final's live data
    queryClient.setQueryData(['/api/games', '10', 'plays'], { data: [], updatedAt: new Date(Date.now() + 60_000).toISOString(), stale: false });
    await userEvent.click(await screen.findByRole('tab', { name: 'Plays' })); // a final opens on its summary
    const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('No play-by-play data available')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Packers at Falcons · Final' })).toBeInTheDocument();
  });

  it("takes the header's clock from whichever is newer, the scoreboard or the plays", async () => {
    const lagging: Game = { ...livePackersAtFalcons, statusDetail: '4:40 - 4th', period: 4, clock: '4:40' };
    const plays = [at({ id: 'a', playType: 'Rush', quarter: 4, clock: '4:40' }), at({ id: 'b', playType: 'Rush', quarter: 4, clock: '3:59' })];
    const { unmount } = openGame(lagging, plays);
    expect(await screen.findByText('3:59 - 4TH')).toBeInTheDocument();
    expect(screen.queryByText('4:40 - 4TH')).not.toBeInTheDocument();
    unmount();
    openGame({ ...lagging, statusDetail: '2:10 - 4th', clock: '2:10' }, plays);
    await screen.findByRole('list', { name: 'Plays, newest first' });
    expect(screen.getByText('2:10 - 4TH')).toBeInTheDocument();
  });

  it('shows yards gained on plays from scrimmage only, "1 yd" in the singular', async () => {
    openGame(final, [
      at({ id: 'fg', playType: 'Field Goal Good', yards: 24, scoringPlay: true }),
      at({ id: 'kr', playType: 'Kickoff Return (Offense)', yards: 25 }),
      at({ id: 'pu', playType: 'Punt', yards: 16 }),
      at({ id: 'r1', playType: 'Rush', yards: 1 }),
      at({ id: 'pr', playType: 'Pass Reception', yards: 12 }),
      at({ id: 'sk', playType: 'Sack', yards: -7 }),
      at({ id: 'td', playType: 'Passing Touchdown', yards: 9, scoringPlay: true }),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Plays' }));
    const feed = await screen.findByRole('list', { name: 'Plays, newest first' });
    const yardsOf = (id: string) => within(within(feed).getByText(new RegExp(` ${id}$`)).closest('li')!).queryByText(/yds?$/)?.textContent ?? null;
    expect(['fg', 'kr', 'pu', 'r1', 'pr', 'sk', 'td'].map(yardsOf)).toEqual([null, null, null, '+1 yd', '+12 yds', '-7 yds', '+9 yds']);
    expect(within(feed).queryByText('Kickoff Return (Offense)')).not.toBeInTheDocument();
    expect(within(feed).getByText('Kickoff return')).toBeInTheDocument();
  });

  it('groups the play breakdown into words a fan uses, counts penalties once, and leaves timeouts and the like out', async () => {
    openGame(final, [
      at({ id: '1', playType: 'Rush' }), at({ id: '2', playType: 'Rush' }), at({ id: '3', playType: 'Rushing Touchdown', scoringPlay: true }),
      at({ id: '4', playType: 'Pass Reception' }), at({ id: '5', playType: 'Pass Incompletion' }), at({ id: '6', playType: 'Passing Touchdown', scoringPlay: true }),
      at({ id: '7', playType: 'Pass Incompletion', penalty: true }), at({ id: '8', playType: 'Sack' }),
      at({ id: '9', playType: 'Penalty', penalty: true }), at({ id: '10', playType: 'Penalty', penalty: true }),
      at({ id: '11', playType: 'Kickoff' }), at({ id: '12', playType: 'Kickoff Return (Offense)' }), at({ id: '13', playType: 'Field Goal Good', scoringPlay: true }),
      at({ id: '14', playType: 'Official Timeout' }), at({ id: '15', playType: 'Timeout' }), at({ id: '16', playType: 'End Period' }),
      at({ id: '17', playType: 'Two-minute warning' }), at({ id: '18', playType: 'End of Game' }),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Game Analytics' }));
    const breakdown = screen.getByRole('heading', { name: 'Play breakdown' }).closest('section')!;
    const rows = within(breakdown).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows).toEqual(['Passes4', 'Runs3', 'Kickoffs2', 'Field goals1', 'Sacks1']);
    const events = screen.getByRole('heading', { name: 'Game events' }).closest('section')!;
    const value = (label: string) => within(events).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Penalties')).toBe('3');
    expect(value('Scoring plays')).toBe('3');
    expect(value('Total plays')).toBe('13');
    expect(screen.getAllByText(/^Penalt/)).toHaveLength(1);
  });
});

describe('focus when the game detail panel opens', () => {
  /** Holds the panel's first frame back until the test lets it run. */
  function holdFrames() {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((run) => { frames.push(run); return frames.length; });
    return async () => { await act(async () => { for (const run of frames.splice(0)) run(performance.now()); await new Promise((resolve) => setTimeout(resolve, 10)); }); };
  }
  afterEach(() => jest.restoreAllMocks());

  it('goes to the panel title after the frame that shows the panel', async () => {
    mockFetch({ '/api/games/10/live-data': liveData([]), '/api/games/10/odds': [] });
    const runFrames = holdFrames();
    renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
    await screen.findByRole('tab', { name: 'Betting Odds' });
    await runFrames();
    expect(screen.getByRole('heading', { level: 2, name: /^Packers at Falcons/ })).toHaveFocus();
  });

  it('stays where a fan quicker than that frame put it (a tab already tapped)', async () => {
    mockFetch({ '/api/games/10/live-data': liveData([]), '/api/games/10/odds': [] });
    const runFrames = holdFrames();
    renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
    const odds = await screen.findByRole('tab', { name: 'Betting Odds' });
    await userEvent.click(odds);
    await runFrames();
    expect(odds).toHaveFocus();
  });
});
