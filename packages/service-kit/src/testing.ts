/**
 * Test tools for the servers (the gateway, the services, the remotes' static server): a GET sent as
 * written, and reading a server-sent event stream from a real HTTP response. Here because the
 * gateway's tests may not import a service's code, and these are the same everywhere. For tests
 * only: production code never imports this entry point.
 */
import http, { type IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';

export interface PlainAnswer { status: number; body: string; cacheControl?: string }

/**
 * A GET to 127.0.0.1 with the path sent byte for byte: fetch would resolve the dot segments and
 * encodings a test means to send (the spellings a file server might resolve to a private file).
 */
export function getAsSent(port: number, pathname: string, headers: Record<string, string> = {}): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: pathname, agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cacheControl: res.headers['cache-control'] }));
    }).on('error', reject);
  });
}

/** One message of an event stream (a block ended by a blank line), its fields as sent. */
export interface SseMessage {
  event?: string;
  id?: string;
  /** The `data:` lines, in order (a client joins them with newlines). */
  dataLines: string[];
  /** The `retry:` hints, in order. */
  retries: number[];
  /** How many comment lines (`: …`) the block held. */
  comments: number;
}

function parseSseBlock(block: string): SseMessage {
  const message: SseMessage = { dataLines: [], retries: [], comments: 0 };
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comments++;
    else if (line.startsWith('id: ')) message.id = line.slice(4);
    else if (line.startsWith('event: ')) message.event = line.slice(7);
    else if (line.startsWith('data: ')) message.dataLines.push(line.slice(6));
    else if (line.startsWith('retry: ')) message.retries.push(Number(line.slice(7)));
  }
  return message;
}

/** Hands each complete message of an event-stream response to `onMessage`, as it arrives (chunks may split a message). */
export function readSseMessages(res: IncomingMessage, onMessage: (message: SseMessage) => void): void {
  res.setEncoding('utf8');
  let buffer = '';
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onMessage(parseSseBlock(block));
    }
  });
}

/**
 * Sends `count` requests one after another on one kept-alive connection and gives back the request
 * objects the server made, once every answer is done (their fields all set).
 */
export async function requestsServed(server: http.Server, count: number, send: (agent: http.Agent) => Promise<unknown>): Promise<IncomingMessage[]> {
  const seen: IncomingMessage[] = [];
  const keep = (req: IncomingMessage) => { seen.push(req); };
  server.on('request', keep);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < count; i++) await send(agent);
  } finally {
    agent.destroy();
    server.off('request', keep);
  }
  return seen;
}

/**
 * Whether two objects have the same hidden class (V8's map), asked of V8 itself. Requests that
 * share one keep every property read on them fast; see AppRequest.
 */
export function sameHiddenClass(a: object, b: object): boolean {
  setFlagsFromString('--allow-natives-syntax');
  const same = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
  return same(a, b);
}
