import type { Game } from '@gg/contracts';
import type { LiveScoreHandlers } from '@gg/service-kit/live-scores';
import { finalGame, liveGame, scheduledGame } from '@gg/contracts/testing';
import { startBackground } from './background';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function fakes() {
  const calls = { all: 0, games: [] as string[][], idle: 0, closed: 0 };
  let handlers: LiveScoreHandlers | null = null;
  const refresher = {
    refreshAll: async () => { calls.all++; return { generated: 0, stored: 0, updatedAt: new Date().toISOString() }; },
    refreshGames: async (games: Game[]) => { calls.games.push(games.map((g) => g.id)); return { generated: 0, stored: 0, updatedAt: new Date().toISOString() }; },
    idle: async () => { calls.idle++; },
  };
  const subscribe = (h: LiveScoreHandlers) => {
    handlers = h;
    return { close: () => { calls.closed++; }, isOpen: () => true };
  };
  return { calls, refresher, subscribe, push: () => handlers as LiveScoreHandlers };
}

const change = (game: Game, changes: Array<'score' | 'status' | 'play' | 'clock' | 'new'>) => ({ gameId: game.id, changes, game, at: new Date().toISOString() });

describe('background generation: the timer and the live stream', () => {
  it('refreshes at start and then on the timer', async () => {
    const f = fakes();
    const bg = startBackground({ refresher: f.refresher, refreshMs: 40, debounceMs: 10, log: () => {} });
    await sleep(100);
    await bg.stop();
    const runs = f.calls.all;
    expect(runs).toBeGreaterThanOrEqual(3); // at start, then every 40 ms
    await sleep(60);
    expect(f.calls.all).toBe(runs); // stopped
    expect(bg.streamOpen()).toBe(false);
  });

  it('retries a failed run soon (the sports service may start after us), not a whole interval later', async () => {
    jest.useFakeTimers();
    try {
      const f = fakes();
      let failures = 2;
      const refresher = { ...f.refresher, refreshAll: async () => { f.calls.all++; if (failures-- > 0) throw new Error('ECONNREFUSED'); return { generated: 1, stored: 1, updatedAt: new Date().toISOString() }; } };
      const bg = startBackground({ refresher, refreshMs: 600_000, debounceMs: 10, log: () => {} });
      await jest.advanceTimersByTimeAsync(0);
      expect(f.calls.all).toBe(1); // at start: refused
      await jest.advanceTimersByTimeAsync(2_000);
      expect(f.calls.all).toBe(2); // 2 s later: refused again
      await jest.advanceTimersByTimeAsync(4_000);
      expect(f.calls.all).toBe(3); // 4 s later: works
      await jest.advanceTimersByTimeAsync(60_000);
      expect(f.calls.all).toBe(3); // back on the 10-minute schedule
      await bg.stop();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gathers pushed changes of live games into one regeneration; a scheduled game\'s chatter is ignored', async () => {
    const f = fakes();
    const bg = startBackground({ refresher: f.refresher, refreshMs: 60_000, debounceMs: 30, subscribe: f.subscribe, log: () => {} });
    const a = liveGame({ id: '1' });
    const b = liveGame({ id: '2' });
    f.push().onGame(change(a, ['score']));
    f.push().onGame(change(b, ['clock']));
    f.push().onGame(change(a, ['play']));
    f.push().onGame(change(scheduledGame({ id: '3' }), ['new']));
    f.push().onGame(change(finalGame({ id: '4' }), ['status'])); // a game just ended
    f.push().onGame(change(finalGame({ id: '5' }), ['clock'])); // a final with no news
    await sleep(80);
    expect(f.calls.games).toEqual([['1', '2', '4']]);
    expect(bg.streamOpen()).toBe(true);
    await bg.stop();
    expect(f.calls.closed).toBe(1);
    expect(f.calls.idle).toBe(1);
  });

  it('does not wait forever when changes keep coming (a ceiling on the debounce)', async () => {
    const f = fakes();
    const bg = startBackground({ refresher: f.refresher, refreshMs: 60_000, debounceMs: 40, maxWaitMs: 100, subscribe: f.subscribe, log: () => {} });
    const started = Date.now();
    while (Date.now() - started < 250) {
      f.push().onGame(change(liveGame({ id: '1' }), ['clock']));
      await sleep(10);
    }
    expect(f.calls.games.length).toBeGreaterThanOrEqual(2);
    await bg.stop();
  });

  it('on (re)connection, catches up on the games being played and the finished ones', async () => {
    const f = fakes();
    const bg = startBackground({ refresher: f.refresher, refreshMs: 60_000, debounceMs: 10, subscribe: f.subscribe, log: () => {} });
    f.push().onSnapshot([liveGame({ id: '1' }), finalGame({ id: '2' }), scheduledGame({ id: '3' })]);
    await sleep(50);
    expect(f.calls.games).toEqual([['1', '2']]);
    await bg.stop();
  });
});
