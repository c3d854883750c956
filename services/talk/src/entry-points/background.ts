/**
 * What starts generation besides the refresh call: a timer (every TALK_REFRESH_MS, sooner after a
 * failure, so a talk service that starts before the sports service catches up) and the sports
 * service's live stream. Stream changes are gathered for a moment (debounced, with a ceiling so a
 * game that changes every few seconds still gets regenerated) and then only the games they touch
 * are regenerated. Started by main.ts, never by tests of the HTTP API.
 */
import type { Game } from '@gg/contracts';
import type { LiveScoreHandlers } from '@gg/service-kit/live-scores';
import { gamesToCatchUp, isWorthRegenerating } from '../domain/live-changes';
import type { Refresher } from '../domain/refresh';

export interface BackgroundOptions {
  refresher: Pick<Refresher, 'refreshAll' | 'refreshGames' | 'idle'>;
  refreshMs: number;
  /** Quiet time before regenerating after a pushed change. */
  debounceMs: number;
  /** Longest a pushed change waits, however often more arrive. */
  maxWaitMs?: number;
  /** Opens the live stream with these handlers (omitted: timer only). */
  subscribe?: (handlers: LiveScoreHandlers) => { close(): void; isOpen(): boolean };
  log?: (message: string) => void;
}

/** After a failed run (the sports service not up yet, or down), try again sooner than the schedule. */
export const RETRY_FIRST_MS = 2_000;

export function startBackground({ refresher, refreshMs, debounceMs, maxWaitMs = Math.max(4 * debounceMs, 1_000), subscribe, log = console.warn }: BackgroundOptions) {
  const report = (what: string) => (err: unknown) => log(`talk: ${what} failed: ${(err as Error).message}`);
  // one chain of runs: every refreshMs after a success; after a failure 2 s, 4 s, 8 s… up to refreshMs
  let timer: NodeJS.Timeout | null = null;
  let retryMs = RETRY_FIRST_MS;
  let stopped = false;
  const run = async () => {
    let next = refreshMs;
    try {
      await refresher.refreshAll();
      retryMs = RETRY_FIRST_MS;
    } catch (err) {
      report('scheduled refresh')(err);
      next = Math.min(retryMs, refreshMs);
      retryMs = Math.min(retryMs * 2, refreshMs);
    }
    if (stopped) return;
    timer = setTimeout(() => void run(), next);
    timer.unref();
  };
  void run();

  const pending = new Map<string, Game>();
  let debounce: NodeJS.Timeout | null = null;
  let firstPendingAt = 0;
  const flush = () => {
    debounce = null;
    firstPendingAt = 0;
    const games = [...pending.values()];
    pending.clear();
    if (games.length > 0) void refresher.refreshGames(games).catch(report('live regeneration'));
  };
  const gather = (games: Game[]) => {
    if (games.length === 0) return;
    for (const g of games) pending.set(g.id, g);
    const at = Date.now();
    firstPendingAt ||= at;
    if (debounce) clearTimeout(debounce);
    debounce = setTimeout(flush, Math.max(0, Math.min(debounceMs, firstPendingAt + maxWaitMs - at)));
    debounce.unref();
  };

  const stream = subscribe?.({
    onSnapshot: (games) => gather(gamesToCatchUp(games)),
    onGame: (change) => { if (isWorthRegenerating(change)) gather([change.game]); },
    onStatus: (status, detail) => log(`talk: live-score stream ${status}${detail ? ` (${detail})` : ''}`),
  });

  return {
    streamOpen: () => stream?.isOpen() ?? false,
    /** Clears the timers, closes the stream and waits for a run in progress. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (debounce) clearTimeout(debounce);
      debounce = null;
      pending.clear();
      stream?.close();
      await refresher.idle();
    },
  };
}
export type Background = ReturnType<typeof startBackground>;
