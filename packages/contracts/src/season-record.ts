/**
 * A team's season in football words: the result of one game for one side (W, L or T) and a record
 * as a fan says it ("11–6", "8–8–1"). Decided here and nowhere else, for the sports service (which
 * builds records and results from the provider) and the hub (which shows them).
 *
 * No zod here: the browser imports this file on its own (`@gg/contracts/season-record`), as it
 * does ./game-status. TeamSeasonSchema in ./team-season checks the payload.
 */

export const GAME_RESULTS = ['W', 'L', 'T'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export interface WinLossRecord {
  wins: number;
  losses: number;
  ties: number;
}

/** One side's result of a finished game: more points wins; equal points after overtime is a tie. */
export function gameResult(teamScore: number, opponentScore: number): GameResult {
  if (teamScore > opponentScore) return 'W';
  return teamScore < opponentScore ? 'L' : 'T';
}

/** "11–6"; ties are only said when there are any ("8–8–1"), as the league's tables do. En dashes. */
export function recordText(record: WinLossRecord): string {
  const { wins, losses, ties } = record;
  return ties > 0 ? `${wins}–${losses}–${ties}` : `${wins}–${losses}`;
}

/** "11 wins, 6 losses" (and ties): what a screen reader says for "11–6". */
export function recordWords(record: WinLossRecord): string {
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const words = [part(record.wins, 'win', 'wins'), part(record.losses, 'loss', 'losses')];
  if (record.ties > 0) words.push(part(record.ties, 'tie', 'ties'));
  return words.join(', ');
}

/** Adds one game's result to a record. */
export function addResult(record: WinLossRecord, result: GameResult): WinLossRecord {
  return {
    wins: record.wins + (result === 'W' ? 1 : 0),
    losses: record.losses + (result === 'L' ? 1 : 0),
    ties: record.ties + (result === 'T' ? 1 : 0),
  };
}

export const EMPTY_RECORD: WinLossRecord = Object.freeze({ wins: 0, losses: 0, ties: 0 });

/** "W3" / "L1" / "T1": the current run of the same result, newest last in `results`. */
export function streakOf(results: readonly GameResult[]): string | null {
  const last = results.at(-1);
  if (!last) return null;
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n++;
  return `${last}${n}`;
}
