import { GameSchema, TeamLeaderSchema, TeamRecordSchema, TeamSeasonGameSchema, TeamSeasonSchema, type Game, type TeamSeasonGame } from '@gg/contracts';
import { gamesFromScoreboard } from './games';
import {
  leaderFromRef, leaderRefsFromCore, nextGameOf, parseRecordSummary, recordFromGames, seasonGameFromGame, teamRecordFromStandings,
  teamScheduleFrom, teamSeasonFrom,
} from './team-season';
import { fixture, JUNK } from './test-fixtures';

const KC_SCHEDULE = 'team_12_KC_schedule_season2023.json';

describe('team record from the standings (/apis/v2, 2024 final)', () => {
  const standings = fixture('standings_apis_v2_2024.json');

  test('Kansas City 15-2: home 8-0, road 7-2, division 5-1, conference 10-2, L1', () => {
    const record = teamRecordFromStandings(standings, '12');
    expect(TeamRecordSchema.parse(record)).toEqual(record);
    expect(record).toEqual({
      season: 2024,
      overall: { wins: 15, losses: 2, ties: 0 },
      home: { wins: 8, losses: 0, ties: 0 },
      away: { wins: 7, losses: 2, ties: 0 },
      division: { wins: 5, losses: 1, ties: 0 },
      conference: { wins: 10, losses: 2, ties: 0 },
      streak: 'L1',
      standing: null,
    });
  });

  test('every one of the 32 teams has a valid record; an unknown team has none', () => {
    const ids = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '33', '34'];
    for (const id of ids) expect(TeamRecordSchema.safeParse(teamRecordFromStandings(standings, id)).success).toBe(true);
    expect(teamRecordFromStandings(standings, '99')).toBeNull();
  });

  test('without record summaries, the plain win/loss counts still make the overall record', () => {
    const bare = { season: 2030, children: [{ standings: { entries: [{ team: { id: '7' }, stats: [{ name: 'wins', value: 9 }, { name: 'losses', value: '7' }, { name: 'ties', value: 1 }, { name: 'streak', value: 2 }] }] } }] };
    expect(teamRecordFromStandings(bare, '7')).toEqual({ season: 2030, overall: { wins: 9, losses: 7, ties: 1 }, home: null, away: null, division: null, conference: null, streak: 'W2', standing: null });
  });

  test('junk in, null out (never a throw)', () => {
    for (const junk of JUNK) expect(teamRecordFromStandings(junk, '12')).toBeNull();
    const broken = { children: [{ standings: { entries: [{ team: { id: '12' }, stats: [null, { name: 'overall', summary: 'ten-two' }, { name: 'Home', summary: 42 }] }] } }] };
    expect(teamRecordFromStandings(broken, '12')).toBeNull();
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let i = 0; i < 50; i++) { const child: Record<string, unknown> = {}; node.children = [child]; node = child; }
    expect(teamRecordFromStandings(deep, '12')).toBeNull();
  });

  test('record summaries: "13-4", "8-8-1"; anything else is not a record', () => {
    expect(parseRecordSummary('13-4')).toEqual({ wins: 13, losses: 4, ties: 0 });
    expect(parseRecordSummary(' 8-8-1 ')).toEqual({ wins: 8, losses: 8, ties: 1 });
    for (const junk of [null, '', '13–4', '13-', '-4', '1-2-3-4', 13, {}, '100-1']) expect(parseRecordSummary(junk)).toBeNull();
  });
});

describe('team schedule (teams/12/schedule, 2023 regular season)', () => {
  const schedule = teamScheduleFrom(fixture(KC_SCHEDULE), '12');

  test('17 games soonest first, season 2023, bye in week 10, each contract-valid', () => {
    expect(schedule.season).toBe(2023);
    expect(schedule.byeWeek).toBe(10);
    expect(schedule.games).toHaveLength(17);
    for (const g of schedule.games) expect(TeamSeasonGameSchema.parse(g)).toEqual(g);
    expect(schedule.games.map((g) => g.week)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(schedule.standing).toEqual({ text: '1st in AFC West', season: 2024 });
  });

  test('scores are objects there: week 1 L 20-21 vs DET at home, week 12 W 31-17 @ LV', () => {
    const [week1] = schedule.games;
    expect(week1).toMatchObject({ gameId: '401547353', homeAway: 'home', opponent: { id: '8', abbreviation: 'DET', name: 'Detroit Lions' }, teamScore: 20, opponentScore: 21, result: 'L', status: 'final' });
    expect(schedule.games.find((g) => g.week === 12)).toMatchObject({ homeAway: 'away', opponent: { abbreviation: 'LV' }, teamScore: 31, opponentScore: 17, result: 'W' });
    // week 9 was played in Frankfurt: the league still lists a home team
    expect(schedule.games.find((g) => g.week === 9)).toMatchObject({ neutralSite: true, homeAway: 'home', opponent: { abbreviation: 'MIA' } });
  });

  test('a record worked out from it: 11-6, home 5-4, away 6-2, division 4-2, AFC 9-3, W2', () => {
    expect(recordFromGames('12', schedule.games, 2023)).toEqual({
      season: 2023,
      overall: { wins: 11, losses: 6, ties: 0 },
      home: { wins: 5, losses: 4, ties: 0 },
      away: { wins: 6, losses: 2, ties: 0 },
      division: { wins: 4, losses: 2, ties: 0 },
      conference: { wins: 9, losses: 3, ties: 0 },
      streak: 'W2',
      standing: null,
    });
  });

  test('junk in, an empty schedule out', () => {
    for (const junk of JUNK) expect(teamScheduleFrom(junk, '12')).toEqual({ season: null, byeWeek: null, games: [], standing: null });
    const odd = teamScheduleFrom({ byeWeek: 'x', requestedSeason: { year: 'soon' }, team: { standingSummary: 7 }, events: [null, 3, { id: '1', date: 'never', competitions: [{}] }] }, '12');
    expect(odd).toEqual({ season: null, byeWeek: null, games: [], standing: { text: '7', season: null } });
    // a game the team does not play in is not its game
    expect(teamScheduleFrom(fixture(KC_SCHEDULE), '99').games).toEqual([]);
    expect(teamScheduleFrom({ byeWeek: 0 }, '12').byeWeek).toBeNull();
  });
});

const finalGame = (over: Partial<Game> = {}): Game => GameSchema.parse({
  ...gamesFromScoreboard(fixture('scoreboard_2024_reg_wk15_dates20241215_final.json'))[0],
  ...over,
});

describe('a game seen from one side', () => {
  test('a final: result and scores from the team side; a tie is a T', () => {
    const game = finalGame({ homeTeamId: '12', awayTeamId: '13', homeScore: 20, awayScore: 20, homeTeam: 'Kansas City Chiefs', awayTeam: 'Las Vegas Raiders', awayTeamAbbreviation: 'LV' });
    expect(seasonGameFromGame(game, '12')).toMatchObject({ homeAway: 'home', teamScore: 20, opponentScore: 20, result: 'T', opponent: { id: '13', abbreviation: 'LV' } });
    expect(seasonGameFromGame(game, '13')).toMatchObject({ homeAway: 'away', result: 'T', opponent: { id: '12' } });
    expect(seasonGameFromGame(game, '1')).toBeNull();
  });

  test('not played yet: no scores and no result; live: scores but no result', () => {
    const upcoming = seasonGameFromGame(finalGame({ status: 'scheduled', homeTeamId: '12' }), '12');
    expect(upcoming).toMatchObject({ teamScore: null, opponentScore: null, result: null });
    const live = seasonGameFromGame(finalGame({ status: 'live', homeTeamId: '12', homeScore: 7, awayScore: 3 }), '12');
    expect(live).toMatchObject({ teamScore: 7, opponentScore: 3, result: null });
  });
});

describe('next game', () => {
  const game = (id: string, day: number, status: TeamSeasonGame['status']): TeamSeasonGame => ({
    gameId: id, week: day, seasonType: 2, gameDate: new Date(Date.UTC(2025, 8, day)).toISOString(), status, statusDetail: null,
    homeAway: 'home', neutralSite: false, opponent: { id: '13', name: 'Las Vegas Raiders', abbreviation: 'LV' },
    teamScore: null, opponentScore: null, result: null, broadcast: null, venue: null,
  });

  test('the first game not over (a live one counts), skipping a canceled one; else the first of the later games', () => {
    expect(nextGameOf([game('3', 3, 'scheduled'), game('1', 1, 'final'), game('2', 2, 'canceled')])?.gameId).toBe('3');
    expect(nextGameOf([game('1', 1, 'final'), game('2', 2, 'live')])?.gameId).toBe('2');
    expect(nextGameOf([game('1', 1, 'final')], [game('9', 9, 'scheduled'), game('8', 8, 'scheduled')])?.gameId).toBe('8');
    expect(nextGameOf([])).toBeNull();
  });
});

describe('the season put together', () => {
  const standings = fixture('standings_apis_v2_2024.json');
  const schedule = teamScheduleFrom(fixture(KC_SCHEDULE), '12');

  test("another season's standings are not paired with this schedule: the record comes from its games", () => {
    const season = teamSeasonFrom({ teamId: '12', schedule, scheduleCompleteness: 'complete', standingsRecord: teamRecordFromStandings(standings, '12'), leaders: null });
    expect(TeamSeasonSchema.parse(season)).toEqual(season);
    expect(season.record).toMatchObject({ season: 2023, overall: { wins: 11, losses: 6 } });
    expect(season.record?.standing).toBeNull(); // "1st in AFC West" is the 2024 table's
    expect(season.completeness).toEqual({ record: 'complete', schedule: 'complete', leaders: 'none' });
    expect(season.notes).toContain('Season leaders are not available from the data provider.');
    expect(season.nextGame).toBeNull();
  });

  test("the standings of the schedule's own season are used, with the place in the table", () => {
    const record = teamRecordFromStandings(standings, '12')!;
    const season = teamSeasonFrom({ teamId: '12', schedule: { ...schedule, season: 2024, standing: { text: '1st in AFC West', season: 2024 } }, scheduleCompleteness: 'complete', standingsRecord: record, leaders: [] });
    expect(season.record).toEqual({ ...record, standing: '1st in AFC West' });
  });

  test('nothing at all: no record, no games, said in words', () => {
    const season = teamSeasonFrom({ teamId: '5', schedule: null, scheduleCompleteness: 'partial', standingsRecord: null, leaders: null });
    expect(TeamSeasonSchema.parse(season)).toEqual(season);
    expect(season).toMatchObject({ record: null, games: [], nextGame: null, completeness: { record: 'none', schedule: 'none', leaders: 'none' } });
    expect(season.notes).toContain('No record is available for this team yet.');
  });
});

describe('season leaders (core, read defensively: no recording exists)', () => {
  const body = {
    categories: [
      { name: 'passingYards', leaders: [{ displayValue: '4,183 YDS', value: 4183, athlete: { $ref: 'http://sports.core.api.espn.pvt/v2/sports/football/leagues/nfl/seasons/2023/athletes/3139477?lang=en' } }, { value: 10 }] },
      { name: 'rushingYards', leaders: [{ value: '1,050', athlete: {} }] },
      { name: 'receivingYards', leaders: [null, { value: 984 }] }, // a junk entry is skipped
      { name: 'receivingYards', leaders: [{ displayValue: 'no number' }] },
      { name: 'totalTackles', leaders: [{ displayValue: '120 TOT', value: 120, athlete: { $ref: 'https://x/athletes/77' } }] },
      { name: 'kickReturnYards', leaders: [{ value: 300 }] },
      { name: 'passingYards', leaders: [{ value: 1 }] },
    ],
  };

  test('the top leader of each category we show, with its athlete ref', () => {
    const refs = leaderRefsFromCore(body);
    expect(refs.map((r) => r.category)).toEqual(['passing', 'rushing', 'receiving', 'defense']);
    expect(refs[0]).toMatchObject({ athleteId: '3139477', displayValue: '4,183 YDS', value: 4183 });
    expect(refs[1]).toMatchObject({ athleteRef: null, displayValue: '1050', value: 1050 });
    const leader = leaderFromRef(refs[0]!, { id: '3139477', displayName: 'Patrick Mahomes' });
    expect(TeamLeaderSchema.parse(leader)).toEqual(leader);
    expect(leaderFromRef(refs[0]!, { id: '3139477' })).toBeNull();
  });

  test('junk in, nothing out', () => {
    for (const junk of JUNK) {
      expect(leaderRefsFromCore(junk)).toEqual([]);
      expect(leaderFromRef({ category: 'passing', athleteRef: null, athleteId: null, displayValue: '1', value: 1 }, junk)).toBeNull();
    }
  });
});
