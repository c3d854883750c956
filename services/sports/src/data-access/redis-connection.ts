/**
 * The replica's connection to Redis, and whether it can be used now. Redis can go away two ways: it
 * dies (connections are refused; ioredis retries and says so in its status) or it stops answering
 * (a stalled server, a partition that drops packets; the connection looks open). A command that
 * times out is taken for the second: the connection is started over, so every user of it (store,
 * lock, bus) sees Redis down at once instead of each waiting out its own timeout.
 */
import { Redis } from 'ioredis';

export interface RedisOutageReport {
  failed(err: unknown): void;
  recovered(): void;
}

export function openRedis(url: string, { commandTimeoutMs, outage }: { commandTimeoutMs: number; outage: RedisOutageReport }) {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: commandTimeoutMs });
  let wasReady = false;
  /** A command timed out on this connection: unusable until it is ready again (closing it can take a while, its peer being silent). */
  let stalled = false;
  redis.on('error', (err) => outage.failed(err));
  redis.on('ready', () => {
    wasReady = true;
    stalled = false;
    outage.recovered();
  });
  return {
    redis,
    /**
     * Usable now: connected, or still making its first connection at boot (commands wait in its
     * queue, as they should then). After it was up, any other state is an outage.
     */
    reachable: () => (redis.status === 'ready' && !stalled) || (!wasReady && ['wait', 'connecting', 'connect'].includes(redis.status)),
    /** A command failed: reported, and a timed-out one starts the connection over (see above). */
    failed(err: Error) {
      outage.failed(err);
      if (/timed out/i.test(err.message) && redis.status === 'ready' && !stalled) {
        stalled = true;
        redis.disconnect(true);
      }
    },
  };
}
