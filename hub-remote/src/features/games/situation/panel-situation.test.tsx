/** The open game's panel shows its situation under the score, hidden with the score by spoiler-safe mode. */
import type { Game } from '@gg/contracts';
import { updateViewingPreferences } from '@gg/preferences';
import { resetRevealedSpoilers } from '@gg/preferences/settings';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen, within } from '@testing-library/react';
import { GameDetailPanel } from '../components/game-detail-panel';
import { livePackersAtFalcons } from '../test-games';

const game: Game = { ...livePackersAtFalcons, situation: { phase: 'down', down: 1, distance: 9, yardLine: 9, possessionTeamId: '9', homeTimeouts: 2, awayTimeouts: 3 } };

beforeEach(() => {
  mockFetch({ '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] }, '/api/glossary': [] });
});
afterEach(() => {
  localStorage.clear();
  act(() => resetRevealedSpoilers());
});

describe('the situation in the game panel', () => {
  it('is drawn under the score of a live game', async () => {
    renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    const situation = screen.getByRole('group', { name: 'Situation on the field' });
    expect(situation).toHaveTextContent('1st & Goal at ATL 9');
    expect(within(situation).getByText('Goal to go')).toBeInTheDocument();
    await act(() => import('../../../shared/glossary/glossary-text'));
  });

  it('is hidden with the score while spoiler-safe covers the game, and absent for a game without one', () => {
    updateViewingPreferences({ spoilerSafe: { everything: true, teamIds: [] } });
    const { unmount } = renderWithProviders(<GameDetailPanel game={game} onClose={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Situation on the field' })).not.toBeInTheDocument();
    expect(screen.getByText('Situation hidden while spoiler-safe is on')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('1st & Goal');
    unmount();
    renderWithProviders(<GameDetailPanel game={livePackersAtFalcons} onClose={() => {}} />);
    expect(document.querySelector('[data-situation], [data-situation-room]')).toBeNull();
  });
});
