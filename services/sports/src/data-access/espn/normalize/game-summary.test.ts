import { GameSummarySchema } from '@gg/contracts';
import { gameSummaryFrom, gameSummaryFromScoreboardEvent, lineScoreFrom, scoringPlayFrom, scoringPlaysFrom, scoringPlayType, teamStatsBySideFrom, teamStatsFrom } from './game-summary';
import { get, objs } from './read';
import { fixture, JUNK } from './test-fixtures';

const SUMMARY = 'summary_401547417_2023_wk2_GB_at_ATL_final.json';

describe('a finished game summary from ESPN (GB at ATL, recorded)', () => {
  const summary = gameSummaryFrom(fixture(SUMMARY), '401547417');

  it('passes the contract', () => {
    expect(GameSummarySchema.parse(summary)).toEqual(summary);
  });

  it('lists the ten scoring plays in game order with the running score, the scorer and the kind', () => {
    const plays = summary.scoringPlays!;
    expect(plays).toHaveLength(10);
    expect(plays[0]).toEqual({
      id: '401547417805', quarter: 1, clock: '3:50', teamId: '1', type: 'field-goal',
      description: 'Younghoe Koo 24 Yd Field Goal', awayScore: 0, homeScore: 3,
    });
    // a touchdown whose extra point failed: still a touchdown, the running score says 6
    expect(plays[3]).toMatchObject({ quarter: 2, clock: '0:12', teamId: '1', type: 'touchdown', awayScore: 10, homeScore: 9 });
    expect(plays.map((p) => p.type)).toEqual(['field-goal', 'touchdown', 'field-goal', 'touchdown', 'touchdown', 'field-goal', 'touchdown', 'touchdown', 'field-goal', 'field-goal']);
    expect(plays.at(-1)).toMatchObject({ quarter: 4, awayScore: 24, homeScore: 25 });
  });

  it('reads the points by quarter of each side', () => {
    expect(summary.lineScore).toEqual({ away: [0, 10, 14, 0], home: [3, 6, 3, 13] });
  });

  it('reads each side\'s box-score numbers, side by homeAway', () => {
    expect(summary.teamStats?.away).toEqual({
      firstDowns: 17, totalYards: 224, passingYards: 140, rushingYards: 84, turnovers: 0,
      penalties: '7-40', possessionTime: '23:45', thirdDownEfficiency: '3-9', fourthDownEfficiency: '0-1',
    });
    expect(summary.teamStats?.home.possessionTime).toBe('36:15');
  });

  it('keeps each team\'s passing, rushing and receiving leader', () => {
    expect(summary.leaders).toHaveLength(6);
    expect(summary.leaders.filter((l) => l.teamId === '9').map((l) => l.category)).toEqual(['passing', 'rushing', 'receiving']);
    expect(summary.leaders.find((l) => l.teamId === '1' && l.category === 'passing')).toMatchObject({ athlete: 'Desmond Ridder', displayValue: '19/32, 237 YDS, 1 TD, 1 INT' });
  });

  it('reads a CDN game package (the summary wrapped in gamepackageJSON) the same way', () => {
    expect(gameSummaryFrom({ gamepackageJSON: fixture(SUMMARY) }, '401547417')).toEqual(summary);
  });

  it('reads a trimmed CDN package with a box score but no scoring plays or leaders: those stay unknown', () => {
    const trimmed = gameSummaryFrom(fixture('cdn_core_game_401547602_pickcenter_trimmed.json'), '401547602');
    expect(GameSummarySchema.parse(trimmed)).toEqual(trimmed);
    expect(trimmed.scoringPlays).toBeNull();
    expect(trimmed.leaders).toEqual([]);
  });
});

describe('what a scoreboard tells of a final', () => {
  it('gives the points by quarter and the game\'s leaders, and leaves scoring plays and team numbers unknown (Super Bowl LIX)', () => {
    const event = objs(get(fixture('scoreboard_2024_post_wk5_superbowl_final.json'), 'events'))[0];
    const summary = gameSummaryFromScoreboardEvent(event, '401671889');
    expect(GameSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({ scoringPlays: null, teamStats: null, lineScore: { away: [0, 0, 6, 16], home: [7, 17, 10, 6] } });
    expect(summary.leaders.map((l) => [l.category, l.athlete, l.teamId])).toEqual([
      ['passing', 'Patrick Mahomes', '12'], ['rushing', 'Jalen Hurts', '21'], ['receiving', 'Xavier Worthy', '12'],
    ]);
  });
});

describe('kinds of score', () => {
  it.each([
    [{ type: { text: 'Safety' }, scoringType: { name: 'safety', abbreviation: 'SF' } }, 'safety'],
    [{ type: { text: 'Defensive 2pt Conversion' } }, 'two-point'],
    [{ type: { text: 'Two-Point Conversion', abbreviation: '2PT' }, scoringType: { name: 'two-point-conversion' } }, 'two-point'],
    [{ type: { text: 'Extra Point Good' }, scoringType: { name: 'extra-point' } }, 'extra-point'],
    [{ type: { text: 'Fumble Return Touchdown' } }, 'touchdown'],
    [{ type: { abbreviation: 'FG' } }, 'field-goal'],
    [{ type: { text: 'Something New' } }, 'other'],
    [null, 'other'],
  ])('%j is a %s', (play, kind) => expect(scoringPlayType(play)).toBe(kind));

  it('does not take a touchdown for a two-point play because its description names a failed try', () => {
    expect(scoringPlayType({ type: { text: 'Passing Touchdown', abbreviation: 'TD' }, text: 'X 5 Yd pass (Two-Point Pass Conversion Failed)' })).toBe('touchdown');
  });

  it('places an overtime score in period 5', () => {
    expect(scoringPlayFrom({ id: '9', period: { number: 5 }, clock: { displayValue: '6:02' }, type: { text: 'Field Goal Good' }, text: 'Walk-off 40 Yd Field Goal', awayScore: 20, homeScore: 23, team: { id: '1' } }))
      .toEqual({ id: '9', quarter: 5, clock: '6:02', teamId: '1', type: 'field-goal', description: 'Walk-off 40 Yd Field Goal', awayScore: 20, homeScore: 23 });
  });
});

describe('junk in -> empty or unknown out, never a throw', () => {
  it.each(JUNK.map((j) => [j]))('gameSummaryFrom(%j) is an empty summary', (junk) => {
    const summary = gameSummaryFrom(junk, '1');
    expect(GameSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toEqual({ gameId: '1', scoringPlays: Array.isArray(get(junk, 'scoringPlays')) ? [] : null, lineScore: null, teamStats: null, leaders: [] });
  });

  it('survives junk in every part', () => {
    for (const junk of JUNK) {
      expect(scoringPlaysFrom(junk)).toBeNull();
      expect(scoringPlayFrom(junk)).toBeNull();
      expect(lineScoreFrom(junk)).toBeNull();
      expect(teamStatsFrom(junk)).toBeNull();
      expect(teamStatsBySideFrom(junk)).toBeNull();
      const fromEvent = gameSummaryFromScoreboardEvent(junk, '1');
      expect(GameSummarySchema.parse(fromEvent)).toEqual(fromEvent);
    }
  });

  it('drops scoring plays it cannot place or tell, and values of the wrong shape', () => {
    const summary = {
      header: { competitions: [{ competitors: [{ homeAway: 'home', linescores: [{ value: 3 }, { displayValue: 'x' }] }, { homeAway: 'away', linescores: [{ value: 0 }, { value: 7 }] }] }] },
      scoringPlays: [null, { period: { number: 'two' }, awayScore: 7, homeScore: 0, text: 'TD' }, { period: { number: 1 }, awayScore: null, homeScore: 0, text: 'FG' },
        { period: 2, awayScore: '7', homeScore: '0', text: '  A   run ', clock: { displayValue: 'soon' }, type: {}, team: {} }],
      boxscore: { teams: [
        { homeAway: 'away', statistics: [{ name: 'firstDowns', displayValue: '-3' }, { name: 'totalPenaltiesYards', displayValue: 'many' }, { name: 'possessionTime', displayValue: '99:99:99' }, { name: 'totalYards', value: -5 }] },
        { homeAway: 'nowhere', statistics: [{ name: 'firstDowns', value: 20 }] },
        { homeAway: 'home', statistics: 'x' },
      ] },
    };
    const parsed = gameSummaryFrom(summary, '7');
    expect(GameSummarySchema.parse(parsed)).toEqual(parsed);
    expect(parsed.scoringPlays).toEqual([{ id: 'scoring-3', quarter: 2, clock: null, teamId: null, type: 'other', description: 'A run', awayScore: 7, homeScore: 0 }]);
    expect(parsed.lineScore).toBeNull(); // a period it cannot read: no line score rather than a wrong one
    expect(parsed.teamStats).toEqual({
      away: { firstDowns: null, totalYards: -5, passingYards: null, rushingYards: null, turnovers: null, penalties: null, possessionTime: null, thirdDownEfficiency: null, fourthDownEfficiency: null },
      home: { firstDowns: null, totalYards: null, passingYards: null, rushingYards: null, turnovers: null, penalties: null, possessionTime: null, thirdDownEfficiency: null, fourthDownEfficiency: null },
    });
  });
});
