import type { Game } from '@gg/contracts';
import { QueryClientProvider, createQueryClient } from '@gg/data';
import { setFavoriteTeam } from '@gg/preferences/favorite-teams';
import { MemoryRouter } from '@gg/router';
import { ThemeRoot } from '@gg/ui';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadFavoriteTeams } from '../../../shared/teams/favorite-teams';
import { GameList } from './schedule-list';
import { packersAtFalcons } from '../test-games';

/** Three games of a week, soonest first, as the schedule hands them to the list. */
const week: Game[] = [
  packersAtFalcons({ id: 'g1', gameDate: '2026-11-29T18:00:00.000Z' }),
  packersAtFalcons({ id: 'g2', gameDate: '2026-11-29T21:25:00.000Z', awayTeam: 'Kansas City Chiefs', awayTeamId: '12', awayTeamAbbreviation: 'KC', homeTeam: 'Denver Broncos', homeTeamId: '7', homeTeamAbbreviation: 'DEN' }),
  packersAtFalcons({ id: 'g3', gameDate: '2026-11-30T01:20:00.000Z', awayTeam: 'Buffalo Bills', awayTeamId: '2', awayTeamAbbreviation: 'BUF', homeTeam: 'Miami Dolphins', homeTeamId: '15', homeTeamAbbreviation: 'MIA' }),
];

const order = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
const starsIn = (name: string) => within(screen.getByRole('article', { name })).queryAllByText('Favorite');

beforeEach(() => { mockFetch({ '/api/teams': [] }); });
afterEach(() => localStorage.clear());

describe('the schedule with favorite teams', () => {
  it('keeps the kickoff order and marks nothing without favorites', () => {
    renderWithProviders(<GameList games={week} onViewLive={() => undefined} />);
    expect(order()).toEqual(['Green Bay Packers at Atlanta Falcons', 'Kansas City Chiefs at Denver Broncos', 'Buffalo Bills at Miami Dolphins']);
    expect(screen.queryByText('Favorite')).not.toBeInTheDocument();
  });

  it('puts a favorite team’s game first and marks the team with a star, once the favorites’ code is loaded', async () => {
    setFavoriteTeam('15', true);
    renderWithProviders(<GameList games={week} onViewLive={() => undefined} />);
    await waitFor(() => expect(order()[0]).toBe('Buffalo Bills at Miami Dolphins'));
    expect(order()).toEqual(['Buffalo Bills at Miami Dolphins', 'Green Bay Packers at Atlanta Falcons', 'Kansas City Chiefs at Denver Broncos']);
    expect(starsIn('Buffalo Bills at Miami Dolphins')).toHaveLength(1);
    // the star sits with the favorite's name, read out as "Favorite"
    const dolphins = within(screen.getByRole('article', { name: 'Buffalo Bills at Miami Dolphins' })).getByRole('link', { name: 'Miami Dolphins' }).parentElement!;
    expect(dolphins).toHaveTextContent('Miami Dolphins★Favorite');
  });

  it('puts several favorites’ games first, in kickoff order among themselves', async () => {
    setFavoriteTeam('15', true);
    setFavoriteTeam('12', true);
    setFavoriteTeam('9', true);
    renderWithProviders(<GameList games={week} onViewLive={() => undefined} />);
    await screen.findAllByText('Favorite');
    expect(order()).toEqual(['Green Bay Packers at Atlanta Falcons', 'Kansas City Chiefs at Denver Broncos', 'Buffalo Bills at Miami Dolphins']);
    expect(screen.getAllByText('Favorite')).toHaveLength(3);
  });

  it('changes nothing when a favorite has no game this week', async () => {
    setFavoriteTeam('30', true);
    renderWithProviders(<GameList games={week} onViewLive={() => undefined} />);
    await act(() => loadFavoriteTeams());
    expect(order()).toEqual(['Green Bay Packers at Atlanta Falcons', 'Kansas City Chiefs at Denver Broncos', 'Buffalo Bills at Miami Dolphins']);
    expect(screen.queryByText('Favorite')).not.toBeInTheDocument();
  });

  it('moves a game up as soon as its team is marked (on another page or in another tab)', async () => {
    renderWithProviders(<GameList games={week} onViewLive={() => undefined} />);
    act(() => { setFavoriteTeam('12', true); });
    await waitFor(() => expect(order()[0]).toBe('Kansas City Chiefs at Denver Broncos'));
  });
});

describe('a server-rendered schedule for a fan with favorites', () => {
  const list = () => (
    <ThemeRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter><GameList games={week} onViewLive={() => undefined} /></MemoryRouter>
      </QueryClientProvider>
    </ThemeRoot>
  );

  it('hydrates the server’s order without a mismatch, then puts the favorite first', async () => {
    setFavoriteTeam('2', true); // on the device: the server cannot know it
    const html = renderToString(list());
    expect(html).not.toContain('Favorite');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    try {
      await act(async () => { hydrateRoot(container, list(), { onRecoverableError: (error) => mismatches.push(error) }); });
      expect(mismatches).toEqual([]);
      await waitFor(() => expect(container.querySelector('article')).toHaveAttribute('aria-label', 'Buffalo Bills at Miami Dolphins'));
      expect([...container.querySelectorAll('article')].map((a) => a.getAttribute('aria-label'))[0]).toBe('Buffalo Bills at Miami Dolphins');
      expect(container.querySelector('article')).toHaveTextContent('Favorite');
    } finally {
      container.remove();
    }
  });
});
