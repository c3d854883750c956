/** What changed between two polls of the scoreboard, game by game. */
import type { Game, GameChange, GameChangeKind } from '@gg/contracts';

/** A `game` event of the live stream but for its time, which the poll adds. */
export type PolledChange = Omit<GameChange, 'at'>;

export function diffGames(previous: Game[] | null, current: Game[]): PolledChange[] {
  const before = new Map((previous ?? []).map((g) => [g.id, g]));
  const out: PolledChange[] = [];
  for (const game of current) {
    const old = before.get(game.id);
    const changes: GameChangeKind[] = [];
    if (!old) changes.push('new');
    else {
      if (old.awayScore !== game.awayScore || old.homeScore !== game.homeScore) changes.push('score');
      if (old.status !== game.status || old.statusDetail !== game.statusDetail) changes.push('status');
      if (old.lastPlay !== game.lastPlay) changes.push('play');
      if (old.clock !== game.clock || old.period !== game.period) changes.push('clock');
    }
    // With no previous slate (the first start, or a store that lost it, like Redis restarted
    // empty) every game is new: viewers connected meanwhile get the current score now, not at the
    // game's next change. A client applies each as it would a change (the game as it is now).
    if (changes.length > 0) out.push({ gameId: game.id, changes, game });
  }
  return out;
}
