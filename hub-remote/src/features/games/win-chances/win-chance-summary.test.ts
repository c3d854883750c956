import type { Play, WinProbabilityPoint } from '@gg/contracts';
import { chartSeconds, linePath, periodMarks, yOf } from './chart-geometry';
import { biggestSwings, describeWinChances, pointsOnShownPlays } from './win-chance-summary';

const teams = { home: 'ATL', away: 'GB' };
const point = (playId: string, quarter: number, clock: string, homeWinProbability: number): WinProbabilityPoint => ({ playId, quarter, clock, homeWinProbability });
const series = [
  point('1', 1, '15:00', 0.52),
  point('2', 2, '3:00', 0.35), // GB pull ahead
  point('3', 3, '9:00', 0.3),
  point('4', 4, '1:10', 0.62), // ATL's late touchdown
  point('5', 4, '0:00', 1),
];

describe('the win chances in words', () => {
  it('names the start, the two biggest swings in game order, and the end', () => {
    expect(describeWinChances(series, teams, { final: true })).toBe(
      "ATL's chance to win after each play, 5 plays. Start (Q1 15:00): GB and ATL: about even. "
      + 'Biggest swings: Q4 1:10, ATL went from about 3 in 10 to about 6 in 10; Q4 0:00, ATL went from about 6 in 10 to certain. '
      + 'End (Q4 0:00): ATL: certain to win.',
    );
  });

  it('says "now" while live, names one point alone, and overtime periods as OT', () => {
    expect(describeWinChances(series.slice(0, 2), teams, { final: false })).toMatch(/Biggest swing: Q2 3:00, GB went from about even to about 7 in 10\. Now \(Q2 3:00\): GB: about 7 in 10 to win\.$/);
    expect(describeWinChances([point('1', 1, '15:00', 0.7)], teams, { final: false })).toBe("ATL's chance to win after each play, 1 play. Start (Q1 15:00): ATL: about 7 in 10 to win.");
    expect(describeWinChances([...series.slice(0, 4), point('6', 5, '4:00', 0.9)], teams, { final: false })).toMatch(/Now \(OT 4:00\): ATL: about 9 in 10 to win\.$/);
    expect(describeWinChances([], teams, { final: false })).toBe('');
  });

  it('leaves out swings under a tenth', () => {
    expect(biggestSwings([point('1', 1, '15:00', 0.5), point('2', 1, '14:00', 0.55)])).toEqual([]);
  });

  it('keeps only the points on plays the feed shows (behind the broadcast)', () => {
    const plays = [{ id: '1' }, { id: '2' }] as Play[];
    expect(pointsOnShownPlays(series, plays).map((p) => p.playId)).toEqual(['1', '2']);
    expect(pointsOnShownPlays(series, [])).toEqual([]);
  });
});

describe('where the chart puts things', () => {
  it('spans regulation, and each overtime period the series reaches, marked Q1–Q4 and OT', () => {
    expect(chartSeconds(series)).toBe(3600);
    expect(periodMarks(3600).map((m) => m.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    const overtime = [...series, point('6', 5, '4:00', 0.9)];
    expect(chartSeconds(overtime)).toBe(4200);
    expect(periodMarks(4200).map((m) => m.label)).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'OT']);
    expect(periodMarks(4800).at(-1)?.label).toBe('OT2');
  });

  it('draws the home chance up: certain at the top, even in the middle', () => {
    expect([yOf(1), yOf(0.5), yOf(0), yOf(2)]).toEqual([0, 50, 100, 0]);
    expect(linePath(series.slice(0, 2), 3600)).toBe('M0 48L450 65');
    expect(linePath([], 3600)).toBe('');
  });
});
