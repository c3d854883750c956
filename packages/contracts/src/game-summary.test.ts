import { GameSummarySchema, type GameSummary } from './game-summary';

const summary: GameSummary = {
  gameId: '1',
  scoringPlays: [{ id: 'a', quarter: 5, clock: '6:02', teamId: '1', type: 'two-point', description: 'Two-point try good', awayScore: 22, homeScore: 24 }],
  lineScore: { away: [0, 7, 7, 8, 0], home: [3, 7, 6, 6, 2] },
  teamStats: {
    away: { firstDowns: 17, totalYards: -4, passingYards: -10, rushingYards: 6, turnovers: 0, penalties: '11-75', possessionTime: '26:09', thirdDownEfficiency: '1-8', fourthDownEfficiency: null },
    home: { firstDowns: null, totalYards: null, passingYards: null, rushingYards: null, turnovers: null, penalties: null, possessionTime: null, thirdDownEfficiency: null, fourthDownEfficiency: null },
  },
  leaders: [],
};

describe('GameSummarySchema', () => {
  it('takes overtime, negative yards (a bad day through the air) and unknown numbers', () => {
    expect(GameSummarySchema.parse(summary)).toEqual(summary);
  });

  it.each([
    ['a line score with a period on one side only', { lineScore: { away: [0, 7, 7, 8, 0], home: [3, 7, 6, 6] } }],
    ['penalties not as "count-yards"', { teamStats: { ...summary.teamStats!, away: { ...summary.teamStats!.away, penalties: '11 for 75' } } }],
    ['a possession time not as "mm:ss"', { teamStats: { ...summary.teamStats!, away: { ...summary.teamStats!.away, possessionTime: '26m' } } }],
    ['negative turnovers', { teamStats: { ...summary.teamStats!, away: { ...summary.teamStats!.away, turnovers: -1 } } }],
    ['a scoring play in quarter 0', { scoringPlays: [{ ...summary.scoringPlays![0]!, quarter: 0 }] }],
    ['an unknown kind of score', { scoringPlays: [{ ...summary.scoringPlays![0]!, type: 'goal' }] }],
  ])('refuses %s', (_what, change) => {
    expect(GameSummarySchema.safeParse({ ...summary, ...change }).success).toBe(false);
  });
});
