/**
 * A live game's situation in words: the line a fan reads ("3rd & 4 at GB 29"), the field's text
 * alternative, and one plain sentence for someone watching their first game. The football rules
 * behind them (red zone, goal to go, line to gain) are @gg/contracts/situation's; this file only
 * words them.
 */
import type { Game, GameSituation } from '@gg/contracts';
import {
  downAndDistanceText, fieldPositionText, isGoalToGo, isInRedZone, lineToGain, possessionSide, yardsToEndZone,
} from '@gg/contracts/situation';

/** "Packers" from "Green Bay Packers": every NFL team's name ends with its nickname. */
export const nickname = (team: string) => team.trim().split(/\s+/).at(-1) ?? team;

/** Periods after the fourth are overtime. */
export const isOvertime = (game: Pick<Game, 'period'>) => (game.period ?? 0) > 4;

const DOWN_WORDS = ['First', 'Second', 'Third', 'Fourth'] as const;
const TRIES_LEFT = ['four tries', 'three tries', 'two tries', 'one last try'] as const;
const QUARTER_WORDS = ['1st', '2nd', '3rd', '4th'] as const;

const yards = (n: number) => `${n} ${n === 1 ? 'yard' : 'yards'}`;

/** The team with the ball by its nickname ("the Packers"), or null when the provider did not say. */
function offenseName(situation: GameSituation, game: Game): string | null {
  const side = possessionSide(situation, game);
  return side === 'home' ? `the ${nickname(game.homeTeam)}` : side === 'away' ? `the ${nickname(game.awayTeam)}` : null;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A spot as said aloud: "ATL 29", midfield, or the goal line. */
function spotName(yardLine: number, game: Game): string {
  const text = fieldPositionText(yardLine, game);
  if (text === '50') return 'midfield';
  return text ?? (yardLine <= 0 || yardLine >= 100 ? 'the goal line' : `the ${Math.round(Math.min(yardLine, 100 - yardLine))}`);
}

/** The short line under the score: down and distance, or what the field waits for. */
export function situationLine(situation: GameSituation, game: Game): string | null {
  switch (situation.phase) {
    case 'down': return downAndDistanceText(situation, game);
    case 'kickoff': return 'Kickoff';
    case 'try': return 'Try after the touchdown';
    case 'break': return breakLine(game);
    default: return null;
  }
}

function breakLine(game: Game): string {
  const period = game.period ?? 0;
  if (period === 2) return 'Halftime';
  if (period > 4) return 'End of overtime period';
  if (period === 4) return 'End of regulation';
  return period >= 1 ? `End of the ${QUARTER_WORDS[period - 1]} quarter` : 'Break';
}

function downSentence(situation: GameSituation & { down: number; distance: number }, game: Game): string {
  const team = offenseName(situation, game);
  const word = DOWN_WORDS[situation.down - 1] ?? 'Next';
  const toEndZone = yardsToEndZone(situation, game);
  if (isGoalToGo(situation, game) && toEndZone !== null) {
    const kick = situation.down === 4 ? ', unless they settle for a field goal' : '';
    return `${word} down and goal to go: ${TRIES_LEFT[situation.down - 1]}${team ? ` for ${team}` : ''} to reach the end zone, ${yards(toEndZone)} away, for a touchdown${kick}.`;
  }
  const inRedZone = isInRedZone(situation, game);
  const redZone = inRedZone ? ' in the red zone' : '';
  // this close to the end zone nobody punts: the kick is a field goal
  const kick = inRedZone ? 'kick a field goal' : 'punt or kick a field goal';
  switch (situation.down) {
    case 1: return `First down${redZone}: ${team ? `${team} have ` : ''}four tries to gain ${yards(situation.distance)} and earn a new first down.`;
    case 2: return `Second down${redZone}: three tries left to gain ${yards(situation.distance)} for a first down.`;
    case 3: return `Third down${redZone}: one more try to gain ${yards(situation.distance)} before they would usually ${kick}.`;
    default: return `Fourth down${redZone}, the last try: ${team ?? 'teams'} usually ${kick}, and if they go for the ${yards(situation.distance)} and fall short, the other team takes over here.`;
  }
}

/** One plain sentence that explains the situation to a newcomer; null when there is nothing to explain. */
export function situationSentence(situation: GameSituation, game: Game): string | null {
  const overtime = isOvertime(game) ? ' In overtime each team gets at least one possession; after that, the next score wins.' : '';
  switch (situation.phase) {
    case 'down':
      if (situation.down === undefined || situation.distance === undefined) return null;
      return downSentence({ ...situation, down: situation.down, distance: situation.distance }, game) + overtime;
    case 'kickoff': {
      const kicker = offenseName(situation, game);
      return `Kickoff: ${kicker ? `${kicker} kick` : 'one team kicks'} the ball away to start a drive, and the other team tries to return it as far as it can.${overtime}`;
    }
    case 'try':
      return `${capitalize(offenseName(situation, game) ?? 'a team')} just scored a touchdown; now the try: an extra point kick for 1 more point, or a two-point conversion from the 2-yard line.`;
    case 'break': {
      const period = game.period ?? 0;
      if (period === 2) return 'Halftime: a break of about 13 minutes; the second half starts with a kickoff and each team has three timeouts again.';
      if (period === 4) return 'The fourth quarter is over with the score tied, so overtime comes next.';
      if (period > 4) return 'An overtime period is over; the next one starts with a kickoff.';
      return 'Between quarters the teams switch ends, and play goes on with the same down and distance.';
    }
    case 'between-plays':
      return 'Between plays: the next down and distance show once the ball is spotted for the next snap.';
    default:
      return null;
  }
}

/** The field drawing's text alternative: who has the ball, where, which way, and the line to gain. */
export function fieldDescription(situation: GameSituation, game: Game): string {
  const spot = situation.yardLine === undefined ? null : spotName(situation.yardLine, game);
  const side = possessionSide(situation, game);
  const defense = side === 'home' ? game.awayTeam : side === 'away' ? game.homeTeam : null;
  const parts = [`Field, ${game.homeTeam} end zone on the left.`];
  if (spot) parts.push(`Ball at ${spot}${side ? `, ${offenseName(situation, game)} driving toward the ${defense} end zone` : ''}.`);
  else parts.push('Ball not spotted right now.');
  const line = lineToGain(situation, game);
  if (line !== null && !isGoalToGo(situation, game)) parts.push(`Line to gain at ${spotName(line, game)}.`);
  if (isGoalToGo(situation, game)) parts.push('Goal to go: the line to gain is the goal line.');
  return parts.join(' ');
}
