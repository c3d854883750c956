import { createMetrics, createServiceApp } from '@gg/service-kit';
import { Counter, Gauge } from 'prom-client';
import { subscribeToLiveScores } from '@gg/service-kit/live-scores';
import type { TalkingPointStore } from './data-access/talking-point-store';
import { createRefresher, type SportsSource } from './domain/refresh';
import { createTalkingPointsDomain } from './domain/talking-points';
import { startBackground, type Background } from './entry-points/background';
import { talkRouter } from './entry-points/routes';

export interface TalkAppDeps {
  store: TalkingPointStore;
  sports: SportsSource;
  now?: () => Date;
  retryAfterSeconds?: number;
  log?: (message: string) => void;
}

export interface TalkStartOptions {
  refreshMs: number;
  debounceMs: number;
  /** The sports service's live-score stream; null runs on the timer alone. */
  streamUrl: string | null;
}

/**
 * The talk service, wired but not listening and not running anything in the background: tests
 * use `app` on port 0; main.ts calls `start()` for the timer and the live stream, `stop()` on exit.
 */
export function createTalkApp({ store, sports, now = () => new Date(), retryAfterSeconds, log = console.warn }: TalkAppDeps) {
  const metrics = createMetrics('talk');
  const refreshes = new Counter({ name: 'gg_talking_point_refreshes_total', help: 'Talking-point generation runs (full refreshes and live changes), by outcome (ok, failed)', labelNames: ['outcome'] as const, registers: [metrics.registry] });
  // both outcomes from the start, so a rate of failures is 0 rather than absent before the first one
  for (const outcome of ['ok', 'failed'] as const) refreshes.inc({ outcome }, 0);
  const refresher = createRefresher({ store, sports, now, retryAfterSeconds, log, onRunEnded: (outcome) => refreshes.inc({ outcome }) });
  let background: Background | null = null;
  const app = createServiceApp({
    name: 'talk',
    metrics,
    routers: [talkRouter({ points: createTalkingPointsDomain(store, now), refresher })],
    health: () => {
      const s = refresher.status();
      return {
        status: s.lastError ? 'degraded' : 'ok',
        talkingPoints: store.count(now()),
        lastRefreshAt: s.lastSuccessAt,
        lastRefreshError: s.lastError,
        liveStream: background ? (background.streamOpen() ? 'open' : 'down') : 'off',
      };
    },
    // ready when its store answers (points already written are served while sports is down)
    ready: () => {
      try {
        store.count(now());
        return [];
      } catch (err) {
        return [`the talking-point store does not answer: ${(err as Error).message}`];
      }
    },
  });
  new Gauge({ name: 'gg_talking_points', help: 'Talking points stored and not expired', registers: [metrics.registry], collect() { this.set(store.count(now())); } });
  return {
    app,
    refresher,
    start({ refreshMs, debounceMs, streamUrl }: TalkStartOptions) {
      if (background) return;
      background = startBackground({
        refresher,
        refreshMs,
        debounceMs,
        subscribe: streamUrl ? (handlers) => subscribeToLiveScores(streamUrl, handlers, { log }) : undefined,
        log,
      });
    },
    async stop() {
      const running = background;
      background = null;
      await running?.stop();
      await refresher.idle();
    },
  };
}
export type TalkService = ReturnType<typeof createTalkApp>;
