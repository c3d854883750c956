import type { Game } from '@gg/contracts';
import { setFavoriteTeam } from '@gg/preferences/favorite-teams';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { LiveTab } from './live-tab';
import { packersAtFalcons } from '../test-games';

/** Four finals a day apart (id 103 the most recent); the oldest is the Chiefs' game. */
const finals: Game[] = Array.from({ length: 4 }, (_, i) => packersAtFalcons({
  id: String(100 + i), status: 'final', statusDetail: 'Final', awayScore: 20, homeScore: 17, gameDate: new Date(Date.UTC(2026, 10, 15 + i, 18)).toISOString(),
  ...(i === 0 ? { awayTeam: 'Kansas City Chiefs', awayTeamId: '12', homeTeam: 'Denver Broncos', homeTeamId: '7' } : {}),
}));
const slate = () => new Response(JSON.stringify(finals), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });
const completed = () => within(screen.getByRole('heading', { level: 2, name: /^Completed Games/ }).closest('section')!).getAllByRole('article').map((a) => a.getAttribute('data-game-id'));

beforeEach(() => { mockFetch({ '/api/scores/live': slate, '/api/teams': [] }); });
afterEach(() => localStorage.clear());

describe('the hub’s Live tab with a favorite team', () => {
  it('lists the completed games newest first without favorites', async () => {
    renderWithProviders(<LiveTab selectedGameId={null} onSelectGame={() => undefined} />);
    await screen.findByRole('heading', { level: 2, name: /^Completed Games/ }, { timeout: 5000 });
    expect(completed()).toEqual(['103', '102', '101']);
  });

  it('puts the favorite’s game first, so it is among the three shown, marked', async () => {
    setFavoriteTeam('12', true);
    renderWithProviders(<LiveTab selectedGameId={null} onSelectGame={() => undefined} />);
    await screen.findByRole('heading', { level: 2, name: /^Completed Games/ }, { timeout: 5000 });
    await waitFor(() => expect(completed()).toEqual(['100', '103', '102']));
    expect(within(screen.getByRole('article', { name: 'Kansas City Chiefs at Denver Broncos' })).getByText('Favorite')).toBeInTheDocument();
  });
});
