import type { Standing, Team } from '@gg/contracts';
import {
  clampConfidence, coldTeams, explosiveOffenses, hotTeams, parseStreak, pointsPerGame, recordText, standingsSeason, winShares,
} from './insights';

const team = (id: string, displayName: string): Team => ({
  id, name: displayName.split(' ').at(-1)!, displayName, abbreviation: id.toUpperCase(), logo: null, conference: 'AFC', division: null, headCoach: null,
  primaryColor: null, secondaryColor: null, venue: null, location: null, founded: null,
});
const row = (teamId: string, over: Partial<Standing>): Standing => ({
  id: `2024-${teamId}`, teamId, season: 2024, wins: 8, losses: 8, ties: 0, winPercentage: 0.5, pointsFor: 340, pointsAgainst: 340, streak: '', ...over,
});

describe('prediction numbers', () => {
  it('holds confidence to 5–9', () => {
    expect([1, 4, 5, 7, 9, 10].map(clampConfidence)).toEqual([5, 5, 5, 7, 9, 9]);
  });
  it('splits the win chance into whole percentages that add up to 100', () => {
    expect(winShares({ homeWinProbability: 0.625 })).toEqual({ home: 63, away: 37 });
    expect(winShares({ homeWinProbability: 0.5 })).toEqual({ home: 50, away: 50 });
    expect(winShares({ homeWinProbability: 1 })).toEqual({ home: 100, away: 0 });
  });
});

describe('team trends', () => {
  const teams = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => team(id, `Team ${id.toUpperCase()}`));

  it('reads streaks, records and points per game', () => {
    expect(parseStreak('W5')).toEqual({ kind: 'W', length: 5 });
    expect(parseStreak('l2')).toEqual({ kind: 'L', length: 2 });
    expect(parseStreak('T1')).toBeNull();
    expect(parseStreak('')).toBeNull();
    expect(parseStreak('W0')).toBeNull();
    expect(recordText(row('a', { wins: 10, losses: 6 }))).toBe('10-6');
    expect(recordText(row('a', { wins: 9, losses: 7, ties: 1 }))).toBe('9-7-1');
    expect(pointsPerGame(row('a', { wins: 10, losses: 7, ties: 0, pointsFor: 510 }))).toBe(30);
    expect(pointsPerGame(row('a', { wins: 0, losses: 0, ties: 0 }))).toBeNull();
  });

  it('ranks hot teams by the longest winning streak, the better record first on a tie, 3 at most', () => {
    const standings = [
      row('a', { streak: 'W2', winPercentage: 0.6 }), row('b', { streak: 'W6' }), row('c', { streak: 'W2', winPercentage: 0.7 }),
      row('d', { streak: 'W1' }), row('e', { streak: 'L9' }), row('f', { streak: 'W3' }),
    ];
    expect(hotTeams(standings, teams).map((t) => [t.team.id, t.streak])).toEqual([['b', 6], ['f', 3], ['c', 2]]);
  });

  it('ranks cold teams by the longest losing streak, the worse record first on a tie', () => {
    const standings = [
      row('a', { streak: 'L4', winPercentage: 0.3 }), row('b', { streak: 'L4', winPercentage: 0.2 }), row('c', { streak: 'W8' }),
      row('d', { streak: 'L1' }), row('e', { streak: 'L7' }),
    ];
    expect(coldTeams(standings, teams).map((t) => t.team.id)).toEqual(['e', 'b', 'a']);
  });

  it('lists every team scoring 30 or more points per game, most first, and no other', () => {
    const standings = [
      row('a', { wins: 13, losses: 4, pointsFor: 564 }), // 33.2
      row('b', { wins: 12, losses: 5, pointsFor: 510 }), // 30.0
      row('c', { wins: 11, losses: 6, pointsFor: 509 }), // 29.9
      row('d', { wins: 14, losses: 3, pointsFor: 525 }), // 30.9
      row('e', { wins: 15, losses: 2, pointsFor: 530 }), // 31.2
    ];
    expect(explosiveOffenses(standings, teams).map((t) => t.team.id)).toEqual(['a', 'e', 'd', 'b']);
  });

  it('skips a team it cannot find and uses only the latest season', () => {
    const standings = [row('zz', { streak: 'W9' }), row('a', { streak: 'W1' }), row('b', { streak: 'W12', season: 2023 }), row('b', { streak: 'W2' })];
    expect(standingsSeason(standings)).toBe(2024);
    expect(standingsSeason([])).toBeNull();
    expect(hotTeams(standings, teams).map((t) => [t.team.id, t.streak])).toEqual([['b', 2], ['a', 1]]);
  });
});
