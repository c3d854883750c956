/** A minimal SSE reader for tests: collects parsed events from a real HTTP connection. */
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
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const e: Partial<SseEvent> & { dataLines: string[] } = { dataLines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments++;
            else if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.dataLines.push(line.slice(6));
            else if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
          }
          if (e.event === 'heartbeat') beats.push({ at: Date.now(), data: JSON.parse(e.dataLines.join('\n') || 'null') });
          else if (e.event || e.dataLines.length) events.push({ id: e.id, event: e.event ?? 'message', data: JSON.parse(e.dataLines.join('\n') || 'null') });
        }
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
