/**
 * What the win-chance chart says, in sentences: for screen readers (the chart's text alternative)
 * and the line under the title. The football words (how a chance reads) are in @gg/contracts.
 */
import type { Play } from '@gg/contracts';
import {
  awayWinProbability, chanceInWords, winChanceSentence, type WinChanceTeams, type WinProbabilityPoint,
} from '@gg/contracts/win-probability';

/**
 * The points a fan may see: those on plays the feed shows (held back with it behind the broadcast,
 * so a chance never tells what the next play did before the feed does).
 */
export function pointsOnShownPlays(series: readonly WinProbabilityPoint[], plays: readonly Play[]): WinProbabilityPoint[] {
  const shown = new Set(plays.map((p) => p.id));
  return series.filter((p) => shown.has(p.playId));
}

/** A swing smaller than this (10 points of chance) is not worth a sentence. */
export const NOTABLE_SWING = 0.1;
/** The swings the text alternative names. */
export const SWINGS_NAMED = 2;

const when = (p: WinProbabilityPoint) => (p.quarter > 4 ? `${p.quarter === 5 ? 'OT' : `OT${p.quarter - 4}`} ${p.clock}` : `Q${p.quarter} ${p.clock}`).trim();

export interface Swing { after: WinProbabilityPoint; before: WinProbabilityPoint; size: number }

/** The biggest changes from one play to the next, in game order. */
export function biggestSwings(series: readonly WinProbabilityPoint[], count = SWINGS_NAMED): Swing[] {
  const swings: Swing[] = [];
  for (let i = 1; i < series.length; i++) {
    const size = Math.abs(series[i]!.homeWinProbability - series[i - 1]!.homeWinProbability);
    if (size >= NOTABLE_SWING) swings.push({ before: series[i - 1]!, after: series[i]!, size });
  }
  const kept = new Set(swings.sort((a, b) => b.size - a.size).slice(0, count));
  return series.flatMap((p) => [...kept].filter((s) => s.after === p));
}

/** "Q3 5:12, ATL went from about 4 in 10 to about 7 in 10": told as the chance of the team it favoured. */
export function swingSentence({ before, after }: Swing, teams: WinChanceTeams): string {
  const homeRose = after.homeWinProbability > before.homeWinProbability;
  const team = homeRose ? teams.home : teams.away;
  const chance = (p: WinProbabilityPoint) => chanceInWords(homeRose ? p.homeWinProbability : awayWinProbability(p.homeWinProbability));
  return `${when(after)}, ${team} went from ${chance(before)} to ${chance(after)}`;
}

/** The chart as text: the start, the biggest swings, and now (or the end). */
export function describeWinChances(series: readonly WinProbabilityPoint[], teams: WinChanceTeams, { final }: { final: boolean }): string {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return '';
  const parts = [`${teams.home}'s chance to win after each play, ${series.length} ${series.length === 1 ? 'play' : 'plays'}.`];
  parts.push(`Start (${when(first)}): ${winChanceSentence(teams, first.homeWinProbability)}.`);
  const swings = biggestSwings(series);
  if (swings.length > 0) parts.push(`Biggest ${swings.length === 1 ? 'swing' : 'swings'}: ${swings.map((s) => swingSentence(s, teams)).join('; ')}.`);
  if (series.length > 1) parts.push(`${final ? 'End' : 'Now'} (${when(last)}): ${winChanceSentence(teams, last.homeWinProbability)}.`);
  return parts.join(' ');
}
