/**
 * Fantasy helper: a matchup label from the rating gap (in points) and one or two sentences of
 * advice derived from the same real inputs as the prediction (spread, total, probability).
 * Pure functions, no I/O.
 */
import { isFinalGame, isLiveGame, type BettingOdds, type FantasyAdvice, type Game, type Prediction } from '@gg/contracts';
import { inverseNormalCdf } from './normal';
import { NFL_MARGIN_SD, formatPoints, marketConsensus, teamLabel } from './predictions';

export type MatchupLabel = FantasyAdvice['matchup'];

/** Matchup label from the rating gap: under 3 is a Close Game, over 7 a Mismatch, otherwise Balanced. */
export const CLOSE_GAME_BELOW = 3;
export const MISMATCH_ABOVE = 7;
/** Totals at or above this read as a shootout; at or below LOW_TOTAL as a defensive game. */
export const HIGH_TOTAL = 48;
export const LOW_TOTAL = 40;
/** Probabilities are clamped to this range before inverting, so the gap stays finite (≤ ~31 pts). */
const P_FLOOR = 0.01;

export function matchupLabel(ratingGap: number): MatchupLabel {
  if (ratingGap < CLOSE_GAME_BELOW) return 'Close Game';
  if (ratingGap > MISMATCH_ABOVE) return 'Mismatch';
  return 'Balanced';
}

/**
 * The home line (negative = home favoured) that would give this home win probability under the
 * same normal model as the spread conversion: −σ·Φ⁻¹(pHome).
 */
export function equivalentHomeSpread(homeWinProbability: number): number {
  const p = Math.min(1 - P_FLOOR, Math.max(P_FLOOR, homeWinProbability));
  const s = -NFL_MARGIN_SD * inverseNormalCdf(p);
  return s === 0 ? 0 : s; // no -0
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * Rating gap in points: |consensus spread| when a sportsbook line exists; for a final game without
 * one, the actual margin; otherwise the spread equivalent of the predicted probability.
 * Rounded to one decimal.
 */
export function ratingGapFor(game: Game, odds: readonly BettingOdds[] | null | undefined, prediction: Prediction): number {
  const spread = marketConsensus(odds).spread;
  if (spread) return round1(Math.abs(spread.homeSpread));
  if (isFinalGame(game)) return Math.abs(game.homeScore - game.awayScore);
  return round1(Math.abs(equivalentHomeSpread(prediction.homeWinProbability)));
}

/** Fantasy advice for one game, from its odds and its prediction (basis mirrors the prediction's). */
export function fantasyAdvice(game: Game, odds: readonly BettingOdds[], prediction: Prediction): FantasyAdvice {
  const market = marketConsensus(odds);
  const ratingGap = ratingGapFor(game, odds, prediction);
  const matchup = matchupLabel(ratingGap);
  const home = teamLabel(game, 'home');
  const away = teamLabel(game, 'away');
  const result = (advice: string): FantasyAdvice => ({ gameId: game.id, matchup, ratingGap, advice, basis: prediction.basis });

  if (isFinalGame(game)) {
    return result(`Final: ${away} ${game.awayScore}, ${home} ${game.homeScore}; fantasy points from this game are already locked in.`);
  }
  if (prediction.basis === 'none') {
    return result(
      `No betting lines or records for ${away} at ${home} yet, so there is no matchup read: start your usual players and check back closer to kickoff.`,
    );
  }

  // Favourite: from the spread's sign when there is a line, else from the probability.
  const homeSpread = market.spread ? market.spread.homeSpread : equivalentHomeSpread(prediction.homeWinProbability);
  const homeFavoured = homeSpread < 0;
  const fav = homeFavoured ? home : away;
  const dog = homeFavoured ? away : home;
  const gap = formatPoints(ratingGap);

  let script: string;
  if (matchup === 'Close Game') {
    script =
      ratingGap === 0
        ? `${away} at ${home} projects as an even game: keep your usual starters on both sides; volume should be normal.`
        : `${fav} are only slight favorites over ${dog} (about ${gap} points): keep your usual starters on both sides; volume should be normal.`;
  } else if (matchup === 'Balanced') {
    script = `${fav} are favored over ${dog} by about ${gap} points: ${fav}'s running back should get steady work, and ${dog}'s pass catchers could see extra targets if they trail.`;
  } else {
    script = `${fav} are big favorites over ${dog} (about ${gap} points): game script favors ${fav}'s running back late, while ${dog} may throw a lot, which means garbage-time points for its receivers.`;
  }
  if (isLiveGame(game)) script = `Pre-game read: ${script}`;

  let second: string | null = null;
  if (market.total) {
    const total = market.total.total;
    const t = formatPoints(total);
    const implied =
      prediction.predictedHomeScore !== null && prediction.predictedAwayScore !== null
        ? ` (implied ${home} ${prediction.predictedHomeScore}, ${away} ${prediction.predictedAwayScore})`
        : '';
    if (total >= HIGH_TOTAL) second = `The ${t}-point total${implied} points to a shootout: start pass catchers on both sides.`;
    else if (total <= LOW_TOTAL)
      second = `The ${t}-point total${implied} suggests a defensive game: consider both D/STs and temper expectations for skill players.`;
    else second = `The ${t}-point total${implied} is about average, so no team-wide boost or downgrade.`;
  } else if (prediction.basis === 'records') {
    second = 'This read comes from team records only, so check again once betting lines are out.';
  }
  return result(second ? `${script} ${second}` : script);
}
