/**
 * Win chances over a game: the provider's home-team win probability after each play, and how a
 * chance reads for someone watching their first game ("about 7 in 10"). Decided here and nowhere
 * else, for the sports service (which reads the series from the provider) and the hub (which draws
 * and words it). WinProbabilityPointSchema in ./win-probability-schema checks the same shape.
 *
 * No zod here: the browser imports this file on its own (`@gg/contracts/win-probability`), as it
 * does ./situation.
 */

/** The home team's chance to win after one play; the visitors' is 1 - home (ties are rare enough to leave out). */
export interface WinProbabilityPoint {
  /** The play the chance was computed after (the feed's play id). */
  playId: string;
  /** 1–4, 5 and up for overtime. */
  quarter: number;
  /** The game clock after the play, as the feed shows it ("12:34"). */
  clock: string;
  /** 0..1 */
  homeWinProbability: number;
}

export const awayWinProbability = (homeWinProbability: number) => 1 - homeWinProbability;

/** Seconds in a quarter. */
export const QUARTER_SECONDS = 15 * 60;
/** Seconds in a regular-season overtime period (a playoff one runs a full quarter). */
export const OVERTIME_SECONDS = 10 * 60;
/** Regulation quarters; a period after them is overtime. */
export const REGULATION_QUARTERS = 4;

/** "12:34" -> 754 seconds left in the period; null when the clock is not readable. */
export function clockSeconds(clock: string): number | null {
  const m = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(clock);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Seconds a period lasts: a quarter, or a regular-season overtime period. */
export const periodSeconds = (quarter: number) => (quarter > REGULATION_QUARTERS ? OVERTIME_SECONDS : QUARTER_SECONDS);

/**
 * Seconds of game time played when a period's clock reads `clock` (the x of a chart over the game):
 * whole periods before it, plus what has run off this one. An unreadable clock counts as the start
 * of its period.
 */
export function gameSecondsAt(quarter: number, clock: string): number {
  const q = Math.max(1, Math.floor(quarter));
  const before = Math.min(q - 1, REGULATION_QUARTERS) * QUARTER_SECONDS + Math.max(0, q - 1 - REGULATION_QUARTERS) * OVERTIME_SECONDS;
  const length = periodSeconds(q);
  const left = Math.min(length, clockSeconds(clock) ?? length);
  return before + (length - left);
}

/**
 * How a chance reads in words. Rounded to tenths ("about 7 in 10", the way a newcomer hears odds),
 * with plain ends instead of "0 in 10" and "10 in 10", where the provider's model still leaves a
 * sliver: "almost certain" from 95 %, "almost no chance" up to 5 %, "certain" and "no chance" only
 * at exactly 1 and 0 (the game is decided). Five in ten reads "about even". A chance and its
 * opposite read alike: 0.45 is "about 4 in 10" as 0.55 is "about 6 in 10".
 */
export function chanceInWords(probability: number): string {
  const p = Math.min(1, Math.max(0, probability));
  if (p >= 1) return 'certain';
  if (p <= 0) return 'no chance';
  // rounded away from the middle on both sides, so a chance and its opposite read alike (0.45 and 0.55: 4 and 6)
  const tenths = p >= 0.5 ? Math.round(p * 10) : 10 - Math.round((1 - p) * 10);
  if (tenths >= 10) return 'almost certain';
  if (tenths <= 0) return 'almost no chance';
  return tenths === 5 ? 'about even' : `about ${tenths} in 10`;
}

/** The two teams as a line names them (abbreviations). */
export interface WinChanceTeams { home: string; away: string }

/**
 * The chance as one line, naming the team more likely to win ("ATL: about 7 in 10 to win"), so it
 * always reads as a team's chance rather than the other's doubt; an even game names neither.
 */
export function winChanceSentence(teams: WinChanceTeams, homeWinProbability: number): string {
  const home = homeWinProbability >= 0.5;
  const favourite = home ? teams.home : teams.away;
  const chance = home ? homeWinProbability : awayWinProbability(homeWinProbability);
  const words = chanceInWords(chance);
  return words === 'about even' ? `${teams.away} and ${teams.home}: about even` : `${favourite}: ${words} to win`;
}
