/**
 * A live game's situation (who has the ball, the down, the distance, where the ball is, timeouts
 * left) and what its football words mean: the red zone, goal to go, the line to gain. Decided here
 * and nowhere else, for the sports service (which reads them from the provider) and the hub (which
 * draws and explains them). GameSituationSchema in ./hub checks the same shape.
 *
 * No zod here: the browser imports this file on its own (`@gg/contracts/situation`), as it does
 * ./game-status.
 */

/**
 * What the field is waiting for:
 * - `down`: a snap, with a down and a distance to gain;
 * - `kickoff`: a kickoff (the start of a half, overtime, or after a score);
 * - `try`: the extra point or two-point try after a touchdown;
 * - `between-plays`: the provider says no down right now (a timeout, a review, a change of
 *   possession not settled yet): nothing about the next snap is known;
 * - `break`: a quarter has ended (the game's `period` is the one just played), or halftime.
 */
export const SITUATION_PHASES = ['down', 'kickoff', 'try', 'between-plays', 'break'] as const;
export type SituationPhase = (typeof SITUATION_PHASES)[number];

/** Every part is optional: a provider sends what it knows, and nothing else is made up. */
export interface GameSituation {
  phase?: SituationPhase;
  /** 1–4, only while a down is set. */
  down?: number;
  /** Yards to gain for a first down (to the goal line when goal to go). */
  distance?: number;
  /** The ball's spot in yards from the HOME team's goal line, 0–100. */
  yardLine?: number;
  possessionTeamId?: string;
  homeTimeouts?: number;
  awayTimeouts?: number;
}

/** Timeouts each team has per half. */
export const TIMEOUTS_PER_HALF = 3;
/** The red zone: the last 20 yards before the end zone the offense attacks. */
export const RED_ZONE_YARDS = 20;
/** The field between the goal lines. */
export const FIELD_YARDS = 100;

interface Sides { homeTeamId: string | null }

/** Which side has the ball, when the provider says and it is one of the two teams. */
export function possessionSide(situation: GameSituation, game: Sides & { awayTeamId: string | null }): 'home' | 'away' | null {
  const id = situation.possessionTeamId;
  if (!id) return null;
  if (id === game.homeTeamId) return 'home';
  if (id === game.awayTeamId) return 'away';
  return null;
}

/**
 * Yards from the ball to the end zone the team with the ball attacks. The home team attacks the
 * far goal line (100), the visitors the home team's (0), whatever end of the stadium that is.
 */
export function yardsToEndZone(situation: GameSituation, game: Sides & { awayTeamId: string | null }): number | null {
  const side = possessionSide(situation, game);
  const { yardLine } = situation;
  if (side === null || yardLine === undefined) return null;
  return side === 'home' ? FIELD_YARDS - yardLine : yardLine;
}

/** A down is set and the ball is spotted for it. */
const hasDown = (s: GameSituation): s is GameSituation & { down: number; distance: number } =>
  s.phase === 'down' && s.down !== undefined && s.distance !== undefined;

/** Goal to go: the line to gain is the goal line itself ("1st & Goal"). */
export function isGoalToGo(situation: GameSituation, game: Sides & { awayTeamId: string | null }): boolean {
  const toGo = yardsToEndZone(situation, game);
  return hasDown(situation) && toGo !== null && situation.distance >= toGo;
}

/** The red zone: a down inside the opponent's 20. */
export function isInRedZone(situation: GameSituation, game: Sides & { awayTeamId: string | null }): boolean {
  const toGo = yardsToEndZone(situation, game);
  return hasDown(situation) && toGo !== null && toGo > 0 && toGo <= RED_ZONE_YARDS;
}

/** Where the line to gain is, in the same yards as `yardLine` (the goal line when goal to go). */
export function lineToGain(situation: GameSituation, game: Sides & { awayTeamId: string | null }): number | null {
  const side = possessionSide(situation, game);
  if (!hasDown(situation) || side === null || situation.yardLine === undefined) return null;
  const line = side === 'home' ? situation.yardLine + situation.distance : situation.yardLine - situation.distance;
  return Math.min(FIELD_YARDS, Math.max(0, line));
}

/** "GB 29": the side of the field and the yard line, from the home goal line's yards; "50" at midfield. */
export function fieldPositionText(yardLine: number, game: { homeTeamAbbreviation: string | null; awayTeamAbbreviation: string | null }): string | null {
  if (yardLine <= 0 || yardLine >= FIELD_YARDS) return null;
  const rounded = Math.round(yardLine);
  if (rounded === FIELD_YARDS / 2) return '50';
  return rounded < FIELD_YARDS / 2
    ? game.homeTeamAbbreviation ? `${game.homeTeamAbbreviation} ${rounded}` : null
    : game.awayTeamAbbreviation ? `${game.awayTeamAbbreviation} ${FIELD_YARDS - rounded}` : null;
}

const ORDINAL_DOWNS = ['1st', '2nd', '3rd', '4th'] as const;
/** "3rd" for 3. */
export const downOrdinal = (down: number): string => ORDINAL_DOWNS[down - 1] ?? `${down}th`;

type SituationGame = Sides & { awayTeamId: string | null; homeTeamAbbreviation: string | null; awayTeamAbbreviation: string | null };

/** "3rd & 4 at GB 29", "1st & Goal at ATL 9"; null when no down is set. */
export function downAndDistanceText(situation: GameSituation, game: SituationGame): string | null {
  if (!hasDown(situation)) return null;
  const spot = situation.yardLine === undefined ? null : fieldPositionText(situation.yardLine, game);
  const distance = isGoalToGo(situation, game) ? 'Goal' : String(situation.distance);
  return `${downOrdinal(situation.down)} & ${distance}${spot ? ` at ${spot}` : ''}`;
}
