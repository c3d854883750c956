/** A minimal SSE reader for tests: collects parsed events from a real HTTP connection. */
import { readSseMessages } from '@gg/service-kit/testing';
import http from 'node:http';

export interface SseEvent { id?: string; event: string; data: unknown }

export function openStream(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  /** `heartbeat` events (kept apart from `events`), with when each arrived. */
  const beats: Array<{ at: number; data: unknown }> = [];
  let comments = 0;
  let endedFlag = false;
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => { markEnded = () => { endedFlag = true; resolve(); }; });
  let req: http.ClientRequest;
  const connected = new Promise<void>((resolve, reject) => {
    req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
      readSseMessages(res, (m) => {
        comments += m.comments;
        retries.push(...m.retries);
        if (m.event === 'heartbeat') beats.push({ at: Date.now(), data: JSON.parse(m.dataLines.join('\n') || 'null') });
        else if (m.event || m.dataLines.length) events.push({ id: m.id, event: m.event ?? 'message', data: JSON.parse(m.dataLines.join('\n') || 'null') });
      });
      res.on('end', markEnded);
      res.on('close', markEnded);
      resolve();
    });
    req.on('error', (err) => { markEnded(); reject(err); });
  });
  return {
    events,
    connected,
    /** `retry:` hints the server sent, in order. */
    retries,
    /** Resolves when the server ends the stream (or the connection drops). */
    ended,
    isEnded: () => endedFlag,
    /** Heartbeats received: `heartbeat` events and comment lines (what older servers sent). */
    heartbeats: () => beats.length + comments,
    beats,
    close: () => req.destroy(),
    async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting; got ${events.length} events`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
}
