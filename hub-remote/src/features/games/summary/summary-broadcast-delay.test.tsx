/**
 * Behind the broadcast, the panel learns a game is over when the fan's delayed slate does: no
 * Summary tab (and no summary asked for) before then, and a fan watching the feed at the whistle
 * stays on the feed.
 */
import type { Game } from '@gg/contracts';
import { updateViewingPreferences } from '@gg/preferences';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, screen } from '@testing-library/react';
import { installFakeEventSource } from '../../../shared/live-stream/testing/fake-event-source';
import { LiveTab } from '../components/live-tab';
import { livePackersAtFalcons } from '../test-games';

const live: Game = { ...livePackersAtFalcons, lastPlay: 'Play 1' };
const final: Game = { ...live, status: 'final', statusDetail: 'Final', clock: null, period: 4, situation: undefined };
const wait = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });
const scores = (games: Game[]) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => {
  updateViewingPreferences({ broadcastDelaySeconds: 0 });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('shows the Summary tab only once the delayed slate says final, and keeps a fan on the feed they were watching', async () => {
  jest.useFakeTimers();
  updateViewingPreferences({ broadcastDelaySeconds: 30 });
  const stream = installFakeEventSource();
  try {
    const { calls } = mockFetch({
      '/api/scores/live': scores([live]),
      '/api/games/10/live-data': { gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] },
      '/api/games/10/plays': [],
      '/api/games/10/odds': [],
      '/api/games/10/summary': { gameId: '10', scoringPlays: [], lineScore: null, teamStats: null, leaders: [] },
    });
    renderWithProviders(<LiveTab selectedGameId="10" onSelectGame={() => {}} />);
    const source = stream.latest();
    act(() => {
      source.open();
      source.emit('snapshot', { games: [live], updatedAt: new Date().toISOString(), stale: false }, '1');
    });
    await wait(1_000);
    expect(await screen.findByRole('tab', { name: 'Live Feed' })).toHaveAttribute('aria-selected', 'true');

    act(() => { source.emit('game', { gameId: '10', changes: ['status'], game: final, at: new Date().toISOString() }, '2'); });
    await wait(29_000);
    expect(screen.getByRole('heading', { level: 2, name: 'Packers at Falcons · Live' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Summary' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.endsWith('/summary'))).toBe(false);

    await wait(1_000);
    expect(screen.getByRole('heading', { level: 2, name: 'Packers at Falcons · Final' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'Plays' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    stream.restore();
  }
});
