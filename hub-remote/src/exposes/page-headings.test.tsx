/**
 * The live scores page has exactly one h1 in every state (loading, data, empty, error). The hub,
 * team, standings and injuries pages check theirs in their own tests.
 */
import type { Game } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LiveScoresPage from './live-scores-page';
import { packersAtFalcons } from '../features/games/test-games';

const h1s = () => [...document.querySelectorAll('h1')].map((h) => h.textContent);
const never = () => new Promise<Response>(() => {});
const failing = () => new Response('{"error":{"message":"down"}}', { status: 500 });

const game: Game = packersAtFalcons({
  id: '10', status: 'live', statusDetail: '5:49 - 2nd', awayScore: 7, homeScore: 3, gameDate: '2030-11-22T18:00:00.000Z', lastPlay: 'J.Love pass short right',
});

async function expectOneH1(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(h1s()).toEqual([name]);
}

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
