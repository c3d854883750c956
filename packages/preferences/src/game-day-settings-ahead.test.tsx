/**
 * The sheet is rendered (closed) while the page is idle, so a tap only shows it. Its lazy module
 * loads once per module registry, so this file has the sheet to itself.
 */
import { renderWithProviders } from '@gg/ui/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GameDaySettings } from './game-day-settings';

const teams = [{ id: '1', name: 'Atlanta Falcons' }, { id: '9', name: 'Green Bay Packers' }];
const settle = () => act(async () => { for (let i = 0; i < 20; i++) await Promise.resolve(); });

describe('the game-day settings sheet, rendered ahead of the tap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // Rendering the sheet on the tap took 150–200 ms on a 4× slowed phone (the target is 100 ms):
  // React's render of the whole sheet, its styles, then the modal's restyle of the page.
  it('is in the page, closed and hidden from everyone, once the page has been idle', async () => {
    renderWithProviders(<GameDaySettings teams={teams} />);
    expect(document.querySelector('dialog')).toBeNull(); // not part of the first render
    await act(async () => { jest.advanceTimersByTime(2_000); });
    await settle();
    const dialog = document.querySelector('dialog');
    expect(dialog).not.toBeNull();
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Off' })).not.toBeInTheDocument();
  });

  it('a tap shows that same sheet (nothing of it is rendered again) and Done hides it, kept for the next tap', async () => {
    renderWithProviders(<GameDaySettings teams={teams} />);
    await act(async () => { jest.advanceTimersByTime(2_000); });
    await settle();
    const heading = document.querySelector('dialog h2');
    const off = document.querySelector('dialog input[value="off"]');
    fireEvent.click(screen.getByRole('button', { name: 'Game-day settings' }));
    const sheet = screen.getByRole('dialog', { name: 'Game-day settings' });
    expect(sheet.querySelector('h2')).toBe(heading);
    expect(sheet.querySelector('input[value="off"]')).toBe(off);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()); // once modal, after its first frame
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.querySelector('dialog h2')).toBe(heading);
    expect(screen.getByRole('button', { name: 'Game-day settings' })).toHaveFocus();
  });
});
