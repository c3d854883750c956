/**
 * Which games of the slate are to come, live or final, followed on the sports service's live-score
 * stream. Its `version` changes whenever a game kicks off, ends, or joins or leaves the slate.
 *
 * Live pages arrange their games by status (Live Games above Final Scores), so a page rendered
 * before such a change is out of date at once, however fresh its age says it is: a fan given it
 * would see the page rearrange itself right after it loads. The first screens compare the version
 * a page was rendered at with this one. A score or a clock changing moves nothing on a page and
 * leaves the version as it is.
 *
 * While the stream is down the version does not change: live pages are then fresh by age alone.
 */
import type { Game, GameChange } from '@gg/contracts';
import type { Logger } from '@gg/service-kit';
import { subscribeToLiveScores, type LiveScoreHandlers } from '@gg/service-kit/live-scores';

export interface SlateWatch {
  /** A number that changes with any change of a game's status or of the games on the slate. */
  readonly version: number;
  close(): void;
}

/** The follower of the stream (the real one by default; tests give their own). */
export type FollowScores = (url: () => string, handlers: LiveScoreHandlers, options: { log: (message: string) => void }) => { close(): void };

/** Each game's status by its id; applying a snapshot or a change says whether any status changed. */
export function slateStatuses() {
  let statuses = new Map<string, string>();
  return {
    snapshot(games: readonly Game[]): boolean {
      const next = new Map(games.map((g) => [g.id, g.status]));
      const changed = next.size !== statuses.size || [...next].some(([id, status]) => statuses.get(id) !== status);
      statuses = next;
      return changed;
    },
    change({ game }: GameChange): boolean {
      if (statuses.get(game.id) === game.status) return false;
      statuses.set(game.id, game.status);
      return true;
    },
  };
}

/** Follows the stream of the sports service, one replica after another on each reconnection. */
export function watchSlate(sportsUrls: readonly string[], logger: Pick<Logger, 'warn'>, follow: FollowScores = subscribeToLiveScores): SlateWatch {
  let version = 0;
  let next = 0;
  const statuses = slateStatuses();
  const subscription = follow(
    () => `${sportsUrls[next++ % sportsUrls.length]}/api/scores/stream`,
    {
      onSnapshot: (games) => { if (statuses.snapshot(games)) version += 1; },
      onGame: (change) => { if (statuses.change(change)) version += 1; },
    },
    { log: (message) => logger.warn(message) },
  );
  return {
    get version() { return version; },
    close: () => subscription.close(),
  };
}
