import { renderWithProviders } from '@gg/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameDaySettings } from './game-day-settings';
import { FAVORITE_TEAMS_KEY, readFavoriteTeamIds } from './favorite-teams';

const teams = [{ id: '1', name: 'Atlanta Falcons' }, { id: '9', name: 'Green Bay Packers' }];

afterEach(() => localStorage.clear());

async function openSheet(props: Parameters<typeof GameDaySettings>[0] = { teams }) {
  renderWithProviders(<GameDaySettings {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Game-day settings' }));
  return screen.findByRole('dialog', { name: 'Game-day settings' });
}

describe('favorite teams in the game-day settings', () => {
  it('lists the teams, ticks the favorites and keeps a change on the device at once', async () => {
    localStorage.setItem(FAVORITE_TEAMS_KEY, JSON.stringify({ teamIds: ['9', 'gone'] }));
    const sheet = await openSheet();
    const group = within(sheet).getByRole('group', { name: 'Favorite teams' });
    expect(within(group).getByRole('checkbox', { name: 'Green Bay Packers' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Atlanta Falcons' }));
    // a team the league list no longer has is dropped on the way
    expect(readFavoriteTeamIds()).toEqual(['9', '1']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Green Bay Packers' }));
    expect(readFavoriteTeamIds()).toEqual(['1']);
  });

  it('without the team list, points to the star on a team’s page', async () => {
    const sheet = await openSheet({});
    const group = within(sheet).getByRole('group', { name: 'Favorite teams' });
    expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(group).getByText('Mark a team with the star on its page.')).toBeInTheDocument();
  });
});
