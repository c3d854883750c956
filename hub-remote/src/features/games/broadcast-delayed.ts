/**
 * The games' live data as the fan behind the broadcast may see it (see shared/broadcast-delay):
 * the day's slate (scores, status, latest play: cards, schedule rows, the panel's header and the
 * cards' aria-live announcement all read it) and each game's plays (the feed, the latest-play box).
 */
import type { Game, Play } from '@gg/contracts';
import { useMemo } from 'react';
import { useBroadcastDelayed, useBroadcastDelayMs } from '../../shared/broadcast-delay/use-broadcast-delayed';
import type { LiveSlate } from './api/get-live-scores';
import type { GamePlays } from './api/get-plays';
import { isLiveGame } from '@gg/contracts/game-status';

/** One key for the slate on every screen: the Live Scores page, the hub's Live and Schedule tabs. */
export const SLATE_DELAY_KEY = 'live-scores';
export const playsDelayKey = (gameId: string) => `plays:${gameId}`;

export const useDelayedSlate = (slate: LiveSlate | undefined) => useBroadcastDelayed(SLATE_DELAY_KEY, slate).value;

export const useDelayedPlays = (gameId: string, plays: GamePlays | undefined) => useBroadcastDelayed(playsDelayKey(gameId), plays).value;

type Scoreboard = Pick<Game, 'status' | 'lastPlay' | 'awayScore' | 'homeScore'>;

const aheadOf = (play: Play, game: Scoreboard) => play.awayScore > game.awayScore || play.homeScore > game.homeScore;

/**
 * The plays the shown scoreboard has reached: up to the latest play it names, and none whose
 * running score is ahead of it. A game's plays are first loaded when its panel opens, and that
 * first load is shown at once; without this it would show plays the delayed header has not.
 */
export function playsReachedBy(plays: Play[], game: Scoreboard): Play[] {
  if (!isLiveGame(game)) return plays;
  let end = plays.length;
  if (game.lastPlay) {
    for (let i = plays.length - 1; i >= 0; i--) {
      if (plays[i]!.description === game.lastPlay) { end = i + 1; break; }
    }
  }
  while (end > 0 && aheadOf(plays[end - 1]!, game)) end -= 1;
  return end === plays.length ? plays : plays.slice(0, end);
}

/** The open game's feed: its plays held back, and never ahead of the score shown above them. */
export function useDelayedFeed(game: Game, plays: GamePlays | undefined): GamePlays | undefined {
  const delayed = useDelayedPlays(game.id, plays);
  const on = useBroadcastDelayMs() > 0;
  const { lastPlay, awayScore, homeScore, status } = game;
  return useMemo(() => {
    if (!on || !delayed) return delayed;
    const reached = playsReachedBy(delayed.data, { lastPlay, awayScore, homeScore, status });
    return reached === delayed.data ? delayed : { ...delayed, data: reached };
  }, [on, delayed, lastPlay, awayScore, homeScore, status]);
}
