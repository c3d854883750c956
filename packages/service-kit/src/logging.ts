/**
 * Structured JSON logs (pino) and the request id that ties one fan's request together across the
 * gateway and the services: set (or taken from a trusted X-Request-Id) when the request arrives,
 * returned in the X-Request-Id header and in every error body, and on the access log line.
 */
import type { Express, Request, RequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { tracingHooks } from './tracing-hooks';

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

/**
 * The most of a URL (path and query) a log line carries: longer than any address of ours with
 * its query; past it is someone's junk, or an attempt to fill the disk (a 15 KB query on every
 * request of a flood would be 15 KB of log per request).
 */
export const LOG_URL_MAX = 512;
/** The most of a header (user agent, referer) or an error's message a log line carries. */
export const LOG_TEXT_MAX = 256;
/** The most of an error's stack a log line carries (its message is at its top). */
export const LOG_STACK_MAX = 2_048;

/** Text from a request as a log line carries it: at most `max` characters, a cut marked with the whole length. */
export function forLog(value: string, max: number = LOG_TEXT_MAX): string {
  return value.length <= max ? value : `${value.slice(0, max)}…[${value.length} chars]`;
}

/** pino's error serializer with the message and stack bounded: a message may quote the request. */
function boundedErr(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown as Record<string, unknown>;
  if (out === null || typeof out !== 'object') return out;
  if (typeof out.message === 'string') out.message = forLog(out.message, LOG_TEXT_MAX);
  if (typeof out.stack === 'string') out.stack = forLog(out.stack, LOG_STACK_MAX);
  return out;
}

/**
 * LOG_LEVEL (trace…fatal, silent); tests run silent unless they ask otherwise, so Jest output
 * stays readable. Lines go to stdout, or to `destination` (tests read them there). With traces on
 * (tracing.ts), a line written while serving a request carries its `traceId` and `spanId`.
 */
export function createLogger(name: string, env: NodeJS.ProcessEnv = process.env, destination?: pino.DestinationStream): Logger {
  const level = env.LOG_LEVEL ?? (env.JEST_WORKER_ID ? 'silent' : 'info');
  const mixin = tracingHooks.logFields;
  return pino({ level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: boundedErr }, ...(mixin ? { mixin } : {}) }, destination ?? stdoutDestination());
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
  /**
   * The client's address for the access line, as the app resolves it (Express's `req.ip`, after
   * its `trust proxy` rule). The gateway logs it; a service behind the gateway would only log the
   * gateway's address (its line is tied to the gateway's by the request id).
   */
  clientAddress?: (req: Request) => string | undefined;
}

/**
 * One access log line per request (method, path, status, time, request id, the client's address
 * when asked, plus `extra`; on a 4xx/5xx answer also the user agent and referer), the
 * X-Request-Id response header, and the id added to every JSON error body this app sends. What
 * the line takes from the request is cut to a bound (`forLog`): URL 512 characters, headers 256.
 *
 * Written out rather than taken from pino-http, which per request built two child loggers, a
 * serialised copy of the request and of the response headers and three listeners, to log five
 * fields: a measurable share of the gateway's CPU per proxied request (bench/gateway-cpu.ts). Here
 * it is one listener and one line of the fields logged; the request's child logger is made only
 * when something logs through it. A response that ends
 * before it was sent in full is logged as 'request aborted'.
 */
export function accessLog({ logger, trustIncomingId, extra, clientAddress }: AccessLogOptions): RequestHandler {
  const withLogs = new WeakSet<object>();
  return (req, res, next) => {
    const started = performance.now();
    const id = (trustIncomingId && saneRequestId(req.headers['x-request-id'])) || randomUUID();
    const path = req.url; // before any router trims a mount path off it
    // read now: http-proxy (xfwd) appends this hop to the request's X-Forwarded-For as it forwards it
    const client = clientAddress?.(req as Request);
    req.id = id;
    // `req.log` and the request id in JSON errors come from the app's request and response
    // prototypes, set up once: adding them to each request would cost every request a few closures.
    if (!withLogs.has(req.app)) { addRequestLogs(req.app as Express, logger); withLogs.add(req.app); }
    res.setHeader('X-Request-Id', id);
    // 'close' comes once per response, finished or not, so one listener sees every request end.
    res.on('close', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const message = !res.writableFinished ? 'request aborted' : status >= 500 ? 'request failed' : 'request done';
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const asked: Record<string, string> = { method: req.method, path: forLog(path, LOG_URL_MAX) };
      // who sent a refused or failed request: kept to those lines, where it helps tell abuse from a bug
      if (status >= 400) {
        const { 'user-agent': userAgent, referer } = req.headers;
        if (userAgent) asked.userAgent = forLog(userAgent);
        if (referer) asked.referer = forLog(referer);
      }
      logger[level]({ requestId: id, ...(client ? { client } : {}), req: asked, res: { status }, ms, ...extra?.(req, res) }, message);
    });
    next();
  };
}

/**
 * On an app's own request and response prototypes (Express gives each app its own): `req.log`, a
 * child logger with the request's id, made on first use (most requests log only their access
 * line), and `res.json` adding that id to an error body.
 */
function addRequestLogs(app: Express, logger: Logger) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request) {
      const child = logger.child({ requestId: this.id });
      Object.defineProperty(this, 'log', { value: child, writable: true, configurable: true });
      return child;
    },
    set(this: Request, value: Logger) { Object.defineProperty(this, 'log', { value, writable: true, configurable: true }); },
  });
  const json = app.response.json;
  app.response.json = function jsonWithRequestId(this: Response, body: unknown) { return json.call(this, withRequestId(body, this.req.id)); };
}

/** Adds the request id to a `{ error: {...} }` body; anything else passes untouched. */
function withRequestId(body: unknown, requestId: string | undefined): unknown {
  if (!requestId || body === null || typeof body !== 'object' || !('error' in body)) return body;
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object' || 'requestId' in error) return body;
  return { ...body, error: { ...error, requestId } };
}
