import { createMetrics, createServiceApp, type Logger } from '@gg/service-kit';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { LeaderLock } from './data-access/live/leader-lock';
import type { LiveBus } from './data-access/live/bus';
import type { SportsProvider } from './data-access/providers/provider';
import type { SnapshotStore } from './data-access/store/snapshot-store';
import { createGameInsights } from './domain/game-insights';
import { createLiveScores, type LiveScoresDeps, type PollPolicy } from './domain/live/live-scores';
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
  /** With a shared lock (Redis): what the replica polls with while it cannot be reached (see createLiveScores). */
  standalone?: LiveScoresDeps['standalone'];
  onLockError?: LiveScoresDeps['onLockError'];
  onLockBack?: LiveScoresDeps['onLockBack'];
  logger?: Logger;
}

/** Seconds from a change's publication to its write to viewers: a few ms in one process, more across Redis or a long fan-out. */
const DELIVERY_LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds a provider's scoreboard call takes: a recorded replay in a millisecond, ESPN up to its timeout. */
const POLL_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The sports service, wired but not listening. Call `live.start()` to begin polling. */
export function createSportsApp(deps: SportsAppDeps) {
  const metrics = createMetrics('sports');
  const registers = [metrics.registry];
  const pollDuration = new Histogram({ name: 'gg_provider_poll_duration_seconds', help: 'Time the provider took to answer a scoreboard poll (polled by the replica holding the poller lock only)', buckets: POLL_DURATION_BUCKETS, registers });
  const pollErrors = new Counter({ name: 'gg_provider_poll_errors_total', help: 'Scoreboard polls the provider failed (refused, timed out, a bad answer)', registers });
  const deliveryLag = new Histogram({ name: 'gg_live_delivery_lag_seconds', help: 'Time from a live change\'s publication (by the poller, on the bus) to its write to this replica\'s viewers, at the last viewer of each fan-out', buckets: DELIVERY_LAG_BUCKETS, registers });

  const cache = createSnapshotCache(deps.store);
  const data = createSportsData(deps.provider, cache);
  const live = createLiveScores({
    provider: deps.provider, store: deps.store, bus: deps.bus, lock: deps.lock, policy: deps.policy, leaderCheckMs: deps.leaderCheckMs,
    standalone: deps.standalone, onLockError: deps.onLockError, onLockBack: deps.onLockBack,
    onProviderPoll: (seconds, failed) => {
      pollDuration.observe(seconds);
      if (failed) pollErrors.inc();
    },
  });
  const stream = createLiveStreamHub(deps.bus, () => live.slate(), {
    heartbeatMs: deps.heartbeatMs,
    retryAfterSeconds: live.retryAfterSeconds,
    onFannedOut: (events) => {
      const now = Date.now();
      // Redis' clock against ours: a replica a little ahead of it must not report a negative lag
      for (const e of events) if (e.publishedAt !== undefined) deliveryLag.observe(Math.max(0, now - e.publishedAt) / 1000);
    },
  });
  const app = createServiceApp({
    name: 'sports',
    metrics,
    ...(deps.logger ? { logger: deps.logger } : {}),
    routers: [sportsRouter({ data, live, stream, insights: createGameInsights(data) })],
    health: () => {
      const s = live.status();
      // polling alone (Redis down): the fans get scores, but the replicas no longer share a poller or a stream
      const degraded = s.consecutiveFailures > 0 || s.pollingAlone;
      return { status: degraded ? 'degraded' : 'ok', provider: deps.provider.name, leader: s.leader, pollingAlone: s.pollingAlone, polls: s.polls, lastPollAt: s.lastSuccessAt, streamClients: stream.clientCount() };
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
  let deliveredReported = 0;
  new Counter({
    name: 'gg_live_events_delivered_total', help: 'Live events written to viewers\' streams (an event sent to n viewers counts n)', registers,
    collect() { const total = stream.eventsDelivered(); this.inc(total - deliveredReported); deliveredReported = total; },
  });
  new Gauge({ name: 'gg_live_viewers', help: 'Live-score streams open on this replica', registers, collect() { this.set(stream.clientCount()); } });
  new Gauge({ name: 'gg_poller_lock_held', help: '1 while this replica holds the poller lock (polls the provider)', registers, collect() { this.set(live.status().leader ? 1 : 0); } });
  new Gauge({ name: 'gg_polling_alone', help: '1 while this replica polls the provider for its own viewers because the poller lock (Redis) cannot be reached', registers, collect() { this.set(live.status().pollingAlone ? 1 : 0); } });
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
