import { LiveGameDataSchema } from './hub';
import { awayWinProbability, chanceInWords, gameSecondsAt, winChanceSentence } from './win-probability';
import { WinProbabilityPointSchema } from './win-probability-schema';

const liveData = { gameId: '1', lastUpdated: '2026-11-27T20:00:00Z', stale: false, playByPlay: [], bettingOdds: [] };

describe('a chance in words', () => {
  it.each([
    [0, 'no chance'],
    [0.03, 'almost no chance'],
    [0.06, 'about 1 in 10'],
    [0.5, 'about even'],
    [0.54, 'about even'],
    [0.69, 'about 7 in 10'],
    [0.7, 'about 7 in 10'],
    [0.94, 'about 9 in 10'],
    [0.95, 'almost certain'],
    [0.99, 'almost certain'],
    [1, 'certain'],
  ])('%p reads "%s"', (p, words) => expect(chanceInWords(p)).toBe(words));

  it('reads a chance and its opposite alike', () => {
    for (let p = 0; p <= 1.0001; p += 0.01) {
      const words = chanceInWords(p);
      const opposite = chanceInWords(1 - p);
      const tenths = (w: string) => Number(/about (\d+) in 10/.exec(w)?.[1]);
      if (words.startsWith('about ') && words !== 'about even') expect(tenths(words) + tenths(opposite)).toBe(10);
      else expect(opposite).toBe({ 'about even': 'about even', 'almost certain': 'almost no chance', 'almost no chance': 'almost certain', certain: 'no chance', 'no chance': 'certain' }[words]);
    }
    expect([chanceInWords(0.45), chanceInWords(0.55)]).toEqual(['about 4 in 10', 'about 6 in 10']);
  });

  it('keeps what is out of range at its end', () => {
    expect(chanceInWords(-0.2)).toBe('no chance');
    expect(chanceInWords(1.3)).toBe('certain');
  });

  it('names the team more likely to win, and neither when even', () => {
    const teams = { home: 'ATL', away: 'GB' };
    expect(winChanceSentence(teams, 0.7)).toBe('ATL: about 7 in 10 to win');
    expect(winChanceSentence(teams, 0.3)).toBe('GB: about 7 in 10 to win');
    expect(winChanceSentence(teams, 0.52)).toBe('GB and ATL: about even');
    expect(winChanceSentence(teams, 0)).toBe('GB: certain to win');
    expect(awayWinProbability(0.25)).toBe(0.75);
  });
});

describe('game time of a point', () => {
  it('counts whole quarters, then what ran off the clock, and ten-minute overtime periods', () => {
    expect(gameSecondsAt(1, '15:00')).toBe(0);
    expect(gameSecondsAt(2, '7:30')).toBe(900 + 450);
    expect(gameSecondsAt(4, '0:00')).toBe(3600);
    expect(gameSecondsAt(5, '10:00')).toBe(3600);
    expect(gameSecondsAt(5, '2:00')).toBe(3600 + 480);
    expect(gameSecondsAt(6, '10:00')).toBe(4200);
  });

  it('reads an unreadable clock as the start of its period, and a clock longer than the period as its start', () => {
    expect(gameSecondsAt(3, '')).toBe(1800);
    expect(gameSecondsAt(5, '15:00')).toBe(3600);
    expect(gameSecondsAt(0, '15:00')).toBe(0);
  });
});

describe('the series on the wire', () => {
  it('is optional on the live data, and checked when there', () => {
    expect(LiveGameDataSchema.parse(liveData).winProbability).toBeUndefined();
    const point = { playId: '4015474171', quarter: 1, clock: '15:00', homeWinProbability: 0.5168 };
    expect(LiveGameDataSchema.parse({ ...liveData, winProbability: [point] }).winProbability).toEqual([point]);
    expect(LiveGameDataSchema.parse({ ...liveData, winProbability: [] }).winProbability).toEqual([]);
  });

  it('refuses a chance outside 0..1, a period 0 and a missing play id', () => {
    for (const bad of [{ homeWinProbability: 1.2 }, { homeWinProbability: -0.1 }, { quarter: 0 }, { playId: '' }]) {
      expect(WinProbabilityPointSchema.safeParse({ playId: '1', quarter: 1, clock: '1:00', homeWinProbability: 0.5, ...bad }).success).toBe(false);
    }
  });
});
