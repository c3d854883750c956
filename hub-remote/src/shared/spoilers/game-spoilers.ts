/**
 * Which results spoiler-safe mode hides on the hub, as pure functions of the fan's preferences.
 * A game's result is its score, its winner and its latest play (a play can name the score): hidden
 * once the game has started, for a protected team playing in it, until the fan reveals it.
 */
import type { Game } from '@gg/contracts';
import { isUnplayedStatus } from '@gg/contracts/game-status';
import { isSpoilerSafeFor, type ViewingPreferences } from '@gg/preferences';

export function isGameProtected(prefs: ViewingPreferences, game: Pick<Game, 'status' | 'awayTeamId' | 'homeTeamId'>): boolean {
  // an unplayed game has no result to give away
  return !isUnplayedStatus(game.status) && isSpoilerSafeFor(prefs, [game.awayTeamId, game.homeTeamId]);
}

/** One reveal per game: revealing its score on a card shows it in the detail panel too. */
export const gameRevealKey = (gameId: string) => `game:${gameId}`;
export const playRevealKey = (gameId: string, playId: string) => `play:${gameId}:${playId}`;

/** "Green Bay Packers at Atlanta Falcons": what the reveal button names. */
export const matchupName = (game: Pick<Game, 'awayTeam' | 'homeTeam'>) => `${game.awayTeam} at ${game.homeTeam}`;
