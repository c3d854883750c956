import {
  BettingOddsSchema, GameSchema, InjurySchema, LiveGameDataSchema, NewsItemSchema, PlayerAdvancedStatsSchema, PlayerBioSchema, PlayerSchema,
  PlayerSeasonStatsSchema, PlaySchema, StandingSchema, TeamSchema,
} from '@gg/contracts';
import ICAL from 'ical.js';
import request from 'supertest';
import { z } from 'zod';
import { gamesFromScoreboard } from '../data-access/espn/normalize/games';
import { readFixture } from '../data-access/providers/fixture-files';
import { recordedApp } from '../test-support';

const REPLAY_GAME = '401547417';

describe('sports API over the recorded provider', () => {
  // a fast replay: the recorded game is live about a minute (real time) in
  const t0 = Date.now();
  let fakeNow = t0;
  const sports = recordedApp({ speed: 60, now: () => new Date(fakeNow) });
  const app = sports.app;
  afterAll(() => sports.dispose());
  const { age } = sports;

  const list = async (path: string, schema: z.ZodType) => {
    const res = await request(app).get(path).expect(200).expect('Content-Type', /json/);
    expect(z.array(schema).safeParse(res.body).success).toBe(true);
    expect(res.headers['x-data-stale']).toBe('false');
    expect(Date.parse(String(res.headers['x-data-updated']))).not.toBeNaN();
    return res.body as Array<Record<string, unknown>>;
  };

  describe('games', () => {
    it('/api/scores/live: the slate with live, final and upcoming games', async () => {
      fakeNow = t0 + 30_000; // 1800 virtual s: the replayed game is live
      const games = await list('/api/scores/live', GameSchema);
      const statuses = new Set(games.map((g) => g.status));
      expect(statuses).toEqual(new Set(['live', 'final', 'scheduled']));
      expect(games.find((g) => g.id === REPLAY_GAME)?.status).toBe('live');
    });

    it('/api/games/upcoming: only scheduled games, soonest first', async () => {
      const games = await list('/api/games/upcoming', GameSchema);
      expect(games.length).toBe(16);
      expect(games.every((g) => g.status === 'scheduled')).toBe(true);
      const dates = games.map((g) => Date.parse(String(g.gameDate)));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    });

    it('/api/games/week/:week: a regular-season week, and empty weeks', async () => {
      const recordedWeek15 = gamesFromScoreboard(readFixture('scoreboard_2024_reg_wk15_dates20241215_final.json')).length;
      expect((await list('/api/games/week/15?seasonType=2', GameSchema)).length).toBe(recordedWeek15);
      expect(await list('/api/games/week/9?seasonType=2', GameSchema)).toEqual([]);
      expect(await list('/api/games/week/2?seasonType=1', GameSchema)).toEqual([]);
    });

    it.each([
      ['/api/games/week/abc?seasonType=2', /week must be a whole number from 1 to 18/],
      ['/api/games/week/19?seasonType=2', /from 1 to 18/],
      ['/api/games/week/5?seasonType=1', /from 1 to 4/],
      ['/api/games/week/3?seasonType=7', /seasonType must be 1 \(preseason\) or 2/],
      ['/api/games/abc/plays', /Game id must be a numeric id/],
    ])('%s -> 400 with a clear message', async (path, message) => {
      const res = await request(app).get(path).expect(400);
      expect(res.body.error.message).toMatch(message);
    });

    it('/api/games/:id/live-data, /plays, /odds for the replayed game', async () => {
      const live = await request(app).get(`/api/games/${REPLAY_GAME}/live-data`).expect(200);
      const data = LiveGameDataSchema.parse(live.body);
      expect(data.playByPlay.length).toBeGreaterThan(0);
      expect(data.bettingOdds.length).toBeGreaterThan(5); // the recorded core odds list
      const plays = await list(`/api/games/${REPLAY_GAME}/plays`, PlaySchema);
      expect(plays.length).toBe(data.playByPlay.length);
      const odds = await list(`/api/games/${REPLAY_GAME}/odds`, BettingOddsSchema);
      expect(odds.map((o) => o.provider)).toContain('ESPN BET');
    });

    it('unknown game -> 404', async () => {
      const res = await request(app).get('/api/games/999999/live-data').expect(404);
      expect(res.body.error.message).toMatch(/No game with id 999999/);
    });

    it('POST /api/games/refresh polls and reports', async () => {
      const res = await request(app).post('/api/games/refresh').set('Content-Type', 'application/json').expect(200);
      expect(res.body).toMatchObject({ refreshed: true, polled: true, stale: false });
    });
  });

  describe('predictions and fantasy', () => {
    it('come from real odds for the upcoming games', async () => {
      const upcoming = (await request(app).get('/api/games/upcoming')).body as Array<{ id: string }>;
      const ids = upcoming.slice(0, 10).map((g) => g.id).join(',');
      const predictions = (await request(app).get(`/api/predictions?gameIds=${ids}`).expect(200)).body;
      expect(predictions).toHaveLength(10);
      for (const p of predictions) {
        expect(['moneyline', 'spread']).toContain(p.basis);
        expect(p.homeWinProbability + p.awayWinProbability).toBeCloseTo(1, 5);
        expect(p.confidence).toBeGreaterThanOrEqual(5);
        expect(p.confidence).toBeLessThanOrEqual(9);
        expect(p.explanation.length).toBeGreaterThan(10);
      }
      const fantasy = (await request(app).get(`/api/fantasy?gameIds=${ids}`).expect(200)).body;
      expect(fantasy).toHaveLength(10);
      for (const f of fantasy) expect(['Close Game', 'Balanced', 'Mismatch']).toContain(f.matchup);
    });

    it('skips unknown ids and rejects malformed or too many', async () => {
      expect((await request(app).get('/api/predictions?gameIds=123456789').expect(200)).body).toEqual([]);
      await request(app).get('/api/predictions').expect(400);
      await request(app).get('/api/predictions?gameIds=abc').expect(400);
      const many = Array.from({ length: 500 }, (_, i) => 1000 + i).join(',');
      const res = await request(app).get(`/api/fantasy?gameIds=${many}`).expect(400);
      expect(res.body.error.message).toMatch(/At most 50 gameIds/);
    });
  });

  describe('teams and players', () => {
    it('/api/teams and /api/teams/:id (coach from the roster)', async () => {
      expect((await list('/api/teams', TeamSchema)).length).toBe(32);
      const kc = TeamSchema.parse((await request(app).get('/api/teams/12').expect(200)).body);
      expect(kc).toMatchObject({ abbreviation: 'KC', conference: 'AFC', division: 'AFC West' });
      expect(kc.headCoach).toBe('Andy Reid');
      await request(app).get('/api/teams/99').expect(404);
      await request(app).post('/api/teams/refresh').expect(200);
    });

    it('/api/players/:teamId: a roster, an empty one, an unknown team', async () => {
      const roster = await list('/api/players/12', PlayerSchema);
      expect(roster.length).toBeGreaterThan(40);
      expect(await list('/api/players/1', PlayerSchema)).toEqual([]);
      const res = await request(app).get('/api/players/77').expect(404);
      expect(res.body.error.message).toMatch(/No team with id 77/);
    });

    it('player bio, season stats and advanced stats', async () => {
      const bio = PlayerBioSchema.parse((await request(app).get('/api/player/3139477/bio?expectedName=Patrick%20Mahomes').expect(200)).body);
      expect(bio.name).toBe('Patrick Mahomes');
      const stats = z.array(PlayerSeasonStatsSchema).parse((await request(app).get('/api/players/3139477/stats?season=2024').expect(200)).body);
      expect(stats[0]?.passingYards).toBeGreaterThan(3000);
      PlayerAdvancedStatsSchema.parse((await request(app).get('/api/players/3139477/advanced-stats').expect(200)).body);
      // a player the provider has nothing for: an empty answer, not a failure (a 404 is a red line in
      // every fan's console, three times for one profile)
      expect((await request(app).get('/api/player/4250360/bio?expectedName=Bailey%20Zappe').expect(200)).body).toBeNull();
      expect((await request(app).get('/api/players/4250360/stats?season=2024').expect(200)).body).toEqual([]);
      expect((await request(app).get('/api/players/4250360/advanced-stats').expect(200)).body).toBeNull();
      await request(app).get('/api/player/abc/bio').expect(400);
      await request(app).get('/api/players/3139477/stats?season=24').expect(400);
    });
  });

  describe('injuries, news, standings', () => {
    it('/api/injuries drops ACTIVE entries unless includeGeneric=true; teamId filters', async () => {
      const injured = await list('/api/injuries', InjurySchema);
      expect(injured.every((i) => i.status !== null)).toBe(true);
      const all = await list('/api/injuries?includeGeneric=true', InjurySchema);
      expect(all.length).toBeGreaterThan(injured.length);
      const kc = await list('/api/injuries?teamId=12', InjurySchema);
      expect(kc.every((i) => i.teamId === '12')).toBe(true);
      await request(app).get('/api/injuries?teamId=abc').expect(400);
      await request(app).get('/api/injuries?includeGeneric=maybe').expect(400);
      await request(app).post('/api/injuries/refresh').expect(200);
    });

    it('/api/news for the league and a team', async () => {
      const league = await list('/api/news', NewsItemSchema);
      expect(league.length).toBeGreaterThan(0);
      // the recorded league feed carries a golf story and a WNBA story: not NFL news
      expect(league.map((n) => n.headline).join('\n')).not.toMatch(/PGA Championship|WNBA/);
      expect((await list('/api/news?teamId=12', NewsItemSchema)).length).toBeGreaterThan(0);
      await request(app).post('/api/news/refresh').expect(200);
    });

    it('a refresh renews the list that was asked for: the league, or one team (?teamId=)', async () => {
      const kcBefore = await request(app).get('/api/injuries?teamId=12').expect(200);
      fakeNow += 5_000;
      await age('injuries:12'); // a refresh right after the last answer is answered from it
      const refreshed = await request(app).post('/api/injuries/refresh?teamId=12').expect(200);
      expect(refreshed.body).toMatchObject({ refreshed: true, stale: false });
      const kcAfter = await request(app).get('/api/injuries?teamId=12').expect(200);
      expect(Date.parse(String(kcAfter.headers['x-data-updated']))).toBeGreaterThan(Date.parse(String(kcBefore.headers['x-data-updated'])));
      // one refresh of the league renews both views of it (with and without ESPN's listed entries)
      const leagueBefore = await request(app).get('/api/injuries?includeGeneric=true').expect(200);
      fakeNow += 5_000;
      await age('injuries:all');
      await request(app).post('/api/injuries/refresh').expect(200);
      const leagueAfter = await request(app).get('/api/injuries').expect(200);
      expect(Date.parse(String(leagueAfter.headers['x-data-updated']))).toBeGreaterThan(Date.parse(String(leagueBefore.headers['x-data-updated'])));
      const teamNews = await request(app).post('/api/news/refresh?teamId=12').expect(200);
      expect(teamNews.body.count).toBeGreaterThan(0);
      await request(app).post('/api/news/refresh?teamId=999').expect(404);
      await request(app).post('/api/injuries/refresh?teamId=abc').expect(400);
    });

    it('/api/standings: 32 teams with win percentages as fractions', async () => {
      const standings = await list('/api/standings', StandingSchema);
      expect(standings).toHaveLength(32);
      expect(standings.every((s) => Number(s.winPercentage) >= 0 && Number(s.winPercentage) <= 1)).toBe(true);
      await request(app).post('/api/standings/refresh').expect(200);
    });
  });

  describe('calendar feeds', () => {
    const calendar = async (path: string) => {
      const res = await request(app).get(path).expect(200).expect('Content-Type', 'text/calendar; charset=utf-8');
      const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      return { res, events };
    };

    it('/api/calendar/all.ics: every game on the scoreboard and in the coming weeks, once each', async () => {
      const { res, events } = await calendar('/api/calendar/all.ics');
      const upcoming = (await request(app).get('/api/games/upcoming').expect(200)).body as Array<{ id: string; gameDate: string }>;
      expect(events.length).toBeGreaterThan(0);
      const uids = events.map((e) => e.uid);
      expect(new Set(uids).size).toBe(uids.length);
      for (const g of upcoming) expect(uids).toContain(`game-${g.id}@gridiron-guide`);
      expect(res.headers['content-disposition']).toBe('inline; filename="nfl-games.ics"');
    });

    it("/api/calendar/{teamId}.ics: only that team's games", async () => {
      const { res, events } = await calendar('/api/calendar/12.ics');
      expect(events.length).toBeGreaterThan(0);
      for (const e of events) expect(e.summary).toContain('Kansas City Chiefs');
      expect(res.headers['content-disposition']).toBe('inline; filename="kc-games.ics"');
    });

    it('answers an unknown team with a 404 and a malformed feed name with a 400, in JSON', async () => {
      const missing = await request(app).get('/api/calendar/999.ics').expect(404).expect('Content-Type', /json/);
      expect(missing.body.error.message).toBe('No team with id 999');
      const bad = await request(app).get('/api/calendar/chiefs.ics').expect(400).expect('Content-Type', /json/);
      expect(bad.body.error.message).toMatch(/all\.ics or \{teamId\}\.ics/);
    });
  });
});

describe('kickoff times over the recorded provider, started at an odd second', () => {
  // the service started at 14:03:15.321: the recordings are moved to its time, the replay runs from it
  const startedAt = Date.parse('2026-11-22T14:03:15.321Z');
  let now = startedAt;
  const sports = recordedApp({ speed: 60, now: () => new Date(now) });
  afterAll(() => sports.dispose());

  it('are whole minutes in the games, as the schedule shows them, and in the calendar feed', async () => {
    for (const at of [startedAt + 1_000, startedAt + 30_000, startedAt + 3_600_000]) { // pregame, live, after the final
      now = at;
      const slate = (await request(sports.app).get('/api/scores/live').expect(200)).body as Array<{ id: string; gameDate: string }>;
      const upcoming = (await request(sports.app).get('/api/games/upcoming').expect(200)).body as Array<{ id: string; gameDate: string }>;
      for (const g of [...slate, ...upcoming]) expect({ id: g.id, gameDate: g.gameDate }).toEqual({ id: g.id, gameDate: expect.stringMatching(/T\d\d:\d\d:00\.000Z$/) });
      const feed = await request(sports.app).get('/api/calendar/all.ics').expect(200);
      const events = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      expect(events.length).toBeGreaterThan(10);
      for (const e of events) expect({ uid: e.uid, second: e.startDate.second }).toEqual({ uid: e.uid, second: 0 });
      expect(feed.text).not.toMatch(/DTSTART[^\n]*T\d{4}(?!00)\d\d/);
    }
  });
});
