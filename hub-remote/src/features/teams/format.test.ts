import { bestInkContrast, canWriteOn, inkOn } from '../../shared/teams/team-colors';
import { hexLabel, normalizeHex, teamColors } from './format';

describe('team colours', () => {
  it('adds the leading # a hex colour is missing, and keeps one that has it', () => {
    expect(normalizeHex('e31837')).toBe('#e31837');
    expect(normalizeHex('#E31837')).toBe('#e31837');
    expect(normalizeHex(' FFB612 ')).toBe('#ffb612');
    expect(normalizeHex('fff')).toBe('#fff');
  });

  it('drops what is not a hex colour, so it never reaches a style', () => {
    expect(normalizeHex(null)).toBeNull();
    expect(normalizeHex('')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('e31837;background:url(x)')).toBeNull();
  });

  it('writes a colour for people in capitals', () => {
    expect(hexLabel('#e31837')).toBe('#E31837');
  });

  it('lists the known colours by name, each with its #', () => {
    expect(teamColors({ primaryColor: 'e31837', secondaryColor: '#ffb612' })).toEqual([
      { name: 'Primary', hex: '#e31837' },
      { name: 'Secondary', hex: '#ffb612' },
    ]);
    expect(teamColors({ primaryColor: null, secondaryColor: 'ffffff' })).toEqual([{ name: 'Secondary', hex: '#ffffff' }]);
    expect(teamColors({ primaryColor: null, secondaryColor: null })).toEqual([]);
  });

  it('puts dark ink on light colours and light ink on dark ones', () => {
    expect(inkOn('#ffb612')).toBe('dark'); // Chiefs gold
    expect(inkOn('#ffffff')).toBe('dark');
    expect(inkOn('#e31837')).toBe('light'); // Chiefs red
    expect(inkOn('#000000')).toBe('light');
    expect(inkOn('#fb4f14')).toBe('dark'); // Bengals orange: navy 4.8:1, white only 3.4:1
    expect(inkOn('#97233f')).toBe('light'); // Cardinals red
  });
});

describe('writing on a team colour', () => {
  it('keeps 4.5:1 or does not write on it', () => {
    expect(canWriteOn('#e31837')).toBe(true); // Chiefs red, white ink
    expect(canWriteOn('#ffb612')).toBe(true); // Chiefs gold, navy ink
    expect(canWriteOn('#0080c6')).toBe(false); // Chargers blue: 4.3 with white
    expect(canWriteOn('#008e97')).toBe(false); // Dolphins aqua: 4.1 with navy
    expect(canWriteOn('#0085ca')).toBe(false); // Panthers blue
    expect(bestInkContrast('#000000')).toBeCloseTo(21, 0);
  });
});
