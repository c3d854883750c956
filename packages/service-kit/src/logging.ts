/**
 * Structured JSON logs (pino) and the request id that ties one fan's request together across the
 * gateway and the services: set (or taken from a trusted X-Request-Id) when the request arrives,
 * returned in the X-Request-Id header and in every error body, and on the access log line.
 */
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';

export type { Logger } from 'pino';

declare module 'http' {
  interface IncomingMessage {
    /** The id accessLog gave this request. */
    id?: string;
    /** Logs lines that carry this request's id (set by accessLog). */
    log: Logger;
  }
}

/** How long a log line may wait in the buffer before it is written. */
export const LOG_FLUSH_MS = 1_000;

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * stdout, written in batches: lines gather until there are 4 KB of them or LOG_FLUSH_MS has passed,
 * and are flushed on exit. Handing each access line to the file system on its own (pino's default)
 * cost more CPU per proxied request than building the line; a crash that skips the exit handlers
 * (SIGKILL, out of memory) can lose the last second of lines.
 */
function stdoutDestination() {
  if (!stdout) {
    const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
    setInterval(() => dest.flush(), LOG_FLUSH_MS).unref();
    stdout = dest;
  }
  return stdout;
}

/** LOG_LEVEL (trace…fatal, silent); tests run silent unless they ask otherwise, so Jest output stays readable. */
export function createLogger(name: string, env: NodeJS.ProcessEnv = process.env): Logger {
  const level = env.LOG_LEVEL ?? (env.JEST_WORKER_ID ? 'silent' : 'info');
  return pino({ level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime }, stdoutDestination());
}

/** An id we are willing to log and forward: short, printable, no spaces or separators that could forge log lines. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function saneRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && SANE_ID.test(value) ? value : undefined;
}

/** The id accessLog gave this request. */
export const requestIdOf = (req: IncomingMessage): string | undefined => (typeof req.id === 'string' ? req.id : undefined);

interface AccessLogOptions {
  logger: Logger;
  /** Whether an incoming X-Request-Id is believed (the services sit behind the gateway; the gateway only behind a known proxy). */
  trustIncomingId: boolean;
  /** Extra fields for the access line, read when the response is done (e.g. the upstream that answered). */
  extra?: (req: IncomingMessage, res: ServerResponse) => Record<string, unknown>;
}

/**
 * One access log line per request (method, path, status, time, request id, plus `extra`), the
 * X-Request-Id response header, and the id added to every JSON error body this app sends.
 *
 * Written out rather than taken from pino-http, which per request built two child loggers, a
 * serialised copy of the request and of the response headers and three listeners, to log five
 * fields: a measurable share of the gateway's CPU per proxied request (bench/gateway-cpu.ts). Here
 * it is one listener and one line of the fields logged; the request's child logger is made only
 * when something logs through it. A response that ends
 * before it was sent in full is logged as 'request aborted'.
 */
export function accessLog({ logger, trustIncomingId, extra }: AccessLogOptions): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = (trustIncomingId && saneRequestId(req.headers['x-request-id'])) || randomUUID();
    const path = req.url; // before any router trims a mount path off it
    req.id = id;
    // Made on first use: most requests (a cached page, a proxied call) log only their access line.
    Object.defineProperty(req, 'log', {
      configurable: true,
      get() {
        const child = logger.child({ requestId: id });
        Object.defineProperty(req, 'log', { value: child, writable: true, configurable: true });
        return child;
      },
      set(value: Logger) { Object.defineProperty(req, 'log', { value, writable: true, configurable: true }); },
    });
    res.setHeader('X-Request-Id', id);
    const json = res.json;
    res.json = (body: unknown) => json.call(res, withRequestId(body, id));
    // 'close' comes once per response, finished or not, so one listener sees every request end.
    res.on('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const message = !res.writableFinished ? 'request aborted' : status >= 500 ? 'request failed' : 'request done';
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger[level]({ requestId: id, req: { method: req.method, path }, res: { status }, ms, ...extra?.(req, res) }, message);
    });
    next();
  };
}

/** Adds the request id to a `{ error: {...} }` body; anything else passes untouched. */
function withRequestId(body: unknown, requestId: string | undefined): unknown {
  if (!requestId || body === null || typeof body !== 'object' || !('error' in body)) return body;
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object' || 'requestId' in error) return body;
  return { ...body, error: { ...error, requestId } };
}
