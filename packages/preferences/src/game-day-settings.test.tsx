import { renderWithProviders } from '@gg/ui/testing';
import { act, screen, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameDaySettings } from './game-day-settings';
import { readViewingPreferences, updateViewingPreferences, VIEWING_PREFERENCES_KEY } from './viewing-preferences';
import { openSheet, teams } from './test-settings-sheet';

afterEach(() => localStorage.clear());

describe('the game-day settings sheet', () => {
  it('asks for the team list as the finger goes down, before the tap opens the sheet', () => {
    const useTeamChoices = jest.fn(({ enabled }: { enabled: boolean }) => (enabled ? teams : undefined));
    renderWithProviders(<GameDaySettings useTeamChoices={useTeamChoices} />);
    expect(useTeamChoices).toHaveBeenLastCalledWith({ enabled: false });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Game-day settings' }));
    expect(useTeamChoices).toHaveBeenLastCalledWith({ enabled: true });
    expect(screen.queryByRole('dialog', { name: 'Game-day settings' })).not.toBeInTheDocument();
  });

  it('opens in one tap, with spoiler-safe off, no delay and odds off by default', async () => {
    const useTeamChoices = jest.fn(({ enabled }: { enabled: boolean }) => (enabled ? teams : undefined));
    const sheet = await openSheet({ useTeamChoices });
    // the team list is asked for only once the fan presses the button
    expect(useTeamChoices.mock.calls[0]).toEqual([{ enabled: false }]);
    expect(useTeamChoices).toHaveBeenLastCalledWith({ enabled: true });
    expect(within(sheet).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(within(sheet).getByRole('slider', { name: 'I’m behind the broadcast' })).toHaveAttribute('aria-valuetext', 'No delay — live as it happens');
    expect(within(sheet).getByRole('switch', { name: 'Show betting odds' })).not.toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'On for the teams I choose' }));
    expect(within(within(sheet).getByRole('group', { name: 'Teams to keep spoiler-free' })).getByRole('checkbox', { name: 'Green Bay Packers' })).toBeInTheDocument();
  });

  it('turns spoiler-safe on for every team, saved on the device, and shows the marker that opens the sheet', async () => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'On for every team' }));
    expect(readViewingPreferences().spoilerSafe.everything).toBe(true);
    expect(JSON.parse(localStorage.getItem(VIEWING_PREFERENCES_KEY)!).spoilerSafe.everything).toBe(true);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spoiler-safe on' }));
    expect(await screen.findByRole('dialog', { name: 'Game-day settings' })).toBeInTheDocument();
  });

  it('protects only the teams picked from the list', async () => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'On for the teams I choose' }));
    await userEvent.click(within(within(sheet).getByRole('group', { name: 'Teams to keep spoiler-free' })).getByRole('checkbox', { name: 'Green Bay Packers' }));
    expect(readViewingPreferences().spoilerSafe).toEqual({ everything: false, teamIds: ['9'] });
    await userEvent.click(within(within(sheet).getByRole('group', { name: 'Teams to keep spoiler-free' })).getByRole('checkbox', { name: 'Green Bay Packers' }));
    expect(readViewingPreferences().spoilerSafe.teamIds).toEqual([]);
    await userEvent.click(within(within(sheet).getByRole('group', { name: 'Teams to keep spoiler-free' })).getByRole('checkbox', { name: 'Atlanta Falcons' }));
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Off' }));
    expect(readViewingPreferences().spoilerSafe).toEqual({ everything: false, teamIds: [] });
  });

  it('offers chosen teams only when there is a team list', async () => {
    const sheet = await openSheet({});
    expect(within(sheet).getByRole('radio', { name: 'On for the teams I choose' })).toBeDisabled();
  });

  it('stores the broadcast delay in steps and says it in words', async () => {
    const sheet = await openSheet();
    const slider = within(sheet).getByRole('slider', { name: 'I’m behind the broadcast' });
    fireEvent.change(slider, { target: { value: '6' } });
    expect(readViewingPreferences().broadcastDelaySeconds).toBe(90);
    expect(slider).toHaveAttribute('aria-valuetext', '1 minute 30 seconds behind live');
    expect(within(sheet).getByText('1 minute 30 seconds behind live')).toBeInTheDocument();
  });

  it('turns betting odds on and off', async () => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Show betting odds' }));
    expect(readViewingPreferences().showOdds).toBe(true);
    await userEvent.click(within(sheet).getByRole('switch', { name: 'Show betting odds' }));
    expect(readViewingPreferences().showOdds).toBe(false);
  });

  it('shows the marker only while spoiler-safe is on', () => {
    renderWithProviders(<GameDaySettings />);
    expect(screen.queryByRole('button', { name: 'Spoiler-safe on' })).not.toBeInTheDocument();
    act(() => { updateViewingPreferences({ spoilerSafe: { everything: false, teamIds: ['9'] } }); });
    expect(screen.getByRole('button', { name: 'Spoiler-safe on' })).toBeInTheDocument();
  });
});
