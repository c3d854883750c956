/**
 * One Server-Sent Events connection shared by every component that asks for it, with its status as
 * a tiny store (for useSyncExternalStore) and its events parsed once and handed out by name.
 *
 * - Ref-counted: the first `connect()` opens the EventSource, the last release closes it.
 * - Status: 'connecting' until the first open; 'open' while events flow; 'down' after an error or
 *   a close (until events flow again: an open alone does not count), when EventSource is missing,
 *   or when the first open takes longer than `connectTimeoutMs`; 'off' with nobody connected.
 *   Screens poll whenever it is not 'open'.
 * - Reconnects itself with a growing, jittered delay instead of EventSource's fixed 3 s retry, so a
 *   proxy that blocks the stream costs one attempt every `retryMaxMs`, not twenty a minute. The wait
 *   starts over only once a connection delivers an event (one that opens and drops at once keeps
 *   backing off). The retry resumes from the last event id (`?lastEventId=`), which the server
 *   replays from.
 * - Control events every stream of ours may send: `unavailable` (the server has no data yet;
 *   the connection stays and the data follows on it, so the status is 'down' until it does),
 *   `reconnect` (the server is shutting down, or the gateway refuses the stream for now:
 *   reconnect after the `retryMs` it asks for, not after the back-off, to another replica or to
 *   it restarted) and `heartbeat` (when the stream opens and then every `intervalMs`).
 * - Silence: a server that beats (see @gg/contracts/live-stream) and is then silent for longer
 *   than two beats has stalled (a stopped replica, a dead link: the connection stays "open" and
 *   nothing comes). The stream reconnects within a second, from the last event id (through the
 *   gateway, to a healthy replica), and `stalled()` is true until events flow again, so the page
 *   can say so. A server that never beats (an older one) is not watched.
 */
import { HEARTBEAT_EVENT, heartbeatIntervalOf, silenceLimitMs, watchSilence, type SilenceWatch } from '@gg/contracts/live-stream';

export type StreamStatus = 'off' | 'connecting' | 'open' | 'down';

export interface EventStreamOptions<Events> {
  url: string;
  /** The named events to listen for; each one's data is JSON. */
  events: readonly (keyof Events & string)[];
  connectTimeoutMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** 0..1, for the retry jitter (tests pin it). */
  random?: () => number;
  /** Where EventSource comes from, looked up at each connection (tests install a fake). */
  eventSource?: () => typeof EventSource | undefined;
}

export interface EventStream<Events> {
  /** Opens the shared connection (if not open yet); call the returned function to release it. */
  connect(): () => void;
  status(): StreamStatus;
  /** The server went silent and the stream is reconnecting (true until events flow again); status listeners hear its changes. */
  stalled(): boolean;
  subscribeStatus(listener: () => void): () => void;
  on<K extends keyof Events>(type: K, handler: (data: Events[K]) => void): () => void;
}

export const CONNECT_TIMEOUT_MS = 5_000;
export const RETRY_BASE_MS = 3_000;
export const RETRY_MAX_MS = 30_000;
/** After a silence, reconnect within this (spread, so a stalled replica's viewers do not all arrive at once). */
export const SILENCE_RECONNECT_MAX_MS = 1_000;

const globalEventSource = () => (typeof EventSource === 'undefined' ? undefined : EventSource);

/** The wait before reconnect attempt `attempt` (1, 2, …): doubling from base up to max, then between half and all of it. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random: () => number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** The wait a `reconnect` event asks for (bounded to 0.5–30 s); the back-off base when it says none. */
function reconnectDelayMs(data: string, fallbackMs: number): number {
  try {
    const { retryMs } = JSON.parse(data) as { retryMs?: unknown };
    if (typeof retryMs === 'number' && Number.isFinite(retryMs)) return Math.min(30_000, Math.max(500, retryMs));
  } catch {
    // a malformed frame: the usual wait
  }
  return fallbackMs;
}

export function createEventStream<Events>(options: EventStreamOptions<Events>): EventStream<Events> {
  const {
    url, events, connectTimeoutMs = CONNECT_TIMEOUT_MS, retryBaseMs = RETRY_BASE_MS, retryMaxMs = RETRY_MAX_MS,
    random = Math.random, eventSource = globalEventSource,
  } = options;

  let users = 0;
  let status: StreamStatus = 'off';
  let stalled = false;
  let source: EventSource | null = null;
  let silence: SilenceWatch | undefined;
  let failures = 0;
  let lastEventId = '';
  let connectTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const statusListeners = new Set<() => void>();
  const handlers = new Map<keyof Events, Set<(data: never) => void>>();

  const notify = () => { for (const listener of [...statusListeners]) listener(); };
  const setStatus = (next: StreamStatus) => {
    if (status === next) return;
    status = next;
    notify();
  };
  const setStalled = (next: boolean) => {
    if (stalled === next) return;
    stalled = next;
    notify();
  };

  const dispatch = (type: keyof Events & string, event: Event) => {
    const message = event as MessageEvent<string>;
    if (message.lastEventId) lastEventId = message.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return; // a malformed frame is skipped; the next snapshot or change carries the state anyway
    }
    for (const handler of [...(handlers.get(type) ?? [])]) {
      try {
        (handler as (d: unknown) => void)(data);
      } catch (err) {
        console.error(`live stream: a "${type}" handler failed`, err);
      }
    }
  };

  const stop = () => {
    clearTimeout(connectTimer);
    clearTimeout(retryTimer);
    silence?.stop();
    silence = undefined;
    source?.close();
    source = null;
  };

  const open = () => {
    const Source = eventSource();
    if (!Source) {
      setStatus('down'); // no EventSource at all: the screens poll
      return;
    }
    const target = lastEventId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}` : url;
    let es: EventSource;
    try {
      es = new Source(target);
    } catch {
      setStatus('down'); // refused outright (bad URL, blocked by policy): polling only
      return;
    }
    source = es;
    if (status !== 'down') setStatus('connecting'); // after a drop it stays down until events flow again
    clearTimeout(connectTimer);
    connectTimer = setTimeout(() => { if (source === es && status === 'connecting') setStatus('down'); }, connectTimeoutMs);

    es.addEventListener('open', () => {
      if (source !== es) return;
      clearTimeout(connectTimer);
      // After a drop it stays down until events flow: a gateway refusing the stream opens one that
      // only says when to come back, and a flash of 'open' would restart the screens' polling intervals.
      if (status === 'connecting') setStatus('open');
    });
    es.addEventListener('error', () => {
      if (source !== es) return;
      stop();
      failures += 1;
      setStatus('down');
      retryTimer = setTimeout(open, retryDelayMs(failures, retryBaseMs, retryMaxMs, random));
    });
    for (const type of events) {
      es.addEventListener(type, (event) => {
        if (source !== es) return;
        failures = 0; // it delivers (the server always starts with a snapshot or the missed events)
        silence?.heard();
        setStatus('open');
        setStalled(false);
        dispatch(type, event);
      });
    }
    es.addEventListener(HEARTBEAT_EVENT, (event) => {
      if (source !== es) return;
      const beatMs = heartbeatIntervalOf((event as MessageEvent<string>).data);
      if (beatMs === null) return;
      if (silence) {
        silence.heard();
        silence.setLimit(silenceLimitMs(beatMs));
        return;
      }
      // the first beat: this server beats, so its silence means something from now on
      silence = watchSilence({
        limitMs: silenceLimitMs(beatMs),
        onSilence: () => {
          if (source !== es) return;
          stop();
          setStatus('down');
          setStalled(true);
          retryTimer = setTimeout(open, Math.round(random() * SILENCE_RECONNECT_MAX_MS));
        },
      });
    });
    es.addEventListener('unavailable', () => {
      if (source !== es) return;
      silence?.heard();
      setStatus('down');
    });
    es.addEventListener('reconnect', (event) => {
      if (source !== es) return;
      stop();
      setStatus('down');
      retryTimer = setTimeout(open, reconnectDelayMs((event as MessageEvent<string>).data, retryBaseMs));
    });
  };

  return {
    connect() {
      users += 1;
      if (users === 1) open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users > 0) return;
        stop();
        failures = 0;
        lastEventId = ''; // the next viewer starts from a fresh snapshot
        setStalled(false);
        setStatus('off');
      };
    },
    status: () => status,
    stalled: () => stalled,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => { statusListeners.delete(listener); };
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler as (data: never) => void);
      return () => { set.delete(handler as (data: never) => void); };
    },
  };
}
