/**
 * Structured JSON logs (pino) and the request id that ties one fan's request together across the
 * gateway and the services: set (or taken from a trusted X-Request-Id) when the request arrives,
 * returned in the X-Request-Id header and in every error body, and on the access log line.
 */
import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export type { Logger } from 'pino';

/** LOG_LEVEL (trace…fatal, silent); tests run silent unless they ask otherwise, so Jest output stays readable. */
export function createLogger(name: string, env: NodeJS.ProcessEnv = process.env): Logger {
  const level = env.LOG_LEVEL ?? (env.JEST_WORKER_ID ? 'silent' : 'info');
  return pino({ level, base: { service: name }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** An id we are willing to log and forward: short, printable, no spaces or separators that could forge log lines. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

export function saneRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && SANE_ID.test(value) ? value : undefined;
}

/** The id pino-http gave this request (always a string here). */
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
 */
export function accessLog({ logger, trustIncomingId, extra }: AccessLogOptions): RequestHandler[] {
  const http = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = (trustIncomingId && saneRequestId(req.headers['x-request-id'])) || randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'requestId', responseTime: 'ms' },
    quietReqLogger: true,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, path: req.url }),
      res: (res: { statusCode?: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request done',
    customErrorMessage: (_req, res) => (res.writableFinished ? 'request failed' : 'request aborted'),
    customSuccessObject: (req, res, value: Record<string, unknown>) => ({ ...value, ...extra?.(req, res) }),
    // a 5xx answer is not an exception: leave out the placeholder error (and its meaningless stack)
    customErrorObject: (req, res, err, value: Record<string, unknown>) => {
      const { err: _placeholder, ...rest } = value;
      return { ...(err.message.startsWith('failed with status code') ? rest : value), ...extra?.(req, res) };
    },
  });
  const tagErrorBodies: RequestHandler = (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(withRequestId(body, requestIdOf(req)));
    next();
  };
  return [http, tagErrorBodies];
}

/** Adds the request id to a `{ error: {...} }` body; anything else passes untouched. */
function withRequestId(body: unknown, requestId: string | undefined): unknown {
  if (!requestId || body === null || typeof body !== 'object' || !('error' in body)) return body;
  const error = (body as { error: unknown }).error;
  if (error === null || typeof error !== 'object' || 'requestId' in error) return body;
  return { ...body, error: { ...error, requestId } };
}
