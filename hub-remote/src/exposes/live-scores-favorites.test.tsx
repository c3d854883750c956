import type { Game } from '@gg/contracts';
import { setFavoriteTeam } from '@gg/preferences/favorite-teams';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import LiveScoresPage from './live-scores-page';
import { packersAtFalcons } from '../features/games/test-games';

const base = { gameDate: '2030-11-22T18:00:00.000Z', venue: 'Mercedes-Benz Stadium', broadcast: 'FOX' } satisfies Partial<Game>;
const chiefsAtBroncos = { awayTeam: 'Kansas City Chiefs', awayTeamId: '12', awayTeamAbbreviation: 'KC', homeTeam: 'Denver Broncos', homeTeamId: '7', homeTeamAbbreviation: 'DEN' } satisfies Partial<Game>;
// finals, the latest first on the page: the Chiefs' game is the sixth, beyond the five shown collapsed
const finals: Game[] = Array.from({ length: 6 }, (_, i) => packersAtFalcons({ ...base, id: String(100 + i), status: 'final', awayScore: 20, homeScore: 17, gameDate: `2026-11-1${6 - i}T18:00:00.000Z`, ...(i === 5 ? chiefsAtBroncos : {}) }));
const upcoming: Game[] = [packersAtFalcons({ ...base, id: '200' }), packersAtFalcons({ ...base, id: '201', gameDate: '2030-11-23T18:00:00.000Z', ...chiefsAtBroncos })];

const slate = () => new Response(JSON.stringify([...finals, ...upcoming]), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });

function renderPage() {
  mockFetch({ '/api/scores/live': slate, '/api/teams': [], '/api/games/200/odds': [], '/api/games/201/odds': [] });
  renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
}
const ids = (heading: string) => within(screen.getByRole('heading', { name: heading }).closest('section')!).getAllByRole('article').map((a) => a.getAttribute('data-game-id'));

afterEach(() => localStorage.clear());

describe('Live Scores with a favorite team', () => {
  it('keeps each section’s own order without favorites', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Final Scores (6 games)' }, { timeout: 5000 });
    expect(ids('Final Scores (6 games)')).toEqual(['100', '101', '102', '103', '104']);
    expect(ids('Upcoming Games')).toEqual(['200', '201']);
  });

  it('puts the favorite’s games first in every section, so its final is among the five shown, marked', async () => {
    setFavoriteTeam('7', true);
    renderPage();
    await screen.findByRole('heading', { name: 'Final Scores (6 games)' }, { timeout: 5000 });
    await waitFor(() => expect(ids('Final Scores (6 games)')).toEqual(['105', '100', '101', '102', '103']));
    expect(ids('Upcoming Games')).toEqual(['201', '200']);
    const card = screen.getAllByRole('article', { name: 'Kansas City Chiefs at Denver Broncos' })[0]!;
    expect(within(card).getByText('Favorite')).toBeInTheDocument();
    expect(screen.getAllByText('Favorite')).toHaveLength(2); // once per card, beside the Broncos only
  });
});
