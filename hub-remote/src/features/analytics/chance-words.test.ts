import { chanceInWords } from './chance-words';

describe('chanceInWords', () => {
  it.each([
    [70, 'about 7 in 10'],
    [67, 'about 7 in 10'],
    [64, 'about 6 in 10'],
    [33, 'about 3 in 10'],
    [10, 'about 1 in 10'],
    [6, 'about 1 in 10'],
    [90, 'about 9 in 10'],
    [94, 'about 9 in 10'],
  ])('%i%% is %s', (percent, words) => {
    expect(chanceInWords(percent)).toBe(words);
  });

  it('calls an even game a coin flip', () => {
    expect(chanceInWords(50)).toBe('a coin flip (about 1 in 2)');
    expect(chanceInWords(46)).toBe('a coin flip (about 1 in 2)');
    expect(chanceInWords(54)).toBe('a coin flip (about 1 in 2)');
  });

  it('never says a long shot cannot happen, nor that a favourite cannot lose', () => {
    expect(chanceInWords(5)).toBe('less than 1 in 10');
    expect(chanceInWords(0)).toBe('less than 1 in 10');
    expect(chanceInWords(95)).toBe('more than 9 in 10');
    expect(chanceInWords(100)).toBe('more than 9 in 10');
  });

  it('keeps out-of-range input in range', () => {
    expect(chanceInWords(-4)).toBe('less than 1 in 10');
    expect(chanceInWords(140)).toBe('more than 9 in 10');
  });
});
