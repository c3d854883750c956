/**
 * The words of a finished game's summary for a fan new to football: what each kind of score is
 * called, which period a play came in, and what each team statistic counts.
 */
import type { GameSummary, ScoringPlayType, TeamGameStats } from '@gg/contracts';
import { isOvertime } from '../situation/situation-words';

export const SCORING_TYPE_LABEL: Record<ScoringPlayType, string> = {
  touchdown: 'Touchdown',
  'field-goal': 'Field goal',
  safety: 'Safety',
  'two-point': 'Two-point try',
  'extra-point': 'Extra point',
  other: 'Score',
};

const ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;

/** "1st quarter" … "4th quarter", then "Overtime", "2nd overtime". */
export function periodName(period: number): string {
  if (!isOvertime({ period })) return `${ORDINALS[period - 1] ?? `${period}th`} quarter`;
  const overtime = period - 4;
  return overtime === 1 ? 'Overtime' : `${ORDINALS[overtime - 1] ?? `${overtime}th`} overtime`;
}

/** Column heading of a period in the points-by-quarter table: 1–4, then OT, 2OT. */
export const periodHeading = (period: number) => (isOvertime({ period }) ? (period === 5 ? 'OT' : `${period - 4}OT`) : String(period));

/** "3-9" -> "3 of 9". */
const ofTried = (pair: string | null) => (pair === null ? null : pair.replace('-', ' of '));

export interface StatRow {
  key: keyof TeamGameStats;
  label: string;
  /** One line for a newcomer on what the number counts. */
  hint: string;
  show: (stats: TeamGameStats) => string | null;
}

const number = (key: keyof TeamGameStats) => (stats: TeamGameStats) => {
  const value = stats[key];
  return value === null ? null : String(value);
};

/** The rows of the team statistics table, in the order a box score reads. */
export const STAT_ROWS: readonly StatRow[] = [
  { key: 'firstDowns', label: 'First downs', hint: 'Times they gained the 10 yards for a new set of downs', show: number('firstDowns') },
  { key: 'totalYards', label: 'Total yards', hint: 'Yards gained by passing and running', show: number('totalYards') },
  { key: 'passingYards', label: 'Passing yards', hint: 'Yards by throwing, less yards lost to sacks', show: number('passingYards') },
  { key: 'rushingYards', label: 'Rushing yards', hint: 'Yards by running with the ball', show: number('rushingYards') },
  { key: 'thirdDownEfficiency', label: 'Third downs', hint: 'Converted of tried: keeping a drive going on its last usual down', show: (s) => ofTried(s.thirdDownEfficiency) },
  { key: 'fourthDownEfficiency', label: 'Fourth downs', hint: 'Converted of tried, going for it instead of kicking', show: (s) => ofTried(s.fourthDownEfficiency) },
  { key: 'turnovers', label: 'Turnovers', hint: 'Times they lost the ball to the other team (interceptions, fumbles)', show: number('turnovers') },
  {
    key: 'penalties', label: 'Penalties', hint: 'Fouls called on them, and the yards they cost',
    show: (s) => (s.penalties === null ? null : s.penalties.replace(/^(\d+)-(\d+)$/, (_, n: string, yards: string) => `${n} (${yards} yds)`)),
  },
  { key: 'possessionTime', label: 'Time of possession', hint: 'How long they had the ball', show: (s) => s.possessionTime },
];

/** Nothing the provider knows about this game: no points list, no line score, no numbers, no leaders. */
export const isEmptySummary = (s: GameSummary) => s.scoringPlays === null && s.lineScore === null && s.teamStats === null && s.leaders.length === 0;
