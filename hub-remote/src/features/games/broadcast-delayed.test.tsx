import type { Game, LiveGameData, Play } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { updateViewingPreferences } from '@gg/preferences';
import { act, renderHook, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@gg/data';
import { useState, type ReactNode } from 'react';
import { useBroadcastDelayed } from '../../shared/broadcast-delay/use-broadcast-delayed';
import { installFakeEventSource } from '../../shared/live-stream/testing/fake-event-source';
import { playsKey } from './api/get-plays';
import { playsReachedBy } from './broadcast-delayed';
import { GameDetailPanel } from './components/game-detail-panel';
import { LiveTab } from './components/live-tab';
import { livePackersAtFalcons } from './test-games';

const live: Game = { ...livePackersAtFalcons, venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', lastPlay: 'Play 1' };
const play = (i: number, awayScore: number, homeScore = 3): Play => ({
  id: `p${i}`, quarter: 2, clock: '5:00', playType: 'Rush', yards: 1, scoringPlay: false, turnover: false, penalty: false, description: `Play ${i}`, awayScore, homeScore,
});
const liveData = (playByPlay: Play[]): LiveGameData => ({ gameId: '10', lastUpdated: new Date().toISOString(), stale: false, playByPlay, bettingOdds: [] });
const setDelay = (seconds: number) => act(() => { updateViewingPreferences({ broadcastDelaySeconds: seconds }); });
const wait = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });

beforeEach(() => { jest.spyOn(window, 'scrollTo').mockImplementation(() => {}); });
afterEach(() => {
  updateViewingPreferences({ broadcastDelaySeconds: 0 });
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the plays the shown scoreboard has reached', () => {
  const plays = [play(0, 7), play(1, 7), play(2, 14), play(3, 14)];
  it('end at the latest play it names, and never run ahead of its score', () => {
    expect(playsReachedBy(plays, live).map((p) => p.id)).toEqual(['p0', 'p1']);
    expect(playsReachedBy(plays, { ...live, lastPlay: null }).map((p) => p.id)).toEqual(['p0', 'p1']);
    expect(playsReachedBy(plays, { ...live, lastPlay: 'Play 3' }).map((p) => p.id)).toEqual(['p0', 'p1']); // named, but ahead of the score
    expect(playsReachedBy(plays, { ...live, lastPlay: 'Play 3', awayScore: 14 })).toBe(plays);
    expect(playsReachedBy(plays, { ...live, status: 'final' })).toBe(plays); // only a live game is cut
  });
});

describe('useBroadcastDelayed', () => {
  function renderDelayed(initial: number) {
    const client = new QueryClient();
    let renders = 0;
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const hook = renderHook(({ value }) => { renders += 1; return useBroadcastDelayed('slate', value); }, { wrapper, initialProps: { value: initial } });
    return { ...hook, renders: () => renders };
  }

  it('with no delay returns each value at once, with no extra render and no timer', () => {
    jest.useFakeTimers();
    const { result, rerender, renders } = renderDelayed(1);
    for (const value of [2, 3, 4]) rerender({ value });
    expect(result.current).toEqual({ value: 4, holding: false });
    expect(renders()).toBe(4);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('holds a change for the delay, keeps what was shown when the delay is raised, and catches up when it is lowered', async () => {
    jest.useFakeTimers();
    const { result, rerender } = renderDelayed(1);
    setDelay(30);
    rerender({ value: 2 });
    expect(result.current).toEqual({ value: 1, holding: true });
    await wait(29_999);
    expect(result.current.value).toBe(1);
    await wait(1);
    expect(result.current).toEqual({ value: 2, holding: false });
    rerender({ value: 3 });
    setDelay(120); // raised: 3 waits longer, 2 stays
    await wait(60_000);
    expect(result.current.value).toBe(2);
    setDelay(10); // lowered: 3 has waited more than 10 s
    expect(result.current.value).toBe(3);
    rerender({ value: 4 });
    setDelay(0);
    expect(result.current).toEqual({ value: 4, holding: false });
  });
});

describe('behind the broadcast on the live scores (the hub\'s Live tab)', () => {
  const scores = (games: Game[]) => () => new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });

  /** Opens the Live tab on the one live game, its stream sending that game's snapshot; resolves once the first load has settled. */
  async function openLiveTab(stream: ReturnType<typeof installFakeEventSource>) {
    mockFetch({ '/api/scores/live': scores([live]), '/api/games/10/odds': [] });
    renderWithProviders(<LiveTab selectedGameId={null} onSelectGame={() => {}} />);
    const source = stream.latest();
    act(() => {
      source.open();
      source.emit('snapshot', { games: [live], updatedAt: new Date().toISOString(), stale: false }, '1');
    });
    await wait(1_000);
    return { source, card: screen.getByRole('article', { name: 'Green Bay Packers at Atlanta Falcons' }) };
  }

  it('shows the scores there on opening at once, and a pushed score (and its announcement) only after the delay', async () => {
    jest.useFakeTimers();
    updateViewingPreferences({ broadcastDelaySeconds: 30 });
    const stream = installFakeEventSource();
    try {
      const { source, card } = await openLiveTab(stream);
      const announced = () => card.querySelector('[aria-live="polite"]')?.textContent;
      expect(announced()).toMatch(/Green Bay Packers7.*Atlanta Falcons3/);
      expect(screen.getByText('Delayed 30 s to match your broadcast')).toBeInTheDocument();

      act(() => { source.emit('game', { gameId: '10', changes: ['score', 'play'], game: { ...live, awayScore: 14, lastPlay: 'Touchdown pass' }, at: new Date().toISOString() }, '2'); });
      await wait(29_000);
      expect(announced()).toMatch(/Green Bay Packers7/);
      expect(within(card).queryByText('Touchdown pass')).not.toBeInTheDocument();
      await wait(1_000);
      expect(announced()).toMatch(/Green Bay Packers14/);
      expect(within(card).getByText('Touchdown pass')).toBeInTheDocument();
    } finally {
      stream.restore();
    }
  });

  it('with no delay shows a pushed score at once and says nothing about a delay', async () => {
    jest.useFakeTimers();
    const stream = installFakeEventSource();
    try {
      const { source, card } = await openLiveTab(stream);
      act(() => { source.emit('game', { gameId: '10', changes: ['score'], game: { ...live, awayScore: 14 }, at: new Date().toISOString() }, '2'); });
      await wait(0); // the cache tells its observers on the next tick
      expect(within(card).getByText('14')).toBeInTheDocument();
      expect(screen.queryByText(/to match your broadcast/)).not.toBeInTheDocument();
    } finally {
      stream.restore();
    }
  });
});

describe('behind the broadcast in the game detail panel', () => {
  it('opens on the plays the header has reached, and shows a new play only after the delay', async () => {
    jest.useFakeTimers();
    updateViewingPreferences({ broadcastDelaySeconds: 30 });
    const loaded = [play(0, 7), play(1, 7), play(2, 14)]; // the provider is already past the header's score
    mockFetch({ '/api/games/10/live-data': liveData(loaded), '/api/games/10/odds': [] });
    let showGame: (game: Game) => void = () => {};
    function Host() {
      const [game, setGame] = useState(live); // the header's game, as the (delayed) slate hands it down
      showGame = setGame;
      return <GameDetailPanel game={game} onClose={() => {}} />;
    }
    const { queryClient } = renderWithProviders(<Host />);
    await wait(100);
    expect(screen.getByText('Play 1')).toBeInTheDocument();
    expect(screen.queryByText('Play 2')).not.toBeInTheDocument();

    // play 3 arrives now; the header reaches play 2
    act(() => { queryClient.setQueryData(playsKey('10'), { data: [...loaded, play(3, 14)], updatedAt: new Date().toISOString(), stale: false }); });
    act(() => showGame({ ...live, awayScore: 14, lastPlay: 'Play 2' }));
    await wait(0);
    expect(screen.getByText('Play 2')).toBeInTheDocument();
    act(() => showGame({ ...live, awayScore: 14, lastPlay: 'Play 3' }));
    await wait(29_000);
    expect(screen.queryByText('Play 3')).not.toBeInTheDocument();
    await wait(1_000);
    expect(screen.getByText('Play 3')).toBeInTheDocument();
  });
});
