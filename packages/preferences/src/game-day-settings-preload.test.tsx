/**
 * The sheet's code is fetched before the tap opens it. Its lazy module loads once per module
 * registry, so this file opens the sheet once and nothing else does here.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { GameDaySettings } from './game-day-settings';

const teams = [{ id: '1', name: 'Atlanta Falcons' }, { id: '9', name: 'Green Bay Packers' }];

describe('the game-day settings button', () => {
  // It took 330 ms to open: the sheet's code was fetched only after the tap, and React held the
  // (empty) placeholder for 300 ms more. A finger down on the button fetches it first.
  it('has the sheet\'s code before the tap when a pointer comes down on it, so the tap opens it at once', async () => {
    renderWithProviders(<GameDaySettings teams={teams} />);
    const button = screen.getByRole('button', { name: 'Game-day settings' });
    fireEvent.pointerDown(button);
    await act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve(); });
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: 'Game-day settings' })).toBeInTheDocument();
  });
});
