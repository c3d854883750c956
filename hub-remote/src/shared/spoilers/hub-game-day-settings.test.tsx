import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HubGameDaySettings } from './hub-game-day-settings';

const teams = [
  { id: '9', name: 'Packers', displayName: 'Green Bay Packers', abbreviation: 'GB' },
  { id: '1', name: 'Falcons', displayName: 'Atlanta Falcons', abbreviation: 'ATL' },
];

afterEach(() => localStorage.clear());

describe('the hub’s game-day settings', () => {
  it('asks for the team list only when opened, and offers its teams A–Z to protect', async () => {
    const { calls } = mockFetch({ '/api/teams': teams });
    renderWithProviders(<HubGameDaySettings />);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Game-day settings' }));
    const sheet = await screen.findByRole('dialog', { name: 'Game-day settings' });
    const chosen = within(sheet).getByRole('radio', { name: 'On for the teams I choose' });
    await waitFor(() => expect(chosen).toBeEnabled()); // once the list has come
    await userEvent.click(chosen);
    const boxes = within(await within(sheet).findByRole('group', { name: 'Teams to keep spoiler-free' })).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(['Atlanta Falcons', 'Green Bay Packers']);
    expect(calls).toEqual(['/api/teams']);
  });
});
