/**
 * A finished game's summary in the game panel: every state (loading, full, partial, empty, not final
 * yet, failed), the kinds of score and overtime, spoiler-safe mode, and the panel opening on it.
 */
import type { Game, GameSummary, ScoringPlay, TeamGameStats } from '@gg/contracts';
import { finalGame } from '@gg/contracts/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameDetailPanel } from '../components/game-detail-panel';
import { livePackersAtFalcons, packersAtFalcons } from '../test-games';
import { GameSummaryView } from './game-summary';
import { NOT_FINAL_RETRIES, NOT_FINAL_RETRY_MS } from '../api/get-game-summary';

const final: Game = packersAtFalcons({ id: '10', status: 'final', statusDetail: 'Final', awayScore: 24, homeScore: 25, period: 4, clock: '0:00' });

const scoring = (over: Partial<ScoringPlay> & Pick<ScoringPlay, 'id' | 'quarter' | 'awayScore' | 'homeScore'>): ScoringPlay => ({
  clock: '3:50', teamId: '1', type: 'field-goal', description: `Score ${over.id}`, ...over,
});
const stats = (over: Partial<TeamGameStats> = {}): TeamGameStats => ({
  firstDowns: 17, totalYards: 224, passingYards: 140, rushingYards: 84, turnovers: 0,
  penalties: '7-40', possessionTime: '23:45', thirdDownEfficiency: '3-9', fourthDownEfficiency: null, ...over,
});

const FULL: GameSummary = {
  gameId: '10',
  scoringPlays: [
    scoring({ id: 'a', quarter: 1, awayScore: 0, homeScore: 3, description: 'Younghoe Koo 24 Yd Field Goal' }),
    scoring({ id: 'b', quarter: 2, clock: '13:33', teamId: '9', type: 'touchdown', awayScore: 7, homeScore: 3, description: 'Jayden Reed 9 Yd pass from Jordan Love (Anders Carlson Kick)' }),
    scoring({ id: 'c', quarter: 4, clock: '0:57', awayScore: 24, homeScore: 25, description: 'Younghoe Koo 25 Yd Field Goal' }),
  ],
  lineScore: { away: [0, 10, 14, 0], home: [3, 6, 3, 13] },
  teamStats: { away: stats(), home: stats({ firstDowns: 23, totalYards: 419, penalties: '11-75', possessionTime: '36:15', thirdDownEfficiency: '1-8', turnovers: 1 }) },
  leaders: [
    { category: 'passing', athlete: 'Jordan Love', teamId: '9', displayValue: '14/25, 151 YDS, 3 TD', value: 151 },
    { category: 'rushing', athlete: 'Bijan Robinson', teamId: '1', displayValue: '19 CAR, 124 YDS', value: 124 },
  ],
};

const EMPTY: GameSummary = { gameId: '10', scoringPlays: null, lineScore: null, teamStats: null, leaders: [] };

function serve(summary: GameSummary | ((url: URL) => Response)) {
  return mockFetch({
    '/api/games/10/summary': summary,
    '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] },
    '/api/games/10/odds': [],
    '/api/glossary': [],
  });
}

afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
  jest.useRealTimers();
});

describe('the summary of a finished game', () => {
  it('shows its shape while loading, then the points by quarter, the scores by quarter, the team statistics and the leaders', async () => {
    serve(FULL);
    renderWithProviders(<GameSummaryView game={final} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the game summary...');

    const points = await screen.findByRole('table', { name: 'Points by quarter' });
    expect(within(points).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Team', '11st quarter', '22nd quarter', '33rd quarter', '44th quarter', 'TTotal']);
    const pointRows = within(points).getAllByRole('row').slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(pointRows).toEqual([['GB', '0', '10', '14', '0', '24'], ['ATL', '3', '6', '3', '13', '25']]);

    // grouped by quarter, every regulation quarter named, with the running score after each
    const scoringSection = screen.getByRole('region', { name: 'Scoring summary' });
    expect(within(scoringSection).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['1st quarter', '2nd quarter', '3rd quarter', '4th quarter']);
    const third = within(scoringSection).getByRole('region', { name: '3rd quarter' });
    expect(third).toHaveTextContent('No points');
    const second = within(scoringSection).getByRole('list', { name: '2nd quarter' });
    const td = within(second).getByRole('listitem');
    expect(td).toHaveTextContent('GB Touchdown');
    expect(td).toHaveTextContent('13:33 left');
    expect(td).toHaveTextContent('Jayden Reed 9 Yd pass from Jordan Love (Anders Carlson Kick)');
    expect(td).toHaveTextContent('Score after the play: GB 7 – ATL 3');

    // one column per team, the statistic as the row's header, with what it counts
    const table = screen.getByRole('table', { name: 'Team statistics, GB and ATL' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['GB', 'Statistic', 'ATL']);
    const row = (label: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
    expect(within(row('First downs')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['17', '23']);
    expect(within(row('Penalties')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['7 (40 yds)', '11 (75 yds)']);
    expect(within(row('Third downs')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3 of 9', '1 of 8']);
    expect(within(row('Time of possession')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['23:45', '36:15']);
    expect(row('Turnovers')).toHaveTextContent('Times they lost the ball to the other team');
    // a statistic neither side has is left out
    expect(within(table).queryByRole('rowheader', { name: /^Fourth downs/ })).not.toBeInTheDocument();

    const leaders = screen.getByRole('region', { name: 'Leaders' });
    const packers = within(leaders).getByRole('heading', { name: 'Green Bay Packers' }).nextElementSibling!;
    expect(packers).toHaveTextContent('PassingJordan Love14/25, 151 YDS, 3 TD');
    expect(within(leaders).getByRole('heading', { name: 'Atlanta Falcons' })).toBeInTheDocument();
    expect(leaders).toHaveTextContent('RushingBijan Robinson19 CAR, 124 YDS');
  });

  it('without team statistics or scoring plays (what a scoreboard tells) shows the points by quarter and the leaders only', async () => {
    serve({ ...EMPTY, lineScore: FULL.lineScore, leaders: FULL.leaders });
    renderWithProviders(<GameSummaryView game={final} />);
    expect(await screen.findByRole('table', { name: 'Points by quarter' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Team statistics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Scoring summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Leaders' })).toBeInTheDocument();
  });

  it('says so when nobody scored (0-0)', async () => {
    serve({ ...FULL, scoringPlays: [], lineScore: { away: [0, 0, 0, 0], home: [0, 0, 0, 0] } });
    renderWithProviders(<GameSummaryView game={{ ...final, awayScore: 0, homeScore: 0 }} />);
    const section = await screen.findByRole('region', { name: 'Scoring summary' });
    expect(section).toHaveTextContent('Neither team scored.');
  });

  it('names overtime, with its own column, and tells a safety and a two-point try apart', async () => {
    serve({
      ...FULL,
      scoringPlays: [
        scoring({ id: 's', quarter: 1, teamId: '9', type: 'safety', awayScore: 2, homeScore: 0, description: 'Kirk Cousins sacked in the end zone, SAFETY' }),
        scoring({ id: 't', quarter: 4, clock: '0:10', teamId: '1', type: 'two-point', awayScore: 22, homeScore: 22, description: 'Two-Point Pass Conversion Succeeded' }),
        scoring({ id: 'o', quarter: 5, clock: '6:02', teamId: '1', type: 'field-goal', awayScore: 22, homeScore: 25, description: 'Younghoe Koo 40 Yd Field Goal' }),
      ],
      lineScore: { away: [2, 10, 7, 3, 0], home: [0, 7, 7, 8, 3] },
    });
    renderWithProviders(<GameSummaryView game={{ ...final, awayScore: 22, homeScore: 25, period: 5, statusDetail: 'Final/OT' }} />);
    const points = await screen.findByRole('table', { name: 'Points by quarter' });
    expect(within(points).getByRole('columnheader', { name: 'Overtime' })).toHaveTextContent('OT');
    expect(within(points).getAllByRole('row')[2]).toHaveTextContent('ATL0778325');
    const scoringSection = screen.getByRole('region', { name: 'Scoring summary' });
    expect(within(scoringSection).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['1st quarter', '2nd quarter', '3rd quarter', '4th quarter', 'Overtime']);
    expect(within(scoringSection).getByRole('list', { name: '1st quarter' })).toHaveTextContent('GB Safety');
    expect(within(scoringSection).getByRole('list', { name: '4th quarter' })).toHaveTextContent('ATL Two-point try');
    expect(within(scoringSection).getByRole('list', { name: 'Overtime' })).toHaveTextContent('ATL Field goal');
  });

  it('says when the data provider has no summary for the game', async () => {
    serve(EMPTY);
    renderWithProviders(<GameSummaryView game={final} />);
    expect(await screen.findByRole('heading', { name: 'No summary from the data provider for this game' })).toBeInTheDocument();
  });

  it('says what failed, with a retry that loads it', async () => {
    let fail = true;
    serve(() => (fail ? new Response('{"error":{"message":"provider down"}}', { status: 503 }) : Response.json(FULL)));
    renderWithProviders(<GameSummaryView game={final} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the game summary');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Points by quarter' })).toBeInTheDocument();
  });

  it('asks again a few times while the service does not have the game as final yet, then says the summary comes at the final whistle', async () => {
    jest.useFakeTimers();
    const { calls } = serve(() => Response.json({ error: { status: 409, code: 'not_final', message: 'not final yet' } }, { status: 409 }));
    renderWithProviders(<GameSummaryView game={final} />);
    await act(async () => { await jest.advanceTimersByTimeAsync(NOT_FINAL_RETRY_MS * (NOT_FINAL_RETRIES + 1)); });
    expect(screen.getByRole('heading', { name: 'The summary comes at the final whistle' })).toBeInTheDocument();
    expect(calls.filter((c) => c === '/api/games/10/summary')).toHaveLength(NOT_FINAL_RETRIES + 1);
  });

  it('in spoiler-safe mode stays behind the score’s cover, not even asked for, until revealed', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    const { calls } = serve(FULL);
    renderWithProviders(<GameSummaryView game={final} />);
    const cover = screen.getByRole('button', { name: 'Reveal score: Green Bay Packers at Atlanta Falcons' });
    expect(cover).toHaveTextContent('Summary hidden · Tap to reveal');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls).not.toContain('/api/games/10/summary');
    await userEvent.click(cover);
    expect(await screen.findByRole('table', { name: 'Points by quarter' })).toBeInTheDocument();
  });
});

describe('the game panel of a finished game', () => {
  it('opens on the Summary, with the plays one tab away', async () => {
    serve(FULL);
    renderWithProviders(<GameDetailPanel game={final} onClose={() => {}} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Summary', 'Plays', 'Betting Odds', 'Game Analytics']);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: 'Team statistics, GB and ATL' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Plays' }));
    expect(await screen.findByRole('heading', { name: 'No play-by-play data available' })).toBeInTheDocument();
  });

  it('keeps the tab the screen says the fan chose', async () => {
    serve(FULL);
    renderWithProviders(<GameDetailPanel game={final} onClose={() => {}} tab="odds" onTabChange={() => {}} />);
    expect(await screen.findByRole('tab', { name: 'Betting Odds' })).toHaveAttribute('aria-selected', 'true');
  });

  it('a live game has no Summary tab and opens on its feed; its summary is not asked for', async () => {
    const { calls } = mockFetch({
      '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] },
      '/api/games/10/odds': [],
    });
    renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
    expect(await screen.findByRole('tab', { name: 'Live Feed' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Summary' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.endsWith('/summary'))).toBe(false);
  });

  it('a finished game as a factory makes it (no team ids) still opens on its summary', async () => {
    serve(FULL);
    renderWithProviders(<GameDetailPanel game={finalGame({ id: '10' })} onClose={() => {}} />);
    expect(await screen.findByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
  });
});
