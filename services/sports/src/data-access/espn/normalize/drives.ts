/**
 * ESPN's drives -> CurrentDrive / CompletedDrive (@gg/contracts/drive). Three sources: the
 * summary's `drives.previous[]` (the drives that ended, each with its plays) and `drives.current`
 * (live games only), and the live scoreboard's `situation.lastPlay.drive` (only a description
 * "7 plays, 59 yards, 3:53", a start and, once the drive is over, a result). Every part may be
 * missing or junk; what is not known is left out rather than guessed.
 */
import {
  clockSeconds, FIELD_YARDS, type CompletedDrive, type CurrentDrive, type DriveMoment, type DriveResult,
} from '@gg/contracts';
import { arr, count, get, int, num, obj, objs, str, type Obj } from './read';

/**
 * ESPN's `result` ("TD", "MISSED FG", "END OF HALF", …) or `displayResult` ("Touchdown") -> the
 * contract's result. Order matters: a "BLOCKED PUNT" is not a punt, an "INT TD" (returned for a
 * touchdown by the defense) is the offense's interception.
 */
const RESULT_PATTERNS: Array<[RegExp, DriveResult]> = [
  [/\bINT(ERCEPTION)?\b/, 'interception'],
  [/\bFUMBLE\b/, 'fumble'],
  [/\bBLOCKED PUNT\b|\bPUNT BLOCKED\b/, 'blocked-punt'],
  [/\bBLOCKED (FG|FIELD GOAL)\b|\b(FG|FIELD GOAL) BLOCKED\b/, 'blocked-field-goal'],
  [/\bMISSED (FG|FIELD GOAL)\b|\b(FG|FIELD GOAL) MISSED\b/, 'missed-field-goal'],
  [/\bDOWNS\b/, 'turnover-on-downs'],
  [/\bSAFETY\b|^SF$/, 'safety'],
  [/\bEND OF (HALF|1ST HALF)\b/, 'end-of-half'],
  [/\bEND OF GAME\b/, 'end-of-game'],
  [/\bPUNT\b/, 'punt'],
  [/^(FG|FIELD GOAL)( GOOD)?$/, 'field-goal'],
  [/^(TD|TOUCHDOWN)$/, 'touchdown'],
];

export function driveResultFrom(value: unknown): DriveResult | null {
  const text = str(value)?.toUpperCase().replace(/\s+/g, ' ');
  if (!text) return null;
  return RESULT_PATTERNS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "7 plays, 59 yards, 3:53" (the scoreboard's only numbers) -> its parts. */
function numbersFromDescription(v: unknown): { plays: number | null; yards: number | null; elapsed: number | null } {
  const text = str(v) ?? '';
  const plays = /(-?\d+) plays?\b/i.exec(text);
  const yards = /(-?\d+) yards?\b/i.exec(text);
  const clock = /(\d{1,2}:\d{2})\s*$/.exec(text);
  return {
    plays: plays ? count(plays[1]) : null,
    yards: yards ? int(yards[1]) : null,
    elapsed: clock ? clockSeconds(clock[1]!) : null,
  };
}

const yardLineOf = (v: unknown): number | null => {
  const n = num(v);
  return n !== null && n >= 0 && n <= FIELD_YARDS ? n : null;
};

const yardsOf = (v: unknown): number | null => {
  const n = int(v);
  return n !== null && Math.abs(n) <= FIELD_YARDS ? n : null;
};

/** Game-clock time a drive used: at most a whole game's hour, else junk. */
const elapsedOf = (v: unknown): number | null => {
  const text = str(v);
  const seconds = text === null ? null : clockSeconds(text);
  return seconds !== null && seconds <= 3600 ? seconds : null;
};

/** A drive's start or end (`{period{number}, clock{displayValue}, yardLine}`); null when none of it is known. */
export function driveMomentFrom(v: unknown): DriveMoment | null {
  const o = obj(v);
  if (!o) return null;
  const period = count(get(o, 'period', 'number'));
  const clock = str(get(o, 'clock', 'displayValue'));
  const yardLine = yardLineOf(o.yardLine);
  const moment: DriveMoment = {
    ...(period !== null && period >= 1 ? { period } : {}),
    ...(clock !== null && clockSeconds(clock) !== null ? { clock } : {}),
    ...(yardLine !== null ? { yardLine } : {}),
  };
  return Object.keys(moment).length > 0 ? moment : null;
}

/** Plays that stop the clock without a snap (timeouts, the two-minute warning): they end no drive. */
const isPausePlay = (play: Obj) => /timeout|two-minute warning/i.test(str(get(play, 'type', 'text')) ?? '');

/** The play that ended a drive: its last one, the timeouts called after it aside. */
export function endPlayIdOf(plays: unknown): string | null {
  const list = objs(plays).filter((p) => str(p.id) !== null);
  const ending = [...list].reverse().find((p) => !isPausePlay(p)) ?? list.at(-1);
  return ending ? str(ending.id) : null;
}

/** The numbers every drive shape shares; null without a count of plays or of yards. */
function driveNumbersFrom(d: Obj): Pick<CurrentDrive, 'plays' | 'yards' | 'elapsedSeconds'> | null {
  const described = numbersFromDescription(d.description);
  const plays = count(d.offensivePlays) ?? described.plays;
  const yards = yardsOf(d.yards) ?? (described.yards !== null && Math.abs(described.yards) <= FIELD_YARDS ? described.yards : null);
  const elapsed = elapsedOf(get(d, 'timeElapsed', 'displayValue')) ?? described.elapsed;
  if (plays === null || yards === null) return null;
  return { plays, yards, ...(elapsed !== null ? { elapsedSeconds: elapsed } : {}) };
}

/** One summary drive (`drives.previous[]` item) -> CompletedDrive; null without an id or numbers. */
export function completedDriveFrom(drive: unknown): CompletedDrive | null {
  const d = obj(drive);
  const id = str(d?.id);
  if (!d || !id) return null;
  const numbers = driveNumbersFrom(d);
  if (!numbers) return null;
  const teamId = str(get(d, 'team', 'id'));
  const result = driveResultFrom(d.result) ?? driveResultFrom(d.displayResult) ?? driveResultFrom(d.shortDisplayResult);
  const endPlayId = endPlayIdOf(d.plays);
  const start = driveMomentFrom(d.start);
  const end = driveMomentFrom(d.end);
  return {
    id,
    ...(teamId ? { teamId } : {}),
    ...numbers,
    ...(result ? { result } : {}),
    ...(endPlayId ? { endPlayId } : {}),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  };
}

const summaryOf = (summary: unknown) => obj(get(summary, 'gamepackageJSON')) ?? summary;

/**
 * Summary (or CDN game package) -> the drives that ended, in game order. A live game's drive
 * under way (`drives.current`) is not one of them, even when ESPN also lists it in `previous`.
 */
export function completedDrivesFromSummary(summary: unknown): CompletedDrive[] {
  const s = summaryOf(summary);
  const currentId = str(get(s, 'drives', 'current', 'id'));
  const seen = new Set<string>();
  const out: CompletedDrive[] = [];
  for (const raw of arr(get(s, 'drives', 'previous'))) {
    const drive = completedDriveFrom(raw);
    if (!drive || drive.id === currentId || seen.has(drive.id)) continue;
    seen.add(drive.id);
    out.push(drive);
  }
  return out;
}

/** A drive still under way: ESPN gives no result yet. */
const underWay = (d: Obj) => driveResultFrom(d.result) === null && str(d.result) === null && str(d.displayResult) === null;

/** The summary's `drives.current` (live games) -> CurrentDrive; null when there is none or it has ended. */
export function currentDriveFromSummary(summary: unknown): CurrentDrive | null {
  const d = obj(get(summaryOf(summary), 'drives', 'current'));
  if (!d || !underWay(d)) return null;
  const numbers = driveNumbersFrom(d);
  if (!numbers) return null;
  const teamId = str(get(d, 'team', 'id'));
  const start = driveMomentFrom(d.start);
  return { ...(teamId ? { teamId } : {}), ...numbers, ...(start ? { start } : {}) };
}

/**
 * The live scoreboard's `competitions[0].situation` -> the drive under way, from
 * `lastPlay.drive`. That is the drive of the latest play: once it has a result (a punt, a field
 * goal) it is over and the next one has not begun, so there is no drive under way. The team is
 * the one the scoreboard says has the ball (the drive itself does not say).
 */
export function currentDriveFromScoreboard(situation: unknown): CurrentDrive | null {
  const d = obj(get(situation, 'lastPlay', 'drive'));
  if (!d || !underWay(d)) return null;
  const numbers = driveNumbersFrom(d);
  if (!numbers) return null;
  const teamId = str(get(situation, 'possession'));
  const start = driveMomentFrom(d.start);
  return { ...(teamId ? { teamId } : {}), ...numbers, ...(start ? { start } : {}) };
}
