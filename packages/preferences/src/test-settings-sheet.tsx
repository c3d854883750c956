/** The game-day settings sheet opened as a fan opens it, for the sheet's tests. */
import { renderWithProviders } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameDaySettings, type GameDaySettingsProps } from './game-day-settings';

/** The league's teams as the sheet lists them (two are enough). */
export const teams = [{ id: '1', name: 'Atlanta Falcons' }, { id: '9', name: 'Green Bay Packers' }];

/** Renders the settings button, taps it and returns the sheet once it is shown. */
export async function openSheet(props: GameDaySettingsProps = { teams }) {
  renderWithProviders(<GameDaySettings {...props} />);
  await userEvent.click(screen.getByRole('button', { name: 'Game-day settings' }));
  return screen.findByRole('dialog', { name: 'Game-day settings' });
}
