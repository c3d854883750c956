/**
 * The recorded game's drives, revealed as the replay reveals its plays: a drive ends (with its
 * recorded result and totals) only once the play that ended it has been shown, and the drive
 * under way counts only the plays shown so far. Everything is worked out from how many plays are
 * shown, so a replay that starts over starts its drives over with it.
 */
import { clockSeconds, FIELD_YARDS, type CompletedDrive, type CurrentDrive } from '@gg/contracts';
import { completedDriveFrom } from '../../espn/normalize/drives';
import { get, int, num, objs, str, type Obj } from '../../espn/normalize/read';

interface RecordedDrive {
  completed: CompletedDrive;
  /** The drive's plays with their place in the replay's timeline, in game order. */
  plays: Array<{ index: number; raw: Obj }>;
  /** The timeline index of the play that ended it. */
  endIndex: number;
}

/** Seconds in a quarter: the replayed game has no overtime. */
const QUARTER_SECONDS = 15 * 60;

/**
 * A snap the offense ran: a down was set, and it is not a kick, a flag thrown before the snap, a
 * timeout or the end of a period (as ESPN counts a drive's plays, near enough).
 */
function isSnap(raw: Obj): boolean {
  const down = int(get(raw, 'start', 'down'));
  const type = str(get(raw, 'type', 'text')) ?? '';
  return down !== null && down >= 1 && down <= 4 && !/penalty|timeout|two-minute|punt|field goal|kickoff|end (of|period)/i.test(type);
}

/** Game-clock seconds from one play's (period, clock) to another's. */
function secondsBetween(from: { period?: number; clock?: string }, to: Obj): number | null {
  const fromClock = from.clock === undefined ? null : clockSeconds(from.clock);
  const toClock = clockSeconds(str(get(to, 'clock', 'displayValue')) ?? '');
  const toPeriod = int(get(to, 'period', 'number'));
  if (fromClock === null || toClock === null || from.period === undefined || toPeriod === null) return null;
  const seconds = (toPeriod - from.period) * QUARTER_SECONDS + fromClock - toClock;
  return seconds >= 0 ? seconds : null;
}

export class ReplayDrives {
  private readonly drives: RecordedDrive[] = [];
  private readonly driveAt = new Map<number, RecordedDrive>();

  /** `playIds`: the replay's timeline, in the order it reveals the plays. */
  constructor(summary: unknown, playIds: readonly string[], private readonly homeTeamId: string | null) {
    const indexOf = new Map(playIds.map((id, index) => [id, index]));
    for (const raw of objs(get(summary, 'drives', 'previous'))) {
      const completed = completedDriveFrom(raw);
      if (!completed) continue;
      const plays = objs(raw.plays).flatMap((p) => {
        const index = indexOf.get(str(p.id) ?? '');
        return index === undefined ? [] : [{ index, raw: p }];
      });
      const last = plays.at(-1);
      if (!last) continue;
      const endIndex = (completed.endPlayId !== undefined ? indexOf.get(completed.endPlayId) : undefined) ?? last.index;
      const drive = { completed, plays, endIndex };
      this.drives.push(drive);
      for (const p of plays) this.driveAt.set(p.index, drive);
    }
  }

  /** The drives whose ending play is among the first `shown` plays. */
  completed(shown: number): CompletedDrive[] {
    return this.drives.filter((d) => d.endIndex < shown).map((d) => d.completed);
  }

  /** Every recorded drive (the game is over). */
  all(): CompletedDrive[] {
    return this.drives.map((d) => d.completed);
  }

  /**
   * The drive of the latest play shown while it has not ended: the plays run so far, the yards
   * from its start to where the ball is now (the drive's next snap, as the situation shows it, or
   * where it ended when only its last kick or play is left), the time since it began.
   */
  current(shown: number): CurrentDrive | null {
    const drive = this.driveAt.get(shown - 1);
    if (!drive || drive.endIndex < shown) return null;
    const so = drive.plays.filter((p) => p.index < shown);
    const latest = so.at(-1)!.raw;
    const { teamId, start, end } = drive.completed;
    const nextSnap = drive.plays.find((p) => p.index >= shown && isSnap(p.raw));
    const here = (nextSnap ? num(get(nextSnap.raw, 'start', 'yardLine')) : null) ?? end?.yardLine;
    const home = teamId !== undefined && teamId === this.homeTeamId;
    // the home team attacks toward 100, the visitors toward 0 (the contract's yard lines)
    const gained = here !== undefined && start?.yardLine !== undefined ? (home ? here - start.yardLine : start.yardLine - here) : 0;
    const yards = Math.max(-FIELD_YARDS, Math.min(FIELD_YARDS, Math.round(gained)));
    const elapsed = start ? secondsBetween(start, latest) : null;
    return {
      ...(teamId ? { teamId } : {}),
      plays: so.filter((p) => isSnap(p.raw)).length,
      yards,
      ...(elapsed !== null ? { elapsedSeconds: elapsed } : {}),
      ...(start ? { start } : {}),
    };
  }
}
