import express, { type ErrorRequestHandler, type Express, type Response, type Router } from 'express';
import type { z } from 'zod';
import { ApiHttpError, errorBody } from './errors';
import { accessLog, createLogger, type Logger } from './logging';
import { createMetrics, observeRequests, type Metrics } from './metrics';

export interface ServiceAppOptions {
  name: string;
  routers: Router[];
  /** Reports extra health detail (e.g. provider staleness); status 'degraded' still answers 200. */
  health?: () => Record<string, unknown> & { status?: 'ok' | 'degraded' };
  /** Whether the service can serve now (see readinessRoute); without it, ready while not shutting down. */
  ready?: ReadyCheck;
  /** Body limit for JSON requests; the services take tiny bodies only. */
  jsonLimit?: string;
  /** Where the access log and errors go; by default a JSON logger named after the service (LOG_LEVEL). */
  logger?: Logger;
  /** The process's metrics (see metrics.ts); by default a registry of its own, with request durations by route. */
  metrics?: Metrics;
}

/** The metrics an app records into (set by createServiceApp, or by an app that keeps its own). */
export const metricsOf = (app: Express): Metrics | undefined => app.locals.ggMetrics as Metrics | undefined;

const started = Date.now();

/** What keeps a process from serving now, one plain reason each; empty when it can serve. */
export type ReadyCheck = () => string[] | Promise<string[]>;

/** Set by serve() when a shutdown starts: readiness fails first, so traffic moves before the process stops. */
export const markStopping = (app: Express) => { app.locals.ggStopping = true; };

/**
 * GET /readyz, apart from /healthz: /healthz says the process is alive (restart it if not),
 * /readyz whether it can serve now (send it traffic or not): 200 `{status:'ready'}`, or 503 with
 * the reasons, from the moment a shutdown starts and whenever `check` finds one.
 */
export function readinessRoute(app: Express, service: string, check?: ReadyCheck): void {
  app.get('/readyz', async (_req, res) => {
    let reasons: string[];
    try {
      reasons = app.locals.ggStopping ? ['shutting down'] : await (check?.() ?? []);
    } catch (err) {
      reasons = [`readiness check failed: ${(err as Error).message}`];
    }
    res.setHeader('Cache-Control', 'no-store');
    res.status(reasons.length ? 503 : 200).json(reasons.length ? { status: 'not_ready', service, reasons } : { status: 'ready', service });
  });
}

/** App factory shared by the services: separate from listen() so tests run the real app on port 0. */
export function createServiceApp({ name, routers, health, ready, jsonLimit = '16kb', logger = createLogger(name), metrics = createMetrics(name) }: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.locals.ggMetrics = metrics;
  app.use(observeRequests(metrics));
  app.set('etag', 'strong');
  // The gateway sets the request id; a service only ever sees traffic that came through it.
  app.use(accessLog({ logger, trustIncomingId: true }));
  app.get('/healthz', (_req, res) => {
    const extra = health?.() ?? {};
    res.json({ status: 'ok', service: name, uptimeSeconds: Math.round((Date.now() - started) / 1000), ...extra });
  });
  readinessRoute(app, name, ready);
  app.use(express.json({ limit: jsonLimit }));
  for (const router of routers) app.use(router);
  app.use((req, res) => {
    res.status(404).json(errorBody(404, 'not_found', `No route for ${req.method} ${req.path}`));
  });
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    if (res.headersSent) {
      req.log.error({ err }, 'error after the answer started');
      res.destroy();
      return;
    }
    if (err instanceof ApiHttpError) {
      res.status(err.status).json(err.toJSON());
      return;
    }
    // express.json() errors carry a status (400 bad JSON, 413 too large)
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    // the stack goes to the log only; the client gets a generic message and the id to quote
    if (status === 500) req.log.error({ err }, 'unhandled error');
    const message = status === 500 ? 'Internal error' : String(err.message ?? 'Bad request');
    res.status(status).json(errorBody(status, status === 413 ? 'payload_too_large' : status === 500 ? 'internal' : 'bad_request', message));
  };
  app.use(onError);
  return app;
}

/**
 * Sends a payload after checking it against its contract. A mismatch is our bug, so it is a 500
 * with a logged reason rather than a malformed answer reaching the browser.
 */
export function sendValidated<S extends z.ZodType>(res: Response, schema: S, data: z.input<S>, status = 200): void {
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const log = (res.req as Partial<Pick<typeof res.req, 'log'>>).log;
    if (log) log.error({ issues: parsed.error.issues.slice(0, 5) }, 'response failed its contract');
    else console.error('Response failed its contract', parsed.error.issues.slice(0, 5));
    res.status(500).json(errorBody(500, 'contract_violation', 'The service produced an invalid response'));
    return;
  }
  res.status(status).json(parsed.data);
}
