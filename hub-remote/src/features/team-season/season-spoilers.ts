/**
 * What spoiler-safe mode hides on a team's season: the record, the leaders' totals (both move
 * after every game) and each played game's result, for a protected team, until the fan reveals.
 */
import type { TeamSeasonGame } from '@gg/contracts';
import { isSpoilerSafeFor, useViewingPreferences } from '@gg/preferences';
import { useReveal } from '@gg/preferences/settings';
import { gameRevealKey, isGameProtected } from '../../shared/spoilers/game-spoilers';

/** One reveal for the season's totals (record and leaders) of a team. */
export const seasonRevealKey = (teamId: string) => `season:${teamId}`;

export function useSeasonSpoiler(teamId: string, teamName: string): { hidden: boolean; guarded: boolean; reveal: () => void; label: string } {
  const prefs = useViewingPreferences();
  const [revealed, reveal] = useReveal(seasonRevealKey(teamId));
  const guarded = isSpoilerSafeFor(prefs, [teamId]);
  return { hidden: guarded && !revealed, guarded, reveal, label: `Reveal record: ${teamName}` };
}

/** A game of the season, covered as its card is elsewhere (one reveal per game across the hub). */
export function useSeasonGameSpoiler(teamId: string, game: TeamSeasonGame): { hidden: boolean; guarded: boolean; reveal: () => void } {
  const prefs = useViewingPreferences();
  const [revealed, reveal] = useReveal(gameRevealKey(game.gameId));
  const [homeTeamId, awayTeamId] = game.homeAway === 'home' ? [teamId, game.opponent.id] : [game.opponent.id, teamId];
  const guarded = isGameProtected(prefs, { status: game.status, homeTeamId, awayTeamId });
  return { hidden: guarded && !revealed, guarded, reveal };
}
