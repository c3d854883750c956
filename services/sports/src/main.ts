import './tracing'; // first: traces (when configured) must see express and node:http loaded
import { createLogger, createOutageLog, loadConfig, serve } from '@gg/service-kit';
import { createSportsApp, fixedPolicy } from './app';
import { SportsConfigSchema } from './config';
import { createEspnHttpClient } from './data-access/espn/http-client';
import { createEspnProvider } from './data-access/espn/espn-provider';
import { backoffDelayMs, nextPollDelayMs } from './data-access/espn/polling';
import { createMemoryBus, createRedisBus, withOwnEvents } from './data-access/live/bus';
import { createLocalLock, createRedisLock } from './data-access/live/leader-lock';
import { createRecordedProvider } from './data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore, redisSnapshotStore } from './data-access/store/snapshot-store';
import { openRedis } from './data-access/redis-connection';

const config = loadConfig(SportsConfigSchema);

const baseUrls = { site: config.ESPN_SITE_URL, siteWeb: config.ESPN_SITE_WEB_URL, core: config.ESPN_CORE_URL };
const provider =
  config.PROVIDER === 'espn'
    ? createEspnProvider({ client: createEspnHttpClient({ baseUrls, timeoutMs: config.ESPN_TIMEOUT_MS }), baseUrls })
    : createRecordedProvider({ speed: config.REPLAY_SPEED });

// The live provider is polled adaptively; the recorded replay is local, so it is polled steadily.
const policy =
  config.PROVIDER === 'espn'
    ? { nextDelayMs: (games: Parameters<typeof nextPollDelayMs>[0], now: Date) => nextPollDelayMs(games, now, { liveMs: config.POLL_LIVE_MS, idleMs: config.POLL_IDLE_MS }), failureDelayMs: (n: number) => backoffDelayMs(n, config.POLL_LIVE_MS) }
    : fixedPolicy(config.POLL_LIVE_MS);

const logger = createLogger('sports');
// every connection's failures (each retries on its own) as one rate-limited story in the log
const redisOutage = createOutageLog({ logger, message: 'redis unavailable', recoveredMessage: 'redis available again' });
const link = config.REDIS_URL ? openRedis(config.REDIS_URL, { commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS, outage: redisOutage }) : null;
const redis = link?.redis ?? null;
const bounded = { ttlMs: config.VISITOR_SNAPSHOT_TTL_MS, maxEntries: config.VISITOR_SNAPSHOT_MAX_ENTRIES, maxBytes: Math.round(config.VISITOR_SNAPSHOT_MAX_MB * 1024 * 1024) };
const store = link ? redisSnapshotStore(link.redis, { bounded, reachable: link.reachable, onError: link.failed }) : openSqliteSnapshotStore(config.SPORTS_DB, { bounded });
// With Redis, a replica that cannot reach it polls for its own viewers through a lock and events of its own.
const shared = link ? withOwnEvents(createRedisBus(link.redis, { onError: link.failed, onReady: () => redisOutage.recovered() })) : null;
const bus = shared ? shared.bus : createMemoryBus();
const lock = link ? createRedisLock(link.redis, config.REPLICA_ID, { reachable: link.reachable }) : createLocalLock();
const standalone = shared ? { lock: createLocalLock(), bus: shared.own } : undefined;

const sports = createSportsApp({
  provider, store, bus, lock, policy, leaderCheckMs: config.LEADER_CHECK_MS, heartbeatMs: config.STREAM_HEARTBEAT_MS,
  standalone, onLockError: (err) => link?.failed(err), onLockBack: () => redisOutage.recovered(), logger,
});
sports.live.start();
serve(sports.app, {
  port: config.PORT,
  metricsPort: config.METRICS_PORT,
  name: `sports service (${provider.name}${redis ? `, redis, replica ${config.REPLICA_ID}` : ''})`,
  onStopping: () => sports.stream.close(),
  onShutdown: async () => {
    await sports.close(); // stops polling, releases the poller lock
    await bus.close();
    await store.close();
    await redis?.quit().catch(() => redis.disconnect());
  },
});
