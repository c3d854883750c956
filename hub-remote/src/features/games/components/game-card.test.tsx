import type { Game } from '@gg/contracts';
import { finalGame } from '@gg/contracts/testing';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { preloadGameDetailPanel } from './lazy-game-detail-panel';
import { GameCard } from './game-card';

jest.mock('./lazy-game-detail-panel', () => ({ preloadGameDetailPanel: jest.fn() }));

const game: Game = finalGame({ id: '10', awayScore: 24, homeScore: 21, awayRecord: null, homeRecord: null, venue: null, broadcast: null });

describe('a game card', () => {
  it("starts loading the detail panel's code when a pointer comes over View Details, a finger goes down on it, or it gets focus", () => {
    mockFetch({});
    renderWithProviders(<GameCard game={game} onViewDetails={() => {}} />);
    const button = screen.getByRole('button', { name: 'View Details' });
    fireEvent.pointerEnter(button);
    expect(preloadGameDetailPanel).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(button);
    fireEvent.focus(button);
    expect(preloadGameDetailPanel).toHaveBeenCalledTimes(3);
  });
});
