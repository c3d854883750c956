import { contrastRatio, renderWithProviders, tokenOf } from '@gg/ui/testing';
import { screen } from '@testing-library/react';
import { PlayerAvatar } from './player-avatar';

const fill = (el: HTMLElement) => tokenOf(getComputedStyle(el).background);

describe.each(['light', 'dark'] as const)('the jersey badge in %s mode', (mode) => {
  // it was navy on the navy cards in dark mode (1.0:1): its edge vanished
  it('stands 3:1 against the card it sits on, with a readable number', () => {
    renderWithProviders(<PlayerAvatar headshot={null} jersey="15" />);
    const badge = screen.getByTestId('jersey-badge');
    expect(contrastRatio(mode, fill(badge), 'surface')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(mode, tokenOf(getComputedStyle(badge).color), fill(badge))).toBeGreaterThanOrEqual(4.5);
  });
});
