/**
 * Spoiler-safe mode and odds-off on the game screens: what is hidden, what a tap reveals (and
 * where else that shows), what stays silent for screen readers, and which requests are not made.
 */
import type { Game, Play } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameCard } from './game-card';
import { GameDetailPanel } from './game-detail-panel';
import { ScheduleGameRow } from './schedule-game-row';
import { packersAtFalcons } from '../test-games';

/** Green Bay won 27-20; the live and upcoming games keep its period and clock. */
const afterWhistle = { period: 4, clock: '0:00' } satisfies Partial<Game>;
const final: Game = packersAtFalcons({ ...afterWhistle, id: '10', status: 'final', statusDetail: 'Final', awayScore: 27, homeScore: 20 });
const live: Game = packersAtFalcons({ ...afterWhistle, id: '10', status: 'live', statusDetail: '5:49 - 2nd', awayScore: 14, homeScore: 10, lastPlay: 'J.Love 12 yd pass to C.Watson for a TOUCHDOWN' });
const upcoming: Game = packersAtFalcons({ ...afterWhistle, id: '11' });
const REVEAL = 'Reveal score: Green Bay Packers at Atlanta Falcons';

const play = (id: string, over: Partial<Play> = {}): Play => ({
  id, quarter: 2, clock: '5:49', playType: 'Pass Reception', yards: 12, scoringPlay: false, turnover: false, penalty: false,
  description: `Play ${id}`, awayScore: 14, homeScore: 10, ...over,
});
const odds = [{ id: 'o1', provider: 'ESPN BET', awayTeamSpread: 3.5, homeTeamSpread: -3.5, overUnder: 44.5, awayTeamMoneyline: 150, homeTeamMoneyline: -170 }];

function serve({ bettingOdds = [] as typeof odds, plays = [] as Play[] } = {}) {
  return mockFetch({
    '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: plays, bettingOdds },
    '/api/games/10/plays': plays,
    '/api/games/10/odds': odds,
    '/api/games/11/odds': odds,
    '/api/glossary': [],
  });
}

const spoilerSafeForEverything = () => updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });

afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('spoiler-safe game cards', () => {
  it('hides a protected final’s scores and winner until the named reveal button is tapped', async () => {
    spoilerSafeForEverything();
    serve();
    renderWithProviders(<GameCard game={final} onViewDetails={() => {}} />);
    const card = screen.getByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' });
    expect(within(card).queryByText('27')).not.toBeInTheDocument();
    expect(within(card).queryByText('20')).not.toBeInTheDocument();
    expect(within(card).queryByText('Winner')).not.toBeInTheDocument();
    expect(within(card).queryByText(/lost/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: REVEAL }));
    expect(within(card).getByText('27')).toBeInTheDocument();
    expect(within(card).getByText('Winner')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: REVEAL })).not.toBeInTheDocument();
  });

  it('protects only the chosen teams’ games', () => {
    updateViewingPreferences({ spoilerSafe: { everything: false, teamIds: ['25'] } });
    serve();
    renderWithProviders(<GameCard game={final} onViewDetails={() => {}} />);
    expect(screen.getByText('27')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVEAL })).not.toBeInTheDocument();
  });

  it('keeps a hidden live score out of the live announcements and hides the latest play', () => {
    spoilerSafeForEverything();
    serve();
    const { container } = renderWithProviders(<GameCard game={live} onViewDetails={() => {}} />);
    expect(container.querySelector('[aria-live="polite"]')).toBeNull();
    // the play's words keep their room (no jump on reveal) but are neither seen nor read
    expect(screen.getByText(/TOUCHDOWN/).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Hidden while spoiler-safe is on')).toBeInTheDocument();
  });

  it('announces a live score as before once it is revealed', async () => {
    spoilerSafeForEverything();
    serve();
    const { container } = renderWithProviders(<GameCard game={live} onViewDetails={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: REVEAL }));
    expect(within(container.querySelector<HTMLElement>('[aria-live="polite"]')!).getByText('14')).toBeInTheDocument();
    expect(screen.getByText(/TOUCHDOWN/).closest('[aria-hidden="true"]')).toBeNull();
  });

  it('hides a protected game on the schedule too, and one reveal shows it everywhere', async () => {
    spoilerSafeForEverything();
    serve();
    renderWithProviders(<><ScheduleGameRow game={final} teams={undefined} onViewLive={() => {}} /><GameCard game={final} onViewDetails={() => {}} /></>);
    expect(screen.queryByText('27')).not.toBeInTheDocument();
    const [rowReveal] = screen.getAllByRole('button', { name: REVEAL });
    await userEvent.click(rowReveal!);
    expect(screen.getAllByText('27')).toHaveLength(2);
  });

  it('never covers a game that has not started', () => {
    spoilerSafeForEverything();
    serve();
    renderWithProviders(<ScheduleGameRow game={upcoming} teams={undefined} onViewLive={() => {}} />);
    expect(screen.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
  });
});

describe('spoiler-safe game detail', () => {
  it('hides the header score and scoring plays, and every play’s running score', async () => {
    spoilerSafeForEverything();
    serve({ plays: [play('1'), play('2', { scoringPlay: true, description: 'J.Love pass for a TOUCHDOWN' })] });
    renderWithProviders(<GameDetailPanel game={live} onClose={() => {}} />);
    await screen.findByRole('list', { name: 'Plays, newest first' });
    const header = screen.getByRole('button', { name: REVEAL });
    expect(header).toHaveTextContent(REVEAL);
    expect(screen.queryByText('14')).not.toBeInTheDocument();
    // the scoring play is covered (out of the accessibility tree), the other play's score line is hidden
    const scoring = screen.getByRole('button', { name: 'Reveal scoring play: quarter 2, 5:49' });
    expect(screen.getByText('J.Love pass for a TOUCHDOWN').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Play 1')).toBeInTheDocument();

    await userEvent.click(scoring);
    expect(screen.getByText('J.Love pass for a TOUCHDOWN').closest('[aria-hidden="true"]')).toBeNull();
    await userEvent.click(header);
    expect(screen.getByText('14')).toBeInTheDocument();
  });
});

describe('betting odds, off by default', () => {
  it('shows no odds on a card and asks for none', () => {
    const { calls } = serve();
    renderWithProviders(<GameCard game={upcoming} onViewDetails={() => {}} />);
    expect(screen.queryByLabelText(/Betting odds/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/odds'))).toEqual([]);
  });

  it('offers "Show betting odds" in the detail panel, asks for odds only after the tap, and remembers it', async () => {
    const { calls } = serve();
    renderWithProviders(<GameDetailPanel game={final} onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Betting Odds' }));
    await screen.findByRole('list', { name: 'Plays, newest first' }).catch(() => {});
    expect(calls.filter((c) => c.endsWith('/odds'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Show betting odds' }));
    expect(await screen.findByRole('list', { name: 'Betting odds by provider' })).toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/odds'))).toEqual(['/api/games/10/odds']);
    expect(JSON.parse(localStorage.getItem('gg-viewing-preferences')!).showOdds).toBe(true);
  });

  it('once on, cards show the compact odds', async () => {
    updateViewingPreferences({ showOdds: true });
    serve();
    renderWithProviders(<GameCard game={upcoming} onViewDetails={() => {}} />);
    expect(await screen.findByLabelText('Betting odds from ESPN BET')).toBeInTheDocument();
  });
});
