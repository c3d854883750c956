// Realistic run over the recorded 2025 week-1 pre-game scoreboard, through the real normalisers.
// That capture (ESPN BET, one provider per game) has spreads and totals but NO moneylines and
// no records yet (week 1), so every game must be predicted from the spread.
import { gamesFromScoreboard, oddsByEventFromScoreboard } from '../../data-access/espn/normalize';
import { fixture } from '../../data-access/espn/normalize/test-fixtures';
import { fantasyAdvice } from './fantasy';
import { predictGame, probabilityFromSpread } from './predictions';
import { validAdvice, validPrediction } from './test-support';

const scoreboard = fixture('scoreboard_2025_reg_wk1_pregame_odds.json');
const games = gamesFromScoreboard(scoreboard);
const oddsById = oddsByEventFromScoreboard(scoreboard);
const rows = games.map((game) => {
  const odds = oddsById[game.id] ?? [];
  const prediction = validPrediction(predictGame(game, odds));
  const advice = validAdvice(fantasyAdvice(game, odds, prediction));
  return { game, odds, prediction, advice };
});
const byTeams = (away: string, home: string) => {
  const row = rows.find((r) => r.game.awayTeamAbbreviation === away && r.game.homeTeamAbbreviation === home);
  if (!row) throw new Error(`no ${away} @ ${home} in the fixture`);
  return row;
};

describe('week 1 2025 pre-game scoreboard', () => {
  test('what the capture really holds: 16 scheduled games, each with one ESPN BET spread + total, no moneylines', () => {
    expect(games).toHaveLength(16);
    for (const { game, odds } of rows) {
      expect(game.status).toBe('scheduled');
      expect(odds.length).toBeGreaterThan(0);
      expect(odds.some((o) => o.homeTeamSpread !== null && o.overUnder !== null)).toBe(true);
      expect(odds.every((o) => o.homeTeamMoneyline === null && o.awayTeamMoneyline === null)).toBe(true);
    }
  });

  test('every game gets a spread-based prediction with a proper probability pair and a score', () => {
    for (const { prediction, odds } of rows) {
      expect(prediction.basis).toBe('spread');
      expect(prediction.explanation).toContain('ESPN BET');
      expect(prediction.homeWinProbability).toBeGreaterThan(0);
      expect(prediction.homeWinProbability).toBeLessThan(1);
      expect(prediction.awayWinProbability).toBeGreaterThan(0);
      expect(prediction.awayWinProbability).toBeLessThan(1);
      expect(prediction.homeWinProbability + prediction.awayWinProbability).toBeCloseTo(1, 12);
      expect(prediction.homeWinProbability).toBeCloseTo(probabilityFromSpread(odds[0]!.homeTeamSpread!), 12);
      expect(prediction.predictedHomeScore).not.toBeNull();
      expect(prediction.predictedAwayScore).not.toBeNull();
      expect(prediction.confidence).toBeGreaterThanOrEqual(5);
      expect(prediction.confidence).toBeLessThanOrEqual(9);
    }
  });

  test('the favourite (by the home line) gets > 0.5 and is the predicted winner', () => {
    for (const { prediction, odds } of rows) {
      const s = odds[0]!.homeTeamSpread!;
      if (s < 0) {
        expect(prediction.homeWinProbability).toBeGreaterThan(0.5);
        expect(prediction.predictedHomeScore!).toBeGreaterThan(prediction.predictedAwayScore!);
      } else if (s > 0) {
        expect(prediction.awayWinProbability).toBeGreaterThan(0.5);
        expect(prediction.predictedAwayScore!).toBeGreaterThan(prediction.predictedHomeScore!);
      } else {
        expect(prediction.homeWinProbability).toBe(0.5);
      }
    }
  });

  test('DAL @ PHI: PHI −7, total 46.5 -> ≈ 70%, 27–20', () => {
    const { prediction, advice } = byTeams('DAL', 'PHI');
    expect(prediction.homeWinProbability).toBeCloseTo(0.6986, 3);
    expect([prediction.predictedHomeScore, prediction.predictedAwayScore]).toEqual([27, 20]);
    expect(prediction.confidence).toBe(7); // 5 + round(1.99)
    expect(prediction.explanation).toBe('From the point spread (PHI −7, ESPN BET) using the usual spread of NFL results.');
    expect(advice).toMatchObject({ matchup: 'Balanced', ratingGap: 7, basis: 'spread' });
  });

  test('MIA @ IND is a pick’em', () => {
    const { prediction, advice } = byTeams('MIA', 'IND');
    expect(prediction.homeWinProbability).toBe(0.5);
    expect(prediction.confidence).toBe(5);
    expect(prediction.explanation).toContain("pick'em");
    expect(advice.matchup).toBe('Close Game');
  });

  test('fantasy labels and advice follow the lines', () => {
    expect(byTeams('NYG', 'WSH').advice.matchup).toBe('Mismatch'); // WSH −7.5
    expect(byTeams('NYG', 'WSH').advice.advice).toContain("WSH's running back late");
    expect(byTeams('TB', 'ATL').advice.matchup).toBe('Close Game'); // TB −2.5 on the road
    expect(byTeams('TB', 'ATL').advice.advice).toContain('TB are only slight favorites over ATL');
    expect(byTeams('CIN', 'CLE').advice.matchup).toBe('Balanced'); // CIN −5.5
    expect(byTeams('DET', 'GB').advice.advice).toContain('shootout'); // total 48.5
    expect(byTeams('PIT', 'NYJ').advice.advice).toContain('defensive game'); // total 39.5
    for (const { advice, prediction } of rows) expect(advice.basis).toBe(prediction.basis);
  });

  test('the same inputs under a different id give the same numbers', () => {
    for (const { game, odds, prediction, advice } of rows) {
      const other = { ...game, id: `x${game.id}` };
      const p2 = predictGame(other, odds);
      expect({ ...p2, gameId: game.id }).toEqual(prediction);
      expect({ ...fantasyAdvice(other, odds, p2), gameId: game.id }).toEqual(advice);
    }
  });
});
