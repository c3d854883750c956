// ESPN win probabilities -> the game's series (@gg/contracts WinProbabilityPoint), in game order.
//
// ESPN gives the home team's chance after a play in two places: the summary's `winprobability[]`
// ({homeWinPercentage, playId}) and core `/probabilities` items (play.$ref; paged, 25 a page). Neither
// says when in the game the play was: the plays do, so a point is kept only when its play is known
// (a point on a play we cannot place would be drawn at the wrong time, or nowhere).

import type { Play, WinProbabilityPoint } from '@gg/contracts';
import { winProbabilitiesFrom } from './plays';

/**
 * The series over `plays` (in game order) from any number of sources (summary, core pages, bare
 * arrays); a later source's value for a play wins. Junk, out-of-range chances and points on unknown
 * plays are left out; an empty list means the provider has no win probabilities for the game.
 */
export function winProbabilitySeries(plays: readonly Play[], ...sources: unknown[]): WinProbabilityPoint[] {
  const byPlay = new Map<string, number>();
  for (const source of sources) {
    for (const point of winProbabilitiesFrom(source)) byPlay.set(point.playId, point.homeWinPercentage);
  }
  if (byPlay.size === 0) return [];
  return plays.flatMap((play) => {
    const home = byPlay.get(play.id);
    return home === undefined || play.quarter < 1 ? [] : [{ playId: play.id, quarter: play.quarter, clock: play.clock, homeWinProbability: home }];
  });
}
