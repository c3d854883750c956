/**
 * The live-event bus. Every replica publishes nothing but the poller's changes and delivers every
 * event to its own SSE clients, in order, each with an id a client can resume from (Last-Event-ID).
 * In one process: an in-memory ring. With Redis: one Redis Stream, read by every replica.
 */
import type { Redis } from 'ioredis';

export interface BusEvent<T = unknown> {
  id: string;
  type: string;
  data: T;
  /**
   * When the change was published (ms since the epoch): the in-process poller's moment, or the
   * time Redis gave the stream entry (its id). What the delivery lag is measured from.
   */
  publishedAt?: number;
}
export type BusHandler = (event: BusEvent) => void;

export interface LiveBus {
  publish(type: string, data: unknown): Promise<string>;
  subscribe(handler: BusHandler): () => void;
  /**
   * Events after `lastId`, oldest first; null when they cannot all be replayed (the id is not held
   * any more, is from another life of the bus, or is not an id at all): the client needs a snapshot.
   */
  since(lastId: string): Promise<BusEvent[] | null>;
  close(): Promise<void>;
}

export const BUS_HISTORY = 1000;
/** How long one read of the Redis stream waits for new events. */
const READ_BLOCK_MS = 5_000;

/**
 * Ids are `<boot ms>-<n>`: they order like Redis stream ids, and an id from an earlier run of the
 * process is newer-looking to nobody and found in no ring, so that client gets a snapshot.
 */
export function createMemoryBus(history = BUS_HISTORY, epoch = Date.now()): LiveBus {
  const handlers = new Set<BusHandler>();
  const ring: BusEvent[] = [];
  let seq = 0;
  return {
    async publish(type, data) {
      const event = { id: `${epoch}-${++seq}`, type, data, publishedAt: Date.now() };
      ring.push(event);
      if (ring.length > history) ring.shift();
      for (const h of handlers) h(event);
      return event.id;
    },
    subscribe(handler) { handlers.add(handler); return () => handlers.delete(handler); },
    async since(lastId) {
      const at = ring.findIndex((e) => e.id === lastId);
      return at < 0 ? null : ring.slice(at + 1);
    },
    async close() { handlers.clear(); },
  };
}

/**
 * Redis Streams: XADD with an approximate cap; each replica runs one blocking XREAD loop on its own
 * connection and hands events to its handlers. Stream ids ("1700000000000-0") are the event ids.
 */
export function createRedisBus(redis: Redis, { stream = 'gg:live', history = BUS_HISTORY, onError = (err: Error) => console.error('live bus: read failed, retrying', err.message), onReady = () => {} } = {}): LiveBus {
  // its reads block for up to 5 s: a command timeout of the shared connection is counted on top of that
  const timeout = redis.options.commandTimeout;
  const reader = redis.duplicate(timeout ? { commandTimeout: READ_BLOCK_MS + timeout } : {});
  // the reader is a connection of its own: its failures and recovery are the caller's to report
  reader.on('error', onError);
  reader.on('ready', onReady);
  const handlers = new Set<BusHandler>();
  let closed = false;
  let lastSeen = '$';

  const toEvent = ([id, fields]: [string, string[]]): BusEvent => {
    const map: Record<string, string> = {};
    for (let i = 0; i < fields.length; i += 2) map[fields[i]!] = fields[i + 1]!;
    return { id, type: map.type ?? 'message', data: JSON.parse(map.data ?? 'null'), publishedAt: Number(id.split('-', 1)[0]) };
  };

  const loop = async () => {
    while (!closed) {
      try {
        const res = (await reader.xread('BLOCK', READ_BLOCK_MS, 'STREAMS', stream, lastSeen)) as Array<[string, Array<[string, string[]]>]> | null;
        for (const [, entries] of res ?? []) {
          for (const entry of entries) {
            lastSeen = entry[0];
            const event = toEvent(entry);
            for (const h of handlers) h(event);
          }
        }
      } catch (err) {
        if (closed) return;
        onError(err as Error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  // Start from the newest id at subscribe time so no replica replays history it never promised
  // (with Redis down at boot: once it answers).
  const start = async () => {
    while (!closed) {
      try {
        lastSeen = (await redis.xrevrange(stream, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
        void loop();
        return;
      } catch (err) {
        onError(err as Error);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  const ready = start();

  return {
    async publish(type, data) {
      await ready;
      return (await redis.xadd(stream, 'MAXLEN', '~', String(history), '*', 'type', type, 'data', JSON.stringify(data))) as string;
    },
    subscribe(handler) { handlers.add(handler); return () => handlers.delete(handler); },
    async since(lastId) {
      if (!/^\d+-\d+$/.test(lastId)) return null;
      // the id itself must still be there: otherwise events after it were trimmed (or Redis restarted empty)
      if ((await redis.xrange(stream, lastId, lastId)).length === 0) return null;
      const entries = (await redis.xrange(stream, `(${lastId}`, '+')) as Array<[string, string[]]>;
      return entries.map(toEvent);
    },
    async close() {
      closed = true;
      handlers.clear();
      reader.disconnect();
    },
  };
}

/**
 * The bus a replica's viewers read when it may poll on its own: every event of the shared bus, and
 * the events this replica publishes through `own` while the shared one cannot be reached (Redis
 * down), in the order they were handed out. Own events get ids after every id seen so far (the
 * local clock, never behind the last id), so viewers take them as the next changes; once Redis is
 * back its ids follow its clock again, after ours unless its clock is behind ours by more than the
 * outage lasted.
 * A viewer resuming from an id this replica handed out gets what followed it here.
 */
export function withOwnEvents(shared: LiveBus, history = BUS_HISTORY): { bus: LiveBus; own: LiveBus } {
  const handlers = new Set<BusHandler>();
  const ring: BusEvent[] = [];
  let last = { ms: 0, seq: -1 };
  const handOut = (event: BusEvent) => {
    const [ms, seq] = event.id.split('-').map(Number) as [number, number];
    if (ms > last.ms || (ms === last.ms && seq > last.seq)) last = { ms, seq };
    ring.push(event);
    if (ring.length > history) ring.shift();
    for (const h of handlers) h(event);
  };
  const unsubscribe = shared.subscribe(handOut);
  const since = async (lastId: string) => {
    const at = ring.findIndex((e) => e.id === lastId);
    return at < 0 ? shared.since(lastId) : ring.slice(at + 1);
  };
  const bus: LiveBus = {
    publish: (type, data) => shared.publish(type, data),
    subscribe(handler) { handlers.add(handler); return () => handlers.delete(handler); },
    since,
    async close() { unsubscribe(); handlers.clear(); await shared.close(); },
  };
  const own: LiveBus = {
    async publish(type, data) {
      const now = Date.now();
      const id = now > last.ms ? `${now}-0` : `${last.ms}-${last.seq + 1}`;
      handOut({ id, type, data, publishedAt: now });
      return id;
    },
    subscribe: bus.subscribe,
    since,
    async close() {},
  };
  return { bus, own };
}
