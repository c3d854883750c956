/** What changed between two polls of the scoreboard, game by game. */
import type { CurrentDrive, Game, GameChange, GameChangeKind, GameSituation } from '@gg/contracts';

/** A `game` event of the live stream but for its time, which the poll adds. */
export type PolledChange = Omit<GameChange, 'at'>;

const SITUATION_PARTS = ['phase', 'down', 'distance', 'yardLine', 'possessionTeamId', 'homeTimeouts', 'awayTimeouts'] as const satisfies ReadonlyArray<keyof GameSituation>;

function sameSituation(a: GameSituation | undefined, b: GameSituation | undefined): boolean {
  if (!a || !b) return a === b;
  return SITUATION_PARTS.every((part) => a[part] === b[part]);
}

const DRIVE_PARTS = ['teamId', 'plays', 'yards', 'elapsedSeconds'] as const satisfies ReadonlyArray<keyof CurrentDrive>;

function sameDrive(a: CurrentDrive | undefined, b: CurrentDrive | undefined): boolean {
  if (!a || !b) return a === b;
  return DRIVE_PARTS.every((part) => a[part] === b[part]) && a.start?.yardLine === b.start?.yardLine && a.start?.period === b.start?.period && a.start?.clock === b.start?.clock;
}

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
      // a timeout called, a spot moved by a penalty: the field changes without a new latest play
      if (!sameSituation(old.situation, game.situation)) changes.push('situation');
      // a drive that began or ended, or a penalty's yards, without a new latest play
      if (!sameDrive(old.drive, game.drive)) changes.push('drive');
    }
    // With no previous slate (the first start, or a store that lost it, like Redis restarted
    // empty) every game is new: viewers connected meanwhile get the current score now, not at the
    // game's next change. A client applies each as it would a change (the game as it is now).
    if (changes.length > 0) out.push({ gameId: game.id, changes, game });
  }
  return out;
}
