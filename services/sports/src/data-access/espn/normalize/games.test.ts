import { GameSchema, type Game } from '@gg/contracts';
import {
  broadcastFrom,
  gameFromScoreboardEvent,
  gameFromSummary,
  gamesFromScoreboard,
  gamesFromTeamSchedule,
  leadersFromCompetition,
  leadersFromSummary,
  mapGameStatus,
  situationFrom,
  situationFromScoreboardEvent,
  weatherFrom,
  yardLineText,
} from './games';
import { arr, get, str } from './read';
import { fixture, JUNK } from './test-fixtures';

const LIVE_FILE = 'scoreboard_2025_reg_wk14_live_20251207T190037Z.json';
const byId = (games: Game[], id: string) => {
  const g = games.find((x) => x.id === id);
  if (!g) throw new Error(`game ${id} missing`);
  return g;
};
const eventById = (file: string, id: string) => arr(get(fixture(file), 'events')).find((e) => str(get(e, 'id')) === id);
const expectValid = (games: Game[]) => {
  for (const g of games) expect(GameSchema.parse(g)).toEqual(g);
};

describe('mapGameStatus', () => {
  test.each([
    [{ name: 'STATUS_SCHEDULED', state: 'pre', completed: false }, 'scheduled'],
    [{ name: 'STATUS_IN_PROGRESS', state: 'in', completed: false }, 'live'],
    [{ name: 'STATUS_HALFTIME', state: 'in', description: 'Halftime' }, 'live'],
    [{ name: 'STATUS_END_PERIOD', state: 'in', description: 'End of 1st Quarter' }, 'live'],
    [{ name: 'STATUS_FINAL', state: 'post', completed: true, shortDetail: 'Final/OT' }, 'final'],
    [{ name: 'STATUS_POSTPONED', state: 'post', completed: false, description: 'Postponed' }, 'postponed'],
    [{ name: 'STATUS_CANCELED', state: 'post', completed: false, description: 'Canceled' }, 'canceled'],
    [{ name: 'STATUS_DELAYED', state: 'in', description: 'Delayed' }, 'delayed'],
    [{ name: 'STATUS_DELAYED', state: 'pre' }, 'delayed'],
    [{ name: 'STATUS_SUSPENDED', state: 'post', completed: false, description: 'Suspended' }, 'delayed'],
    [null, 'scheduled'],
  ])('%j -> %s', (type, expected) => {
    expect(mapGameStatus(type)).toBe(expected);
  });
});

describe('live scoreboard (2025 wk14, captured mid-afternoon)', () => {
  const games = gamesFromScoreboard(fixture(LIVE_FILE));

  test('14 games: 8 live, 5 scheduled, 1 final; all contract-valid', () => {
    expect(games).toHaveLength(14);
    expectValid(games);
    const count = (s: string) => games.filter((g) => g.status === s).length;
    expect([count('live'), count('scheduled'), count('final')]).toEqual([8, 5, 1]);
  });

  test('live game: clock, period, situation, lastPlay, swapped weather shape', () => {
    const g = byId(games, '401772900'); // SEA @ ATL
    expect(g).toMatchObject({
      status: 'live',
      statusDetail: '5:49 - 2nd',
      awayTeam: 'Seattle Seahawks',
      homeTeam: 'Atlanta Falcons',
      awayTeamAbbreviation: 'SEA',
      homeTeamAbbreviation: 'ATL',
      period: 2,
      clock: '5:49',
      possessionTeamId: '1',
      downDistance: '1st & 10 at ATL 12',
      isRedZone: false,
      lastPlay: 'Official Timeout at 05:49.',
      // "in" shape: displayValue "7" (code) and conditionId "Cloudy" (text).
      temperature: 41,
      weatherCondition: 'Cloudy',
      weatherCode: '7',
      isIndoorVenue: true,
      venue: 'Mercedes-Benz Stadium',
      broadcast: 'FOX',
      season: 2025,
      seasonType: 2,
      week: 14,
      windSpeed: null,
      windDirection: null,
      precipitationProbability: null,
    });
    expect(Number.isInteger(g.awayScore) && Number.isInteger(g.homeScore)).toBe(true);
  });

  test('down -1 between plays -> downDistance null, possession null', () => {
    for (const id of ['401772792', '401772791']) {
      // NO @ TB and PIT @ BAL
      const g = byId(games, id);
      expect(g.status).toBe('live');
      expect(g.downDistance).toBeNull();
      expect(g.possessionTeamId).toBeNull();
      expect(g.isRedZone).toBe(true);
    }
    const s = situationFromScoreboardEvent(eventById(LIVE_FILE, '401772792'));
    expect(s).toMatchObject({ down: null, distance: null, yardLine: 35, yardLineText: 'TB 35', downDistance: null });
  });

  test('yardLine is measured from the HOME goal line', () => {
    // WSH (away) ball at WSH 34 -> yardLine 66; ATL (home) at ATL 12 -> 12.
    const wsh = situationFromScoreboardEvent(eventById(LIVE_FILE, '401772899'));
    expect(wsh).toMatchObject({ yardLine: 66, yardLineText: 'WSH 34', possessionTeamId: '28' });
    expect(yardLineText(66, 'MIN', 'WSH')).toBe('WSH 34');
    expect(yardLineText(12, 'ATL', 'SEA')).toBe('ATL 12');
    expect(yardLineText(80, 'LV', 'DEN')).toBe('DEN 20');
    expect(yardLineText(50, 'A', 'B')).toBe('50');
    // Our computation agrees with ESPN's possessionText for every live game that has one.
    for (const e of arr(get(fixture(LIVE_FILE), 'events'))) {
      const sit = get(e, 'competitions', 0, 'situation');
      const text = str(get(sit, 'possessionText'));
      if (!text) continue;
      const comps = arr(get(e, 'competitions', 0, 'competitors'));
      const abbr = (side: string) => str(get(comps.find((c) => get(c, 'homeAway') === side), 'team', 'abbreviation'));
      const built = yardLineText(Number(get(sit, 'yardLine')), abbr('home'), abbr('away'));
      expect(built).toBe(text.replace(/^CLV/, 'CLE'));
    }
  });

  test('IND @ JAX: real down but no possession field -> text kept, possession null', () => {
    const g = byId(games, '401772793');
    expect(g.downDistance).toBe('1st & 10 at IND 27');
    expect(g.possessionTeamId).toBeNull();
  });

  test('downDistance is rebuilt from down/distance/yardLine when ESPN omits the text', () => {
    const s = situationFrom({ down: 3, distance: 7, yardLine: 80, isRedZone: false }, 'LV', 'DEN');
    expect(s?.downDistance).toBe('3rd & 7 at DEN 20');
    expect(situationFrom({ down: 0, distance: 0, yardLine: 35 }, 'A', 'B')?.downDistance).toBeNull();
    expect(situationFrom('junk')).toBeNull();
  });

  test('core /situation resource (2020 game, final state)', () => {
    expect(situationFrom(fixture('core_event_401220403_situation.json'))).toEqual({
      down: 4,
      distance: 12,
      yardLine: 18,
      yardLineText: null, // core gives no team abbreviations; pass them in to get "XXX 18"
      possessionTeamId: null,
      downDistance: '4th & 12',
      isRedZone: false,
      homeTimeouts: 3,
      awayTimeouts: 3,
      lastPlay: null,
      homeWinProbability: null,
    });
    expect(situationFrom(fixture('core_event_401220403_situation.json'), 'HOM', 'AWY')?.downDistance).toBe('4th & 12 at HOM 18');
  });

  test('scheduled game: pre weather shape, no clock/period, broadcast names joined', () => {
    const gb = byId(games, '401772897'); // CHI @ GB
    expect(gb).toMatchObject({
      status: 'scheduled',
      statusDetail: '12/7 - 4:25 PM EST',
      gameDate: '2025-12-07T21:25Z',
      temperature: 17,
      weatherCondition: 'Partly sunny',
      weatherCode: '3',
      isIndoorVenue: false,
      period: null,
      clock: null,
      downDistance: null,
      awayScore: 0,
      homeScore: 0,
    });
    expect(byId(games, '401772932').broadcast).toBe('NBC/Peacock'); // HOU @ KC
    expect(broadcastFrom({ broadcasts: [{ market: 'national', names: ['ABC', 'ESPN'] }] })).toBe('ABC/ESPN');
  });

  test('final game in the live capture has no weather', () => {
    const g = byId(games, '401772947'); // DAL @ DET
    expect(g).toMatchObject({ status: 'final', statusDetail: 'Final', temperature: null, weatherCondition: null, weatherCode: null, clock: null });
    expect(situationFromScoreboardEvent(eventById(LIVE_FILE, '401772947'))).toBeNull();
  });
});

describe('weatherFrom', () => {
  test('both shapes', () => {
    expect(weatherFrom({ displayValue: 'Partly sunny', temperature: 17, conditionId: '3' })).toEqual({
      temperature: 17,
      weatherCondition: 'Partly sunny',
      weatherCode: '3',
    });
    expect(weatherFrom({ displayValue: '19', temperature: 30, conditionId: 'Light snow' })).toEqual({
      temperature: 30,
      weatherCondition: 'Light snow',
      weatherCode: '19',
    });
    expect(weatherFrom(undefined)).toEqual({ temperature: null, weatherCondition: null, weatherCode: null });
  });
});

describe('final scoreboards', () => {
  test('2024 week 15 (dates=20241215): 13 finals with real scores', () => {
    const games = gamesFromScoreboard(fixture('scoreboard_2024_reg_wk15_dates20241215_final.json'));
    expect(games).toHaveLength(13);
    expectValid(games);
    expect(games.every((g) => g.status === 'final' && g.season === 2024 && g.seasonType === 2 && g.week === 15)).toBe(true);
    expect(byId(games, '401671854')).toMatchObject({ awayTeam: 'Kansas City Chiefs', awayScore: 21, homeTeam: 'Cleveland Browns', homeScore: 7, awayRecord: '13-1', homeRecord: '3-11' });
    expect(byId(games, '401671681')).toMatchObject({ awayTeamAbbreviation: 'BUF', awayScore: 48, homeTeamAbbreviation: 'DET', homeScore: 42, isIndoorVenue: true, venue: 'Ford Field' });
    // `broadcast` string wins over the "NFL Sunday Ticket" away-market entry.
    expect(byId(games, '401671854').broadcast).toBe('CBS');
    expect(byId(games, '401671796').broadcast).toBe('NBC/Peacock');
    expect(byId(games, '401671854').period).toBe(4);
  });

  test('Super Bowl LIX (postseason week 5, neutral site)', () => {
    const [g] = gamesFromScoreboard(fixture('scoreboard_2024_post_wk5_superbowl_final.json'));
    expect(g).toBeDefined();
    expect(GameSchema.parse(g)).toEqual(g);
    expect(g).toMatchObject({
      id: '401671889',
      status: 'final',
      homeTeam: 'Philadelphia Eagles',
      homeScore: 40,
      awayTeam: 'Kansas City Chiefs',
      awayScore: 22,
      seasonType: 3,
      week: 5,
      venue: 'Caesars Superdome',
    });
  });

  test('2025 week 1 pre-game scoreboard: 16 scheduled games, no weather', () => {
    const games = gamesFromScoreboard(fixture('scoreboard_2025_reg_wk1_pregame_odds.json'));
    expect(games).toHaveLength(16);
    expectValid(games);
    expect(games.every((g) => g.status === 'scheduled' && g.temperature === null)).toBe(true);
    expect(games[0]).toMatchObject({ awayTeamAbbreviation: 'DAL', homeTeamAbbreviation: 'PHI', week: 1, season: 2025 });
  });
});

describe('team schedule (scores are {value, displayValue})', () => {
  const games = gamesFromTeamSchedule(fixture('team_12_KC_schedule_season2023.json'));

  test('17 KC games of 2023, all final, contract-valid', () => {
    expect(games).toHaveLength(17);
    expectValid(games);
    expect(games.every((g) => g.status === 'final' && g.season === 2023 && g.seasonType === 2)).toBe(true);
  });

  test('week 1: DET 21 @ KC 20', () => {
    expect(byId(games, '401547353')).toMatchObject({
      week: 1,
      homeTeam: 'Kansas City Chiefs',
      homeScore: 20,
      awayTeam: 'Detroit Lions',
      awayScore: 21,
      broadcast: 'NBC',
      homeRecord: '0-1',
      homeTeamLogo: 'https://a.espncdn.com/i/teamlogos/nfl/500/kc.png',
      venue: 'GEHA Field at Arrowhead Stadium',
      isIndoorVenue: null,
    });
  });
});

describe('summary header -> Game', () => {
  test('site summary 401547417: GB 24 @ ATL 25, venue from gameInfo', () => {
    const g = gameFromSummary(fixture('summary_401547417_2023_wk2_GB_at_ATL_final.json'));
    expect(GameSchema.parse(g)).toEqual(g);
    expect(g).toMatchObject({
      id: '401547417',
      status: 'final',
      awayTeamAbbreviation: 'GB',
      awayScore: 24,
      homeTeamAbbreviation: 'ATL',
      homeScore: 25,
      homeRecord: '2-0',
      awayRecord: '1-1',
      season: 2023,
      seasonType: 2,
      week: 2,
      venue: 'Mercedes-Benz Stadium',
      broadcast: 'FOX',
      gameDate: '2023-09-17T17:00Z',
      homeTeamLogo: 'https://a.espncdn.com/i/teamlogos/nfl/500/atl.png',
    });
  });

  test('CDN game package (gamepackageJSON wrapper): BAL 23 @ JAX 7', () => {
    const g = gameFromSummary(fixture('cdn_core_game_401547602_pickcenter_trimmed.json'));
    expect(GameSchema.parse(g)).toEqual(g);
    expect(g).toMatchObject({ id: '401547602', awayTeamAbbreviation: 'BAL', awayScore: 23, homeTeamAbbreviation: 'JAX', homeScore: 7, week: 15 });
  });
});

describe('games: skipping and defaults', () => {
  test('events without id or date are skipped; missing scores default to 0', () => {
    const games = gamesFromScoreboard({
      events: [
        { competitions: [{ competitors: [] }], date: '2025-01-01T00:00Z' },
        { id: '1', competitions: [{ competitors: [] }] },
        { id: '2', date: '2025-01-01T00:00Z', competitions: [{ competitors: [{ homeAway: 'home', team: { displayName: 'H' } }] }] },
      ],
    });
    expect(games).toHaveLength(1);
    expect(games[0]).toMatchObject({ id: '2', homeTeam: 'H', awayTeam: 'TBD', homeScore: 0, awayScore: 0, status: 'scheduled' });
    expect(GameSchema.parse(games[0])).toEqual(games[0]);
    expect(gameFromScoreboardEvent({ id: '3' })).toBeNull();
  });
});

describe('box-score leaders (passing, rushing, receiving yards)', () => {
  test('final scoreboard: the game leader per category, with team and stat line', () => {
    const games = gamesFromScoreboard(fixture('scoreboard_2024_reg_wk15_dates20241215_final.json'));
    expect(byId(games, '401671854').leaders).toEqual([
      { category: 'passing', athlete: 'Patrick Mahomes', teamId: '12', displayValue: '19/38, 159 YDS, 2 TD', value: 159 },
      { category: 'rushing', athlete: 'Jerome Ford', teamId: '5', displayValue: '7 CAR, 84 YDS, 1 TD', value: 84 },
      { category: 'receiving', athlete: 'Jerry Jeudy', teamId: '5', displayValue: '11 REC, 108 YDS', value: 108 },
    ]);
    // every recorded final has all three, and they pass the contract
    for (const g of games) {
      expect(g.leaders?.map((l) => l.category)).toEqual(['passing', 'rushing', 'receiving']);
      expect(GameSchema.parse(g)).toEqual(g);
    }
  });

  test('summary: each team\'s leader per category (value from mainStat), team from the group', () => {
    const g = gameFromSummary(fixture('summary_401547417_2023_wk2_GB_at_ATL_final.json'));
    expect(g?.leaders).toEqual([
      { category: 'passing', athlete: 'Desmond Ridder', teamId: '1', displayValue: '19/32, 237 YDS, 1 TD, 1 INT', value: 237 },
      { category: 'passing', athlete: 'Jordan Love', teamId: '9', displayValue: '14/25, 151 YDS, 3 TD', value: 151 },
      { category: 'rushing', athlete: 'Bijan Robinson', teamId: '1', displayValue: '19 CAR, 124 YDS', value: 124 },
      { category: 'rushing', athlete: 'AJ Dillon', teamId: '9', displayValue: '15 CAR, 55 YDS', value: 55 },
      { category: 'receiving', athlete: 'Drake London', teamId: '1', displayValue: '6 REC, 67 YDS, 1 TD', value: 67 },
      { category: 'receiving', athlete: 'Dontayvion Wicks', teamId: '9', displayValue: '2 REC, 40 YDS, 1 TD', value: 40 },
    ]);
    expect(GameSchema.parse(g)).toEqual(g);
  });

  test('live games carry the in-game leaders; scheduled games none (ESPN sends season leaders there)', () => {
    const games = gamesFromScoreboard(fixture(LIVE_FILE));
    expect(byId(games, '401772900').leaders).toEqual([
      { category: 'passing', athlete: 'Sam Darnold', teamId: '26', displayValue: '5/11, 37 YDS, 1 INT', value: 37 },
      { category: 'rushing', athlete: 'Bijan Robinson', teamId: '1', displayValue: '10 CAR, 41 YDS', value: 41 },
      { category: 'receiving', athlete: 'Jaxon Smith-Njigba', teamId: '26', displayValue: '3 REC, 26 YDS', value: 26 },
    ]);
    expect(games.filter((g) => g.status === 'scheduled').every((g) => g.leaders === undefined)).toBe(true);
    expect(byId(games, '401772947').leaders?.[0]).toMatchObject({ athlete: 'Dak Prescott', value: 376 });
    const pregame = gamesFromScoreboard(fixture('scoreboard_2025_reg_wk1_pregame_odds.json'));
    expect(pregame.every((g) => !('leaders' in g))).toBe(true);
  });

  test('defensive: junk, other categories, missing names or numbers are dropped; strings are read', () => {
    for (const junk of JUNK) {
      expect(leadersFromCompetition(junk)).toEqual([]);
      expect(leadersFromSummary(junk)).toEqual([]);
    }
    const comp = {
      leaders: [
        null,
        { name: 'sacks', leaders: [{ value: 2, athlete: { displayName: 'A' } }] },
        { name: 'rushingYards', leaders: [null, { value: 90 }, { athlete: { displayName: 'No Number' } }, { value: '1,02', athlete: {} }] },
        { name: 'passingYards', leaders: 'nope' },
        { name: 'receivingYards', leaders: [{ value: '103', athlete: { fullName: 'B Receiver', team: { $ref: 'http://x/teams/7?lang=en' } } }] },
      ],
    };
    expect(leadersFromCompetition(comp)).toEqual([{ category: 'receiving', athlete: 'B Receiver', teamId: '7', displayValue: '103 YDS', value: 103 }]);
  });
});
