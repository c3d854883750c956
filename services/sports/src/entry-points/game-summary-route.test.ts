import { GameSummarySchema } from '@gg/contracts';
import type { AddressInfo } from 'node:net';
import { gamesFromScoreboard } from '../data-access/espn/normalize/games';
import { readFixture } from '../data-access/providers/fixture-files';
import { GameReplay } from '../data-access/providers/recorded/replay';
import { recordedApp } from '../test-support';

const REPLAY_GAME = '401547417';
const SPEED = 60;
const start = Date.now();
const replay = new GameReplay(readFixture('summary_401547417_2023_wk2_GB_at_ATL_final.json'), null, { speed: SPEED, startedAt: new Date(start) });
/** Real milliseconds after the start at which the replay is `virtualSeconds` into its cycle. */
const at = (virtualSeconds: number) => start + (virtualSeconds / SPEED) * 1000;
const LIVE = at(600 + 1800); // half an hour of play after the 10-minute pregame
const FINAL = at(replay.cycleSeconds - 600); // in the postgame

describe('GET /api/games/:id/summary on the real app (port 0, recorded provider)', () => {
  let fakeNow = start; // the replay starts its clock when the provider is made
  const sports = recordedApp({ speed: SPEED, now: () => new Date(fakeNow) });
  const server = sports.app.listen(0, '127.0.0.1');
  const get = async (path: string) => {
    if (!server.listening) await new Promise((r) => server.once('listening', r));
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, never> };
  };
  /** Forgets the stored answer for a game, as if its freshness had run out. */
  const forget = (gameId: string) => sports.age(`summary:${gameId}`);
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await sports.dispose();
  });

  it('409 while the replayed game is live: its recorded box score is the final result, a spoiler', async () => {
    fakeNow = LIVE;
    const res = await get(`/api/games/${REPLAY_GAME}/summary`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { status: 409, code: 'not_final', message: expect.stringMatching(/not final yet/) } });
  });

  it('409 for a game not played yet', async () => {
    const upcoming = gamesFromScoreboard(readFixture('scoreboard_2025_reg_wk1_pregame_odds.json'))[0]!;
    expect((await get(`/api/games/${upcoming.id}/summary`)).status).toBe(409);
  });

  it('200 with the whole recorded summary once the replay is final', async () => {
    fakeNow = FINAL;
    await forget(REPLAY_GAME);
    const res = await get(`/api/games/${REPLAY_GAME}/summary`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-data-stale')).toBe('false');
    expect(Date.parse(res.headers.get('x-data-updated') ?? '')).not.toBeNaN();
    const summary = GameSummarySchema.parse(res.body);
    expect(summary.gameId).toBe(REPLAY_GAME);
    expect(summary.scoringPlays).toHaveLength(10);
    expect(summary.lineScore).toEqual({ away: [0, 10, 14, 0], home: [3, 6, 3, 13] });
    expect(summary.teamStats?.away.totalYards).toBe(224);
    expect(summary.leaders.length).toBe(6);
  });

  it('200 for a recorded scoreboard final with what a scoreboard tells: points by quarter and leaders, the rest unknown', async () => {
    const finals = gamesFromScoreboard(readFixture('scoreboard_2024_reg_wk15_dates20241215_final.json'));
    const kcAtCle = finals.find((g) => g.awayTeamAbbreviation === 'KC' && g.homeTeamAbbreviation === 'CLE')!;
    const res = await get(`/api/games/${kcAtCle.id}/summary`);
    expect(res.status).toBe(200);
    const summary = GameSummarySchema.parse(res.body);
    expect(summary).toMatchObject({ gameId: kcAtCle.id, scoringPlays: null, teamStats: null, lineScore: { away: [7, 7, 7, 0], home: [0, 0, 7, 0] } });
    expect(summary.leaders.find((l) => l.category === 'passing')).toMatchObject({ athlete: 'Patrick Mahomes', teamId: '12' });
  });

  it('404 for an unknown game', async () => {
    const res = await get('/api/games/999999/summary');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: { message: expect.stringMatching(/No game with id 999999/) } });
  });

  it.each(['abc', '12ab', '1234567890123'])('400 for the id %s', async (id) => {
    const res = await get(`/api/games/${id}/summary`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { message: expect.stringMatching(/Game id must be a numeric id/) } });
  });
});
