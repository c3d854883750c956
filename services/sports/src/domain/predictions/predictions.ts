/**
 * Game predictions from REAL inputs only: sportsbook moneylines and spreads, the provider's live
 * win probability, and team records. Nothing here looks at ids, so two games with the same
 * inputs always get the same numbers. Every prediction carries a plain-words `explanation`
 * naming where its numbers came from. Pure functions, no I/O.
 */
import { isFinalGame, isLiveGame, type BettingOdds, type Game, type Prediction } from '@gg/contracts';
import { normalCdf } from './normal';

// ---------------------------------------------------------------- constants

/**
 * Standard deviation (points) of NFL final margins around the point spread. Stern (1991)
 * measured ≈13.9 on 1981–84 games; later samples sit between 13 and 14, and 13.45 is the figure
 * commonly used for spread→probability conversions. With it a 3-point favourite wins ≈59%,
 * a 7-point favourite ≈70%, a 14-point favourite ≈85% — in line with historical results.
 */
export const NFL_MARGIN_SD = 13.45;

/**
 * Records are regressed toward .500 by adding this many pseudo-wins AND this many pseudo-losses
 * (so 3-0 reads as 5-2 ≈ .714, not 1.000). Early-season records are mostly noise.
 */
export const RECORD_PSEUDO_GAMES = 2;

/**
 * Home-field edge for the records model: +3 percentage points for two even teams (53%),
 * applied on the log-odds scale so it shrinks near 0 and 1 and never leaves (0, 1). Home teams
 * won ≈57% before 2020 and ≈53–55% since; we take the conservative recent figure because the
 * records model knows nothing else about the teams.
 */
export const HOME_FIELD_EDGE = 0.03;

/** Prediction confidence is shown as n/10, clamped to 5..9. */
export const CONFIDENCE_MIN = 5;
export const CONFIDENCE_MAX = 9;

/** +1 confidence when at least this many sportsbooks agree within AGREEMENT_WINDOW. */
export const AGREEMENT_MIN_PROVIDERS = 3;
/** Agreement window on the home win probability: 3 percentage points. */
export const AGREEMENT_WINDOW = 0.03;

// ---------------------------------------------------------------- small helpers

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

/** 3.5 -> "3.5", 3.333 -> "3.3", 7 -> "7". */
export function formatPoints(x: number): string {
  return String(Math.round(Math.abs(x) * 10) / 10);
}

/** "ESPN BET's", "DraftKings'". */
function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "DraftKings, ESPN BET, FanDuel" / "A, B, C and 2 more". */
function listNames(names: string[]): string {
  if (names.length <= 3) return names.join(', ');
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/** Short label for a side: abbreviation, else the team name. */
export function teamLabel(game: Game, side: 'home' | 'away'): string {
  return side === 'home' ? (game.homeTeamAbbreviation ?? game.homeTeam) : (game.awayTeamAbbreviation ?? game.awayTeam);
}

// ---------------------------------------------------------------- odds maths

/**
 * Implied probability of an American moneyline: +150 -> 100/250 = 0.4; −200 -> 200/300 ≈ 0.667.
 * Null for anything that isn't a valid American price (non-finite, or strictly between −100 and +100).
 */
export function impliedProbability(americanMoneyline: number): number | null {
  if (!isNum(americanMoneyline) || Math.abs(americanMoneyline) < 100) return null;
  return americanMoneyline > 0 ? 100 / (americanMoneyline + 100) : -americanMoneyline / (-americanMoneyline + 100);
}

/**
 * Remove the bookmaker margin ("vig"): the two implied probabilities sum to more than 1
 * (e.g. 0.6 + 0.4348); scale them so they sum to exactly 1. Null for unusable input.
 */
export function removeVig(pHome: number, pAway: number): { home: number; away: number } | null {
  if (!isNum(pHome) || !isNum(pAway) || pHome < 0 || pAway < 0) return null;
  const sum = pHome + pAway;
  if (sum <= 0) return null;
  const home = pHome / sum;
  return { home, away: 1 - home };
}

/**
 * Home win probability from the home line (negative = home favoured), treating the final margin
 * as normal around the spread with σ = NFL_MARGIN_SD: P(home wins) = Φ(−homeSpread / σ).
 */
export function probabilityFromSpread(homeSpread: number): number {
  return normalCdf(-homeSpread / NFL_MARGIN_SD);
}

/**
 * Predicted score from the home line and the total: home = (total − spread)/2,
 * away = (total + spread)/2. Rounding to whole points: the favourite's half-point rounds UP and
 * the underdog's rounds DOWN (KC −3.5, total 47.5 -> 25.5/22 -> 26–22), so the favourite is
 * never shown behind or level; a pick'em rounds halves up for both. Scores never go below 0.
 * Null when either input is missing or the total isn't positive.
 */
export function scoresFromSpreadAndTotal(homeSpread: number | null, total: number | null): { home: number; away: number } | null {
  if (!isNum(homeSpread) || !isNum(total) || total <= 0) return null;
  const home = (total - homeSpread) / 2;
  const away = (total + homeSpread) / 2;
  const up = (x: number) => Math.max(0, Math.round(x)); // Math.round: halves go up
  const down = (x: number) => Math.max(0, Math.ceil(x - 0.5)); // halves go down
  if (homeSpread === 0) return { home: up(home), away: up(away) };
  const homeFavoured = homeSpread < 0;
  let fav = up(homeFavoured ? home : away);
  let dog = down(homeFavoured ? away : home);
  if (dog >= fav) {
    // Only possible with averaged (non-half-point) spreads; keep the favourite ahead.
    if (fav === 0) fav = 1;
    dog = fav - 1;
  }
  return homeFavoured ? { home: fav, away: dog } : { home: dog, away: fav };
}

// ---------------------------------------------------------------- records

export interface ParsedRecord {
  wins: number;
  losses: number;
  ties: number;
}

/** "8-5" / "8-5-1" (wins-losses-ties) -> numbers; null for anything else. */
export function parseRecord(record: string | null | undefined): ParsedRecord | null {
  if (typeof record !== 'string') return null;
  const m = /^\s*(\d+)\s*-\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(record);
  if (!m) return null;
  return { wins: Number(m[1]), losses: Number(m[2]), ties: m[3] === undefined ? 0 : Number(m[3]) };
}

/** Regressed winning percentage: ties count half, plus RECORD_PSEUDO_GAMES wins and losses. */
export function regressedWinPct(r: ParsedRecord): number {
  const games = r.wins + r.losses + r.ties;
  return (r.wins + r.ties / 2 + RECORD_PSEUDO_GAMES) / (games + 2 * RECORD_PSEUDO_GAMES);
}

/** Bill James' log5: chance A beats B given their winning percentages. */
export function log5(a: number, b: number): number {
  const denom = a + b - 2 * a * b;
  return denom === 0 ? 0.5 : (a - a * b) / denom;
}

const logit = (p: number) => Math.log(p / (1 - p));
const logistic = (x: number) => 1 / (1 + Math.exp(-x));
const HOME_LOGIT_SHIFT = logit(0.5 + HOME_FIELD_EDGE);

/**
 * Home win probability from the two records: regress both toward .500, log5, then add the
 * home-field edge (+0.03 at even, on the log-odds scale). Null when a record is missing or
 * unparseable, or when neither team has played (0-0 vs 0-0 says nothing).
 */
export function probabilityFromRecords(homeRecord: string | null | undefined, awayRecord: string | null | undefined): number | null {
  const home = parseRecord(homeRecord);
  const away = parseRecord(awayRecord);
  if (!home || !away) return null;
  const played = home.wins + home.losses + home.ties + away.wins + away.losses + away.ties;
  if (played === 0) return null;
  const neutral = log5(regressedWinPct(home), regressedWinPct(away));
  return logistic(logit(neutral) + HOME_LOGIT_SHIFT);
}

// ---------------------------------------------------------------- market consensus

export interface MarketConsensus {
  /** Average vig-free home probability over providers with BOTH moneylines. */
  moneyline: { homeProbability: number; providers: string[]; perProvider: number[] } | null;
  /** Average home line over providers with a spread. */
  spread: { homeSpread: number; providers: string[]; perProvider: number[] } | null;
  /** Average total over providers with an over/under. */
  total: { total: number; providers: string[] } | null;
}

/** Home line of one row: homeTeamSpread, else the negated away line. */
function homeLine(o: BettingOdds): number | null {
  if (isNum(o.homeTeamSpread)) return o.homeTeamSpread;
  if (isNum(o.awayTeamSpread)) return o.awayTeamSpread === 0 ? 0 : -o.awayTeamSpread;
  return null;
}

/** Consensus of every provider's numbers (each provider counted once, first row wins). */
export function marketConsensus(odds: readonly BettingOdds[] | null | undefined): MarketConsensus {
  const seen = new Set<string>();
  const rows = (odds ?? []).filter((o) => {
    if (!o || seen.has(o.provider)) return false;
    seen.add(o.provider);
    return true;
  });

  const ml: Array<{ provider: string; p: number }> = [];
  const sp: Array<{ provider: string; s: number }> = [];
  const tot: Array<{ provider: string; t: number }> = [];
  for (const o of rows) {
    const pH = o.homeTeamMoneyline === null ? null : impliedProbability(o.homeTeamMoneyline);
    const pA = o.awayTeamMoneyline === null ? null : impliedProbability(o.awayTeamMoneyline);
    const fair = pH !== null && pA !== null ? removeVig(pH, pA) : null;
    if (fair) ml.push({ provider: o.provider, p: fair.home });
    const s = homeLine(o);
    if (s !== null) sp.push({ provider: o.provider, s });
    if (isNum(o.overUnder) && o.overUnder > 0) tot.push({ provider: o.provider, t: o.overUnder });
  }
  return {
    moneyline: ml.length
      ? { homeProbability: mean(ml.map((x) => x.p)), providers: ml.map((x) => x.provider), perProvider: ml.map((x) => x.p) }
      : null,
    spread: sp.length
      ? { homeSpread: mean(sp.map((x) => x.s)), providers: sp.map((x) => x.provider), perProvider: sp.map((x) => probabilityFromSpread(x.s)) }
      : null,
    total: tot.length ? { total: mean(tot.map((x) => x.t)), providers: tot.map((x) => x.provider) } : null,
  };
}

// ---------------------------------------------------------------- confidence

/**
 * Confidence n/10: 5 + round(|p − 0.5| × 10), +1 when ≥ 3 sportsbooks agree within 3 points of
 * probability, −1 when only records back it; clamped to 5..9.
 */
export function confidenceFor(homeProbability: number, adjustment = 0): number {
  // toFixed guards against 0.45 vs 0.55 landing on different sides of .5 in floating point.
  const decisiveness = Math.round(Number((Math.abs(homeProbability - 0.5) * 10).toFixed(6)));
  return clamp(CONFIDENCE_MIN + decisiveness + adjustment, CONFIDENCE_MIN, CONFIDENCE_MAX);
}

function providersAgree(perProvider: number[]): boolean {
  if (perProvider.length < AGREEMENT_MIN_PROVIDERS) return false;
  return Math.max(...perProvider) - Math.min(...perProvider) <= AGREEMENT_WINDOW + 1e-12;
}

// ---------------------------------------------------------------- prediction

export interface PredictOptions {
  /** Provider's live home win probability as a fraction 0..1 (used for live games only). */
  providerHomeWinProbability?: number | null;
  /** Who publishes that probability, for the explanation. Default 'ESPN'. */
  probabilityProvider?: string;
}

/** "KC −3.5" for the favourite's line, "pick'em" at 0. */
export function spreadText(game: Game, homeSpread: number): string {
  const rounded = Math.round(homeSpread * 10) / 10;
  if (rounded === 0) return "pick'em";
  const fav = rounded < 0 ? teamLabel(game, 'home') : teamLabel(game, 'away');
  return `${fav} −${formatPoints(rounded)}`;
}

function finalPrediction(game: Game): Prediction {
  const home = game.homeScore > game.awayScore ? 1 : game.homeScore < game.awayScore ? 0 : 0.5;
  return {
    gameId: game.id,
    homeWinProbability: home,
    awayWinProbability: 1 - home,
    predictedHomeScore: game.homeScore,
    predictedAwayScore: game.awayScore,
    confidence: CONFIDENCE_MAX,
    basis: 'none',
    explanation: 'Final score.',
  };
}

/**
 * Prediction for one game. Precedence:
 *  1. live game with a provider win probability -> 'provider-probability'
 *  2. consensus of sportsbooks with BOTH moneylines (vig-free, averaged) -> 'moneyline'
 *  3. consensus point spread -> 'spread'
 *  4. team records -> 'records'
 *  5. nothing -> 50/50, 'none', confidence 5.
 * Final games report the result (1/0, or 0.5 each for a tie) with the actual score.
 * Predicted scores come from the consensus spread and total when both exist, else null.
 */
export function predictGame(game: Game, odds: readonly BettingOdds[] = [], options: PredictOptions = {}): Prediction {
  if (isFinalGame(game)) return finalPrediction(game);

  const market = marketConsensus(odds);
  const scores = market.spread && market.total ? scoresFromSpreadAndTotal(market.spread.homeSpread, market.total.total) : null;
  const live = isLiveGame(game);
  // Odds and records are pre-game numbers; say so while the game is being played.
  const from = (rest: string) => (live ? `Pre-game view, not updated for the score: from ${rest}` : `From ${rest}`);

  const make = (homeProbability: number, basis: Prediction['basis'], confidence: number, explanation: string): Prediction => {
    const home = clamp(homeProbability, 0, 1);
    return {
      gameId: game.id,
      homeWinProbability: home,
      awayWinProbability: 1 - home,
      predictedHomeScore: scores ? scores.home : null,
      predictedAwayScore: scores ? scores.away : null,
      confidence,
      basis,
      explanation,
    };
  };

  const liveP = options.providerHomeWinProbability;
  if (live && isNum(liveP) && liveP >= 0 && liveP <= 1) {
    return make(liveP, 'provider-probability', confidenceFor(liveP), `${possessive(options.probabilityProvider ?? 'ESPN')} live win probability.`);
  }

  if (market.moneyline) {
    const { homeProbability: p, providers, perProvider } = market.moneyline;
    const bonus = providersAgree(perProvider) ? 1 : 0;
    const source =
      providers.length === 1
        ? `${possessive(providers[0] ?? 'the sportsbook')} moneyline, bookmaker margin removed.`
        : `${providers.length} sportsbooks' moneylines (${listNames(providers)}), bookmaker margin removed.`;
    return make(p, 'moneyline', confidenceFor(p, bonus), from(source));
  }

  if (market.spread) {
    const { homeSpread, providers, perProvider } = market.spread;
    const p = probabilityFromSpread(homeSpread);
    const bonus = providersAgree(perProvider) ? 1 : 0;
    const line = spreadText(game, homeSpread);
    const source =
      providers.length === 1
        ? `the point spread (${line}, ${providers[0]}) using the usual spread of NFL results.`
        : `the average point spread of ${providers.length} sportsbooks (${line}; ${listNames(providers)}) using the usual spread of NFL results.`;
    return make(p, 'spread', confidenceFor(p, bonus), from(source));
  }

  const recordP = probabilityFromRecords(game.homeRecord, game.awayRecord);
  if (recordP !== null) {
    const source = `the teams' records (${teamLabel(game, 'away')} ${game.awayRecord} at ${teamLabel(game, 'home')} ${game.homeRecord}) with a small home-field edge.`;
    return make(recordP, 'records', confidenceFor(recordP, -1), from(source));
  }

  return make(
    0.5,
    'none',
    CONFIDENCE_MIN,
    `Not enough data to predict ${teamLabel(game, 'away')} at ${teamLabel(game, 'home')} yet: no betting lines, live win probability or team records.`,
  );
}
