/**
 * Follows the sports service's live-score stream (Server-Sent Events at `/api/scores/stream`): a
 * `snapshot` event with the whole slate on connect, then one `game` event per change.
 *
 * Parsing and the connection itself are the `eventsource` package's (v4: the WHATWG EventSource
 * on fetch, and the line that still runs on Node 20; v5 needs Node 22). Its fixed 3 s retry is
 * replaced by ours: on any error the connection is closed and opened again after a growing,
 * jittered delay (1 s doubling to a minute), back to the shortest once a snapshot arrives. The
 * sports service sends a heartbeat event saying its interval (15 s by default), so a connection
 * silent for longer than two of them is treated as dead (a stalled replica, a half-open socket,
 * which would otherwise wait forever): the shared rule and watch of @gg/contracts/live-stream.
 */
import { DEFAULT_HEARTBEAT_MS, GameChangeSchema, GameSchema, HEARTBEAT_EVENT, heartbeatIntervalOf, silenceLimitMs, watchSilence, type Game, type GameChange, type SilenceWatch } from '@gg/contracts';
import { EventSource, type FetchLike } from 'eventsource';
import { z } from 'zod';

/**
 * Only the games of a snapshot (ScoresSnapshotSchema in full), each checked on its own: a game that
 * does not match is dropped, not the whole slate.
 */
const SnapshotGamesSchema = z.object({ games: z.array(z.unknown()) });

export interface LiveScoreHandlers {
  /** The whole slate, on every (re)connection. */
  onSnapshot(games: Game[]): void;
  onGame(change: GameChange): void;
  onStatus?(status: 'open' | 'down', detail?: string): void;
}

export interface LiveScoreStreamOptions {
  minDelayMs?: number;
  maxDelayMs?: number;
  /** No byte (event or heartbeat) for this long: reconnect. Unset: two heartbeats and a little, of the beat the server says. */
  silenceMs?: number;
  random?: () => number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/**
 * `url` is the stream's address, or a function giving one for each connection (a service with
 * several replicas: a reconnection may go to another).
 */
export function subscribeToLiveScores(url: string | (() => string), handlers: LiveScoreHandlers, options: LiveScoreStreamOptions = {}) {
  const { minDelayMs = 1_000, maxDelayMs = 60_000, silenceMs, random = Math.random, fetch: doFetch = fetch, log = console.warn } = options;
  let source: EventSource | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let watch: SilenceWatch | null = null;
  let failures = 0;
  let closed = false;
  let open = false;

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
              watch?.heard();
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
    watch?.stop();
    watch = null;
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
    const es = new EventSource(typeof url === 'string' ? url : url(), { fetch: watchedFetch });
    source = es;
    let limitMs = silenceMs ?? silenceLimitMs(DEFAULT_HEARTBEAT_MS);
    watch = watchSilence({
      limitMs,
      onSilence: () => { if (source === es) scheduleReconnect(`nothing heard for ${limitMs} ms`); },
    });
    es.addEventListener(HEARTBEAT_EVENT, (event: MessageEvent) => {
      const beatMs = heartbeatIntervalOf(event.data);
      if (source !== es || silenceMs !== undefined || beatMs === null) return;
      limitMs = silenceLimitMs(beatMs);
      watch?.setLimit(limitMs);
    });
    es.addEventListener('snapshot', (event: MessageEvent) => {
      const parsed = SnapshotGamesSchema.safeParse(safeJson(event.data));
      if (!parsed.success) return log('live-score stream: a snapshot did not match its shape; ignored');
      failures = 0;
      setStatus(true);
      handlers.onSnapshot(parsed.data.games.flatMap((g) => {
        const game = GameSchema.safeParse(g);
        return game.success ? [game.data] : [];
      }));
    });
    es.addEventListener('game', (event: MessageEvent) => {
      const parsed = GameChangeSchema.safeParse(safeJson(event.data));
      if (parsed.success) handlers.onGame(parsed.data);
      else log('live-score stream: a game event did not match its shape; ignored');
    });
    es.onerror = (event) => {
      if (source !== es) return;
      scheduleReconnect(event.code ? `the stream answered ${event.code}` : (event.message ?? 'the connection failed'));
    };
  }

  connect();
  return {
    isOpen: () => open,
    close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      watch?.stop();
      retryTimer = null;
      watch = null;
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
