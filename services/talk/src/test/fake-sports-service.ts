/**
 * A stand-in for the sports service in tests: a small Express app on port 0 that answers the
 * recorded API answers by path, counts requests, can be slowed down, and serves the live-score
 * stream (a `snapshot` on connect, then whatever the test pushes). `stop()` closes its port, so
 * a client sees a refused connection: the sports service is down.
 */
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSports {
  url: string;
  hits: (path: string) => number;
  /** Answers to change or add (path -> body; a number is answered as that HTTP status). */
  answers: Map<string, unknown>;
  setDelay(ms: number): void;
  /** Sends a `game` event to every open stream. */
  push(event: unknown, type?: string): void;
  /** Ends every open stream (the sports service restarting). */
  dropStreams(): void;
  streamClients(): number;
  stop(): Promise<void>;
}

export async function startFakeSports(answers: Readonly<Record<string, unknown>>, { port = 0 } = {}): Promise<FakeSports> {
  const table = new Map<string, unknown>(Object.entries(answers));
  const counts = new Map<string, number>();
  const streams = new Set<express.Response>();
  let delayMs = 0;
  let eventId = 0;
  const app = express();

  app.get('/api/scores/stream', (req, res) => {
    counts.set(req.path, (counts.get(req.path) ?? 0) + 1);
    res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    res.write(`event: snapshot\ndata: ${JSON.stringify({ games: table.get('/api/scores/live') ?? [], updatedAt: new Date().toISOString(), stale: false })}\n\n`);
    streams.add(res);
    req.on('close', () => streams.delete(res));
  });

  app.use(async (req, res) => {
    counts.set(req.path, (counts.get(req.path) ?? 0) + 1);
    if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
    if (!table.has(req.path)) {
      res.status(404).json({ error: { status: 404, code: 'not_found', message: `No ${req.path}` } });
      return;
    }
    const body = table.get(req.path);
    if (typeof body === 'number') res.status(body).json({ error: { status: body, code: 'fake', message: 'fake failure' } });
    else res.json(body);
  });

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(port, '127.0.0.1', () => resolve(s));
  });
  const actual = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${actual}`,
    hits: (path) => counts.get(path) ?? 0,
    answers: table,
    setDelay: (ms) => { delayMs = ms; },
    push(event, type = 'game') {
      eventId++;
      for (const res of streams) res.write(`id: ${eventId}\nevent: ${type}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    dropStreams() {
      for (const res of streams) res.end();
      streams.clear();
    },
    streamClients: () => streams.size,
    async stop() {
      for (const res of streams) res.end();
      streams.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
