/**
 * A renderer of its own, in a worker thread: the shell's server build loaded afresh, with its own
 * federation runtime, so pages can be rendered with another set of remote versions than the
 * gateway's own renderer holds (a canary's). The page's data is read by the gateway, which owns the
 * connections to the services: each read is a message there and back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ApiAnswer, FirstScreenRequest } from '@gg/first-screen';
import type { RendererMessage, WorkerMessage } from './worker-renderer';
import { loadRenderer } from './first-screen';

const port = parentPort!;
const { shellDist } = workerData as { shellDist: string };
const send = (message: WorkerMessage) => port.postMessage(message);
const renderer = loadRenderer(shellDist, { warn: (fields, message) => send({ type: 'log', id: -1, fields: plain(fields), message }) });

const running = new Map<number, AbortController>();
const reads = new Map<number, (answer: ApiAnswer) => void>();
let nextRead = 0;

/** What a log line carries, made safe to post (an Error keeps its message and stack). */
function plain(fields: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(fields, (_key, value: unknown) => (value instanceof Error ? { message: value.message, stack: value.stack } : value))) as Record<string, unknown>;
}

port.on('message', (message: RendererMessage) => {
  if (message.type === 'answer') {
    const { status, headers, body } = message;
    reads.get(message.readId)?.({
      ok: status >= 200 && status < 300, status, statusText: '',
      headers: { get: (name) => headers[name.toLowerCase()] ?? null },
      json: async () => JSON.parse(body) as unknown,
      text: async () => body,
    });
    reads.delete(message.readId);
    return;
  }
  if (message.type === 'abort') { running.get(message.id)?.abort(); return; }
  const { id, url, remotes, clock, timeMs } = message;
  if (!renderer) { send({ type: 'done', id, screen: null }); return; }
  const controller = new AbortController();
  running.set(id, controller);
  const timer = setTimeout(() => controller.abort(), timeMs);
  const request: FirstScreenRequest = {
    url, remotes, clock, signal: controller.signal,
    api: (path) => new Promise<ApiAnswer>((resolve) => {
      const readId = nextRead++;
      reads.set(readId, resolve);
      send({ type: 'read', id, readId, path });
    }),
    log: { warn: (fields, text) => send({ type: 'log', id, fields: plain(fields), message: text }) },
  };
  renderer(request)
    .then((screen) => send({ type: 'done', id, screen }))
    .catch((err: unknown) => send({ type: 'done', id, screen: null, error: String((err as Error)?.message ?? err) }))
    .finally(() => { clearTimeout(timer); running.delete(id); });
});
