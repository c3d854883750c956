/**
 * A team's season as the live scoreboard has its games now. The season itself is kept for
 * minutes (it changes on game days only), but on a game day a game of the team kicks off and ends
 * within that time: its status, score and result, and so the team's next game, come from the
 * scoreboard, which is polled every few seconds and pushed to the pages on the scores stream.
 */
import type { Game, TeamSeason, TeamSeasonGame } from '@gg/contracts';
import { isFinalStatus } from '@gg/contracts';
import { nextGameOf, seasonGameFromGame } from '../data-access/espn/normalize/team-season';

export function seasonWithScoreboard(season: TeamSeason, scoreboard: readonly Game[]): TeamSeason {
  const onBoard = new Map(scoreboard.map((g) => [g.id, g]));
  let changed = false;
  const fresher = (game: TeamSeasonGame): TeamSeasonGame => {
    const now = onBoard.get(game.gameId);
    const seen = now ? seasonGameFromGame(now, season.teamId, game.neutralSite) : null;
    if (!seen || (seen.status === game.status && seen.teamScore === game.teamScore && seen.opponentScore === game.opponentScore)) return game;
    changed = true;
    // the season's own week and kind of game, should the scoreboard lack them
    return { ...seen, week: seen.week ?? game.week, seasonType: seen.seasonType ?? game.seasonType };
  };
  const games = season.games.map(fresher);
  const next = season.nextGame ? fresher(season.nextGame) : null;
  if (!changed) return season;
  // a next game that has just ended gives way to the one after it
  const nextGame = next && isFinalStatus(next.status) ? nextGameOf(games) : next;
  return { ...season, games, nextGame };
}
