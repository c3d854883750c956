import {
  BettingOddsSchema, GameSchema, InjurySchema, NewsItemSchema, PlayerAdvancedStatsSchema, PlayerBioSchema, PlayerSchema,
  PlayerSeasonStatsSchema, PlaySchema, StandingSchema, TeamSchema,
} from '@gg/contracts';
import type { z } from 'zod';
import { ProviderError } from '../providers/provider';
import { createEspnProvider, createLimiter, MAX_INJURY_REFS_PER_TEAM, type EspnProviderOptions } from './espn-provider';
import { closedPort, startFakeEspn, type FakeEspn } from './fake-espn-server';
import { createEspnHttpClient, type EspnHttpClient } from './http-client';

let espn: FakeEspn;

beforeAll(async () => {
  espn = await startFakeEspn();
});
afterAll(() => espn.close());
beforeEach(() => espn.reset());

const LIVE_CAPTURE = new Date('2025-12-07T19:00:37Z'); // when the live scoreboard fixture was recorded

function setup(at = LIVE_CAPTURE, extra: Partial<EspnProviderOptions> = {}) {
  const client = createEspnHttpClient({ baseUrls: espn.baseUrls, timeoutMs: 2_000, backoffBaseMs: 5 });
  const softErrors: string[] = [];
  const provider = createEspnProvider({ client, baseUrls: espn.baseUrls, now: () => at, onSoftError: (what) => softErrors.push(what), ...extra });
  return { client, provider, softErrors };
}

/** Every item parses with the contract schema. */
function expectValid<T>(schema: z.ZodType<T>, list: T[]): void {
  for (const item of list) expect(schema.safeParse(item).error).toBeUndefined();
}

const hitsMatching = (pattern: RegExp) => espn.hits.filter((h) => pattern.test(h));

describe('games', () => {
  it('scoreboard(): today in America/New_York, explicit dates param', async () => {
    const games = await setup().provider.scoreboard();
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/scoreboard?dates=20251207']);
    expect(games).toHaveLength(14);
    expectValid(GameSchema, games);
    expect(games.filter((g) => g.status === 'live')).toHaveLength(8);
    expect(games.map((g) => g.gameDate)).toEqual([...games.map((g) => g.gameDate)].sort((a, b) => Date.parse(a) - Date.parse(b)));
  });

  it('scoreboard(): a Sunday-night UTC instant still asks for Sunday', async () => {
    await setup(new Date('2025-12-08T03:30:00Z')).provider.scoreboard();
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/scoreboard?dates=20251207']);
  });

  it('scoreboard(): after midnight ET, last night\'s games that are still on (or just kicked off) stay', async () => {
    const at = new Date('2025-12-09T05:30:00Z'); // Tue 00:30 ET
    const games = await setup(at).provider.scoreboard();
    expect(espn.hits.sort()).toEqual([
      '/apis/site/v2/sports/football/nfl/scoreboard?dates=20251208',
      '/apis/site/v2/sports/football/nfl/scoreboard?dates=20251209',
    ]);
    // From the stand-in: the 8 games still marked live, and the 01:15Z kickoff (4 h 15 ago); not the rest.
    expect(games).toHaveLength(9);
    expect(games.filter((g) => g.status !== 'live').map((g) => g.gameDate)).toEqual(['2025-12-09T01:15Z']);
  });

  it('upcoming(): four weeks by whole months (no date ranges), scheduled games from now on, soonest first', async () => {
    const games = await setup().provider.upcoming();
    // Dec 7: the next four weeks reach into January
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/scoreboard?dates=202512&limit=500', '/apis/site/v2/sports/football/nfl/scoreboard?dates=202601&limit=500']);
    expect(games).toHaveLength(5);
    expectValid(GameSchema, games);
    expect(games.every((g) => g.status === 'scheduled' && Date.parse(g.gameDate) >= LIVE_CAPTURE.getTime())).toBe(true);
    expect(games.map((g) => g.gameDate)).toEqual(['2025-12-07T21:05Z', '2025-12-07T21:25Z', '2025-12-07T21:25Z', '2025-12-08T01:20Z', '2025-12-09T01:15Z']);
  });

  it('upcoming(): also reads next month in the last week of a month', async () => {
    await setup(new Date('2025-12-28T15:00:00Z')).provider.upcoming();
    expect(espn.hits.sort()).toEqual([
      '/apis/site/v2/sports/football/nfl/scoreboard?dates=202512&limit=500',
      '/apis/site/v2/sports/football/nfl/scoreboard?dates=202601&limit=500',
    ]);
  });

  it('schedule(): season year + seasontype + week (January belongs to the previous season)', async () => {
    const games = await setup(new Date('2025-01-10T12:00:00Z')).provider.schedule({ week: 15, seasonType: 2 });
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/scoreboard?dates=2024&seasontype=2&week=15']);
    expect(games).toHaveLength(13);
    expectValid(GameSchema, games);
    expect(games.every((g) => g.status === 'final' && g.week === 15 && g.season === 2024)).toBe(true);
  });

  it('gameDetail(): summary + plays, odds from core when pickcenter is empty, last win probability', async () => {
    const detail = await setup().provider.gameDetail('401547417');
    expect(detail).not.toBeNull();
    const { game, plays, odds, homeWinProbability } = detail!;
    expect(GameSchema.safeParse(game).error).toBeUndefined();
    expect(game).toMatchObject({ id: '401547417', status: 'final', awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL' });
    expect(plays.length).toBeGreaterThan(150);
    expectValid(PlaySchema, plays);
    expect(odds).toHaveLength(13);
    expectValid(BettingOddsSchema, odds);
    expect(odds.every((o) => o.id.startsWith('401547417:'))).toBe(true);
    expect(hitsMatching(/\/events\/401547417\/competitions\/401547417\/odds$/)).toHaveLength(1);
    expect(homeWinProbability).toBe(1); // ATL won; the last point of a final is certain
  });

  it('gameDetail(): pickcenter wins and core odds are not asked', async () => {
    const detail = await setup().provider.gameDetail('401547602');
    expect(detail?.odds).toEqual([expect.objectContaining({ provider: 'ESPN BET', homeTeamSpread: 4, overUnder: 41.5 })]);
    expect(hitsMatching(/\/odds/)).toHaveLength(0);
    expect(detail?.plays).toEqual([]); // the trimmed package has no drives
    expect(detail?.homeWinProbability).toBeNull();
  });

  it('gameDetail(): null on 404, on a summary without header, and for ids that are not ids', async () => {
    const { provider } = setup();
    await expect(provider.gameDetail('401999999')).resolves.toBeNull();
    await expect(provider.gameDetail('400000001')).resolves.toBeNull();
    await expect(provider.gameDetail('../teams')).resolves.toBeNull();
    expect(espn.hits).toHaveLength(2);
  });

  it('gameDetail(): a failing core odds call costs the odds, not the game', async () => {
    const real = createEspnHttpClient({ baseUrls: espn.baseUrls, backoffBaseMs: 5 });
    const client: Pick<EspnHttpClient, 'getJson'> = {
      getJson: (url) => (url.includes('/odds') ? Promise.reject(new ProviderError('blocked', undefined, 403)) : real.getJson(url)),
    };
    const softErrors: string[] = [];
    const provider = createEspnProvider({ client, baseUrls: espn.baseUrls, onSoftError: (what) => softErrors.push(what) });
    const detail = await provider.gameDetail('401547417');
    expect(detail?.odds).toEqual([]);
    expect(detail?.plays.length).toBeGreaterThan(0);
    expect(softErrors).toEqual(['core odds']);
  });
});

describe('teams and players', () => {
  it('teams(): all 32', async () => {
    const teams = await setup().provider.teams();
    expect(teams).toHaveLength(32);
    expectValid(TeamSchema, teams);
  });

  it('team(): detail + roster coach; null for an unknown team', async () => {
    const { provider } = setup();
    const kc = await provider.team('12');
    expect(TeamSchema.safeParse(kc).error).toBeUndefined();
    expect(kc).toMatchObject({ id: '12', abbreviation: 'KC', headCoach: 'Andy Reid', conference: 'AFC' });
    expect(espn.hits.sort()).toEqual(['/apis/site/v2/sports/football/nfl/teams/12', '/apis/site/v2/sports/football/nfl/teams/12/roster']);
    await expect(provider.team('99')).resolves.toBeNull();
  });

  it('roster(): KC players; an unknown team has none', async () => {
    const { provider } = setup();
    const players = await provider.roster('12');
    expect(players.length).toBeGreaterThan(50);
    expectValid(PlayerSchema, players);
    expect(players.some((p) => p.name === 'Patrick Mahomes')).toBe(true);
    await expect(provider.roster('99')).resolves.toEqual([]);
  });

  it('playerBio(): profile + /bio; /bio missing is not fatal; unknown player is null', async () => {
    const { provider, softErrors } = setup();
    const mahomes = await provider.playerBio('3139477');
    expect(PlayerBioSchema.safeParse(mahomes).error).toBeUndefined();
    expect(mahomes?.name).toBe('Patrick Mahomes');
    const moore = await provider.playerBio('4430191');
    expect(PlayerBioSchema.safeParse(moore).error).toBeUndefined();
    expect(moore).toMatchObject({ name: 'Skyy Moore', awards: [] });
    expect(softErrors).toEqual(['athlete bio (awards)']);
    await expect(provider.playerBio('1')).resolves.toBeNull();
  });

  it('playerSeasonStats(): the asked season only; null for an unknown player', async () => {
    const { provider } = setup();
    const stats = await provider.playerSeasonStats('3139477', 2023);
    expect(hitsMatching(/athletes\/3139477\/stats\?season=2023$/)).toHaveLength(1);
    expect(stats).toHaveLength(1);
    expectValid(PlayerSeasonStatsSchema, stats!);
    expect(stats![0]).toMatchObject({ playerId: '3139477', season: 2023 });
    expect(stats![0]!.passingYards).toBeGreaterThan(4000);
    await expect(provider.playerSeasonStats('3139477', 2010)).resolves.toEqual([]);
    await expect(provider.playerSeasonStats('1', 2024)).resolves.toBeNull();
  });

  it('playerAdvancedStats(): /stats and /splits merged, either may be missing; null when both are', async () => {
    const { provider } = setup();
    const mahomes = await provider.playerAdvancedStats('3139477'); // stats only
    const moore = await provider.playerAdvancedStats('4430191'); // splits only
    for (const a of [mahomes, moore]) expect(PlayerAdvancedStatsSchema.safeParse(a).error).toBeUndefined();
    expect(mahomes).toMatchObject({ playerId: '3139477', season: 2024 });
    expect(mahomes?.completionPercentage).not.toBeNull();
    expect(moore).toMatchObject({ playerId: '4430191', season: 2024 });
    await expect(provider.playerAdvancedStats('1')).resolves.toBeNull();
  });
});

describe('injuries', () => {
  it('one team: core list -> capped refs -> items, team filled from the list, ACTIVE dropped', async () => {
    const { provider } = setup();
    const injuries = await provider.injuries({ teamId: '8' });
    expectValid(InjurySchema, injuries);
    expect(hitsMatching(/\/teams\/8\/injuries\?limit=100$/)).toHaveLength(1);
    expect(hitsMatching(/\/athletes\/\d+\/injuries\/-?\d+/)).toHaveLength(MAX_INJURY_REFS_PER_TEAM);
    expect(injuries.length).toBeGreaterThan(0);
    expect(injuries.length).toBeLessThan(MAX_INJURY_REFS_PER_TEAM);
    expect(injuries.every((i) => i.teamId === '8' && i.teamName === 'Detroit Lions' && i.status !== null)).toBe(true);
    expect(new Set(injuries.map((i) => i.status))).toEqual(new Set(['questionable', 'out']));
  });

  it('includeGeneric keeps the ACTIVE entries; abbreviations work; unknown teams have none', async () => {
    const { provider } = setup();
    const all = await provider.injuries({ teamId: 'DET', includeGeneric: true });
    expect(all).toHaveLength(MAX_INJURY_REFS_PER_TEAM);
    expect(all.filter((i) => i.status === null).every((i) => i.injuryType === 'INJURY_STATUS_ACTIVE')).toBe(true);
    await expect(provider.injuries({ teamId: '31' })).resolves.toEqual([]);
    await expect(provider.injuries({ teamId: 'nope!' })).resolves.toEqual([]);
  });

  it('league-wide: the league feed when it answers (one request)', async () => {
    espn.state.leagueInjuries = 'feed';
    const injuries = await setup().provider.injuries({});
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/injuries']);
    expect(injuries).toHaveLength(10);
    expectValid(InjurySchema, injuries);
    expect(new Set(injuries.map((i) => i.teamId))).toEqual(new Set(['1', '9']));
  });

  it.each(['missing', 'empty'] as const)('league-wide: falls back to 32 core team lists when the feed is %s', async (mode) => {
    espn.state.leagueInjuries = mode;
    const { provider, softErrors } = setup();
    const injuries = await provider.injuries({});
    expect(hitsMatching(/\/leagues\/nfl\/teams\/\d+\/injuries/)).toHaveLength(32);
    expect(injuries.length).toBeGreaterThan(0);
    expect(injuries.every((i) => i.teamId === '8')).toBe(true); // only DET has a recorded list
    expect(softErrors).toEqual(mode === 'missing' ? ['league injuries'] : []);
  });

  it('league-wide fallback never has more than 6 requests in flight', async () => {
    const real = createEspnHttpClient({ baseUrls: espn.baseUrls });
    let inFlight = 0;
    let peak = 0;
    const client: Pick<EspnHttpClient, 'getJson'> = {
      async getJson(url) {
        peak = Math.max(peak, ++inFlight);
        try {
          return await real.getJson(url);
        } finally {
          inFlight--;
        }
      },
    };
    await createEspnProvider({ client, baseUrls: espn.baseUrls }).injuries({});
    expect(espn.hits.length).toBe(1 + 32 + MAX_INJURY_REFS_PER_TEAM);
    expect(peak).toBeLessThanOrEqual(6);
    expect(peak).toBeGreaterThan(1);
  });
});

describe('news and standings', () => {
  it('news(): league and team', async () => {
    const { provider } = setup();
    const league = await provider.news();
    expect(league).toHaveLength(18); // 20 recorded, less a golf and a WNBA story
    expectValid(NewsItemSchema, league);
    const kc = await provider.news('12');
    expect(kc).toHaveLength(2);
    expect(espn.hits).toEqual(['/apis/site/v2/sports/football/nfl/news?limit=20', '/apis/site/v2/sports/football/nfl/news?limit=20&team=12']);
  });

  it('standings(): /apis/v2 (not the site v2 stub)', async () => {
    const standings = await setup().provider.standings();
    expect(espn.hits).toEqual(['/apis/v2/sports/football/nfl/standings']);
    expect(standings).toHaveLength(32);
    expectValid(StandingSchema, standings);
  });
});

describe('ETags and failures', () => {
  it('a second call revalidates and is answered 304 from the client cache', async () => {
    const { client, provider } = setup();
    const first = await provider.teams();
    const second = await provider.teams();
    expect(second).toEqual(first);
    expect(client.stats()).toMatchObject({ requests: 2, notModified: 1 });
    expect(espn.conditionalHits).toEqual(['/apis/site/v2/sports/football/nfl/teams']);
  });

  it('ESPN unreachable: every method rejects with ProviderError, quickly', async () => {
    const base = `http://127.0.0.1:${await closedPort()}`;
    const baseUrls = { site: base, siteWeb: base, core: base };
    const provider = createEspnProvider({ client: createEspnHttpClient({ baseUrls, backoffBaseMs: 5 }), baseUrls, now: () => LIVE_CAPTURE });
    const started = Date.now();
    const calls = [
      provider.scoreboard(), provider.teams(), provider.team('12'), provider.gameDetail('401547417'), provider.injuries({}),
      provider.playerBio('3139477'), provider.standings(),
    ];
    const results = await Promise.allSettled(calls);
    for (const r of results) expect(r.status === 'rejected' && r.reason instanceof ProviderError).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('wraps non-ProviderErrors and keeps the status of ProviderErrors', async () => {
    const failing = (err: unknown) => createEspnProvider({ client: { getJson: () => Promise.reject(err) }, baseUrls: espn.baseUrls });
    const wrapped = await failing(new TypeError('boom')).standings().catch((e: unknown) => e);
    expect(wrapped).toBeInstanceOf(ProviderError);
    expect((wrapped as ProviderError).message).toMatch(/standings failed: boom/);
    const kept = await failing(new ProviderError('busy', undefined, 503)).teams().catch((e: unknown) => e);
    expect(kept).toMatchObject({ name: 'ProviderError', status: 503 });
  });
});

describe('createLimiter', () => {
  it('runs at most n tasks at once and runs them all', async () => {
    const limit = createLimiter(2);
    let active = 0;
    let peak = 0;
    const task = (i: number) => limit(async () => {
      peak = Math.max(peak, ++active);
      await new Promise((r) => setTimeout(r, 5));
      active--;
      return i;
    });
    await expect(Promise.all([1, 2, 3, 4, 5].map(task))).resolves.toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });
});
