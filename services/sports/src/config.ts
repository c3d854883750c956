import { metricsPort, port } from '@gg/service-kit';
import { hostname } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const SportsConfigSchema = z.object({
  PORT: port(4002),
  METRICS_PORT: metricsPort(),
  PROVIDER: z.enum(['recorded', 'espn']).default('recorded'),
  /** Recorded provider: virtual seconds of the replayed game per real second. */
  REPLAY_SPEED: z.coerce.number().positive().max(100_000).default(20),
  /** Shared bus, lock and snapshots for several replicas; without it everything is in-process. */
  REDIS_URL: z.string().url().optional(),
  /** A Redis command unanswered this long means Redis stopped answering: the replica takes it for down and polls on its own. */
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** SQLite file for provider snapshots (used without REDIS_URL). */
  SPORTS_DB: z.string().default(path.resolve(__dirname, '../../../data/sports.sqlite')),
  /** Poll interval while a game is live (ESPN caches its scoreboard for a few seconds). */
  POLL_LIVE_MS: z.coerce.number().int().min(200).default(8_000),
  /** Poll interval when no game is live or about to start. */
  POLL_IDLE_MS: z.coerce.number().int().min(1_000).default(300_000),
  /** How often replicas check the poller lock (defaults to a fifth of the interval). */
  LEADER_CHECK_MS: z.coerce.number().int().min(20).optional(),
  /** Unique per replica: the poller lock is held by this name. By default the host's name, which differs per container (where every process is pid 1), and the pid. */
  REPLICA_ID: z.string().default(`sports-${hostname()}-${process.pid}`),
  /**
   * How often each live stream gets a heartbeat event; a client that hears nothing for more than
   * two of them reconnects (tests shorten it).
   */
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  ESPN_SITE_URL: z.string().url().default('https://site.api.espn.com'),
  ESPN_SITE_WEB_URL: z.string().url().default('https://site.web.api.espn.com'),
  ESPN_CORE_URL: z.string().url().default('https://sports.core.api.espn.com'),
  ESPN_TIMEOUT_MS: z.coerce.number().int().min(100).default(8_000),
  /**
   * Snapshots keyed by what visitors ask for (a player's stats for a season, a game's detail, a
   * team list that came back empty): how long each is kept, and at most how many and how many
   * megabytes together (the oldest go first). The league's and the teams' own data are kept.
   */
  VISITOR_SNAPSHOT_TTL_MS: z.coerce.number().int().min(1_000).default(48 * 60 * 60_000),
  VISITOR_SNAPSHOT_MAX_ENTRIES: z.coerce.number().int().min(1).default(2_000),
  VISITOR_SNAPSHOT_MAX_MB: z.coerce.number().positive().default(32),
});
export type SportsConfig = z.infer<typeof SportsConfigSchema>;
