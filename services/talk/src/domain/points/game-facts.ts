/**
 * Facts about one game, read from the sports data and nothing else: the margin, who leads, how far
 * a team trailed (from the plays' running score), the pre-game line, records, a big stat line.
 * The thresholds are football's usual ones: a one-score game is 8 points or fewer (a touchdown
 * plus a two-point conversion ties it), a rout is 17 or more (three scores).
 */
import { isFinalGame, type BettingOdds, type Game, type GameLeader, type Play } from '@gg/contracts';
import type { Side } from './wording';

export const ONE_SCORE = 8;
export const WITHIN_THREE = 3;
export const ROUT = 17;
export const COMEBACK_DEFICIT = 10;
/** Both teams with four touchdowns or more. */
export const SHOOTOUT_POINTS = 28;
/** A line beaten by a touchdown or more. */
export const BIG_COVER = 7;
export const TIGHT_LINE = 3;
export const HIGH_TOTAL = 50;
export const STAT_LINE = {
  passing: { big: 300, huge: 400 },
  rushing: { big: 100, huge: 150 },
  receiving: { big: 100, huge: 150 },
} as const;

export interface Scoreline { away: number; home: number; leader: Side | null; margin: number; total: number }

export function scoreline(game: Pick<Game, 'awayScore' | 'homeScore'>): Scoreline {
  const { awayScore: away, homeScore: home } = game;
  return { away, home, leader: away === home ? null : away > home ? 'away' : 'home', margin: Math.abs(away - home), total: away + home };
}

export const pointsOf = (s: Scoreline, side: Side) => (side === 'away' ? s.away : s.home);

/** ESPN writes "Final/OT" and "5:00 - OT"; a period past the fourth is overtime too. */
export const isOvertime = (g: Game) => (g.period ?? 0) >= 5 || /(^|[^A-Za-z])\d*OT\b/.test(g.statusDetail ?? '');
export const isHalftime = (g: Game) => /half/i.test(g.statusDetail ?? '');
export const isShootout = (s: Scoreline) => s.away >= SHOOTOUT_POINTS && s.home >= SHOOTOUT_POINTS;

// ------------------------------------------------------------------ comebacks

export interface Deficit {
  side: Side;
  points: number;
  /** The quarter the deficit was that big (last time), when the play says. */
  quarter: number | null;
  /** The score at that moment. */
  away: number;
  home: number;
}

/**
 * The plays' running scores, then the current score, checked as one story: a team's score never
 * goes down during a game. When the current score is below the latest play's, the numbers do not
 * add up right now (the plays and the score were read at different moments, a replay started over,
 * or a score was taken back and the plays have not caught up): nothing may be said from them.
 * When a running score goes down inside the plays, a score was taken back there: the plays before
 * it tell a story that did not happen, so only the plays after it count.
 */
export interface ScoreTrail {
  /** The current score is below the latest play's running score for a team. */
  contradicted: boolean;
  /** The plays since the last correction (all of them when there was none). */
  plays: Play[];
}

export function scoreTrail(plays: readonly Play[], game: Pick<Game, 'awayScore' | 'homeScore'>): ScoreTrail {
  let from = 0;
  for (let i = 1; i < plays.length; i++) {
    const [before, now] = [plays[i - 1]!, plays[i]!];
    if (now.awayScore < before.awayScore || now.homeScore < before.homeScore) from = i;
  }
  const latest = plays[plays.length - 1];
  const contradicted = latest !== undefined && (game.awayScore < latest.awayScore || game.homeScore < latest.homeScore);
  return { contradicted, plays: plays.slice(from) };
}

/** The biggest deficit each side faced, from the plays' running score and the current score. */
export function biggestDeficits(plays: readonly Play[], game: Game): Record<Side, Deficit | null> {
  const out: Record<Side, Deficit | null> = { away: null, home: null };
  const moments = [...plays.map((p) => ({ away: p.awayScore, home: p.homeScore, quarter: p.quarter || null })), { away: game.awayScore, home: game.homeScore, quarter: game.period }];
  for (const m of moments) {
    for (const side of ['away', 'home'] as const) {
      const points = side === 'away' ? m.home - m.away : m.away - m.home;
      if (points > 0 && points >= (out[side]?.points ?? 1)) out[side] = { side, points, quarter: m.quarter, away: m.away, home: m.home };
    }
  }
  return out;
}

/**
 * A comeback: a side that trailed by 10 or more and now leads or is within one score (live), or
 * won (final). Needs the plays, and plays that agree with the score: otherwise no comeback is
 * claimed. Every claim the words make from it is checked here (see comebackHolds).
 */
export function comebackOf(plays: readonly Play[] | undefined, game: Game): Deficit | null {
  if (!plays || plays.length === 0) return null;
  const trail = scoreTrail(plays, game);
  if (trail.contradicted) return null;
  const now = scoreline(game);
  const deficits = biggestDeficits(trail.plays, game);
  const candidates = (['away', 'home'] as const)
    .map((side) => deficits[side])
    .filter((d): d is Deficit => d !== null && comebackHolds(d, now, isFinalGame(game)));
  return candidates.sort((a, b) => b.points - a.points)[0] ?? null;
}

/**
 * What a rally story says, checked against the scores it cites: the team trailed by 10 or more; no
 * score has gone down since; it has scored since and outscored the other side, by exactly the
 * points the deficit shrank; and it now leads (a final: won) or is within one score.
 */
export function comebackHolds(d: Deficit, now: Scoreline, final: boolean): boolean {
  const other: Side = d.side === 'away' ? 'home' : 'away';
  const run = runSince(d, now);
  const behindNow = pointsOf(now, other) - pointsOf(now, d.side);
  const behindThen = (other === 'away' ? d.away : d.home) - (d.side === 'away' ? d.away : d.home);
  return d.points >= COMEBACK_DEFICIT
    && behindThen === d.points
    && run.by > 0 && run.against >= 0 && run.by > run.against
    && run.by - run.against === d.points - behindNow
    && (final ? now.leader === d.side : now.leader === d.side || now.margin <= ONE_SCORE);
}

/** Points each side has scored since the deficit: "outscored them 13-0 from there". */
export function runSince(d: Deficit, now: Scoreline): { by: number; against: number } {
  const then = scoreline({ awayScore: d.away, homeScore: d.home });
  const other: Side = d.side === 'away' ? 'home' : 'away';
  return { by: pointsOf(now, d.side) - pointsOf(then, d.side), against: pointsOf(now, other) - pointsOf(then, other) };
}

// ------------------------------------------------------------------ the pre-game line

export interface Line {
  provider: string;
  /** null: a pick'em, or no spread. */
  favorite: Side | null;
  /** Points the favorite gives; null without a spread. */
  spread: number | null;
  overUnder: number | null;
}

/**
 * The first sportsbook's line that is not a live (in-game) line. The sports service lists books
 * in the provider's order; in-game lines ("… - Live Odds") move with the score and are skipped.
 */
export function pregameLine(odds: BettingOdds[] | undefined): Line | null {
  for (const o of odds ?? []) {
    if (/\blive\b/i.test(o.provider)) continue;
    const home = o.homeTeamSpread ?? (o.awayTeamSpread !== null ? -o.awayTeamSpread : null);
    if (home === null && o.overUnder === null) continue;
    return {
      provider: o.provider,
      favorite: home === null || home === 0 ? null : home < 0 ? 'home' : 'away',
      spread: home === null ? null : Math.abs(home),
      overUnder: o.overUnder,
    };
  }
  return null;
}

export interface AgainstTheLine {
  /** The underdog won outright. */
  upset: boolean;
  /** Points by which the underdog beat the spread (negative: it did not cover). */
  underdogCover: number;
  underdog: Side;
}

export function againstTheLine(line: Line | null, s: Scoreline): AgainstTheLine | null {
  if (!line || line.favorite === null || line.spread === null) return null;
  const underdog: Side = line.favorite === 'home' ? 'away' : 'home';
  const underdogMargin = underdog === 'away' ? s.away - s.home : s.home - s.away;
  return { underdog, upset: underdogMargin > 0, underdogCover: underdogMargin + line.spread };
}

// ------------------------------------------------------------------ records

export interface WinLoss { wins: number; losses: number; ties: number; text: string }

/** "12-5" or "12-5-1"; anything else is not a record. */
export function parseRecord(text: string | null | undefined): WinLoss | null {
  const m = /^\s*(\d{1,2})-(\d{1,2})(?:-(\d{1,2}))?\s*$/.exec(text ?? '');
  if (!m) return null;
  const [wins, losses, ties] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  return { wins, losses, ties, text: ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}` };
}

export const isWinning = (r: WinLoss | null) => r !== null && r.wins > r.losses;
export const winPct = (r: WinLoss) => (r.wins + r.losses + r.ties === 0 ? 0 : (r.wins + r.ties / 2) / (r.wins + r.losses + r.ties));

// ------------------------------------------------------------------ stat lines

export interface StatLine { leader: GameLeader; size: 'big' | 'huge' }

/** The biggest stat line of the game against its milestone (300 passing, 100 rushing or receiving yards). */
export function bestStatLine(leaders: GameLeader[] | undefined): StatLine | null {
  let best: StatLine | null = null;
  let bestRatio = 0;
  for (const leader of leaders ?? []) {
    const bar = STAT_LINE[leader.category];
    const ratio = leader.value / bar.big;
    if (ratio >= 1 && ratio > bestRatio) {
      best = { leader, size: leader.value >= bar.huge ? 'huge' : 'big' };
      bestRatio = ratio;
    }
  }
  return best;
}

export const STAT_VERB: Record<GameLeader['category'], (yards: number) => string> = {
  passing: (y) => `threw for ${y} yards`,
  rushing: (y) => `ran for ${y} yards`,
  receiving: (y) => `had ${y} receiving yards`,
};
