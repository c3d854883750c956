/**
 * Which pushed live-score changes are worth regenerating for: anything about a game being played
 * (score, clock, a play), and a game starting or ending. On (re)connection the stream sends the
 * whole slate: the games being played and the finished ones are regenerated, so a game that ended
 * while the stream was down gets its result point and loses its live point.
 */
import { isFinalGame, isLiveGame, type Game } from '@gg/contracts';

export function isWorthRegenerating(change: { changes: readonly string[]; game: Game }): boolean {
  return isLiveGame(change.game) || (change.changes.includes('status') && isFinalGame(change.game));
}

export function gamesToCatchUp(slate: Game[]): Game[] {
  return slate.filter((g) => isLiveGame(g) || isFinalGame(g));
}
