import type { BettingOdds, Game } from '@gg/contracts';
import { equivalentHomeSpread, fantasyAdvice, matchupLabel, ratingGapFor } from './fantasy';
import { NFL_MARGIN_SD, predictGame, probabilityFromSpread, type PredictOptions } from './predictions';
import { makeGame, makeOdds, validAdvice, validPrediction } from './test-support';

/** Predict, then advise, validating both against the contract. */
function advise(game: Game, odds: BettingOdds[] = [], options?: PredictOptions) {
  const prediction = validPrediction(predictGame(game, odds, options));
  return validAdvice(fantasyAdvice(game, odds, prediction));
}
const spread = (homeTeamSpread: number, overUnder: number | null = 45) => [makeOdds('ESPN BET', { homeTeamSpread, overUnder })];

describe('matchupLabel (under 3 Close Game, over 7 Mismatch, else Balanced)', () => {
  test.each([
    [0, 'Close Game'],
    [2.9, 'Close Game'],
    [3, 'Balanced'],
    [5.5, 'Balanced'],
    [7, 'Balanced'],
    [7.1, 'Mismatch'],
    [21, 'Mismatch'],
  ])('gap %p -> %s', (gap, label) => {
    expect(matchupLabel(gap)).toBe(label);
  });

  test.each([
    [-2.9, 'Close Game'],
    [-3, 'Balanced'],
    [-7, 'Balanced'],
    [-7.1, 'Mismatch'],
    [7.1, 'Mismatch'], // away favourite: the gap is the size of the line, not its sign
    [2.9, 'Close Game'],
  ])('boundary through fantasyAdvice: home line %p -> %s', (homeSpread, label) => {
    const a = advise(makeGame(), spread(homeSpread));
    expect(a.ratingGap).toBe(Math.abs(homeSpread));
    expect(a.matchup).toBe(label);
  });
});

describe('rating gap', () => {
  test('consensus spread (average of books), rounded to one decimal', () => {
    const odds = [makeOdds('A', { homeTeamSpread: -3 }), makeOdds('B', { homeTeamSpread: -3.5 }), makeOdds('C', { homeTeamSpread: -3.5 })];
    expect(advise(makeGame(), odds).ratingGap).toBe(3.3);
  });

  test('without a spread: the spread-equivalent of the probability, |σ·Φ⁻¹(p)|', () => {
    const odds = [makeOdds('DraftKings', { homeTeamMoneyline: -300, awayTeamMoneyline: 240 })];
    const p = predictGame(makeGame(), odds);
    const gap = advise(makeGame(), odds).ratingGap;
    expect(gap).toBeGreaterThan(0);
    // converting back gives the same probability (to the one-decimal rounding)
    expect(probabilityFromSpread(-gap)).toBeCloseTo(p.homeWinProbability, 2);
  });

  test('equivalentHomeSpread inverts probabilityFromSpread and stays finite', () => {
    for (const s of [-10, -3.5, 0, 2.5, 7]) expect(equivalentHomeSpread(probabilityFromSpread(s))).toBeCloseTo(s, 5);
    expect(equivalentHomeSpread(0.5)).toBe(0);
    expect(Number.isFinite(equivalentHomeSpread(1))).toBe(true);
    expect(Math.abs(equivalentHomeSpread(1))).toBeCloseTo(NFL_MARGIN_SD * 2.326348, 3);
  });

  test('records-only games get a gap from the records probability', () => {
    const a = advise(makeGame({ homeRecord: '11-2', awayRecord: '2-11' }));
    expect(a.basis).toBe('records');
    expect(a.matchup).toBe('Mismatch');
    expect(a.advice).toContain('KC are big favorites over LAC');
    expect(a.advice).toContain('team records only');
  });

  test('no data: gap 0, Close Game, advice says there is no read', () => {
    const a = advise(makeGame());
    expect(a).toMatchObject({ ratingGap: 0, matchup: 'Close Game', basis: 'none' });
    expect(a.advice).toMatch(/no matchup read/);
  });

  test('final game without odds: the actual margin', () => {
    const game = makeGame({ status: 'final', homeScore: 31, awayScore: 10 });
    expect(ratingGapFor(game, [], predictGame(game, []))).toBe(21);
    const a = advise(game);
    expect(a.matchup).toBe('Mismatch');
    expect(a.advice).toBe('Final: LAC 10, KC 31; fantasy points from this game are already locked in.');
  });
});

describe('advice text', () => {
  test('close game: keep usual starters', () => {
    const a = advise(makeGame(), spread(-1.5, 44.5));
    expect(a.advice).toContain('KC are only slight favorites over LAC (about 1.5 points)');
    expect(a.advice).toContain('keep your usual starters');
    expect(a.advice).toContain('about average');
  });

  test('pick’em reads as an even game', () => {
    expect(advise(makeGame(), spread(0)).advice).toMatch(/^LAC at KC projects as an even game/);
  });

  test('balanced: favourite named, underdog pass catchers', () => {
    const a = advise(makeGame(), spread(4.5, 44.5));
    expect(a.matchup).toBe('Balanced');
    expect(a.advice).toContain('LAC are favored over KC by about 4.5 points');
    expect(a.advice).toContain("KC's pass catchers");
  });

  test('mismatch: favourite RB late, underdog garbage time', () => {
    const a = advise(makeGame(), spread(-10, 44));
    expect(a.advice).toContain("KC are big favorites over LAC (about 10 points): game script favors KC's running back late");
    expect(a.advice).toContain('garbage-time');
  });

  test('high total (≥ 48): shootout with implied team totals', () => {
    const a = advise(makeGame(), spread(-3.5, 48));
    expect(a.advice).toContain('The 48-point total (implied KC 26, LAC 22) points to a shootout: start pass catchers on both sides.');
  });

  test('low total (≤ 40): defensive game, D/STs', () => {
    const a = advise(makeGame(), spread(-3, 40)); // 21.5 -> 22 (favourite up), 18.5 -> 18 (underdog down)
    expect(a.advice).toContain('The 40-point total (implied KC 22, LAC 18) suggests a defensive game: consider both D/STs');
  });

  test('never more than two sentences', () => {
    const cases: Array<[Game, BettingOdds[]]> = [
      [makeGame(), spread(-3.5, 51)],
      [makeGame(), spread(10, 37)],
      [makeGame({ homeRecord: '3-1', awayRecord: '1-3' }), []],
      [makeGame(), [makeOdds('A', { homeTeamMoneyline: -150, awayTeamMoneyline: 130 })]],
    ];
    for (const [g, o] of cases) {
      const sentences = advise(g, o).advice.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(2);
    }
  });

  test('live game: basis mirrors the prediction, advice marked as a pre-game read', () => {
    const a = advise(makeGame({ status: 'live' }), spread(-6), { providerHomeWinProbability: 0.8 });
    expect(a.basis).toBe('provider-probability');
    expect(a.ratingGap).toBe(6);
    expect(a.advice).toMatch(/^Pre-game read: KC are favored over LAC/);
  });
});

describe('no output depends on the game id', () => {
  test.each([
    ['spread', makeGame(), spread(-7.5, 49)],
    ['moneyline', makeGame(), [makeOdds('A', { homeTeamMoneyline: 180, awayTeamMoneyline: -210 })]],
    ['records', makeGame({ homeRecord: '2-9', awayRecord: '7-4' }), []],
  ] as Array<[string, Game, BettingOdds[]]>)('%s', (_name, game, odds) => {
    const a = advise(game, odds);
    const b = advise({ ...game, id: 'another-id' }, odds.map((o) => ({ ...o, id: 'another-id:1' })));
    expect(b.gameId).toBe('another-id');
    expect({ ...b, gameId: a.gameId }).toEqual(a);
  });
});
