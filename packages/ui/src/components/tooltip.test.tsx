import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Tooltip, TOOLTIP_OPEN_DELAY_MS } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('opens on focus only after 700 ms, and Escape closes it', async () => {
    renderWithProviders(<Tooltip content="Automatic first down"><button>Auto</button></Tooltip>);
    act(() => { screen.getByRole('button', { name: 'Auto' }).focus(); });
    act(() => { jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 50); });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(100); });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Automatic first down');
    act(() => { document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('skips the delay when moving to another trigger within 300 ms, and closes on scroll', () => {
    renderWithProviders(
      <div>
        <Tooltip content="first"><button>A</button></Tooltip>
        <Tooltip content="second"><button>B</button></Tooltip>
      </div>,
    );
    act(() => { screen.getByRole('button', { name: 'A' }).focus(); });
    act(() => { jest.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS); });
    expect(screen.getByRole('tooltip')).toHaveTextContent('first');
    act(() => { screen.getByRole('button', { name: 'B' }).focus(); });
    expect(screen.getByRole('tooltip')).toHaveTextContent('second'); // no 700 ms wait
    act(() => { window.dispatchEvent(new Event('scroll')); });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
