/**
 * Summaries of the recorded games. The replayed game has its full recorded summary, handed out only
 * once the replay says final: before that the recorded box score is the end result, a spoiler.
 * The recorded finals of the scoreboard have what a scoreboard tells (points per quarter, the
 * game's leaders) and nothing more. Upcoming games have nothing yet.
 */
import { isFinalStatus, type Game, type GameSummary } from '@gg/contracts';
import { gameSummaryFrom, gameSummaryFromScoreboardEvent } from '../../espn/normalize/game-summary';
import { get, objs, str } from '../../espn/normalize/read';
import type { GameSummaryAnswer } from '../provider';

const nothingYet = (gameId: string): GameSummary => ({ gameId, scoringPlays: null, lineScore: null, teamStats: null, leaders: [] });

export function recordedSummaries({ replayedGameId, replayedSummary, finalsScoreboard, slate }: {
  replayedGameId: string;
  /** The replayed game's recorded ESPN summary. */
  replayedSummary: unknown;
  /** The recorded scoreboard the finals come from. */
  finalsScoreboard: unknown;
  /** The slate as the provider shows it now (the replayed game in its current phase). */
  slate: () => Game[];
}): (gameId: string) => GameSummaryAnswer | null {
  const replayed = gameSummaryFrom(replayedSummary, replayedGameId);
  const fromScoreboard = new Map<string, GameSummary>();
  for (const event of objs(get(finalsScoreboard, 'events'))) {
    const id = str(event.id);
    if (id) fromScoreboard.set(id, gameSummaryFromScoreboardEvent(event, id));
  }
  return (gameId) => {
    const game = slate().find((g) => g.id === gameId);
    if (!game) return null;
    if (!isFinalStatus(game.status)) return { game, summary: nothingYet(gameId) };
    return { game, summary: gameId === replayedGameId ? replayed : fromScoreboard.get(gameId) ?? nothingYet(gameId) };
  };
}
