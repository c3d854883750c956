/**
 * What starts generation besides the refresh call: a timer (every TALK_REFRESH_MS) and the sports
 * service's live stream. Stream changes are gathered for a moment (debounced, with a ceiling so a
 * game that changes every few seconds still gets regenerated) and then only the games they touch
 * are regenerated. Started by main.ts, never by tests of the HTTP API.
 */
import type { Game } from '@gg/contracts';
import type { LiveScoreHandlers } from '../data-access/live-score-stream';
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

export function startBackground({ refresher, refreshMs, debounceMs, maxWaitMs = Math.max(4 * debounceMs, 1_000), subscribe, log = console.warn }: BackgroundOptions) {
  const report = (what: string) => (err: unknown) => log(`talk: ${what} failed: ${(err as Error).message}`);
  const timer = setInterval(() => void refresher.refreshAll().catch(report('scheduled refresh')), refreshMs);
  timer.unref();
  void refresher.refreshAll().catch(report('first refresh'));

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
      clearInterval(timer);
      if (debounce) clearTimeout(debounce);
      debounce = null;
      pending.clear();
      stream?.close();
      await refresher.idle();
    },
  };
}
export type Background = ReturnType<typeof startBackground>;
