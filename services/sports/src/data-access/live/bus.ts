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
export function createRedisBus(redis: Redis, { stream = 'gg:live', history = BUS_HISTORY } = {}): LiveBus {
  const reader = redis.duplicate();
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
        const res = (await reader.xread('BLOCK', 5000, 'STREAMS', stream, lastSeen)) as Array<[string, Array<[string, string[]]>]> | null;
        for (const [, entries] of res ?? []) {
          for (const entry of entries) {
            lastSeen = entry[0];
            const event = toEvent(entry);
            for (const h of handlers) h(event);
          }
        }
      } catch (err) {
        if (closed) return;
        console.error('live bus: read failed, retrying', (err as Error).message);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  };
  // Start from the newest id at subscribe time so no replica replays history it never promised.
  const ready = redis.xrevrange(stream, '+', '-', 'COUNT', 1).then((last) => { lastSeen = last[0]?.[0] ?? '0-0'; void loop(); });

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
