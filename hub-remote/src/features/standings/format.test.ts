import { byRecord, formatPct, groupStandings, latestSeason, pointDiff, streakInfo } from './format';
import { standing, STANDINGS, team, TEAMS } from './test-fixtures';

describe('standings display rules', () => {
  it('reads the season from the rows, the newest when they disagree', () => {
    expect(latestSeason(STANDINGS)).toBe(2024);
    expect(latestSeason([standing('1', 1, 0, { season: 2024 }), standing('2', 1, 0, { season: 2025 }), standing('3', 1, 0, { season: 2023 })])).toBe(2025);
    expect(latestSeason([])).toBeNull();
  });

  it('writes PCT with three decimals and no leading zero', () => {
    expect(formatPct(0.7647059)).toBe('.765');
    expect(formatPct(13 / 17)).toBe('.765');
    expect(formatPct(0.5)).toBe('.500');
    expect(formatPct(0)).toBe('.000');
    expect(formatPct(1)).toBe('1.000');
  });

  it('signs the point differential: plus when up, minus when down, plain 0 when even', () => {
    expect(pointDiff({ pointsFor: 525, pointsAgainst: 368 })).toEqual({ text: '+157', tone: 'up' });
    expect(pointDiff({ pointsFor: 309, pointsAgainst: 434 })).toEqual({ text: '-125', tone: 'down' });
    expect(pointDiff({ pointsFor: 345, pointsAgainst: 345 })).toEqual({ text: '0', tone: 'even' });
  });

  it('marks a streak winning only when it starts with W, and says it in words', () => {
    expect(streakInfo('W4')).toEqual({ text: 'W4', winning: true, words: 'Won 4 in a row' });
    expect(streakInfo('L2')).toEqual({ text: 'L2', winning: false, words: 'Lost 2 in a row' });
    expect(streakInfo('T1')).toMatchObject({ winning: false, words: 'Tied 1 in a row' });
    expect(streakInfo('')).toEqual({ text: '–', winning: false, words: 'No streak' });
  });

  it('groups by conference, then division in alphabetical order, skipping teams it cannot find', () => {
    const groups = groupStandings(STANDINGS, TEAMS);
    expect(groups.map((g) => g.conference)).toEqual(['AFC', 'NFC']);
    expect(groups[0]!.divisions.map((d) => d.division)).toEqual(['AFC East', 'AFC West']);
    expect(groups.flatMap((g) => g.divisions.flatMap((d) => d.rows.map((r) => r.team.id)))).not.toContain('999');
    expect(groups.flatMap((g) => g.divisions).reduce((n, d) => n + d.rows.length, 0)).toBe(8);
  });

  it('sorts each division by win percentage, best first', () => {
    const west = groupStandings(STANDINGS, TEAMS)[0]!.divisions[1]!;
    expect(west.rows.map((r) => r.team.abbreviation)).toEqual(['KC', 'LAC', 'DEN', 'LV']);
  });

  it('breaks a tie on win percentage by wins, then point differential, then name', () => {
    const a = { team: team('1', 'Alpha', 'A', 'AFC', 'AFC East'), standing: standing('1', 8, 8, { ties: 1, winPercentage: 0.5 }) };
    const b = { team: team('2', 'Bravo', 'B', 'AFC', 'AFC East'), standing: standing('2', 7, 7, { ties: 3, winPercentage: 0.5 }) };
    expect([b, a].sort(byRecord).map((r) => r.team.id)).toEqual(['1', '2']);
    const c = { ...b, standing: { ...a.standing, pointsFor: 500 } };
    expect([a, c].sort(byRecord).map((r) => r.team.id)).toEqual(['2', '1']);
    const d = { ...b, standing: a.standing };
    expect([d, a].sort(byRecord).map((r) => r.team.displayName)).toEqual(['Alpha', 'Bravo']);
  });

  it('keeps only the chosen conference', () => {
    expect(groupStandings(STANDINGS, TEAMS, 'NFC').map((g) => g.conference)).toEqual(['NFC']);
    expect(groupStandings(STANDINGS, TEAMS, 'AFC').map((g) => g.conference)).toEqual(['AFC']);
  });

  it('puts a team without a division in a group of its conference, and unknown conferences last', () => {
    const teams = [team('101', 'Nowhere Nomads', 'NN', 'Unknown', null), team('102', 'Loose Ends', 'LE', 'NFC', null), ...TEAMS];
    const groups = groupStandings([standing('101', 1, 0), standing('102', 1, 0), ...STANDINGS], teams);
    expect(groups.map((g) => g.conference)).toEqual(['AFC', 'NFC', 'Unknown']);
    expect(groups[1]!.divisions.map((d) => d.division)).toEqual(['NFC (no division)', 'NFC North']);
    expect(groups[2]!.divisions[0]!.division).toBe('Other teams');
  });
});
