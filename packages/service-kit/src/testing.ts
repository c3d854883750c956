/**
 * Test tools for the backends (the gateway and the services): reading a server-sent event stream
 * from a real HTTP response. Here because the gateway's tests may not import a service's code and
 * both read the same streams. For tests only: production code never imports this entry point.
 */
import type { IncomingMessage } from 'node:http';

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
