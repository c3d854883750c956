import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVORITE_TEAMS_KEY, readFavoriteTeamIds } from './favorite-teams';
import { openSheet } from './test-settings-sheet';

afterEach(() => localStorage.clear());

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
