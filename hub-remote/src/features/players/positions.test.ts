import type { Player } from '@gg/contracts';
import { groupRoster, POSITION_ORDER, positionTitle } from './positions';

const player = (id: string, position: string | null): Player => ({
  id, name: `Player ${id}`, position, jersey: null, height: null, weight: null, age: null, experience: null, college: null, headshot: null,
});

describe('roster groups', () => {
  it('follow the depth-chart order with their titles', () => {
    const shuffled = [...POSITION_ORDER].reverse().map((p, i) => player(String(i), p));
    expect(groupRoster(shuffled).map((g) => [g.code, g.title])).toEqual([
      ['QB', 'Quarterbacks'], ['RB', 'Running Backs'], ['FB', 'Fullbacks'], ['WR', 'Wide Receivers'], ['TE', 'Tight Ends'],
      ['OL', 'Offensive Line'], ['C', 'Centers'], ['OG', 'Guards'], ['OT', 'Tackles'],
      ['DE', 'Defensive Ends'], ['DT', 'Defensive Tackles'], ['LB', 'Linebackers'], ['CB', 'Cornerbacks'], ['S', 'Safeties'],
      ['K', 'Kicker'], ['P', 'Punter'],
    ]);
  });

  it('put unknown positions after the known ones, alphabetically, and players without one last', () => {
    const groups = groupRoster([player('1', null), player('2', 'LS'), player('3', 'P'), player('4', 'DB'), player('5', 'ATH'), player('6', 'QB'), player('7', 'XYZ')]);
    expect(groups.map((g) => g.code)).toEqual(['QB', 'P', 'ATH', 'DB', 'LS', 'XYZ', '']);
    expect(groups.map((g) => g.title)).toEqual(['Quarterbacks', 'Punter', 'Athletes', 'Secondary', 'Long Snappers', 'XYZ', 'Other']);
  });

  it('join the other spellings of a spot to its group (ESPN lists guards as G and the kicker as PK)', () => {
    const groups = groupRoster([player('1', 'G'), player('2', 'OG'), player('3', 'PK'), player('4', 'OLB'), player('5', 'ss'), player('6', 'NT')]);
    expect(groups.map((g) => [g.title, g.players.map((p) => p.id)])).toEqual([
      ['Guards', ['1', '2']], ['Defensive Tackles', ['6']], ['Linebackers', ['4']], ['Safeties', ['5']], ['Kicker', ['3']],
    ]);
  });

  it('keep the provider order inside a group', () => {
    const groups = groupRoster([player('b', 'WR'), player('a', 'WR'), player('c', 'WR')]);
    expect(groups[0]?.players.map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });

  it('title an unknown code with the code itself', () => {
    expect(positionTitle('WR')).toBe('Wide Receivers');
    expect(positionTitle('DL')).toBe('Defensive Line');
    expect(positionTitle('H')).toBe('H');
    expect(positionTitle('')).toBe('Other');
  });
});
