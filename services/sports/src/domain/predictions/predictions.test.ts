import type { BettingOdds, Game } from '@gg/contracts';
import { normalCdf } from './normal';
import {
  HOME_FIELD_EDGE,
  NFL_MARGIN_SD,
  RECORD_PSEUDO_GAMES,
  confidenceFor,
  impliedProbability,
  log5,
  marketConsensus,
  parseRecord,
  predictGame,
  probabilityFromRecords,
  probabilityFromSpread,
  removeVig,
  scoresFromSpreadAndTotal,
  type PredictOptions,
} from './predictions';
import { makeGame, makeOdds, validPrediction } from './test-support';

const predict = (game: Game, odds: BettingOdds[] = [], options?: PredictOptions) => validPrediction(predictGame(game, odds, options));
const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));

describe('impliedProbability', () => {
  test('American moneylines', () => {
    expect(impliedProbability(150)).toBe(100 / 250);
    expect(impliedProbability(150)).toBeCloseTo(0.4, 12);
    expect(impliedProbability(-200)).toBe(200 / 300);
    expect(impliedProbability(-200)).toBeCloseTo(0.6667, 4);
    expect(impliedProbability(-110)).toBeCloseTo(110 / 210, 12);
    expect(impliedProbability(100)).toBe(0.5);
    expect(impliedProbability(-100)).toBe(0.5);
  });
  test('null for prices that are not American odds', () => {
    for (const bad of [0, 50, -99, Number.NaN, Infinity]) expect(impliedProbability(bad)).toBeNull();
  });
});

describe('removeVig', () => {
  test('−150 / +130: home ≈ 0.5798 once the margin is removed', () => {
    const pHome = 150 / 250; // 0.6
    const pAway = 100 / 230; // 0.43478…
    const fair = removeVig(impliedProbability(-150)!, impliedProbability(130)!)!;
    expect(fair.home).toBeCloseTo(pHome / (pHome + pAway), 12);
    expect(fair.home).toBeCloseTo(0.5798, 4);
    expect(fair.home + fair.away).toBe(1);
  });
  test('a fair pair is unchanged; junk gives null', () => {
    expect(removeVig(0.25, 0.75)).toEqual({ home: 0.25, away: 0.75 });
    expect(removeVig(0, 0)).toBeNull();
    expect(removeVig(-0.1, 0.5)).toBeNull();
    expect(removeVig(Number.NaN, 0.5)).toBeNull();
  });
});

describe('probabilityFromSpread', () => {
  test('documented σ and Φ(−spread/σ)', () => {
    expect(NFL_MARGIN_SD).toBe(13.45);
    expect(probabilityFromSpread(0)).toBe(0.5);
    expect(probabilityFromSpread(-3)).toBeCloseTo(0.5883, 3); // 3-point home favourite ≈ 59%
    expect(probabilityFromSpread(-7)).toBeCloseTo(0.6986, 3);
    expect(probabilityFromSpread(-14)).toBeCloseTo(0.851, 3);
    expect(probabilityFromSpread(-3)).toBeCloseTo(normalCdf(3 / 13.45), 12);
  });
  test('symmetric: P(spread) + P(−spread) = 1', () => {
    for (const s of [0.5, 1, 2.5, 3, 6.5, 7, 10, 17.5]) expect(probabilityFromSpread(s) + probabilityFromSpread(-s)).toBeCloseTo(1, 12);
  });
  test('monotonic: a bigger home favourite always has a higher probability', () => {
    let prev = 0;
    for (let s = 24; s >= -24; s -= 0.5) {
      const p = probabilityFromSpread(s);
      expect(p).toBeGreaterThan(prev);
      prev = p;
    }
  });
});

describe('scoresFromSpreadAndTotal', () => {
  test('KC −3.5 at home, total 47.5: 25.5/22 -> 26–22 (favourite’s half rounds up)', () => {
    expect(scoresFromSpreadAndTotal(-3.5, 47.5)).toEqual({ home: 26, away: 22 });
  });
  test('away favourite: the same rule from the other side', () => {
    expect(scoresFromSpreadAndTotal(3.5, 47.5)).toEqual({ home: 22, away: 26 });
  });
  test('underdog’s half rounds down so a half-point favourite is never shown level', () => {
    // home 22, away 21.5 -> 22–21 (plain Math.round would say 22–22)
    expect(scoresFromSpreadAndTotal(-0.5, 43.5)).toEqual({ home: 22, away: 21 });
  });
  test('averaged spreads that would round to a tie keep the favourite one point ahead', () => {
    // home 22.2 -> 22, away 21.8 -> 22: adjusted to 22–21
    expect(scoresFromSpreadAndTotal(-0.4, 44)).toEqual({ home: 22, away: 21 });
  });
  test('pick’em: halves round up for both', () => {
    expect(scoresFromSpreadAndTotal(0, 45)).toEqual({ home: 23, away: 23 });
    expect(scoresFromSpreadAndTotal(0, 44)).toEqual({ home: 22, away: 22 });
  });
  test('whole numbers stay whole; missing inputs give null', () => {
    expect(scoresFromSpreadAndTotal(-7, 47)).toEqual({ home: 27, away: 20 });
    expect(scoresFromSpreadAndTotal(null, 47)).toBeNull();
    expect(scoresFromSpreadAndTotal(-3, null)).toBeNull();
    expect(scoresFromSpreadAndTotal(-3, 0)).toBeNull();
  });
});

describe('records', () => {
  test('parseRecord', () => {
    expect(parseRecord('8-5')).toEqual({ wins: 8, losses: 5, ties: 0 });
    expect(parseRecord('8-5-1')).toEqual({ wins: 8, losses: 5, ties: 1 });
    for (const bad of [null, undefined, '', 'abc', '8-', '8/5', '8-5-1-2']) expect(parseRecord(bad)).toBeNull();
  });

  test('log5 basics', () => {
    expect(log5(0.5, 0.5)).toBe(0.5);
    expect(log5(0.7, 0.5)).toBeCloseTo(0.7, 12);
    expect(log5(0.6, 0.6)).toBeCloseTo(0.5, 12);
    expect(log5(0.7, 0.4) + log5(0.4, 0.7)).toBeCloseTo(1, 12);
  });

  test('equal records: exactly the home edge (0.53)', () => {
    expect(HOME_FIELD_EDGE).toBe(0.03);
    expect(probabilityFromRecords('6-6', '6-6')).toBeCloseTo(0.53, 12);
    expect(probabilityFromRecords('10-2', '10-2')).toBeCloseTo(0.53, 12);
  });

  test('8-5 (home) vs 6-7: regressed, log5, home edge on the log-odds scale', () => {
    expect(RECORD_PSEUDO_GAMES).toBe(2);
    const a = (8 + 2) / (13 + 4);
    const b = (6 + 2) / (13 + 4);
    const neutral = (a - a * b) / (a + b - 2 * a * b);
    const expected = logistic(logit(neutral) + logit(0.53));
    expect(probabilityFromRecords('8-5', '6-7')).toBeCloseTo(expected, 12);
    expect(expected).toBeCloseTo(0.6443, 3);
  });

  test('swapping the teams mirrors around the home edge (symmetric log5)', () => {
    const shift = logit(0.53);
    for (const [x, y] of [['8-5', '6-7'], ['12-1', '1-12'], ['3-3-1', '4-2-1']] as const) {
      const pxy = probabilityFromRecords(x, y)!;
      const pyx = probabilityFromRecords(y, x)!;
      expect(logit(pxy) - shift).toBeCloseTo(-(logit(pyx) - shift), 12);
    }
  });

  test('ties count half', () => {
    const a = (8 + 0.5 + 2) / (14 + 4);
    const b = (6 + 2) / (13 + 4);
    const expected = logistic(logit((a - a * b) / (a + b - 2 * a * b)) + logit(0.53));
    expect(probabilityFromRecords('8-5-1', '6-7')).toBeCloseTo(expected, 12);
  });

  test('small samples are pulled toward .500', () => {
    const early = probabilityFromRecords('2-0', '0-2')!;
    const late = probabilityFromRecords('12-0', '0-12')!;
    expect(early).toBeGreaterThan(0.53);
    expect(early).toBeLessThan(late);
    expect(late).toBeLessThan(1);
  });

  test('null when records are missing, unparseable or both 0-0', () => {
    expect(probabilityFromRecords(null, '6-7')).toBeNull();
    expect(probabilityFromRecords('8-5', null)).toBeNull();
    expect(probabilityFromRecords('8-5', 'n/a')).toBeNull();
    expect(probabilityFromRecords('0-0', '0-0')).toBeNull();
  });
});

describe('marketConsensus', () => {
  test('averages vig-free moneylines over providers with BOTH prices, spreads and totals over those that have them', () => {
    const m = marketConsensus([
      makeOdds('DraftKings', { homeTeamMoneyline: -150, awayTeamMoneyline: 130, homeTeamSpread: -3, overUnder: 47 }),
      makeOdds('ESPN BET', { homeTeamMoneyline: -160, awayTeamMoneyline: null, homeTeamSpread: -4, overUnder: 48 }),
      makeOdds('FanDuel', { homeTeamMoneyline: -140, awayTeamMoneyline: 120 }),
    ]);
    const fair = (h: number, a: number) => removeVig(impliedProbability(h)!, impliedProbability(a)!)!.home;
    expect(m.moneyline!.providers).toEqual(['DraftKings', 'FanDuel']);
    expect(m.moneyline!.homeProbability).toBeCloseTo((fair(-150, 130) + fair(-140, 120)) / 2, 12);
    expect(m.spread!.homeSpread).toBe(-3.5);
    expect(m.total!.total).toBe(47.5);
  });
  test('away line alone is enough for a spread; duplicate providers count once; empty is empty', () => {
    const away = makeOdds('X', { awayTeamSpread: 2.5 });
    expect(marketConsensus([away]).spread!.homeSpread).toBe(-2.5);
    const dup = marketConsensus([makeOdds('X', { homeTeamSpread: -3 }), makeOdds('X', { homeTeamSpread: -10 })]);
    expect(dup.spread!.homeSpread).toBe(-3);
    expect(marketConsensus([])).toEqual({ moneyline: null, spread: null, total: null });
    expect(marketConsensus(undefined)).toEqual({ moneyline: null, spread: null, total: null });
  });
});

describe('predictGame precedence', () => {
  const moneylines = [makeOdds('DraftKings', { homeTeamMoneyline: -150, awayTeamMoneyline: 130, homeTeamSpread: -3, overUnder: 47.5 })];
  const spreadOnly = [makeOdds('ESPN BET', { homeTeamSpread: -3.5, overUnder: 47.5 })];
  const recorded = makeGame({ homeRecord: '8-5', awayRecord: '6-7' });
  const live = makeGame({ status: 'live', homeRecord: '8-5', awayRecord: '6-7', homeScore: 7, awayScore: 3 });

  test('1. live game with a provider probability beats everything', () => {
    const p = predict(live, moneylines, { providerHomeWinProbability: 0.71 });
    expect(p).toMatchObject({ basis: 'provider-probability', homeWinProbability: 0.71, explanation: "ESPN's live win probability." });
    expect(p.awayWinProbability).toBeCloseTo(0.29, 12);
    expect(predict(makeGame({ status: 'in_progress' }), [], { providerHomeWinProbability: 0.4 }).basis).toBe('provider-probability');
  });

  test('provider probability is ignored before kickoff and when out of range', () => {
    expect(predict(recorded, moneylines, { providerHomeWinProbability: 0.9 }).basis).toBe('moneyline');
    expect(predict(live, moneylines, { providerHomeWinProbability: 71 }).basis).toBe('moneyline');
    expect(predict(live, moneylines, { providerHomeWinProbability: null }).basis).toBe('moneyline');
  });

  test('2. moneylines beat spreads', () => {
    const p = predict(recorded, [...moneylines, ...spreadOnly]);
    expect(p.basis).toBe('moneyline');
    expect(p.homeWinProbability).toBeCloseTo(0.6 / (0.6 + 100 / 230), 12);
    expect(p.explanation).toBe("From DraftKings' moneyline, bookmaker margin removed.");
  });

  test('a provider with only one moneyline does not count as a moneyline source', () => {
    const oneSided = [makeOdds('ESPN BET', { homeTeamMoneyline: -150, homeTeamSpread: -3.5 })];
    expect(predict(recorded, oneSided).basis).toBe('spread');
  });

  test('3. spreads beat records', () => {
    const p = predict(recorded, spreadOnly);
    expect(p.basis).toBe('spread');
    expect(p.homeWinProbability).toBeCloseTo(probabilityFromSpread(-3.5), 12);
    expect(p.explanation).toBe('From the point spread (KC −3.5, ESPN BET) using the usual spread of NFL results.');
  });

  test('4. records when there are no odds', () => {
    const p = predict(recorded, []);
    expect(p.basis).toBe('records');
    expect(p.homeWinProbability).toBeCloseTo(probabilityFromRecords('8-5', '6-7')!, 12);
    expect(p.explanation).toBe("From the teams' records (LAC 6-7 at KC 8-5) with a small home-field edge.");
    expect(p.predictedHomeScore).toBeNull();
    expect(p.predictedAwayScore).toBeNull();
  });

  test('5. nothing at all: 50/50, basis none, confidence 5, says there is not enough data', () => {
    const p = predict(makeGame(), []);
    expect(p).toMatchObject({ homeWinProbability: 0.5, awayWinProbability: 0.5, basis: 'none', confidence: 5, predictedHomeScore: null, predictedAwayScore: null });
    expect(p.explanation).toMatch(/^Not enough data/);
  });

  test('a live game without a live probability says its numbers are pre-game', () => {
    const p = predict(live, spreadOnly);
    expect(p.basis).toBe('spread');
    expect(p.explanation).toMatch(/^Pre-game view, not updated for the score: from the point spread \(KC −3\.5/);
  });
});

describe('predictGame numbers and wording', () => {
  test('predicted scores from the consensus spread and total (averaged across providers)', () => {
    const odds = [makeOdds('A', { homeTeamSpread: -3, overUnder: 47 }), makeOdds('B', { homeTeamSpread: -4, overUnder: 48 })];
    const p = predict(makeGame(), odds);
    expect([p.predictedHomeScore, p.predictedAwayScore]).toEqual([26, 22]);
    expect(p.explanation).toBe('From the average point spread of 2 sportsbooks (KC −3.5; A, B) using the usual spread of NFL results.');
  });

  test('no total -> no predicted score, even with a spread', () => {
    const p = predict(makeGame(), [makeOdds('A', { homeTeamSpread: -3 })]);
    expect(p.predictedHomeScore).toBeNull();
    expect(p.predictedAwayScore).toBeNull();
  });

  test('away favourite and pick’em wording', () => {
    expect(predict(makeGame(), [makeOdds('A', { homeTeamSpread: 6.5 })]).explanation).toContain('(LAC −6.5, A)');
    const pk = predict(makeGame(), [makeOdds('A', { homeTeamSpread: 0 })]);
    expect(pk.explanation).toContain("(pick'em, A)");
    expect(pk.homeWinProbability).toBe(0.5);
  });

  test('moneyline explanation names the count and the books', () => {
    const odds = ['DraftKings', 'ESPN BET', 'FanDuel', 'BetMGM'].map((p) => makeOdds(p, { homeTeamMoneyline: -150, awayTeamMoneyline: 130 }));
    expect(predict(makeGame(), odds.slice(0, 3)).explanation).toBe(
      "From 3 sportsbooks' moneylines (DraftKings, ESPN BET, FanDuel), bookmaker margin removed.",
    );
    expect(predict(makeGame(), odds).explanation).toBe("From 4 sportsbooks' moneylines (DraftKings, ESPN BET, FanDuel and 1 more), bookmaker margin removed.");
  });

  test('falls back to team names when abbreviations are missing', () => {
    const game = makeGame({ homeTeamAbbreviation: null, awayTeamAbbreviation: null, homeRecord: '1-0', awayRecord: '0-1' });
    expect(predict(game).explanation).toContain('Los Angeles Chargers 0-1 at Kansas City Chiefs 1-0');
  });

  test('probabilities always sum to 1 and stay in [0, 1]', () => {
    const cases: Array<[Game, BettingOdds[]]> = [
      [makeGame(), [makeOdds('A', { homeTeamMoneyline: -2000, awayTeamMoneyline: 1100 })]],
      [makeGame(), [makeOdds('A', { homeTeamSpread: 28 })]],
      [makeGame({ homeRecord: '0-17', awayRecord: '17-0' }), []],
    ];
    for (const [g, o] of cases) {
      const p = predict(g, o);
      expect(p.homeWinProbability + p.awayWinProbability).toBeCloseTo(1, 12);
      expect(p.homeWinProbability).toBeGreaterThan(0);
      expect(p.homeWinProbability).toBeLessThan(1);
    }
  });
});

describe('confidence', () => {
  test('5 + round(|p − 0.5| × 10), clamped to 5..9', () => {
    expect(confidenceFor(0.5)).toBe(5);
    expect(confidenceFor(0.62)).toBe(6);
    expect(confidenceFor(0.8)).toBe(8);
    expect(confidenceFor(0.99)).toBe(9); // 5 + 5 = 10 -> 9
    expect(confidenceFor(0.01)).toBe(9);
    expect(confidenceFor(0.5, -1)).toBe(5); // 4 -> 5
    expect(confidenceFor(1, 3)).toBe(9);
  });
  test('home/away symmetric at the .5 rounding edge', () => {
    expect(confidenceFor(0.55)).toBe(confidenceFor(0.45));
    expect(confidenceFor(0.75)).toBe(confidenceFor(0.25));
  });
  test('extreme favourite with 3 agreeing books stays at 9', () => {
    const odds = ['A', 'B', 'C'].map((p) => makeOdds(p, { homeTeamMoneyline: -10000, awayTeamMoneyline: 3000 }));
    expect(predict(makeGame(), odds).confidence).toBe(9);
  });
  test('+1 when ≥ 3 books agree within 3 points; not with 2 books or with disagreement', () => {
    const same = (n: number) => Array.from({ length: n }, (_, i) => makeOdds(`B${i}`, { homeTeamMoneyline: -150, awayTeamMoneyline: 130 }));
    // p ≈ 0.5798 -> 5 + round(0.798) = 6
    expect(predict(makeGame(), same(2)).confidence).toBe(6);
    expect(predict(makeGame(), same(3)).confidence).toBe(7);
    const split = [...same(2), makeOdds('Far', { homeTeamMoneyline: -300, awayTeamMoneyline: 240 })];
    expect(predict(makeGame(), split).confidence).toBe(6);
    const spreads = ['A', 'B', 'C'].map((p) => makeOdds(p, { homeTeamSpread: -3 }));
    expect(predict(makeGame(), spreads).confidence).toBe(predict(makeGame(), spreads.slice(0, 1)).confidence + 1);
  });
  test('records-only loses a point but never drops below 5', () => {
    expect(predict(makeGame({ homeRecord: '6-6', awayRecord: '6-6' })).confidence).toBe(5);
    const strong = probabilityFromRecords('12-1', '4-9')!; // ≈ 0.90 -> 5 + 4 = 9 before the records penalty
    expect(confidenceFor(strong)).toBe(9);
    expect(predict(makeGame({ homeRecord: '12-1', awayRecord: '4-9' })).confidence).toBe(8);
    // the penalty applies before clamping: 16-0 vs 0-16 (≈ 0.99 -> 10 - 1) still shows 9
    expect(predict(makeGame({ homeRecord: '16-0', awayRecord: '0-16' })).confidence).toBe(9);
  });
});

describe('final games', () => {
  const odds = [makeOdds('A', { homeTeamMoneyline: 200, awayTeamMoneyline: -240, homeTeamSpread: 5.5, overUnder: 44 })];
  test('home win: 1/0 with the actual score, whatever the odds said', () => {
    const p = predict(makeGame({ status: 'final', homeScore: 27, awayScore: 20 }), odds);
    expect(p).toEqual({
      gameId: 'g1',
      homeWinProbability: 1,
      awayWinProbability: 0,
      predictedHomeScore: 27,
      predictedAwayScore: 20,
      confidence: 9,
      basis: 'none',
      explanation: 'Final score.',
    });
  });
  test('away win and tie', () => {
    expect(predict(makeGame({ status: 'final', homeScore: 10, awayScore: 13 }))).toMatchObject({ homeWinProbability: 0, awayWinProbability: 1 });
    expect(predict(makeGame({ status: 'final', homeScore: 20, awayScore: 20 }))).toMatchObject({ homeWinProbability: 0.5, awayWinProbability: 0.5, confidence: 9 });
  });
});

describe('no output depends on the game id', () => {
  const scenarios: Array<[string, Game, BettingOdds[], PredictOptions | undefined]> = [
    ['moneyline', makeGame(), [makeOdds('A', { homeTeamMoneyline: -150, awayTeamMoneyline: 130, homeTeamSpread: -3, overUnder: 47.5 })], undefined],
    ['spread', makeGame(), [makeOdds('A', { homeTeamSpread: 4, overUnder: 41 })], undefined],
    ['records', makeGame({ homeRecord: '5-8', awayRecord: '9-4' }), [], undefined],
    ['live', makeGame({ status: 'live' }), [], { providerHomeWinProbability: 0.33 }],
    ['none', makeGame(), [], undefined],
    ['final', makeGame({ status: 'final', homeScore: 3, awayScore: 9 }), [], undefined],
  ];
  test.each(scenarios)('%s', (_name, game, odds, options) => {
    const a = predict(game, odds, options);
    for (const id of ['401772510', 'zzz', '1']) {
      const b = predict({ ...game, id }, odds.map((o) => ({ ...o, id: `${id}:x` })), options);
      expect(b.gameId).toBe(id);
      expect({ ...b, gameId: a.gameId }).toEqual(a);
    }
  });
});
