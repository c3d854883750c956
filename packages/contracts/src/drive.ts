/**
 * A game's drives: the one under way (on a live game) and the ones that ended (in the game's live
 * data, for the play-by-play feed), with what each result means in words and the sentences a fan
 * reads ("Drive: 8 plays, 75 yards, 4:12 — Touchdown"). Decided here and nowhere else, for the
 * sports service (which reads drives from the provider) and the hub (which shows them).
 * CurrentDriveSchema and CompletedDriveSchema in ./hub check the same shapes.
 *
 * No zod here: the browser imports this file on its own (`@gg/contracts/drive`), as it does
 * ./situation.
 */
import { fieldPositionText } from './situation';

/**
 * How a drive ended. A result the provider names but this list does not know is left out rather
 * than guessed (the drive is still shown, without its result).
 */
export const DRIVE_RESULTS = [
  'touchdown', 'field-goal', 'missed-field-goal', 'blocked-field-goal', 'punt', 'blocked-punt', 'turnover-on-downs',
  'interception', 'fumble', 'safety', 'end-of-half', 'end-of-game',
] as const;
export type DriveResult = (typeof DRIVE_RESULTS)[number];

/** What a fan reads for each result. */
export const DRIVE_RESULT_WORDS: Record<DriveResult, string> = {
  touchdown: 'Touchdown',
  'field-goal': 'Field goal',
  'missed-field-goal': 'Missed field goal',
  'blocked-field-goal': 'Blocked field goal',
  punt: 'Punt',
  'blocked-punt': 'Blocked punt',
  'turnover-on-downs': 'Turnover on downs',
  interception: 'Interception',
  fumble: 'Fumble',
  safety: 'Safety',
  'end-of-half': 'End of half',
  'end-of-game': 'End of game',
};

/** Results that put points on the board: in spoiler-safe mode they give the score away. */
export const SCORING_DRIVE_RESULTS: ReadonlySet<DriveResult> = new Set(['touchdown', 'field-goal', 'safety']);

/** A moment and a spot of a drive; each part only when the provider gives it. */
export interface DriveMoment {
  /** 1–4, 5 and up in overtime. */
  period?: number;
  /** The game clock as shown ("4:12"). */
  clock?: string;
  /** The ball's spot in yards from the HOME team's goal line, 0–100 (as GameSituation.yardLine). */
  yardLine?: number;
}

/** The drive under way. Plays, yards and time are counted so far. */
export interface CurrentDrive {
  /** The team with the ball, when the provider says. */
  teamId?: string;
  /** Offensive plays run (snaps; kicks, penalties before the snap and timeouts are not plays). */
  plays: number;
  /** Net yards gained, penalties included; negative when the offense went backwards. */
  yards: number;
  /** Game-clock seconds used so far. */
  elapsedSeconds?: number;
  start?: DriveMoment;
}

/** A drive that ended, for the feed. */
export interface CompletedDrive {
  /** The provider's id of the drive. */
  id: string;
  teamId?: string;
  plays: number;
  yards: number;
  elapsedSeconds?: number;
  result?: DriveResult;
  /** The play that ended it (a play id of the game's play-by-play): the feed shows the result after it. */
  endPlayId?: string;
  start?: DriveMoment;
  end?: DriveMoment;
}

/** "4:12" for 252 seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds from a clock as shown ("4:12", "0:38", "12"); null for anything else. */
export function clockSeconds(text: string): number | null {
  const match = /^(?:(\d{1,2}):)?(\d{1,2})(?:\.\d+)?$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[2]);
  if (seconds >= 60 && match[1] !== undefined) return null;
  return Number(match[1] ?? 0) * 60 + seconds;
}

const plural = (n: number, one: string, many: string) => `${n} ${Math.abs(n) === 1 ? one : many}`;

type DriveNumbers = Pick<CurrentDrive, 'plays' | 'yards' | 'elapsedSeconds'>;

/** "8 plays, 75 yards, 4:12" (the time left out when unknown). */
export function driveNumbersText(drive: DriveNumbers): string {
  const parts = [plural(drive.plays, 'play', 'plays'), plural(drive.yards, 'yard', 'yards')];
  if (drive.elapsedSeconds !== undefined) parts.push(clockText(drive.elapsedSeconds));
  return parts.join(', ');
}

/** The same said aloud: "8 plays, 75 yards in 4 minutes 12 seconds". */
export function driveNumbersSpoken(drive: DriveNumbers): string {
  const text = `${plural(drive.plays, 'play', 'plays')}, ${plural(drive.yards, 'yard', 'yards')}`;
  if (drive.elapsedSeconds === undefined) return text;
  const whole = Math.max(0, Math.round(drive.elapsedSeconds));
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const time = [minutes > 0 ? plural(minutes, 'minute', 'minutes') : null, seconds > 0 || minutes === 0 ? plural(seconds, 'second', 'seconds') : null].filter(Boolean).join(' ');
  return `${text} in ${time}`;
}

/** "Drive: 8 plays, 75 yards, 4:12 — Touchdown"; without its result when the provider gave none. */
export function completedDriveText(drive: CompletedDrive): string {
  const numbers = `Drive: ${driveNumbersText(drive)}`;
  return drive.result ? `${numbers} — ${DRIVE_RESULT_WORDS[drive.result]}` : numbers;
}

type Abbreviations = { homeTeamAbbreviation: string | null; awayTeamAbbreviation: string | null };

/** "This drive: 5 plays, 32 yards, 2:41"; before its first snap, where it starts ("New drive from GB 25"). */
export function currentDriveText(drive: CurrentDrive, game: Abbreviations): string {
  if (drive.plays === 0) {
    const spot = drive.start?.yardLine === undefined ? null : fieldPositionText(drive.start.yardLine, game);
    return spot ? `New drive from ${spot}` : 'New drive';
  }
  return `This drive: ${driveNumbersText(drive)}`;
}
