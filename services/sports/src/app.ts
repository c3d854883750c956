import { createServiceApp, metricsOf } from '@gg/service-kit';
import { Gauge } from 'prom-client';
import type { LeaderLock } from './data-access/live/leader-lock';
import type { LiveBus } from './data-access/live/bus';
import type { SportsProvider } from './data-access/providers/provider';
import type { SnapshotStore } from './data-access/store/snapshot-store';
import { createGameInsights } from './domain/game-insights';
import { createLiveScores, type PollPolicy } from './domain/live/live-scores';
import { createSnapshotCache } from './domain/snapshot-cache';
import { createSportsData } from './domain/sports-data';
import { createLiveStreamHub } from './entry-points/live-stream';
import { sportsRouter } from './entry-points/routes';

export interface SportsAppDeps {
  provider: SportsProvider;
  store: SnapshotStore;
  bus: LiveBus;
  lock: LeaderLock;
  policy: PollPolicy;
  leaderCheckMs?: number;
  heartbeatMs?: number;
}

/** The sports service, wired but not listening. Call `live.start()` to begin polling. */
export function createSportsApp(deps: SportsAppDeps) {
  const cache = createSnapshotCache(deps.store);
  const data = createSportsData(deps.provider, cache);
  const live = createLiveScores({ provider: deps.provider, store: deps.store, bus: deps.bus, lock: deps.lock, policy: deps.policy, leaderCheckMs: deps.leaderCheckMs });
  const stream = createLiveStreamHub(deps.bus, () => live.slate(), { heartbeatMs: deps.heartbeatMs, retryAfterSeconds: live.retryAfterSeconds });
  const app = createServiceApp({
    name: 'sports',
    routers: [sportsRouter({ data, live, stream, insights: createGameInsights(data) })],
    health: () => {
      const s = live.status();
      return { status: s.consecutiveFailures > 0 ? 'degraded' : 'ok', provider: deps.provider.name, leader: s.leader, polls: s.polls, lastPollAt: s.lastSuccessAt, streamClients: stream.clientCount() };
    },
    // ready with a slate to serve: one stored (fresh or stale) or one the provider just gave
    ready: async () => {
      try {
        await live.slate();
        return [];
      } catch (err) {
        return [(err as Error).message];
      }
    },
  });
  const registers = [metricsOf(app)!.registry];
  new Gauge({ name: 'gg_live_viewers', help: 'Live-score streams open on this replica', registers, collect() { this.set(stream.clientCount()); } });
  new Gauge({ name: 'gg_poller_lock_held', help: '1 while this replica holds the poller lock (polls the provider)', registers, collect() { this.set(live.status().leader ? 1 : 0); } });
  new Gauge({ name: 'gg_provider_consecutive_failures', help: 'Provider polls failed in a row (0 when the last one succeeded)', registers, collect() { this.set(live.status().consecutiveFailures); } });
  return {
    app,
    live,
    stream,
    async close() {
      stream.close();
      await live.stop();
    },
  };
}

/** The same polling rhythm every interval (recorded replay, tests). */
export const fixedPolicy = (ms: number): PollPolicy => ({ nextDelayMs: () => ms, failureDelayMs: (n) => Math.min(ms * 2 ** n, 60_000) });
