/**
 * Where the win-chance chart puts things: game time across (the whole game from the start, so the
 * line grows to the right as it is played), the home team's chance up (certain at the top, the
 * visitors' certain win at the bottom, even in the middle). Drawn in a 1000 x 100 box stretched to
 * the chart's size; the words around it are HTML placed by the same fractions.
 */
import {
  gameSecondsAt, OVERTIME_SECONDS, QUARTER_SECONDS, REGULATION_QUARTERS, type WinProbabilityPoint,
} from '@gg/contracts/win-probability';

export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 100;

export interface PeriodMark {
  /** "Q1"…"Q4", "OT" (then "OT2"…). */
  label: string;
  /** Fractions of the width where the period starts and where its label sits (its middle). */
  start: number;
  middle: number;
}

/** Game seconds the chart spans: regulation, and each overtime period the series reaches. */
export function chartSeconds(series: readonly WinProbabilityPoint[]): number {
  const lastPeriod = series.reduce((max, p) => Math.max(max, p.quarter), REGULATION_QUARTERS);
  return REGULATION_QUARTERS * QUARTER_SECONDS + (lastPeriod - REGULATION_QUARTERS) * OVERTIME_SECONDS;
}

export function periodMarks(totalSeconds: number): PeriodMark[] {
  const marks: PeriodMark[] = [];
  for (let start = 0, period = 1; start < totalSeconds; period += 1) {
    const length = period > REGULATION_QUARTERS ? OVERTIME_SECONDS : QUARTER_SECONDS;
    const overtime = period - REGULATION_QUARTERS;
    const label = overtime <= 0 ? `Q${period}` : overtime === 1 ? 'OT' : `OT${overtime}`;
    marks.push({ label, start: start / totalSeconds, middle: (start + length / 2) / totalSeconds });
    start += length;
  }
  return marks;
}

export const xOf = (point: WinProbabilityPoint, totalSeconds: number) => (gameSecondsAt(point.quarter, point.clock) / totalSeconds) * CHART_WIDTH;
export const yOf = (homeWinProbability: number) => (1 - Math.min(1, Math.max(0, homeWinProbability))) * CHART_HEIGHT;

const round = (n: number) => Math.round(n * 10) / 10;

/** The line through every point, in game order ("M0 48.3L12.5 47.8…"); empty without points. */
export function linePath(series: readonly WinProbabilityPoint[], totalSeconds: number): string {
  return series.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(xOf(p, totalSeconds))} ${round(yOf(p.homeWinProbability))}`).join('');
}
