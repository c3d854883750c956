import type { TalkingPoint } from '@gg/contracts';
import { openTalkingPointStore } from '../data-access/talking-point-store';
import { inMemorySports } from '../test/in-memory-sports';
import { CAPTURED_AT, replayAt, replayFinal, REPLAY_ID, REPLAY_PLAY_COUNT } from '../test/recorded-game-day';
import { createRefresher, SportsUnavailable } from './refresh';

const MIN = 60_000;

function setup() {
  const sports = inMemorySports();
  const store = openTalkingPointStore(':memory:');
  const clock = { now: CAPTURED_AT };
  const logs: string[] = [];
  const refresher = createRefresher({ store, sports: sports.source, now: () => clock.now, log: (m) => logs.push(m) });
  const shown = (category?: TalkingPoint['category']) => store.list({ category, limit: 50, now: clock.now });
  const replayPoints = () => shown().filter((p) => p.source === `game:${REPLAY_ID}`);
  return { sports, store, clock, logs, refresher, shown, replayPoints };
}

describe('the replayed live game, through the refresher and the store', () => {
  it('yields a live point while it is played, ends it at the final and puts the result point in its place', async () => {
    const { sports, clock, refresher, store, replayPoints } = setup();
    // before kickoff: GB at ATL is not worth an upcoming point (1-1 against 2-0), nothing about it
    const kickoff = new Date(CAPTURED_AT.getTime() - 12 * MIN);
    const pregame = { ...replayAt(0).game, status: 'scheduled' as const, statusDetail: 'Scheduled', period: null, clock: null, gameDate: new Date(clock.now.getTime() + MIN).toISOString() };
    sports.setGame(pregame, { plays: [], odds: [] });
    await refresher.refreshAll();
    expect(replayPoints()).toEqual([]);

    // the game as the live stream pushes it, every 10 plays, a minute apart
    let firstLive: TalkingPoint | undefined;
    for (let k = 1; k <= REPLAY_PLAY_COUNT; k += 10) {
      clock.now = new Date(clock.now.getTime() + MIN);
      const { game, detail } = replayAt(k);
      sports.state.details.set(REPLAY_ID, detail);
      await refresher.refreshGames([{ ...game, gameDate: kickoff.toISOString() }]);
      const now = replayPoints();
      expect(now.map((p) => p.category)).toEqual(['live_game']);
      firstLive ??= now[0];
      expect(now[0]?.createdAt).toBe(firstLive?.createdAt); // the same point, updated in place
      expect(now[0]?.context).toContain(`Green Bay Packers ${game.awayScore}, Atlanta Falcons ${game.homeScore}`);
    }

    // the final whistle
    clock.now = new Date(clock.now.getTime() + MIN);
    const final = replayFinal();
    sports.state.details.set(REPLAY_ID, final.detail);
    await refresher.refreshGames([{ ...final.game, gameDate: kickoff.toISOString() }]);
    const after = replayPoints();
    expect(after.map((p) => p.category)).toEqual(['recent_performance']);
    expect(after[0]?.title).toBe('Falcons rally past the Packers');
    const live = store.getMany([`live_game:game:${REPLAY_ID}`]).get(`live_game:game:${REPLAY_ID}`);
    expect(live?.expiresAt).toBe(clock.now.toISOString()); // ended when the game did
  });

  it('withdraws the live point while the plays run ahead of the pushed score, and makes it again once they agree', async () => {
    const { sports, clock, refresher, replayPoints } = setup();
    sports.setGame(replayAt(120).game, replayAt(120).detail);
    await refresher.refreshAll();
    expect(replayPoints()).toEqual([expect.objectContaining({ category: 'live_game', talkingPoint: expect.stringMatching(/17-12/) })]);
    // the stream pushed 17-12 at 1:01 in the third; the plays read a moment later already hold the Packers' touchdown
    clock.now = new Date(clock.now.getTime() + MIN);
    sports.state.details.set(REPLAY_ID, replayAt(130).detail);
    await refresher.refreshGames([replayAt(127).game]);
    expect(replayPoints()).toEqual([]);
    // the next push carries 24-12: the score and the plays agree again
    clock.now = new Date(clock.now.getTime() + MIN);
    await refresher.refreshGames([replayAt(130).game]);
    const [back] = replayPoints();
    expect(back).toMatchObject({ category: 'live_game', talkingPoint: expect.stringMatching(/24-12/) });
    expect(`${back?.talkingPoint} ${back?.context}`).not.toMatch(/rally|down 12|--/i);
  });

  it('a full refresh that finds the game live makes the same live point', async () => {
    const { sports, refresher, replayPoints } = setup();
    const { game, detail } = replayAt(156);
    sports.setGame(game, detail);
    await refresher.refreshAll();
    expect(replayPoints()).toEqual([expect.objectContaining({ category: 'live_game', talkingPoint: expect.stringMatching(/24-22/) })]);
    expect(sports.calls[`gameDetail:${REPLAY_ID}`]).toBe(1);
  });
});

describe('refresh runs', () => {
  it('keep the first createdAt of a point across regenerations', async () => {
    const { clock, refresher, shown } = setup();
    await refresher.refreshAll();
    const first = shown();
    clock.now = new Date(clock.now.getTime() + 5 * MIN);
    const again = await refresher.refreshAll();
    expect(again.updatedAt).toBe(clock.now.toISOString());
    expect(shown().map((p) => [p.id, p.createdAt])).toEqual(first.map((p) => [p.id, p.createdAt]));
  });

  it('are single-flight: two refreshes at once read the sports service once and share the result', async () => {
    const { sports, refresher } = setup();
    sports.state.delayMs = 30;
    const [a, b] = await Promise.all([refresher.refreshAll(), refresher.refreshAll()]);
    expect(a).toBe(b);
    expect(sports.calls.liveScores).toBe(1);
    await refresher.refreshAll();
    expect(sports.calls.liveScores).toBe(2);
  });

  it('never overlap: a live change waits for the full refresh in progress', async () => {
    const { sports, refresher } = setup();
    sports.state.delayMs = 30;
    const order: string[] = [];
    const full = refresher.refreshAll().then(() => order.push('full'));
    const { game, detail } = replayAt(100);
    sports.state.details.set(REPLAY_ID, detail);
    const change = refresher.refreshGames([game]).then(() => order.push('change'));
    await Promise.all([full, change]);
    expect(order).toEqual(['full', 'change']);
    await refresher.idle();
  });

  it('read a final game\'s plays once, a live game\'s every time, and lines only for games worth a point', async () => {
    const { sports, refresher } = setup();
    await refresher.refreshAll();
    await refresher.refreshAll();
    expect(sports.calls[`gameDetail:${REPLAY_ID}`]).toBe(1); // a final with its plays: read once
    expect(sports.calls['gameDetail:401671681']).toBe(2); // the recorded finals have no plays: asked again
    const oddsAsked = Object.keys(sports.calls).filter((k) => k.startsWith('odds:')).sort();
    expect(oddsAsked).toEqual(['odds:401772714', 'odds:401772722', 'odds:401772723', 'odds:401772918']); // the marquee games
  });

  it('skips the game requests it has no time left for', async () => {
    const { sports, store, logs } = setup();
    sports.state.delayMs = 20;
    const refresher = createRefresher({ store, sports: sports.source, now: () => CAPTURED_AT, concurrency: 1, detailBudgetMs: 50, log: (m) => logs.push(m) });
    const result = await refresher.refreshAll();
    expect(result.generated).toBeGreaterThan(10);
    expect(logs.join('\n')).toMatch(/\d+ of \d+ game requests to the sports service failed or ran out of time/);
    expect(Object.keys(sports.calls).filter((k) => k.startsWith('gameDetail:')).length).toBeLessThan(10);
  });

  it('with every source down: a 503 sports_unavailable with the reason, nothing stored touched', async () => {
    const { sports, refresher, shown } = setup();
    await refresher.refreshAll();
    const before = shown();
    sports.fail('liveScores', 'upcoming', 'teams', 'standings', 'injuries', 'news', 'gameDetail', 'odds');
    const err = await refresher.refreshAll().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SportsUnavailable);
    expect(err).toMatchObject({ status: 503, code: 'sports_unavailable', retryAfterSeconds: 30, message: expect.stringMatching(/sports service is unavailable \(GET liveScores: connection refused\)/) });
    expect(shown()).toEqual(before);
    expect(refresher.status().lastError).toMatch(/connection refused/);
  });

  it('with one game request failing: the other points are made, the failure logged', async () => {
    const { sports, refresher, shown, logs } = setup();
    sports.fail('gameDetail');
    const result = await refresher.refreshAll();
    expect(result.generated).toBeGreaterThan(15);
    // without its plays the Falcons' win is still a one-score result, but no comeback is claimed
    const falcons = shown().find((p) => p.source === `game:${REPLAY_ID}`);
    expect(falcons?.title).toBe('Falcons edge the Packers');
    expect(logs.join('\n')).toMatch(/game requests to the sports service failed or ran out of time/);
  });
});
