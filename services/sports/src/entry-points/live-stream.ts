/**
 * Server-Sent Events for live scores (/api/scores/stream). Each replica keeps its own clients and
 * relays every bus event to them in order. A client that reconnects with Last-Event-ID gets what it
 * missed; a new client (or one too far behind) first gets the whole slate as a `snapshot` event.
 * Heartbeat comments keep proxies and idle timers from closing quiet connections.
 */
import type { Request, Response } from 'express';
import type { BusEvent, LiveBus } from '../data-access/live/bus';

export const HEARTBEAT_MS = 15_000;

interface Client { res: Response; ready: boolean; queue: BusEvent[]; lastId: string | null }

/** Orders ids of either bus ("17" or "1700000000000-3"). */
export function compareEventIds(a: string, b: string): number {
  const [am, as = '0'] = a.split('-');
  const [bm, bs = '0'] = b.split('-');
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

const frame = (e: BusEvent) => `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

export function createLiveStreamHub(bus: LiveBus, snapshot: () => Promise<unknown>, { heartbeatMs = HEARTBEAT_MS } = {}) {
  const clients = new Set<Client>();

  const deliver = (client: Client, event: BusEvent) => {
    if (client.lastId && compareEventIds(event.id, client.lastId) <= 0) return; // already sent during catch-up
    client.lastId = event.id;
    client.res.write(frame(event));
  };

  const unsubscribe = bus.subscribe((event) => {
    for (const client of clients) {
      if (client.ready) deliver(client, event);
      else client.queue.push(event);
    }
  });

  const heartbeat = setInterval(() => {
    for (const client of clients) if (client.ready) client.res.write(`: heartbeat ${new Date().toISOString()}\n\n`);
  }, heartbeatMs);
  heartbeat.unref();

  return {
    async connect(req: Request, res: Response) {
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('Connection', 'keep-alive');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      req.socket.setNoDelay(true);
      req.socket.setTimeout(0);

      const client: Client = { res, ready: false, queue: [], lastId: null };
      clients.add(client); // before catch-up, so nothing published meanwhile is lost
      req.on('close', () => clients.delete(client));
      res.write('retry: 3000\n\n');

      const lastEventId = (req.get('Last-Event-ID') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : '')).trim();
      const missed = lastEventId ? await bus.since(lastEventId).catch(() => []) : [];
      if (lastEventId && missed.length > 0) {
        client.lastId = lastEventId;
        for (const e of missed) deliver(client, e);
      } else {
        // new client, or too far behind to replay: start from the whole slate
        res.write(`event: snapshot\ndata: ${JSON.stringify(await snapshot())}\n\n`);
        if (lastEventId) client.lastId = lastEventId;
      }
      for (const e of client.queue.splice(0)) deliver(client, e);
      client.ready = true;
    },
    clientCount: () => clients.size,
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      for (const c of clients) c.res.end();
      clients.clear();
    },
  };
}
export type LiveStreamHub = ReturnType<typeof createLiveStreamHub>;
