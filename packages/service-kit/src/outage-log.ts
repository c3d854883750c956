/**
 * Log lines for a dependency that keeps failing (Redis gone, retried every second or two by each
 * of its connections): the first failure at once, then at most one line per `everyMs` saying how
 * many failures it left out, and one line when the dependency answers again. An outage costs a few
 * lines, not one per retry per connection, and is never silent.
 */
import type { Logger } from './logging';

export interface OutageLogOptions {
  logger: Logger;
  /** The failure line's message ("redis unavailable"). */
  message: string;
  /** The recovery line's message ("redis available again"). */
  recoveredMessage: string;
  everyMs?: number;
  now?: () => number;
}

export const OUTAGE_LOG_EVERY_MS = 10_000;

export function createOutageLog({ logger, message, recoveredMessage, everyMs = OUTAGE_LOG_EVERY_MS, now = Date.now }: OutageLogOptions) {
  let downSince: number | null = null;
  let lastLineAt = -Infinity;
  let suppressed = 0;
  return {
    /** One failure (an error event, a failed command): logged, or counted for the next line. */
    failed(err: unknown) {
      const t = now();
      downSince ??= t;
      if (t - lastLineAt < everyMs) { suppressed++; return; }
      logger.error({ err, suppressed, downMs: t - downSince }, message);
      lastLineAt = t;
      suppressed = 0;
    },
    /** The dependency answered: one line if it had failed, with the failures not logged yet. */
    recovered() {
      if (downSince === null) return;
      logger.info({ suppressed, downMs: now() - downSince }, recoveredMessage);
      downSince = null;
      lastLineAt = -Infinity;
      suppressed = 0;
    },
    isDown: () => downSince !== null,
  };
}
export type OutageLog = ReturnType<typeof createOutageLog>;
