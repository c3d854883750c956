/**
 * Prometheus metrics for a process (prom-client): the default process and Node metrics, how long
 * each request took by route pattern, and whatever the process adds to `registry`. Served on a port
 * of their own (METRICS_PORT), never on the public origin: a scrape is for the cluster only.
 *
 * Labels are bounded by construction: a route is the pattern a router matched (or what the caller's
 * `routeOf` names from a fixed set), never the path a visitor sent; a status is its class (2xx…).
 */
import type { RequestHandler, Request } from 'express';
import http, { type Server } from 'node:http';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { createLogger, type Logger } from './logging';

export interface Metrics {
  /** The process's name, on every series (and on the warning when its metrics port cannot be had). */
  service: string;
  registry: Registry;
  /** `gg_http_request_duration_seconds{method,route,status_class}`. */
  requestDuration: Histogram<'method' | 'route' | 'status_class'>;
}

/** Seconds; from a cached page (a millisecond) to a request at its deadline. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export function createMetrics(service: string): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  const requestDuration = new Histogram({
    name: 'gg_http_request_duration_seconds',
    help: 'Time from a request\'s arrival to the end of its answer, by route pattern',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return { service, registry, requestDuration };
}

/** The pattern the router matched (`/api/teams/:teamId`), or 'unmatched' (a 404, a static file). */
export const matchedRoute = (req: Request): string => (req.route?.path !== undefined ? `${req.baseUrl}${String(req.route.path)}` : 'unmatched');

/**
 * Times every request into `requestDuration`, labelled by `routeOf` (read when the answer is done),
 * then calls `onDone`, if given, for the app's own counts of that request (one listener for both).
 */
export function observeRequests(metrics: Metrics, routeOf: (req: Request) => string = matchedRoute, onDone?: (req: Request) => void): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('close', () => {
      metrics.requestDuration.observe(
        { method: METHODS.has(req.method) ? req.method : 'OTHER', route: routeOf(req), status_class: `${Math.floor(res.statusCode / 100)}xx` },
        (performance.now() - started) / 1000,
      );
      onDone?.(req);
    });
    next();
  };
}

/**
 * GET /metrics on a port of its own (0: any free one), in Prometheus' text format, with the default
 * process and Node metrics from then on (not before: a process nobody scrapes, or a test, pays nothing).
 *
 * A port that cannot be had (another process of the same host already serves its metrics there)
 * costs the metrics only: a warning is logged and the process goes on serving on its public port,
 * since a scrape is worth less than every fan's requests.
 */
export function serveMetrics(metrics: Metrics, port: number, { logger }: { logger?: Logger } = {}): Server {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Only GET /metrics here.');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`metrics failed: ${(err as Error).message}`),
    );
  });
  server.once('listening', () => collectDefaultMetrics({ register: metrics.registry }));
  server.on('error', (err: NodeJS.ErrnoException) => {
    (logger ?? createLogger(metrics.service)).warn(
      // the code says it all; a listen error's stack points only at this function
      { metricsPort: port, code: err.code, reason: err.message },
      `metrics port ${port} cannot be used (${err.code ?? err.message}): metrics are not served by this process; its public port is not affected`,
    );
  });
  server.listen(port);
  return server;
}
