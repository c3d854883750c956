import { updateViewingPreferences } from '@gg/preferences';
import { setFavoriteTeam } from '@gg/preferences/favorite-teams';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { loadFavoriteTeams } from '../../../shared/teams/favorite-teams';
import { favoriteDivisionsFirst, groupStandings } from '../format';
import { STANDINGS, TEAMS } from '../test-fixtures';
import { StandingsView } from './standings-view';

/** The tables once all three are drawn (they come two at a time). */
async function renderStandings() {
  mockFetch({ '/api/teams': TEAMS, '/api/standings': STANDINGS });
  renderWithProviders(<StandingsView variant="page" />, { route: '/standings' });
  await waitFor(() => expect(screen.getAllByRole('table')).toHaveLength(3));
  return screen.getAllByRole('table');
}

const captions = (tables: HTMLElement[]) => tables.map((t) => t.querySelector('caption')?.textContent);
const teamsOf = (division: string) => within(screen.getByRole('table', { name: division })).getAllByRole('link').map((l) => l.getAttribute('aria-label'));
const rowOf = (division: string, team: string) => within(screen.getByRole('table', { name: division })).getByRole('link', { name: team }).closest('tr')!;

afterEach(() => localStorage.clear());

describe('standings with favorite teams', () => {
  it('keeps the usual order without favorites', async () => {
    expect(captions(await renderStandings())).toEqual(['AFC East', 'AFC West', 'NFC North']);
    expect(screen.queryByText('Favorite')).not.toBeInTheDocument();
  });

  it('puts the favorite’s conference and division first, its row at its true rank, marked', async () => {
    setFavoriteTeam('9', true); // Green Bay, second in the NFC North
    await renderStandings();
    await waitFor(() => expect(captions(screen.getAllByRole('table'))).toEqual(['NFC North', 'AFC East', 'AFC West']));
    expect(teamsOf('NFC North')).toEqual(['Detroit Lions', 'Green Bay Packers']);
    const packers = rowOf('NFC North', 'Green Bay Packers');
    expect(within(packers).getByText('Favorite')).toBeInTheDocument();
    expect(within(packers).getByText('Rank').parentElement).toHaveTextContent('Rank 2');
    expect(within(rowOf('NFC North', 'Detroit Lions')).queryByText('Favorite')).not.toBeInTheDocument();
  });

  it('with several favorites, their divisions first in the usual order', async () => {
    setFavoriteTeam('9', true);
    setFavoriteTeam('7', true);
    await renderStandings();
    await waitFor(() => expect(captions(screen.getAllByRole('table'))).toEqual(['AFC West', 'AFC East', 'NFC North']));
    expect(screen.getAllByText('Favorite')).toHaveLength(2);
  });

  it('with spoiler-safe mode on, the favorite’s division still comes first, its teams A–Z with no rank, the star beside it', async () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    setFavoriteTeam('7', true); // Denver, third by record in the AFC West
    await renderStandings();
    await waitFor(() => expect(captions(screen.getAllByRole('table'))).toEqual(['AFC West', 'AFC East', 'NFC North']));
    expect(teamsOf('AFC West')).toEqual(['Denver Broncos', 'Kansas City Chiefs', 'Las Vegas Raiders', 'Los Angeles Chargers']);
    expect(within(screen.getByRole('table', { name: 'AFC West' })).queryByText('Rank')).not.toBeInTheDocument();
    expect(within(rowOf('AFC West', 'Denver Broncos')).getByText('Favorite')).toBeInTheDocument();
  });

  it('changes nothing for a favorite with no standings row', async () => {
    setFavoriteTeam('30', true);
    expect(captions(await renderStandings())).toEqual(['AFC East', 'AFC West', 'NFC North']);
  });

  it('is one pure rule: the same groups when no favorite is in them', async () => {
    await loadFavoriteTeams();
    const groups = groupStandings(STANDINGS, TEAMS);
    expect(favoriteDivisionsFirst(groups, [])).toBe(groups);
    expect(favoriteDivisionsFirst(groups, ['12']).map((c) => c.divisions.map((d) => d.division))).toEqual([['AFC West', 'AFC East'], ['NFC North']]);
  });
});
