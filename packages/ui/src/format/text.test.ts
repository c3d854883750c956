import { compareText } from './text';

describe('compareText', () => {
  it('orders English names as the English collation does', () => {
    const names = ['San Francisco 49ers', 'Arizona Cardinals', "D'Andre Swift", 'AFC West', 'afc East', 'DJ Moore', 'Da Rick', 'New York Jets', 'New England Patriots', 'A.J. Brown', 'AJ Dillon'];
    const expected = [...names].sort((a, b) => a.localeCompare(b, 'en'));
    expect([...names].sort(compareText)).toEqual(expected);
  });

  it('is a total order: equal only for the same text, case breaking ties', () => {
    expect(compareText('Jets', 'Jets')).toBe(0);
    expect(Math.sign(compareText('jets', 'Jets'))).toBe(-Math.sign(compareText('Jets', 'jets')));
    expect(compareText('jets', 'Jets')).not.toBe(0);
  });
});
