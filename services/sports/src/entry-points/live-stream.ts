/**
 * Server-Sent Events for live scores (/api/scores/stream). Each replica keeps its own clients and
 * relays every bus event to them in order. A client that reconnects with Last-Event-ID gets what it
 * missed; a new client (or one too far behind) first gets the whole slate as a `snapshot` event.
 * With no slate at all yet (cold start, provider down) the client gets an `unavailable` event (the
 * 503 error body plus `retryAfterSeconds`) and stays connected: the snapshot follows once it exists.
 * Heartbeat comments keep proxies and idle timers from closing quiet connections.
 */
import { errorBody } from '@gg/service-kit';
import type { Request, Response } from 'express';
import type { BusEvent, LiveBus } from '../data-access/live/bus';

export const HEARTBEAT_MS = 15_000;
/** How often clients still waiting for a first slate are retried (reads the store; never polls more than the poller). */
export const PENDING_RETRY_MS = 1_000;
/**
 * A client that stops reading (a phone in a tunnel, a stuck tab) is cut once this much is queued for
 * it: it reconnects with Last-Event-ID and gets a replay or a snapshot, instead of the server
 * holding an ever-growing buffer per slow client.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

type ClientState = 'catching-up' | 'waiting-for-slate' | 'ready';
interface Client { res: Response; state: ClientState; queue: BusEvent[]; lastId: string | null }

/** Orders ids of either bus ("17" or "1700000000000-3"). */
export function compareEventIds(a: string, b: string): number {
  const [am, as = '0'] = a.split('-');
  const [bm, bs = '0'] = b.split('-');
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

const frame = (e: BusEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

export interface LiveStreamOptions {
  heartbeatMs?: number;
  pendingRetryMs?: number;
  /** Seconds a client told "unavailable" should wait (the poller's next attempt). */
  retryAfterSeconds?: () => number;
  maxBufferedBytes?: number;
}

export function createLiveStreamHub(bus: LiveBus, snapshot: () => Promise<unknown>, { heartbeatMs = HEARTBEAT_MS, pendingRetryMs = PENDING_RETRY_MS, retryAfterSeconds = () => 5, maxBufferedBytes = MAX_BUFFERED_BYTES }: LiveStreamOptions = {}) {
  const clients = new Set<Client>();

  /** Every write goes through here, so a client that does not read is cut at the bound. */
  const send = (client: Client, text: string) => {
    if (!clients.has(client)) return;
    client.res.write(text);
    if (client.res.writableLength > maxBufferedBytes) {
      clients.delete(client);
      client.res.destroy();
    }
  };

  const deliver = (client: Client, event: BusEvent) => {
    if (client.lastId && compareEventIds(event.id, client.lastId) <= 0) return; // already sent during catch-up
    client.lastId = event.id;
    send(client, frame(event));
  };

  const unsubscribe = bus.subscribe((event) => {
    for (const client of clients) {
      if (client.state === 'ready') deliver(client, event);
      else if (client.state === 'catching-up') client.queue.push(event);
      // waiting for a first slate: the snapshot it will get includes this change
    }
  });

  /** Sends the slate, then whatever arrived meanwhile; false (and an `unavailable` event once) when there is none. */
  async function sendSnapshot(client: Client, { announce }: { announce: boolean }): Promise<boolean> {
    client.state = 'catching-up';
    let slate: unknown;
    try {
      slate = await snapshot();
    } catch (err) {
      client.queue.length = 0;
      client.state = 'waiting-for-slate';
      if (announce) {
        const status = typeof (err as { status?: unknown }).status === 'number' ? (err as { status: number }).status : 503;
        const message = status === 503 ? (err as Error).message : 'Live scores are unavailable';
        if (status !== 503) console.error('live stream: snapshot failed', err);
        send(client, `event: unavailable\ndata: ${JSON.stringify({ ...errorBody(503, 'unavailable', message), retryAfterSeconds: retryAfterSeconds() })}\n\n`);
      }
      return false;
    }
    if (!clients.has(client)) return true;
    send(client, `event: snapshot\ndata: ${JSON.stringify(slate)}\n\n`);
    for (const e of client.queue.splice(0)) deliver(client, e);
    client.state = 'ready';
    return true;
  }

  const heartbeat = setInterval(() => {
    for (const client of clients) if (client.state !== 'catching-up') send(client, `: heartbeat ${new Date().toISOString()}\n\n`);
  }, heartbeatMs);
  heartbeat.unref();

  // Clients that connected before any slate existed get it as soon as it does.
  let retrying = false;
  const pendingRetry = setInterval(() => {
    if (retrying) return;
    const waiting = [...clients].filter((c) => c.state === 'waiting-for-slate');
    if (waiting.length === 0) return;
    retrying = true;
    void (async () => {
      try { for (const c of waiting) if (!(await sendSnapshot(c, { announce: false }))) break; } finally { retrying = false; }
    })();
  }, pendingRetryMs);
  pendingRetry.unref();

  async function catchUp(req: Request, client: Client) {
    const lastEventId = (req.get('Last-Event-ID') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : '')).trim();
    const missed = lastEventId ? await bus.since(lastEventId).catch(() => null) : null;
    if (missed) {
      client.lastId = lastEventId;
      for (const e of missed) deliver(client, e);
      for (const e of client.queue.splice(0)) deliver(client, e);
      client.state = 'ready';
      return;
    }
    // new client, or one the bus cannot replay (too far behind, or an id from another life of the
    // bus): the whole slate, then every event after it, whatever its id was
    await sendSnapshot(client, { announce: true });
  }

  return {
    /** Never rejects: whatever goes wrong, the client has a status (a 200 stream with an event, or it is ended). */
    async connect(req: Request, res: Response): Promise<void> {
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('Connection', 'keep-alive');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      req.socket.setNoDelay(true);
      req.socket.setTimeout(0);

      const client: Client = { res, state: 'catching-up', queue: [], lastId: null };
      clients.add(client); // before catch-up, so nothing published meanwhile is lost
      req.on('close', () => clients.delete(client));
      res.write('retry: 3000\n\n');
      try {
        await catchUp(req, client);
      } catch (err) {
        console.error('live stream: catch-up failed', err);
        clients.delete(client);
        res.end();
      }
    },
    clientCount: () => clients.size,
    /** Shutdown: every client is told to reconnect soon (to another replica, or this one restarted), then its stream ends. */
    close({ reconnectMs = 1_000 } = {}) {
      clearInterval(heartbeat);
      clearInterval(pendingRetry);
      unsubscribe();
      for (const c of clients) c.res.end(`retry: ${reconnectMs}\n\nevent: reconnect\ndata: ${JSON.stringify({ reason: 'shutdown', retryMs: reconnectMs })}\n\n`);
      clients.clear();
    },
  };
}
export type LiveStreamHub = ReturnType<typeof createLiveStreamHub>;
