/**
 * What both ends of a live stream (Server-Sent Events) agree on beyond the payloads: the server
 * sends a `heartbeat` event when the stream opens and then every `intervalMs` (an event, not an SSE
 * comment, so a browser's EventSource sees it too), and a client that hears nothing for longer than
 * two heartbeats takes the stream for dead (a stalled server, a half-open connection) and
 * reconnects. One watch implementation for every client (the hub in the browser, the talk service).
 *
 * No zod here: the browser imports this file on its own (`@gg/contracts/live-stream`), and zod
 * would weigh more on the page than the whole stream client.
 */

export const HEARTBEAT_EVENT = 'heartbeat';
/** The server's default beat; it says its own in every heartbeat. */
export const DEFAULT_HEARTBEAT_MS = 15_000;

export interface Heartbeat { intervalMs: number }

/** The beat a heartbeat's data says (JSON text or parsed), or null when it says none. */
export function heartbeatIntervalOf(data: unknown): number | null {
  let value = data;
  if (typeof value === 'string') {
    try { value = JSON.parse(value); } catch { return null; }
  }
  const ms = (value as Partial<Heartbeat> | null)?.intervalMs;
  return typeof ms === 'number' && Number.isInteger(ms) && ms > 0 ? ms : null;
}

/** Silence after which a stream is dead: two heartbeats, and a little for a busy server or network (up to 2 s). */
export function silenceLimitMs(heartbeatMs: number): number {
  return 2 * heartbeatMs + Math.min(2_000, Math.round(heartbeatMs / 2));
}

export interface SilenceWatch {
  /** Something arrived (an event, a heartbeat, any bytes): the silence starts over. */
  heard(): void;
  /** A new limit (the server said its beat), counted from what was last heard. */
  setLimit(limitMs: number): void;
  stop(): void;
}

/**
 * Calls `onSilence` once when nothing has been heard for `limitMs`. One timer, re-armed only when it
 * fires (not on every event), so a busy stream costs a timestamp per event.
 */
export function watchSilence({ limitMs, onSilence, now = Date.now }: { limitMs: number; onSilence: (silentMs: number) => void; now?: () => number }): SilenceWatch {
  let limit = limitMs;
  let last = now();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = (ms: number) => {
    timer = setTimeout(check, Math.max(0, ms));
    (timer as { unref?: () => void }).unref?.(); // a watch never keeps a Node process alive
  };
  function check() {
    if (stopped) return;
    const silent = now() - last;
    if (silent >= limit) {
      stopped = true;
      onSilence(silent);
    } else arm(limit - silent);
  }
  arm(limit);
  return {
    heard() { last = now(); },
    setLimit(ms) {
      limit = ms;
      if (stopped) return;
      clearTimeout(timer);
      arm(limit - (now() - last));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
