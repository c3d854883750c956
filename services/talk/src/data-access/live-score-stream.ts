/**
 * Follows the sports service's live-score stream (Server-Sent Events at `/api/scores/stream`): a
 * `snapshot` event with the whole slate on connect, then one `game` event per change.
 *
 * Parsing and the connection itself are the `eventsource` package's (v4: the WHATWG EventSource
 * on fetch, and the line that still runs on Node 20; v5 needs Node 22). Its fixed 3 s retry is
 * replaced by ours: on any error the connection is closed and opened again after a growing,
 * jittered delay (1 s doubling to a minute), back to the shortest once a snapshot arrives. The
 * sports service writes a heartbeat every 15 s, so a connection silent for longer than
 * `silenceMs` is treated as dead (a half-open socket would otherwise wait forever).
 */
import { GameSchema, type Game } from '@gg/contracts';
import { EventSource, type FetchLike } from 'eventsource';
import { z } from 'zod';

export const LiveGameChangeSchema = z.object({
  gameId: z.string().min(1),
  changes: z.array(z.enum(['score', 'status', 'play', 'clock', 'new'])),
  game: GameSchema,
  at: z.string(),
});
export type LiveGameChange = z.infer<typeof LiveGameChangeSchema>;

const SnapshotSchema = z.object({ games: z.array(z.unknown()) });

export interface LiveScoreHandlers {
  /** The whole slate, on every (re)connection. */
  onSnapshot(games: Game[]): void;
  onGame(change: LiveGameChange): void;
  onStatus?(status: 'open' | 'down', detail?: string): void;
}

export interface LiveScoreStreamOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  /** No byte (event or heartbeat) for this long: reconnect. */
  silenceMs?: number;
  random?: () => number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

export function subscribeToLiveScores(url: string, handlers: LiveScoreHandlers, options: LiveScoreStreamOptions = {}) {
  const { minDelayMs = 1_000, maxDelayMs = 60_000, silenceMs = 45_000, random = Math.random, fetch: doFetch = fetch, log = console.warn } = options;
  let source: EventSource | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let watchdog: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;
  let open = false;
  let lastByteAt = Date.now();

  // The package reads the body through this fetch, so every chunk (heartbeats too) is seen here.
  const watchedFetch: FetchLike = async (input, init) => {
    const res = await doFetch(input, init as RequestInit);
    const body = res.body;
    return {
      url: res.url,
      status: res.status,
      redirected: res.redirected,
      headers: res.headers,
      body: body && {
        getReader() {
          const reader = body.getReader();
          return {
            async read() {
              const chunk = await reader.read();
              lastByteAt = Date.now();
              return chunk;
            },
            cancel: () => reader.cancel(),
          };
        },
      },
    };
  };

  function setStatus(next: boolean, detail?: string) {
    if (next === open) return;
    open = next;
    handlers.onStatus?.(next ? 'open' : 'down', detail);
  }

  function scheduleReconnect(reason: string) {
    source?.close();
    source = null;
    if (watchdog) clearInterval(watchdog);
    watchdog = null;
    setStatus(false, reason);
    if (closed || retryTimer) return;
    const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** failures);
    const delay = Math.round(ceiling / 2 + (random() * ceiling) / 2);
    failures++;
    log(`live-score stream: ${reason}; reconnecting in ${delay} ms`);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
    retryTimer.unref();
  }

  function connect() {
    if (closed) return;
    lastByteAt = Date.now();
    const es = new EventSource(url, { fetch: watchedFetch });
    source = es;
    es.addEventListener('snapshot', (event: MessageEvent) => {
      const parsed = SnapshotSchema.safeParse(safeJson(event.data));
      if (!parsed.success) return log('live-score stream: a snapshot did not match its shape; ignored');
      failures = 0;
      setStatus(true);
      handlers.onSnapshot(parsed.data.games.flatMap((g) => {
        const game = GameSchema.safeParse(g);
        return game.success ? [game.data] : [];
      }));
    });
    es.addEventListener('game', (event: MessageEvent) => {
      const parsed = LiveGameChangeSchema.safeParse(safeJson(event.data));
      if (parsed.success) handlers.onGame(parsed.data);
      else log('live-score stream: a game event did not match its shape; ignored');
    });
    es.onerror = (event) => {
      if (source !== es) return;
      scheduleReconnect(event.code ? `the stream answered ${event.code}` : (event.message ?? 'the connection failed'));
    };
    watchdog = setInterval(() => {
      if (source === es && Date.now() - lastByteAt > silenceMs) scheduleReconnect(`nothing heard for ${silenceMs} ms`);
    }, Math.max(50, Math.round(silenceMs / 3)));
    watchdog.unref();
  }

  connect();
  return {
    isOpen: () => open,
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      if (watchdog) clearInterval(watchdog);
      retryTimer = null;
      watchdog = null;
      source?.close();
      source = null;
      open = false;
    },
  };
}
export type LiveScoreSubscription = ReturnType<typeof subscribeToLiveScores>;

function safeJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
