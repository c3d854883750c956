import type { Game } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import { preloadGameDetailPanel } from './lazy-game-detail-panel';
import { GameCard } from './game-card';

jest.mock('./lazy-game-detail-panel', () => ({ preloadGameDetailPanel: jest.fn() }));

const game: Game = {
  id: '10', status: 'final', statusDetail: 'Final', awayTeam: 'Buffalo Bills', homeTeam: 'Kansas City Chiefs', awayTeamId: '2', homeTeamId: '12',
  awayTeamAbbreviation: 'BUF', homeTeamAbbreviation: 'KC', awayScore: 24, homeScore: 21, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2026-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: null, broadcast: null, period: 4, clock: null,
  possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};

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
