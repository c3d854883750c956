/**
 * A game's status and what each status means, decided here and nowhere else (lint keeps other
 * modules from comparing status strings). GameStatusSchema in ./hub is built from GAME_STATUSES.
 *
 * No zod here: the browser imports this file on its own (`@gg/contracts/game-status`), as it does
 * ./live-stream, so the rules cost the page a few bytes and not the schema library.
 */

export const GAME_STATUSES = ['scheduled', 'live', 'in_progress', 'final', 'postponed', 'canceled', 'delayed'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Being played now. Providers say 'live' or 'in_progress' for the same thing. */
export const isLiveStatus = (status: GameStatus): boolean => status === 'live' || status === 'in_progress';

/** Over, with a result. */
export const isFinalStatus = (status: GameStatus): boolean => status === 'final';

/** Waiting for its listed kickoff. */
export const isScheduledStatus = (status: GameStatus): boolean => status === 'scheduled';

/** Held up (weather, a suspension), before kickoff or during play; it may resume at any moment. */
export const isDelayedStatus = (status: GameStatus): boolean => status === 'delayed';

/** Moved to another date; a new kickoff time replaces the listed one. */
export const isPostponedStatus = (status: GameStatus): boolean => status === 'postponed';

export const isCanceledStatus = (status: GameStatus): boolean => status === 'canceled';

/** Will not be played at its listed time: postponed or canceled. */
export const isCalledOffStatus = (status: GameStatus): boolean => isPostponedStatus(status) || isCanceledStatus(status);

/**
 * Being played or held up by a delay: a game that is not over and may be on the field any moment
 * (a delay can come mid-game), so it stays on the slate past its day.
 */
export const isLiveOrDelayedStatus = (status: GameStatus): boolean => isLiveStatus(status) || isDelayedStatus(status);

/**
 * Not played at all yet, so no score to give away: scheduled, postponed or canceled. A delayed
 * game is not here, since a delay can come mid-game with a score on the board.
 */
export const isUnplayedStatus = (status: GameStatus): boolean => isScheduledStatus(status) || isCalledOffStatus(status);

/** The same rules for anything that carries a status (a Game, or a part of one). */
interface HasStatus { status: GameStatus }
export const isLiveGame = (game: HasStatus): boolean => isLiveStatus(game.status);
export const isFinalGame = (game: HasStatus): boolean => isFinalStatus(game.status);
export const isScheduledGame = (game: HasStatus): boolean => isScheduledStatus(game.status);
