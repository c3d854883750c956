import { FAVORITE_TEAMS_KEY, readFavoriteTeamIds } from '@gg/preferences/favorite-teams';
import { renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chiefsDetail } from '../test-fixtures';
import { TeamHeader } from './team-header';

afterEach(() => localStorage.clear());

describe('the favorite star on the team page', () => {
  it('marks the team as a favorite and unmarks it, kept on the device', async () => {
    renderWithProviders(<TeamHeader team={chiefsDetail} />);
    const star = screen.getByRole('button', { name: 'Add Kansas City Chiefs to favorites' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(localStorage.getItem(FAVORITE_TEAMS_KEY)!)).toEqual({ teamIds: [chiefsDetail.id] });
    // the name stays the same pressed or not; the state is aria-pressed's to say
    expect(star).toHaveAccessibleName('Add Kansas City Chiefs to favorites');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
    expect(readFavoriteTeamIds()).toEqual([]);
  });

  it('shows a team already marked as pressed, and works from the keyboard', async () => {
    localStorage.setItem(FAVORITE_TEAMS_KEY, JSON.stringify({ teamIds: [chiefsDetail.id] }));
    renderWithProviders(<TeamHeader team={chiefsDetail} />);
    const star = screen.getByRole('button', { name: 'Add Kansas City Chiefs to favorites' });
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    star.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'));
  });
});
