import type { FantasyAdvice, Game, Prediction, Standing, Team } from '@gg/contracts';
import { scheduledGame } from '@gg/contracts/testing';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsTab } from './analytics-tab';

/** Twelve upcoming games with ids 401…412, soonest first: Dallas's and Philadelphia's ids, at Lincoln Financial Field on NBC, week 1 of 2030. */
const games: Game[] = Array.from({ length: 12 }, (_, i) => scheduledGame({
  statusDetail: null, awayTeamId: '6', homeTeamId: '21', awayRecord: null, homeRecord: null, season: 2030, week: 1, venue: 'Lincoln Financial Field', broadcast: 'NBC',
  id: String(401 + i), awayTeam: `Away ${i}`, homeTeam: `Home ${i}`, awayTeamAbbreviation: `A${i}`, homeTeamAbbreviation: `H${i}`,
  gameDate: new Date(Date.UTC(2030, 8, 5 + i, 17)).toISOString(),
}));
const FIRST_TEN = '401,402,403,404,405,406,407,408,409,410';

const prediction = (gameId: string, over: Partial<Prediction> = {}): Prediction => ({
  gameId, awayWinProbability: 0.375, homeWinProbability: 0.625, predictedAwayScore: 20, predictedHomeScore: 24, confidence: 7, basis: 'moneyline',
  explanation: "From 3 sportsbooks' moneylines (DraftKings, ESPN BET, FanDuel), bookmaker margin removed.", ...over,
});
const advice = (gameId: string, over: Partial<FantasyAdvice> = {}): FantasyAdvice => ({
  gameId, matchup: 'Balanced', ratingGap: 4.5, advice: `Advice for game ${gameId}.`, basis: 'spread', ...over,
});

const team = (id: string, displayName: string, abbreviation: string): Team => ({
  id, name: displayName, displayName, abbreviation, logo: null, conference: 'NFC', division: null, headCoach: null, primaryColor: null, secondaryColor: null,
  venue: null, location: null, founded: null,
});
const teams = [team('8', 'Detroit Lions', 'DET'), team('2', 'Buffalo Bills', 'BUF'), team('22', 'Las Vegas Raiders', 'LV'), team('29', 'Carolina Panthers', 'CAR'), team('3', 'Chicago Bears', 'CHI')];
const standing = (teamId: string, over: Partial<Standing>): Standing => ({
  id: `2024-${teamId}`, teamId, season: 2024, wins: 8, losses: 9, ties: 0, winPercentage: 0.47, pointsFor: 340, pointsAgainst: 350, streak: 'L1', ...over,
});
const standings = [
  standing('8', { wins: 15, losses: 2, winPercentage: 0.882, pointsFor: 564, streak: 'W3' }),
  standing('2', { wins: 13, losses: 4, winPercentage: 0.765, pointsFor: 525, streak: 'W1' }),
  standing('22', { wins: 4, losses: 13, winPercentage: 0.235, pointsFor: 309, streak: 'L2' }),
  standing('29', { wins: 5, losses: 12, winPercentage: 0.294, pointsFor: 341, streak: 'W1' }),
  standing('3', { wins: 5, losses: 12, winPercentage: 0.294, pointsFor: 310, streak: 'L10' }),
  standing('99', { streak: 'W9' }), // a team the list does not know: skipped
];

type Routes = Parameters<typeof mockFetch>[0];
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });
function serve(over: Routes = {}) {
  return mockFetch({
    '/api/games/upcoming': games,
    [`/api/predictions?gameIds=${FIRST_TEN}`]: games.slice(0, 10).map((g) => prediction(g.id)),
    [`/api/fantasy?gameIds=${FIRST_TEN}`]: games.slice(0, 10).map((g) => advice(g.id)),
    '/api/standings': standings,
    '/api/teams': teams,
    ...over,
  });
}
const card = (section: string, n: number) => within(screen.getByRole('region', { name: section })).getAllByRole('article')[n]!;

describe('the analytics tab', () => {
  it('introduces itself and asks for predictions and fantasy advice for the first 10 upcoming games', async () => {
    const { calls } = serve();
    renderWithProviders(<AnalyticsTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'NFL Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Game predictions from betting lines and records, fantasy advice and team insights.')).toBeInTheDocument();
    expect(screen.getByText('Loading upcoming games...')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 3, name: 'Game Predictions' });
    await waitFor(() => expect(calls).toContain(`/api/fantasy?gameIds=${FIRST_TEN}`));
    expect(calls).toContain(`/api/predictions?gameIds=${FIRST_TEN}`);
  });

  it('predicts the first 5 games: both win chances, the score, confidence, and where the numbers come from', async () => {
    serve({
      '/api/games/upcoming': [{ ...games[0]!, windSpeed: 12, windDirection: 90, temperature: 61 }, { ...games[1]!, windSpeed: 9, temperature: 70 }, ...games.slice(2)],
    });
    renderWithProviders(<AnalyticsTab />);
    await screen.findByRole('heading', { name: 'Game Predictions' });
    const predictions = screen.getByRole('region', { name: 'Game Predictions' });
    expect(within(predictions).getAllByRole('article')).toHaveLength(5);
    const first = card('Game Predictions', 0);
    expect(first).toHaveAccessibleName('Away 0 at Home 0');
    await within(first).findByText('63%');
    const shares = within(first).getByRole('list', { name: 'Win probability' });
    expect(within(shares).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A037%about 4 in 10', 'H063%about 6 in 10']);
    // the chance in plain words beside each percentage
    expect(within(shares).getByText('about 6 in 10')).toBeInTheDocument();
    expect(within(first).getByText('A0 20 – H0 24')).toBeInTheDocument();
    expect(within(first).getByText('7/10')).toBeInTheDocument();
    expect(within(first).getByText('Sportsbook moneylines')).toBeInTheDocument();
    expect(within(first).getByText(/From 3 sportsbooks' moneylines \(DraftKings, ESPN BET, FanDuel\), bookmaker margin removed\./)).toBeInTheDocument();
    const kickoff = new Date(games[0]!.gameDate);
    const date = kickoff.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    const time = kickoff.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    const when = within(first).getByText(`${date} · ${time} Local`);
    expect(when).toHaveAttribute('dateTime', games[0]!.gameDate);
    expect(when.parentElement).toHaveTextContent(`${date} · ${time} Local · NBC`);
    // compact weather: wind from 10 mph only
    expect(within(first).getByText('Wind 12 mph E')).toBeInTheDocument();
    expect(within(card('Game Predictions', 1)).getByText('70°F')).toBeInTheDocument();
    expect(within(card('Game Predictions', 1)).queryByText(/^Wind/)).not.toBeInTheDocument();
  });

  it('holds the confidence shown to 5–9, shows no numbers without a basis, and says when a game has no prediction', async () => {
    serve({
      [`/api/predictions?gameIds=${FIRST_TEN}`]: [
        prediction('401', { confidence: 10 }),
        prediction('402', { confidence: 3, basis: 'records', explanation: 'From the teams\' records (A1 3-1 at H1 2-2) with a small home-field edge.', predictedAwayScore: null, predictedHomeScore: null }),
        prediction('403', { basis: 'none', confidence: 5, homeWinProbability: 0.5, awayWinProbability: 0.5, predictedAwayScore: null, predictedHomeScore: null, explanation: 'Not enough data to predict A2 at H2 yet: no betting lines, live win probability or team records.' }),
      ],
    });
    renderWithProviders(<AnalyticsTab />);
    expect(await within(await screen.findByRole('region', { name: 'Game Predictions' })).findByText('9/10')).toBeInTheDocument();
    const records = card('Game Predictions', 1);
    expect(within(records).getByText('5/10')).toBeInTheDocument();
    expect(within(records).getByText('Not available')).toBeInTheDocument();
    expect(within(records).getByText('Team records')).toBeInTheDocument();
    const none = card('Game Predictions', 2);
    expect(within(none).getByText('Not enough data to predict this game yet.')).toBeInTheDocument();
    expect(within(none).queryByText('50%')).not.toBeInTheDocument();
    expect(within(none).queryByText(/\/10$/)).not.toBeInTheDocument();
    expect(within(none).getByText(/Not enough data to predict A2 at H2 yet/)).toBeInTheDocument();
    expect(within(card('Game Predictions', 3)).getByText('No prediction for this game yet.')).toBeInTheDocument();
  });

  it('lists the games without predictions and says predictions are unavailable when that call fails', async () => {
    const { calls } = serve({ [`/api/predictions?gameIds=${FIRST_TEN}`]: failing });
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByText('Predictions are unavailable right now. The games are listed without them.')).toBeInTheDocument();
    const predictions = screen.getByRole('region', { name: 'Game Predictions' });
    expect(within(predictions).getAllByRole('article')).toHaveLength(5);
    expect(within(predictions).getAllByText('Prediction unavailable right now.')).toHaveLength(5);
    expect(within(predictions).queryByText(/%$/)).not.toBeInTheDocument();
    await userEvent.click(within(predictions).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((c) => c.startsWith('/api/predictions'))).toHaveLength(2));
    // the fantasy helper is not affected
    expect(within(card('Fantasy Helper', 0)).getByText('Advice for game 401.')).toBeInTheDocument();
  });

  it('gives fantasy advice for the first 3 games: the label and advice as sent, network, venue and weather', async () => {
    serve({
      '/api/games/upcoming': [{ ...games[0]!, broadcast: null, venue: null, temperature: 28, windSpeed: 16, windDirection: 0, isIndoorVenue: false }, ...games.slice(1)],
      [`/api/fantasy?gameIds=${FIRST_TEN}`]: [
        advice('401', { matchup: 'Mismatch', advice: 'H0 are big favourites over A0 (about 9.5 points).', basis: 'moneyline' }),
        advice('402', { matchup: 'Close Game' }),
        advice('403'),
      ],
    });
    renderWithProviders(<AnalyticsTab />);
    const fantasy = await screen.findByRole('region', { name: 'Fantasy Helper' });
    await within(fantasy).findByText('Mismatch');
    expect(within(fantasy).getAllByRole('article')).toHaveLength(3);
    const first = card('Fantasy Helper', 0);
    expect(within(first).getByText('H0 are big favourites over A0 (about 9.5 points).')).toBeInTheDocument();
    expect(within(first).getByText('Based on: Sportsbook moneylines.')).toBeInTheDocument();
    expect(within(first).getByText('Network TBD')).toBeInTheDocument();
    expect(within(first).getByText('Venue TBD')).toBeInTheDocument();
    expect(within(first).getByText('28°F')).toBeInTheDocument();
    expect(within(first).getByText('Freezing')).toBeInTheDocument();
    expect(within(first).getByText('Wind 16 mph N')).toBeInTheDocument();
    expect(within(first).getByText('Strong wind')).toBeInTheDocument();
    const second = card('Fantasy Helper', 1);
    expect(within(second).getByText('Close Game')).toBeInTheDocument();
    expect(within(second).getByText('NBC')).toBeInTheDocument();
    expect(within(second).getByText('Lincoln Financial Field')).toBeInTheDocument();
    expect(within(second).getByText('No forecast yet.')).toBeInTheDocument();
    expect(within(card('Fantasy Helper', 2)).getByText('Balanced')).toBeInTheDocument();
  });

  it('lists the games without advice and says so when the fantasy call fails', async () => {
    serve({ [`/api/fantasy?gameIds=${FIRST_TEN}`]: failing });
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByText('Fantasy tips are unavailable right now. The games are listed without them.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Fantasy Helper' })).getAllByText('Fantasy advice unavailable right now.')).toHaveLength(3);
  });

  it("with no upcoming games says so, asks for no insights, and 'Refresh Data' loads the games again", async () => {
    const { calls } = serve({ '/api/games/upcoming': [] });
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { level: 3, name: 'No upcoming games' })).toBeInTheDocument();
    expect(screen.getByText('Predictions and fantasy advice appear here once the next games are on the schedule.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(calls.filter((c) => c === '/api/games/upcoming')).toHaveLength(2));
    expect(calls.filter((c) => c.startsWith('/api/predictions') || c.startsWith('/api/fantasy'))).toEqual([]);
  });

  it("says 'Failed to fetch games' when the upcoming games cannot load", async () => {
    serve({ '/api/games/upcoming': failing });
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Failed to fetch games' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Team Trends' })).toBeInTheDocument();
  });

  it('builds team trends from the standings: longest winning and losing streaks, and 30+ PPG offenses, naming the season', async () => {
    serve();
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByText('From the 2024 standings: current streaks, win–loss records, and points per game (points scored ÷ games played).')).toBeInTheDocument();
    const names = (list: string) => within(screen.getByRole('region', { name: list })).getAllByRole('listitem').map((li) => within(li).getByText(/^[A-Z][a-z]+ [A-Z]/, { selector: 'strong' }).textContent);
    expect(names('Hot Teams')).toEqual(['Detroit Lions', 'Buffalo Bills', 'Carolina Panthers']);
    expect(names('Cold Teams')).toEqual(['Chicago Bears', 'Las Vegas Raiders']);
    expect(names('Explosive Offenses')).toEqual(['Detroit Lions', 'Buffalo Bills']);
    const hot = screen.getByRole('region', { name: 'Hot Teams' });
    expect(within(hot).getByText('Won 3 games in a row · 15-2')).toBeInTheDocument();
    expect(within(hot).getByText('W3')).toBeInTheDocument();
    const explosive = screen.getByRole('region', { name: 'Explosive Offenses' });
    expect(within(explosive).getByText('33.2 points per game · 15-2')).toBeInTheDocument();
    expect(within(explosive).getAllByText('30+ PPG')).toHaveLength(2);
  });

  it('says when team trends cannot load or there are no standings yet', async () => {
    serve({ '/api/standings': failing });
    const { unmount } = renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Team trends unavailable' })).toBeInTheDocument();
    unmount();
    serve({ '/api/standings': [] });
    renderWithProviders(<AnalyticsTab />);
    expect(await screen.findByRole('heading', { level: 3, name: 'No standings yet' })).toBeInTheDocument();
  });

  it('gives two weekly tips for newcomers', async () => {
    serve();
    renderWithProviders(<AnalyticsTab />);
    const tips = within(screen.getByRole('region', { name: 'Weekly Insights' })).getAllByRole('listitem');
    expect(tips).toHaveLength(2);
    expect(within(tips[0]!).getByRole('heading', { level: 4, name: 'Check the injury report before kickoff' })).toBeInTheDocument();
    expect(within(tips[1]!).getByRole('heading', { level: 4, name: 'Read the point spread' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Game Predictions' });
  });
});
