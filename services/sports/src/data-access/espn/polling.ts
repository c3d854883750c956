// Adaptive scoreboard polling for the live ESPN provider. ESPN's scoreboard carries
// Cache-Control max-age 2–9 s (ESPN's own headers): polling faster only re-reads its cache
// and risks a block, so live polling never goes below MIN_LIVE_MS.

import { isDelayedStatus, isLiveGame, isScheduledStatus, type Game } from '@gg/contracts';

export const MIN_LIVE_MS = 5_000;
export const DEFAULT_LIVE_MS = 8_000;
export const SOON_MS = 60_000;
export const DEFAULT_IDLE_MS = 300_000;
export const MAX_BACKOFF_MS = 300_000;

export interface PollOptions {
  /** While any game is live. Default 8000, never below 5000. */
  liveMs?: number;
  /** Nothing live or about to start. Default 300 000. */
  idleMs?: number;
  /** A kickoff inside `soonWindowMs`. Default 60 000 (never slower than idle). */
  soonMs?: number;
  /** How far ahead a kickoff counts as "soon". Default 30 minutes. */
  soonWindowMs?: number;
}

// ESPN flips a game to "in" a minute or two after the listed kickoff, and a weather delay
// can resume at any moment, so both count as "about to be live" for a while.
const LATE_KICKOFF_GRACE_MS = 3 * 3600_000;

function isAboutToStart(game: Game, nowMs: number, windowMs: number): boolean {
  if (isDelayedStatus(game.status)) return true;
  if (!isScheduledStatus(game.status)) return false;
  const untilKickoff = Date.parse(game.gameDate) - nowMs;
  return untilKickoff <= windowMs && untilKickoff >= -LATE_KICKOFF_GRACE_MS;
}

/** Delay before the next scoreboard poll, given the games the last poll returned. */
export function nextPollDelayMs(games: Game[], now: Date, options: PollOptions = {}): number {
  const idle = options.idleMs ?? DEFAULT_IDLE_MS;
  if (games.some(isLiveGame)) return Math.max(MIN_LIVE_MS, options.liveMs ?? DEFAULT_LIVE_MS);
  const windowMs = options.soonWindowMs ?? 30 * 60_000;
  if (games.some((g) => isAboutToStart(g, now.getTime(), windowMs))) return Math.min(options.soonMs ?? SOON_MS, idle);
  return idle;
}

/** Delay after `consecutiveFailures` failed polls: base, 2×, 4×, … capped at 5 minutes. */
export function backoffDelayMs(consecutiveFailures: number, baseMs: number): number {
  const n = Number.isFinite(consecutiveFailures) ? Math.max(1, Math.floor(consecutiveFailures)) : 1;
  const base = Number.isFinite(baseMs) && baseMs > 0 ? baseMs : 1_000;
  // Exponent capped so huge failure counts cannot overflow to Infinity.
  return Math.min(MAX_BACKOFF_MS, base * 2 ** Math.min(n - 1, 30));
}
