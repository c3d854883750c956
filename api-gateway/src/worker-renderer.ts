/**
 * A renderer in a worker thread (./render-worker.ts), used for a set of remote versions the
 * gateway's own renderer does not hold: a canary's. Each worker has its own federation runtime
 * (containers, share scope and loaded chunks are global to a thread), so the gateway can render a
 * canary visitor's page with exactly the canary's code while every other page is rendered with
 * the current versions. The worker asks the gateway for each of the page's reads.
 */
import type { FirstScreen, FirstScreenRequest, RenderFirstScreen } from '@gg/first-screen';
import type { Logger } from '@gg/service-kit';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { READ_HEADERS } from './proxy';

/** From the gateway to a worker. */
export type RendererMessage =
  | { type: 'render'; id: number; url: string; remotes: FirstScreenRequest['remotes']; clock: FirstScreenRequest['clock']; timeMs: number }
  | { type: 'abort'; id: number }
  | { type: 'answer'; readId: number; status: number; headers: Record<string, string>; body: string };

/** From a worker to the gateway. */
export type WorkerMessage =
  | { type: 'read'; id: number; readId: number; path: string }
  | { type: 'log'; id: number; fields: Record<string, unknown>; message: string }
  | { type: 'done'; id: number; screen: FirstScreen | null; error?: string };

/** Longest a render may run in the worker if the gateway's own deadline never came. */
const BACKSTOP_MS = 30_000;

/**
 * The worker's script: compiled, render-worker.js beside the compiled gateway's main file (where
 * scripts/build-servers.mjs writes it) when the gateway runs from there; otherwise the TypeScript
 * source beside this one (development and tests), through tsx's require hook, which a worker does
 * not inherit.
 */
function startWorker(workerData: { shellDist: string }): Worker {
  const compiled = require.main && path.join(path.dirname(require.main.filename), 'render-worker.js');
  if (compiled && existsSync(compiled)) return new Worker(compiled, { workerData });
  const source = path.join(__dirname, 'render-worker.ts');
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(source)});`, { eval: true, workerData });
}

export interface WorkerRenderer {
  render: RenderFirstScreen;
  /** Ends the worker; renders still running come back null. */
  stop(): Promise<void>;
}

export function createWorkerRenderer({ shellDist, logger }: { shellDist: string; logger: Pick<Logger, 'warn'> }): WorkerRenderer {
  const worker = startWorker({ shellDist });
  worker.unref();
  let nextId = 0;
  const pending = new Map<number, { request: FirstScreenRequest; done: (screen: FirstScreen | null) => void }>();
  const post = (message: RendererMessage) => worker.postMessage(message);
  const endAll = () => { for (const { done } of pending.values()) done(null); pending.clear(); };

  worker.on('message', (message: WorkerMessage) => {
    const job = pending.get(message.id);
    if (message.type === 'log') {
      (job?.request.log ?? logger).warn(message.fields, message.message);
    } else if (message.type === 'read') {
      if (!job) { post({ type: 'answer', readId: message.readId, status: 503, headers: {}, body: '{}' }); return; }
      void job.request.api(message.path, { signal: job.request.signal }).then(
        async (answer) => {
          const headers = Object.fromEntries(READ_HEADERS.flatMap((name) => { const value = answer.headers.get(name); return value === null ? [] : [[name, value]]; }));
          post({ type: 'answer', readId: message.readId, status: answer.status, headers, body: await answer.text() });
        },
        () => post({ type: 'answer', readId: message.readId, status: 503, headers: {}, body: '{}' }),
      );
    } else {
      if (message.error) (job?.request.log ?? logger).warn({ error: message.error }, 'canary render failed');
      pending.delete(message.id);
      job?.done(message.screen);
    }
  });
  worker.on('error', (err) => { logger.warn({ err }, 'a renderer worker failed'); endAll(); });
  worker.on('exit', endAll);

  return {
    render: (request) => new Promise<FirstScreen | null>((resolve) => {
      const id = nextId++;
      pending.set(id, { request, done: resolve });
      request.signal.addEventListener('abort', () => { if (pending.has(id)) post({ type: 'abort', id }); }, { once: true });
      post({ type: 'render', id, url: request.url, remotes: request.remotes, clock: request.clock, timeMs: BACKSTOP_MS });
    }),
    stop: async () => { await worker.terminate(); endAll(); },
  };
}
