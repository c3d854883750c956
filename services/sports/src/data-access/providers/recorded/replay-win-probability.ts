/**
 * The replayed game's win chances: the whole recorded series, revealed play by play with the plays,
 * so the chart never shows a chance after a play the feed has not reached.
 */
import type { Play, WinProbabilityPoint } from '@gg/contracts';
import { winProbabilitySeries } from '../../espn/normalize/win-probability';

export class ReplayWinProbability {
  /** Each point with the number of plays that must be revealed for it to show. */
  private readonly points: Array<{ point: WinProbabilityPoint; revealedAfter: number }>;

  /**
   * `plays` in game order (the replay's timeline). The summary's list covers every play; the core
   * list is one page of 25 and wins where both have a play (it is the newer resource).
   */
  constructor(plays: readonly Play[], summary: unknown, coreProbabilities: unknown) {
    const position = new Map(plays.map((p, i) => [p.id, i + 1]));
    this.points = winProbabilitySeries(plays, summary, coreProbabilities).map((point) => ({ point, revealedAfter: position.get(point.playId)! }));
  }

  /** The series once `revealedPlays` plays of the timeline are out (all of it: the final phase). */
  upTo(revealedPlays: number): WinProbabilityPoint[] {
    const shown: WinProbabilityPoint[] = [];
    for (const { point, revealedAfter } of this.points) {
      if (revealedAfter > revealedPlays) break;
      shown.push(point);
    }
    return shown;
  }
}
