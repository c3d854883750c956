/**
 * The team and live scores pages have exactly one h1 in every state (loading, data, empty, error,
 * not found). The hub, standings and injuries pages check theirs in their own tests.
 */
import type { Game, Team } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LiveScoresPage from './live-scores-page';
import TeamPage from './team-page';

const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);
const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });

const chiefs: Team = {
  id: '12', name: 'Chiefs', displayName: 'Kansas City Chiefs', abbreviation: 'KC', logo: null, conference: 'AFC', division: 'AFC West', headCoach: null,
  primaryColor: '#e31837', secondaryColor: null, venue: null, location: 'Kansas City', founded: null,
};

const game: Game = {
  id: '10', status: 'live', statusDetail: '5:49 - 2nd', awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 7, homeScore: 3, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2030-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: null, broadcast: null, period: null, clock: null,
  possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: 'J.Love pass short right', temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};

async function expectOneH1(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(h1s()).toEqual([name]);
}

describe('the team page', () => {
  const renderTeam = (id: string) => renderWithProviders(<TeamPage />, { route: `/team/${id}`, path: '/team/:teamId' });

  it('has one h1 while loading', async () => {
    mockFetch({ '/api/teams': never });
    renderTeam('12');
    expect(screen.getByText('Loading team')).toBeInTheDocument();
    await expectOneH1('Team');
  });

  it('names the team in its one h1', async () => {
    mockFetch({ '/api/teams': [chiefs] });
    renderTeam('12');
    await expectOneH1('Kansas City Chiefs');
    expect(screen.getByText('AFC · AFC West')).toBeInTheDocument();
  });

  it('makes "Team not found" the h1 for an unknown team', async () => {
    mockFetch({ '/api/teams': [chiefs] });
    renderTeam('99');
    await expectOneH1('Team not found');
    expect(screen.getAllByRole('link', { name: 'Back to Schedule' })).toHaveLength(2);
  });

  it('makes the failure the h1 when the teams cannot load', async () => {
    mockFetch({ '/api/teams': failing });
    renderTeam('12');
    await expectOneH1('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the live scores page', () => {
  beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
  afterEach(() => { jest.restoreAllMocks(); });

  const scores = (games: Game[]) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString() } });

  it.each<[string, unknown, string | null]>([
    ['loading', never, null],
    ['with games', scores([game]), 'Live Games'],
    ['with no games', scores([]), 'No games available right now.'],
    ['when the scores cannot load', failing, 'Something went wrong'],
  ])('has one h1 %s', async (_state, answer, shows) => {
    mockFetch({ '/api/scores/live': answer as object, '/api/games/10/plays': [], '/api/games/10/odds': [] });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    if (shows) expect(await screen.findByText(shows)).toBeInTheDocument();
    await expectOneH1('Live Scores');
  });

  it('keeps one h1 with a game open, whatever its tabs show', async () => {
    mockFetch({
      '/api/scores/live': scores([game]), '/api/games/10/plays': [], '/api/games/10/odds': [],
      '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] },
    });
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    await userEvent.click(await screen.findByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No play-by-play data available' })).toBeInTheDocument();
    await expectOneH1('Live Scores');
  });
});
