import { WinProbabilitySeriesSchema, type Play } from '@gg/contracts';
import { playsFromCore, playsFromSummary } from './plays';
import { JUNK, fixture } from './test-fixtures';
import { winProbabilitySeries } from './win-probability';

const SUMMARY = 'summary_401547417_2023_wk2_GB_at_ATL_final.json';
const CORE = 'core_event_401547417_probabilities.json';
const play = (id: string, quarter = 1, clock = '15:00'): Play => ({
  id, quarter, clock, playType: 'Rush', yards: 0, scoringPlay: false, turnover: false, penalty: false, description: '', awayScore: 0, homeScore: 0,
});

describe('win probability series from ESPN', () => {
  const plays = playsFromSummary(fixture(SUMMARY));

  it('joins the summary points with the plays, in game order, with quarter and clock', () => {
    const series = winProbabilitySeries(plays, fixture(SUMMARY));
    expect(WinProbabilitySeriesSchema.parse(series)).toEqual(series);
    expect(series.length).toBeGreaterThan(150);
    // the first point (0.5168) is on the coin toss, which is no play of the drives: it is left out
    expect(series[0]).toEqual({ playId: '40154741739', quarter: 1, clock: '15:00', homeWinProbability: 0.5223 });
    // the Falcons came back to win: the last point is the home team's certain win
    expect(series.at(-1)).toMatchObject({ quarter: 4, homeWinProbability: 1 });
    const order = new Map(plays.map((p, i) => [p.id, i]));
    const positions = series.map((p) => order.get(p.playId)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('reads the core probabilities page (play $ref) the same, and the core plays give it the time', () => {
    const core = winProbabilitySeries(playsFromCore(fixture('core_event_401547417_plays.json')), fixture(CORE));
    expect(core.length).toBeGreaterThan(0);
    // the core feed has the coin toss as a play of period 0: not placed on the game's clock, left out
    expect(core[0]).toMatchObject({ playId: '40154741739', quarter: 1, homeWinProbability: 0.5223 });
    const fromSummary = winProbabilitySeries(plays, fixture(SUMMARY));
    for (const point of core) expect(fromSummary.find((p) => p.playId === point.playId)?.homeWinProbability).toBe(point.homeWinProbability);
  });

  it('takes a later source over an earlier one for the same play', () => {
    const series = winProbabilitySeries([play('1'), play('2')], { winprobability: [{ playId: '1', homeWinPercentage: 0.4 }] }, { items: [{ play: { $ref: 'http://x/plays/1?lang=en' }, homeWinPercentage: '0.6' }] });
    expect(series).toEqual([{ playId: '1', quarter: 1, clock: '15:00', homeWinProbability: 0.6 }]);
  });

  it('is empty without probabilities (pregame, a game the model does not cover)', () => {
    expect(winProbabilitySeries(plays, { winprobability: [] })).toEqual([]);
    expect(winProbabilitySeries(plays)).toEqual([]);
    expect(winProbabilitySeries([], fixture(SUMMARY))).toEqual([]);
  });

  it('leaves out junk: chances out of range or not numbers, points without a play or on an unknown play, plays without a quarter', () => {
    const source = {
      winprobability: [
        null, 7, 'x', {}, { playId: '1' }, { playId: '1', homeWinPercentage: 1.5 }, { playId: '2', homeWinPercentage: -0.1 },
        { playId: '3', homeWinPercentage: 'high' }, { homeWinPercentage: 0.5 }, { playId: 'unknown', homeWinPercentage: 0.5 },
        { playId: '4', homeWinPercentage: 0.3 }, { playId: 5, homeWinPercentage: '0.25' }, { playId: '6', homeWinPercentage: 0.9 },
      ],
    };
    const series = winProbabilitySeries([play('1'), play('2'), play('3'), play('4', 2, '3:10'), play('5', 3, ''), play('6', 0)], source);
    expect(series).toEqual([
      { playId: '4', quarter: 2, clock: '3:10', homeWinProbability: 0.3 },
      { playId: '5', quarter: 3, clock: '', homeWinProbability: 0.25 },
    ]);
    expect(WinProbabilitySeriesSchema.parse(series)).toEqual(series);
  });

  it('survives every junk input, as a source and inside the game package wrapper', () => {
    for (const junk of JUNK) {
      expect(winProbabilitySeries(plays, junk)).toEqual([]);
      expect(winProbabilitySeries(plays, { gamepackageJSON: junk })).toEqual([]);
      expect(winProbabilitySeries(plays, { winprobability: junk, items: undefined })).toEqual([]);
    }
    // a wrapped summary (CDN game package) reads as the summary does
    expect(winProbabilitySeries(plays, { gamepackageJSON: fixture(SUMMARY) })).toHaveLength(winProbabilitySeries(plays, fixture(SUMMARY)).length);
  });
});
