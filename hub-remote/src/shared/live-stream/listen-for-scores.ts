/**
 * When a screen listing games needs the scores stream: while one of them is being played, kicks
 * off within the hour, or is past its kickoff without a result. Outside those hours a screen
 * holds no connection open (most of the week, for most fans).
 */
import type { Game } from '@gg/contracts';
import { isFinalGame, isLiveGame } from '@gg/contracts/game-status';
import { useEffect, useState } from 'react';

/** How long before a kickoff a screen starts listening for pushed scores. */
export const LISTEN_BEFORE_KICKOFF_MS = 60 * 60_000;

type Listed = Pick<Game, 'status' | 'gameDate'>;

/**
 * `now` while a game is being played, kicks off within the hour or is past its kickoff without a
 * result yet; else the time the next kickoff comes within the hour; null when every game listed
 * has finished.
 */
export function listenForScoresFrom(games: readonly Listed[], now: number): number | null {
  let from: number | null = null;
  for (const game of games) {
    if (isFinalGame(game)) continue;
    if (isLiveGame(game)) return now;
    const kickoff = Date.parse(game.gameDate);
    if (!Number.isFinite(kickoff)) continue;
    const start = Math.max(now, kickoff - LISTEN_BEFORE_KICKOFF_MS);
    from = from === null ? start : Math.min(from, start);
  }
  return from;
}

/** Whether to listen now; a timer wakes the screen when the next kickoff comes within the hour. */
export function useListenForScores(games: readonly Listed[] | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const from = games ? listenForScoresFrom(games, now) : null;
  useEffect(() => {
    if (from === null || from <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), from - now);
    return () => clearTimeout(timer);
  }, [from, now]);
  return from !== null && from <= now;
}
