import { americanOdds, arr, bool, get, hexColor, idAfter, num, obj, pickLogo, rewriteRef, score, str } from './read';

describe('read helpers', () => {
  test('str / num / bool / obj / arr', () => {
    expect(str('  KC ')).toBe('KC');
    expect(str('')).toBeNull();
    expect(str(45184227)).toBe('45184227');
    expect(str({})).toBeNull();
    expect(num('3,928')).toBe(3928);
    expect(num('.765')).toBeCloseTo(0.765);
    expect(num('+2.5')).toBe(2.5);
    expect(num('-')).toBeNull();
    expect(num('o46.5')).toBeNull();
    expect(num(Number.NaN)).toBeNull();
    expect(bool('true')).toBe(true);
    expect(bool(1)).toBeNull();
    expect(obj([])).toBeNull();
    expect(arr('x')).toEqual([]);
    expect(get({ a: [{ b: 1 }] }, 'a', 0, 'b')).toBe(1);
    expect(get('junk', 'a', 0)).toBeUndefined();
  });

  test('score accepts "25" | 25 | {value, displayValue}', () => {
    expect(score('25')).toBe(25);
    expect(score(25)).toBe(25);
    expect(score({ value: 20.0, displayValue: '20' })).toBe(20);
    expect(score({ displayValue: '17' })).toBe(17);
    expect(score('-3')).toBeNull();
    expect(score(null)).toBeNull();
  });

  test('hexColor', () => {
    expect(hexColor('a40227')).toBe('#a40227');
    expect(hexColor('#FFB612')).toBe('#ffb612');
    expect(hexColor('xyz')).toBeNull();
    expect(hexColor('fff')).toBeNull();
    expect(hexColor(null)).toBeNull();
  });

  test('rewriteRef points internal/http refs at the public https host', () => {
    expect(rewriteRef('http://sports.core.api.espn.pvt/v2/sports/football/leagues/nfl/seasons/2024/teams/12?lang=en&region=us')).toBe(
      'https://sports.core.api.espn.com/v2/sports/football/leagues/nfl/seasons/2024/teams/12?lang=en&region=us',
    );
    expect(rewriteRef('http://sports.core.api.espn.com/v2/x')).toBe('https://sports.core.api.espn.com/v2/x');
    expect(rewriteRef(undefined)).toBeNull();
  });

  test('idAfter / americanOdds / pickLogo', () => {
    expect(idAfter('http://x/seasons/2025/athletes/4426502/injuries/598153?lang=en', 'athletes')).toBe('4426502');
    expect(idAfter('http://x/athletes/abc', 'athletes')).toBeNull();
    expect(americanOdds('+350')).toBe(350);
    expect(americanOdds('-105')).toBe(-105);
    expect(americanOdds('EVEN')).toBe(100);
    expect(americanOdds(135)).toBe(135);
    expect(americanOdds('OFF')).toBeNull();
    expect(pickLogo([{ href: 'a', rel: ['full', 'dark'] }, { href: 'b', rel: ['full', 'default'] }])).toBe('b');
    expect(pickLogo([{ rel: ['default'] }, { href: 'c' }])).toBe('c');
    expect(pickLogo('nope')).toBeNull();
  });
});
