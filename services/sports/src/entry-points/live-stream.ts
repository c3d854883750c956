/**
 * Server-Sent Events for live scores (/api/scores/stream). Each replica keeps its own clients and
 * relays every bus event to them in order. A client that reconnects with Last-Event-ID gets what it
 * missed; a new client (or one too far behind) first gets the whole slate as a `snapshot` event.
 * With no slate at all yet (cold start, provider down) the client gets an `unavailable` event (the
 * 503 error body plus `retryAfterSeconds`) and stays connected: the snapshot follows once it exists.
 * A `heartbeat` event when the stream opens and then every `heartbeatMs` keeps proxies and idle
 * timers from closing quiet connections and tells clients the server is alive: an event, not an
 * SSE comment, because a browser's EventSource hands comments to nobody; it carries the interval,
 * so a client knows when silence means a stalled server (see @gg/contracts/live-stream).
 * When the slate turns stale (the poller failing, or no poll for a while) or fresh again, each
 * viewer told otherwise gets the slate again as a `snapshot`, which says so: its page shows that
 * the scores may be old instead of hearing only heartbeats.
 *
 * Game day puts thousands of viewers on one replica, so the fan-out does per-event work once, not
 * per viewer: each event is serialised and encoded once and the same bytes go to every socket, the
 * changes of one poll in one write per viewer, in chunks that let other work run in between; new
 * viewers arriving together, or between two changes, share one slate read and one encoded
 * snapshot; one timer serves all.
 */
import { DEFAULT_HEARTBEAT_MS, HEARTBEAT_EVENT, type Heartbeat, type ScoresSnapshot, type ScoresStreamEvents } from '@gg/contracts';
import { errorBody } from '@gg/service-kit';
import type { Request, Response } from 'express';
import type { BusEvent, LiveBus } from '../data-access/live/bus';

export const HEARTBEAT_MS = DEFAULT_HEARTBEAT_MS;
/** How often clients still waiting for a first slate are retried (reads the store; never polls more than the poller). */
export const PENDING_RETRY_MS = 1_000;
/**
 * A client that stops reading (a phone in a tunnel, a stuck tab) is cut once this much is queued for
 * it: it reconnects with Last-Event-ID and gets a replay or a snapshot, instead of the server
 * holding an ever-growing buffer per slow client.
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * How long one slate read is handed to new viewers while no change arrives. A viewer that connects
 * then gets a slate at most this old (its `updatedAt` and `stale` as read), and every change after it.
 */
export const SNAPSHOT_REUSE_MS = 1_000;
/**
 * Viewers written to before a fan-out yields to the event loop (~25 ms of writes): with thousands
 * of viewers one burst would otherwise hold up the poller's lease renewal, the bus reader, health
 * checks and new connections for as long as it runs.
 */
export const FANOUT_CHUNK = 500;

const SNAPSHOT_EVENT = 'snapshot' satisfies keyof ScoresStreamEvents;

type ClientState = 'catching-up' | 'waiting-for-slate' | 'ready';
/** `stale`: whether the slate was stale when this client was last told (null: not told yet). */
interface Client { res: Response; state: ClientState; queue: BusEvent[]; lastId: string | null; stale: boolean | null }

/** Orders ids of either bus ("17" or "1700000000000-3"). */
export function compareEventIds(a: string, b: string): number {
  const [am, as = '0'] = a.split('-');
  const [bm, bs = '0'] = b.split('-');
  return Number(am) - Number(bm) || Number(as) - Number(bs);
}

/** Encoded frames of the events in flight: a bus hands the same event object to every replica client. */
const frames = new WeakMap<BusEvent, Buffer>();
function frame(e: BusEvent): Buffer {
  let bytes = frames.get(e);
  if (!bytes) {
    bytes = Buffer.from(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`);
    frames.set(e, bytes);
  }
  return bytes;
}

type SlateRead = { ok: true; bytes: Buffer; stale: boolean } | { ok: false; err: unknown };

export interface LiveStreamOptions {
  heartbeatMs?: number;
  pendingRetryMs?: number;
  /** Seconds a client told "unavailable" should wait (the poller's next attempt). */
  retryAfterSeconds?: () => number;
  maxBufferedBytes?: number;
  snapshotReuseMs?: number;
  fanOutChunk?: number;
  /**
   * Told once a batch of live events has been written to every viewer that was ready for it, with
   * at least one viewer written: the delivery lag is measured here, once per event per batch, at
   * the last viewer's write (the slowest of the batch, so an upper bound for all of them), instead
   * of once per viewer, which would cost thousands of observations per change on game day.
   */
  onFannedOut?: (events: readonly BusEvent[]) => void;
}

/** The window over which a shutting-down replica's viewers are told to reconnect. */
export const RECONNECT_SPREAD_MS = 4_000;

export function createLiveStreamHub(bus: LiveBus, snapshot: () => Promise<ScoresSnapshot>, { heartbeatMs = HEARTBEAT_MS, pendingRetryMs = PENDING_RETRY_MS, retryAfterSeconds = () => 5, maxBufferedBytes = MAX_BUFFERED_BYTES, snapshotReuseMs = SNAPSHOT_REUSE_MS, fanOutChunk = FANOUT_CHUNK, onFannedOut }: LiveStreamOptions = {}) {
  const clients = new Set<Client>();
  /** Live events written to viewers' streams since start (an event sent to n viewers counts n). */
  let eventsDelivered = 0;

  /** Every write goes through here, so a client that does not read is cut at the bound. */
  const send = (client: Client, text: string | Buffer) => {
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
    client.stale = false; // a change is a poll that worked
    eventsDelivered++;
    send(client, frame(event));
  };

  /** A slate read no change has arrived since (since before it began), and when it began. */
  let reusable: { bytes: Buffer; stale: boolean; at: number } | null = null;
  let changes = 0;

  let closed = false;
  /** Set by close(): the window viewers are told to reconnect over, including any that arrive later. */
  let leaving: { reconnectMs: number; spreadMs: number } | null = null;
  const reconnectFrame = ({ reconnectMs, spreadMs }: { reconnectMs: number; spreadMs: number }) => {
    const retryMs = reconnectMs + Math.floor(Math.random() * spreadMs);
    return `retry: ${retryMs}\n\nevent: reconnect\ndata: ${JSON.stringify({ reason: 'shutdown', retryMs })}\n\n`;
  };
  /** Calls `each` for every client connected now, yielding to the event loop every `fanOutChunk` of them. */
  const forEachClient = (each: (client: Client) => void, done: () => void = () => {}) => {
    const targets = [...clients];
    let i = 0;
    const step = () => {
      if (closed) return;
      for (const end = Math.min(i + fanOutChunk, targets.length); i < end; i++) each(targets[i]!);
      if (i < targets.length) setImmediate(step);
      else done();
    };
    step();
  };

  /**
   * A poll's changes arrive together (one per changed game, dozens on a busy Sunday): they go out
   * once the bus has handed over the whole batch, as one write per viewer of bytes built once. One
   * fan-out at a time, so a viewer late in a long fan-out never gets a newer change before an older.
   */
  let pending: BusEvent[] = [];
  let fanningOut = false;
  const fanOut = () => {
    const events = pending;
    pending = [];
    if (closed || events.length === 0) { fanningOut = false; return; }
    const batch = events.length === 1 ? frame(events[0]!) : Buffer.concat(events.map(frame));
    const first = events[0]!.id;
    const last = events.at(-1)!.id;
    let viewersWritten = 0;
    forEachClient((client) => {
      // the state as it is when this client's turn comes: a viewer that finished catching up meanwhile is ready
      if (client.state === 'ready') {
        if (client.lastId && compareEventIds(first, client.lastId) <= 0) { for (const e of events) deliver(client, e); return; } // caught up past part of it
        client.lastId = last;
        client.stale = false;
        eventsDelivered += events.length;
        viewersWritten++;
        send(client, batch);
      } else if (client.state === 'catching-up') client.queue.push(...events);
      // waiting for a first slate: the snapshot it will get includes these changes
    }, () => {
      if (viewersWritten > 0) onFannedOut?.(events);
      if (pending.length > 0) setImmediate(fanOut); // what arrived meanwhile, in order
      else fanningOut = false;
    });
  };

  const unsubscribe = bus.subscribe((event) => {
    changes++;
    reusable = null; // a viewer arriving from now on must not miss this change
    pending.push(event);
    if (!fanningOut) { fanningOut = true; setImmediate(fanOut); }
  });

  /**
   * One slate read (and one encoding) for every client that asked before it began. A client that
   * asks while a read is under way waits for the next one: that read began before the client was
   * queueing events, so it could miss a change published in between. A read that no change has
   * overtaken is reused for a short while, so viewers trickling in between polls cost no read.
   */
  let waitingForRead: Array<(read: SlateRead) => void> = [];
  let reading = false;
  async function readSlates() {
    reading = true;
    try {
      while (waitingForRead.length > 0) {
        const batch = waitingForRead;
        waitingForRead = [];
        let read: SlateRead;
        const [changesBefore, startedAt] = [changes, Date.now()];
        try {
          const slate = await snapshot();
          read = { ok: true, bytes: Buffer.from(`event: ${SNAPSHOT_EVENT}\ndata: ${JSON.stringify(slate)}\n\n`), stale: slate.stale };
          if (changes === changesBefore) reusable = { bytes: read.bytes, stale: read.stale, at: startedAt };
        } catch (err) {
          read = { ok: false, err };
        }
        for (const resolve of batch) resolve(read);
      }
    } finally {
      reading = false;
    }
  }
  const readSlate = () => new Promise<SlateRead>((resolve) => {
    if (reusable && Date.now() - reusable.at < snapshotReuseMs) { resolve({ ok: true, bytes: reusable.bytes, stale: reusable.stale }); return; }
    waitingForRead.push(resolve);
    if (!reading) void readSlates();
  });

  /** Sends the slate, then whatever arrived meanwhile; false (and an `unavailable` event once) when there is none. */
  async function sendSnapshot(client: Client, { announce }: { announce: boolean }): Promise<boolean> {
    client.state = 'catching-up';
    const read = await readSlate();
    if (!read.ok) {
      const { err } = read;
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
    send(client, read.bytes);
    client.stale = read.stale;
    for (const e of client.queue.splice(0)) deliver(client, e);
    client.state = 'ready';
    return true;
  }

  // no id: a heartbeat is not a change a client could resume from
  const beat = Buffer.from(`event: ${HEARTBEAT_EVENT}\ndata: ${JSON.stringify({ intervalMs: heartbeatMs } satisfies Heartbeat)}\n\n`);
  const heartbeat = setInterval(() => {
    forEachClient((client) => { if (client.state !== 'catching-up') send(client, beat); });
  }, heartbeatMs);
  heartbeat.unref();

  // Clients that connected before any slate existed get it as soon as it does (one read for all of
  // them); ready viewers hear of a change of the slate's freshness at the same beat.
  let retrying = false;
  const pendingRetry = setInterval(() => {
    void tellFreshness();
    if (retrying) return;
    const waiting = [...clients].filter((c) => c.state === 'waiting-for-slate');
    if (waiting.length === 0) return;
    retrying = true;
    void Promise.all(waiting.map((c) => sendSnapshot(c, { announce: false }))).finally(() => { retrying = false; });
  }, pendingRetryMs);
  pendingRetry.unref();

  /** The slate to every ready viewer last told the other freshness (see the top of this file). */
  let checkingFreshness = false;
  async function tellFreshness() {
    if (checkingFreshness || ![...clients].some((c) => c.state === 'ready')) return;
    checkingFreshness = true;
    try {
      const before = changes;
      const read = await readSlate();
      if (!read.ok) return;
      forEachClient((client) => {
        // a change since the read began may be newer than it: this client is told at the next check
        if (changes !== before || client.state !== 'ready' || client.stale === read.stale) return;
        client.stale = read.stale;
        send(client, read.bytes);
      });
    } finally {
      checkingFreshness = false;
    }
  }

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
      // shutting down (a connection taken during the drain): elsewhere, at once, or it would hold the process open with nothing to send
      if (leaving) { res.end(reconnectFrame(leaving)); return; }

      const client: Client = { res, state: 'catching-up', queue: [], lastId: null, stale: null };
      clients.add(client); // before catch-up, so nothing published meanwhile is lost
      req.on('close', () => clients.delete(client));
      res.write('retry: 3000\n\n');
      res.write(beat); // the beat at once: the client watches for silence from now on
      try {
        await catchUp(req, client);
      } catch (err) {
        console.error('live stream: catch-up failed', err);
        clients.delete(client);
        res.end();
      }
    },
    clientCount: () => clients.size,
    /** Live events written to viewers' streams since start, catch-up replays included (an event sent to n viewers counts n). */
    eventsDelivered: () => eventsDelivered,
    /**
     * Shutdown: every client is told to reconnect (to another replica, or this one restarted), each
     * after its own moment within `spreadMs` of `reconnectMs`, so thousands of viewers do not all
     * reconnect in the same second; then its stream ends.
     */
    close({ reconnectMs = 1_000, spreadMs = RECONNECT_SPREAD_MS } = {}) {
      closed = true;
      leaving = { reconnectMs, spreadMs };
      clearInterval(heartbeat);
      clearInterval(pendingRetry);
      unsubscribe();
      for (const c of clients) c.res.end(reconnectFrame(leaving));
      clients.clear();
    },
  };
}
export type LiveStreamHub = ReturnType<typeof createLiveStreamHub>;
