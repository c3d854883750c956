/**
 * Which pushed live-score changes are worth regenerating for: anything about a game being played
 * (score, clock, a play), and a game starting or ending. On (re)connection the stream sends the
 * whole slate: the games being played and the finished ones are regenerated, so a game that ended
 * while the stream was down gets its result point and loses its live point.
 */
import type { Game } from '@gg/contracts';
import { isFinal, isLive } from './points/game-facts';

export function isWorthRegenerating(change: { changes: readonly string[]; game: Game }): boolean {
  return isLive(change.game) || (change.changes.includes('status') && isFinal(change.game));
}

export function gamesToCatchUp(slate: Game[]): Game[] {
  return slate.filter((g) => isLive(g) || isFinal(g));
}
