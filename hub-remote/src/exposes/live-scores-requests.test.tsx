/**
 * Request discipline on /live-scores. With the stream up, requests do not grow with the slate:
 * pushed changes patch the cached slate, cards take their latest play from the pushed game, odds are
 * read once per game, and only the open game's plays are refreshed after a pushed play or score.
 * Without the stream, the polling comes back: slate every 30 s, open game's live data every 30 s,
 * each live card's plays every 10 s; and it stops once the stream is back.
 */
import type { Game, GameChange, GameChangeKind, LiveGameData, Play } from '@gg/contracts';
import { mockFetch, renderWithProviders } from '@gg/ui/testing';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIVE_DATA_POLL_MS } from '../features/games/api/get-live-data';
import { LIVE_SCORES_POLL_MS } from '../features/games/api/get-live-scores';
import { PLAYS_POLL_MS } from '../features/games/api/get-plays';
import { CONNECT_TIMEOUT_MS } from '../shared/live-stream/event-stream';
import { installFakeEventSource, type FakeEventSource } from '../shared/live-stream/testing/fake-event-source';
import { updateViewingPreferences } from '@gg/preferences';
import LiveScoresPage from './live-scores-page';
import { packersAtFalcons } from '../features/games/test-games';

const UPDATED = '2030-11-22T19:00:00.000Z';
/** Green Bay at Atlanta at Mercedes-Benz Stadium on FOX, in the second quarter's 5:49, unless a game says otherwise. */
const base = { gameDate: '2030-11-22T18:00:00.000Z', venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', period: 2, clock: '5:49' } satisfies Partial<Game>;
const liveGame = (n: number): Game => packersAtFalcons({
  ...base, id: String(10 + n), status: 'live', statusDetail: '5:49 - 2nd', awayScore: 7, homeScore: 3,
  awayTeam: `Away Team ${n}`, homeTeam: `Home Team ${n}`, lastPlay: `Play ${n}.1`,
});
const upcoming: Game = packersAtFalcons({ ...base, id: '200', awayTeam: 'Upcoming Away', homeTeam: 'Upcoming Home' });
const final: Game = packersAtFalcons({ ...base, id: '300', status: 'final', statusDetail: 'Final', awayScore: 24, homeScore: 17, awayTeam: 'Final Away', homeTeam: 'Final Home' });

const play = (id: string, description: string): Play => ({
  id, quarter: 2, clock: '5:49', playType: 'Pass Reception', yards: 12, scoringPlay: false, turnover: false, penalty: false, description, awayScore: 7, homeScore: 3,
});
const odds = [{ id: 'o1', provider: 'ESPN BET', awayTeamSpread: 3.5, homeTeamSpread: -3.5, overUnder: 44.5, awayTeamMoneyline: 150, homeTeamMoneyline: -170 }];
const json = (body: unknown, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json', ...headers } });

/** The plays the server has for each game right now (tests add to them). */
let serverPlays: Map<string, Play[]>;

function serve(games: Game[], { liveDataOdds = odds }: { liveDataOdds?: typeof odds } = {}) {
  serverPlays = new Map(games.map((g) => [g.id, [play(`${g.id}-1`, `Play ${g.id}.1`)]]));
  const routes: Record<string, unknown> = {
    '/api/scores/live': json(games, { 'X-Data-Updated': UPDATED, 'X-Data-Stale': 'false' }),
  };
  for (const g of games) {
    routes[`/api/games/${g.id}/plays`] = () => new Response(JSON.stringify(serverPlays.get(g.id)), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });
    routes[`/api/games/${g.id}/odds`] = json(odds);
    routes[`/api/games/${g.id}/live-data`] = () => new Response(JSON.stringify({
      gameId: g.id, lastUpdated: new Date().toISOString(), stale: false, playByPlay: serverPlays.get(g.id) ?? [], bettingOdds: liveDataOdds,
    } satisfies LiveGameData));
  }
  return mockFetch(routes as Parameters<typeof mockFetch>[0]).calls;
}

const count = (calls: string[], pattern: RegExp) => calls.filter((c) => pattern.test(c)).length;
const since = (calls: string[], mark: number) => calls.slice(mark);
const wait = (ms: number) => act(async () => { await jest.advanceTimersByTimeAsync(ms); });
const change = (game: Game, changes: GameChangeKind[]): GameChange => ({ gameId: game.id, changes, game, at: new Date().toISOString() });

let stream: ReturnType<typeof installFakeEventSource>;
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(UPDATED) });
  stream = installFakeEventSource();
  user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // these requests are counted with odds shown (they are off until the fan turns them on)
  updateViewingPreferences({ showOdds: true });
});
afterEach(() => {
  localStorage.clear();
  stream.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Renders the screen with the stream open and the slate loaded; returns the connection. */
async function openScreen(games: Game[]): Promise<FakeEventSource> {
  renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
  const source = stream.latest();
  act(() => {
    source.open();
    source.emit('snapshot', { games, updatedAt: UPDATED, stale: false }, '1');
  });
  await screen.findAllByRole('article');
  await wait(1000); // first load settles (odds)
  expect(screen.getByText(/^Live updates on ·/)).toBeInTheDocument();
  return source;
}

const cardOf = (game: Game) => screen.getByRole('article', { name: `${game.awayTeam} at ${game.homeTeam}` });

describe('Live Scores requests with the stream up', () => {
  async function steadyRequests(liveCount: number) {
    const games = [...Array.from({ length: liveCount }, (_, i) => liveGame(i + 1)), upcoming, final];
    const calls = serve(games);
    const source = await openScreen(games);
    const firstLoad = [...calls];
    const mark = calls.length;
    let id = 2;
    for (let minute = 1; minute <= 3; minute++) {
      for (const game of games.filter((g) => g.status === 'live')) {
        const moved = { ...game, awayScore: game.awayScore + minute, lastPlay: `Play ${game.id}.${minute + 1}`, statusDetail: `${5 - minute}:00 - 2nd` };
        act(() => { source.emit('game', change(moved, ['score', 'play', 'clock', 'status']), String(id++)); });
      }
      await wait(60_000);
    }
    return { firstLoad, steady: since(calls, mark), games };
  }

  it('makes no more requests with 9 live games than with 1: none after the first load, whose only calls are the slate and odds once per game', async () => {
    const one = await steadyRequests(1);
    cleanup();
    stream.restore();
    stream = installFakeEventSource();
    const nine = await steadyRequests(9);
    expect(screen.getByText('Play 19.4')).toBeInTheDocument(); // the pushed latest play, with no plays call

    expect(nine.steady.length).toBeLessThanOrEqual(one.steady.length);
    expect(one.steady).toEqual([]);
    expect(nine.steady).toEqual([]);
    for (const { firstLoad, games } of [one, nine]) {
      expect(count(firstLoad, /^\/api\/scores\/live$/)).toBe(1);
      expect(count(firstLoad, /\/plays$|\/live-data$/)).toBe(0);
      expect(count(firstLoad, /\/odds$/)).toBe(games.filter((g) => g.status !== 'final').length);
    }
  });

  it('shows a pushed score change on the card without any request', async () => {
    const game = liveGame(1);
    const calls = serve([game, upcoming]);
    const source = await openScreen([game, upcoming]);
    const mark = calls.length;
    act(() => { source.emit('game', change({ ...game, awayScore: 14, lastPlay: 'A.Jones 1 yd run (kick is good)' }, ['score', 'play']), '2'); });
    await wait(0); // the cache tells the screen on the next tick
    const card = cardOf(game);
    expect(within(card).getByText('14')).toBeInTheDocument();
    expect(within(card).getByText('14').closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(card).getByText('A.Jones 1 yd run (kick is good)')).toBeInTheDocument();
    await wait(120_000);
    expect(since(calls, mark)).toEqual([]);
  });

  it('refreshes the open game\'s plays once per pushed play or score, for that game only, only while it is open', async () => {
    const [a, b] = [liveGame(1), liveGame(2)];
    const calls = serve([a, b]);
    const source = await openScreen([a, b]);
    let mark = calls.length;

    await user.click(within(cardOf(a)).getByRole('button', { name: 'View Details' }));
    expect(await screen.findByRole('list', { name: 'Plays, newest first' })).toBeInTheDocument();
    await wait(1000);
    // opening: the live data once, which also fills the plays and odds (no separate calls), and the
    // glossary once for the words in the plays (read once per visit)
    expect(since(calls, mark)).toEqual([`/api/games/${a.id}/live-data`, '/api/glossary']);
    mark = calls.length;

    serverPlays.get(a.id)!.push(play(`${a.id}-2`, 'J.Love pass deep left for 40 yards'));
    act(() => { source.emit('game', change({ ...a, lastPlay: 'J.Love pass deep left for 40 yards' }, ['play', 'clock']), '2'); });
    await wait(1000);
    expect(since(calls, mark)).toEqual([`/api/games/${a.id}/plays`]);
    const feed = screen.getByRole('list', { name: 'Plays, newest first' });
    expect(within(feed).getByText('J.Love pass deep left for 40 yards')).toBeInTheDocument();
    // the card and the panel share the game's plays: the card's latest play gets its clock
    expect(within(cardOf(a)).getByText('Latest play · Q2 5:49')).toBeInTheDocument();
    mark = calls.length;

    act(() => {
      source.emit('game', change({ ...a, statusDetail: '4:10 - 2nd' }, ['clock', 'status']), '3'); // no new play
      source.emit('game', change({ ...b, awayScore: 10 }, ['score', 'play']), '4'); // not the open game
    });
    await wait(60_000);
    expect(since(calls, mark)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => { source.emit('game', change({ ...a, awayScore: 14 }, ['score', 'play']), '5'); });
    await wait(60_000);
    expect(since(calls, mark)).toEqual([]);
  });
});

describe('Live Scores requests without the stream', () => {
  it('polls at its set intervals once the stream fails, and stops when it is back', async () => {
    const [a, b] = [liveGame(1), liveGame(2)];
    const calls = serve([a, b, upcoming]);
    const source = await openScreen([a, b, upcoming]);
    await user.click(within(cardOf(a)).getByRole('button', { name: 'View Details' }));
    await screen.findByRole('list', { name: 'Plays, newest first' });
    await wait(1000);
    let mark = calls.length;

    act(() => { source.fail(); });
    expect(screen.getByText(/^Updates every 30 s ·/)).toBeInTheDocument();
    await wait(60_000); // the stream retries meanwhile, but does not get through
    const polled = since(calls, mark);
    expect(count(polled, /^\/api\/scores\/live$/)).toBe(60_000 / LIVE_SCORES_POLL_MS);
    expect(count(polled, new RegExp(`^/api/games/${a.id}/live-data$`))).toBe(60_000 / LIVE_DATA_POLL_MS);
    // each live card's plays every 10 s: b's at once too (it had none yet); the open game's also
    // come with its live data, which restarts their 10 s wait, so a's two sources add up to one per 10 s
    expect(count(polled, new RegExp(`^/api/games/${b.id}/plays$`))).toBe(60_000 / PLAYS_POLL_MS + 1);
    expect(count(polled, new RegExp(`^/api/games/${a.id}/(plays|live-data)$`))).toBe(60_000 / PLAYS_POLL_MS);
    expect(count(polled, /\/odds$/)).toBe(0);
    expect(count(polled, new RegExp(`/api/games/${upcoming.id}/`))).toBe(0);

    // back: the retry gets through (the server starts it with the missed events, here a snapshot), the polling stops
    const retry = stream.latest();
    expect(retry).not.toBe(source);
    act(() => {
      retry.open();
      retry.emit('snapshot', { games: [a, b, upcoming], updatedAt: UPDATED, stale: false }, '2');
    });
    expect(screen.getByText(/^Live updates on ·/)).toBeInTheDocument();
    mark = calls.length;
    await wait(180_000);
    expect(since(calls, mark)).toEqual([]);
  });

  it('keeps polling at its set interval while the gateway refuses the stream, each refusal saying when to return', async () => {
    const game = liveGame(1);
    const calls = serve([game]);
    const source = await openScreen([game]);
    act(() => { source.fail(); });
    const mark = calls.length;
    // every attempt is refused as the gateway refuses an EventSource (streams full, or the service's breaker open):
    // a 200 stream that says only when to come back, here in 10 s, sooner than the slate's 30 s poll
    let refused = 0;
    for (let s = 0; s < 90; s++) {
      const latest = stream.latest();
      if (latest !== source && latest.readyState === latest.CONNECTING) {
        refused++;
        // two tasks in a browser: the page may render between them
        act(() => { latest.open(); });
        act(() => { latest.dispatchEvent(new MessageEvent('reconnect', { data: JSON.stringify({ reason: 'streams_full', status: 503, retryMs: 10_000 }) })); });
      }
      await wait(1_000);
    }
    expect(refused).toBeGreaterThanOrEqual(8);
    expect(screen.getByText(/^Updates every 30 s ·/)).toBeInTheDocument();
    expect(count(since(calls, mark), /^\/api\/scores\/live$/)).toBe(90_000 / LIVE_SCORES_POLL_MS);
  });

  it('polls when the stream never connects, and the slate only while auto-refresh is on', async () => {
    const game = liveGame(1);
    const calls = serve([game]);
    renderWithProviders(<LiveScoresPage />, { route: '/live-scores' });
    await screen.findAllByRole('article');
    expect(screen.getByText(/^Updates every 30 s ·/)).toBeInTheDocument();
    await wait(CONNECT_TIMEOUT_MS); // no answer from the stream: counted as down
    let mark = calls.length;
    await wait(60_000);
    expect(count(since(calls, mark), /^\/api\/scores\/live$/)).toBe(2);
    expect(count(since(calls, mark), /\/plays$/)).toBe(6);

    await user.click(screen.getByRole('checkbox', { name: 'Auto-refresh' }));
    expect(stream.openConnections()).toEqual([]); // auto-refresh off: no stream either
    mark = calls.length;
    await wait(60_000);
    expect(count(since(calls, mark), /^\/api\/scores\/live$/)).toBe(0);
  });
});

it('requests each game\'s odds at most once, whatever happens on the screen', async () => {
  const games = [liveGame(1), liveGame(2), upcoming, final];
  const calls = serve(games, { liveDataOdds: [] });
  const source = await openScreen(games);
  let eventId = 2;
  for (const game of games) {
    await user.click(within(cardOf(game)).getByRole('button', { name: 'View Details' }));
    await screen.findByRole('tab', { name: 'Betting Odds' });
    act(() => { source.emit('game', change({ ...game, awayScore: game.awayScore + 3 }, ['score', 'play']), String(eventId++)); });
    await wait(15_000);
  }
  act(() => { source.fail(); });
  await wait(120_000);
  act(() => { stream.latest().open(); });
  await wait(60_000);
  for (const game of games) expect(count(calls, new RegExp(`^/api/games/${game.id}/odds$`))).toBe(1);
}, 15_000); // four games opened in turn over several minutes of fake time: about 5 s of work on a busy machine
