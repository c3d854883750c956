import { remoteListFromEnv, remoteOrigins } from '@gg/federation/remotes';
import { releasesDirFrom } from '@gg/releases';
import { accessLog, createLogger, createMetrics, errorBody, observeRequests, readinessRoute, type Logger } from '@gg/service-kit';
import { Counter, Gauge } from 'prom-client';
import { findRoute } from './route-table';
import express, { type ErrorRequestHandler } from 'express';
import type { GatewayConfig } from './config';
import { series } from './pipeline';
import { createApiProxy, type ProxiedRequest } from './proxy';
import { createFirstScreens, type FirstScreenPolicy } from './first-screen';
import { gatewayReadiness } from './readiness';
import { createReleaseView } from './releases';
import { watchSlate } from './slate-watch';
import { afterReceivedBytes, apiRateLimit, apiSecurityHeaders, bodyLimit, sameAsForwarded, securityHeaders } from './security';
import { shellRouter } from './static-shell';

type FirstScreenMark = { ggFirstScreen?: string };

/** A request's route for the metrics, from a fixed set: a page, an /api call by its service, a few named paths, or a static file. */
function gatewayRouteOf(req: express.Request): string {
  if ((req as FirstScreenMark).ggFirstScreen) return 'page';
  if (req.path === '/api' || req.path.startsWith('/api/')) return `api:${findRoute(req.path)?.service ?? 'none'}`;
  return ['/healthz', '/readyz', '/remotes.json', '/sw.js'].includes(req.path) ? req.path : 'static';
}

export function firstScreenPolicy(config: GatewayConfig): FirstScreenPolicy {
  return {
    maxRenders: config.FIRST_SCREEN_MAX_RENDERS,
    rendersPerClientPerMinute: config.FIRST_SCREEN_RENDERS_PER_CLIENT_PER_MINUTE,
    busyShare: config.FIRST_SCREEN_BUSY_SHARE,
    deadlineMs: config.FIRST_SCREEN_DEADLINE_MS,
    freshMs: { live: config.FIRST_SCREEN_LIVE_FRESH_MS, reference: config.FIRST_SCREEN_REFERENCE_FRESH_MS },
    staleMs: { live: config.FIRST_SCREEN_LIVE_STALE_MS, reference: config.FIRST_SCREEN_REFERENCE_STALE_MS },
    cacheEntries: config.FIRST_SCREEN_CACHE_ENTRIES,
    cacheBytes: Math.round(config.FIRST_SCREEN_CACHE_MB * 1024 * 1024),
    remoteCheckMs: config.REMOTE_CHECK_MS,
  };
}

/**
 * The public origin: the shell and /api on one host. Order matters: the /api proxies first (with
 * API headers, rate and body limits; no body parser, so bodies stream through untouched), then
 * the page security headers and the static shell. The /api steps run as one middleware (`series`):
 * they are what every proxied request pays for.
 */
export function createGatewayApp(config: GatewayConfig, env: NodeJS.ProcessEnv = process.env, logger: Logger = createLogger('gateway')) {
  const remotes = remoteListFromEnv(env);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  const metrics = createMetrics('gateway');
  app.locals.ggMetrics = metrics; // served on METRICS_PORT by serve(), never on this origin
  const pagesServed = new Counter({ name: 'gg_first_screens_total', help: 'Pages answered, by how their first screen was served (hit, stale, rendered, shed, client_budget, busy, late, failed, remote_down, no_renderer)', labelNames: ['served'] as const, registers: [metrics.registry] });
  // What every request goes through, as one middleware (see series).
  app.use(series([
    // Deadlines count from here (nothing before is async), before rate limits and any wait for an upstream or a render.
    (req: ProxiedRequest, _res, next) => { req.ggArrivedAt = performance.now(); next(); },
    observeRequests(metrics, gatewayRouteOf, (req) => { const served = (req as FirstScreenMark).ggFirstScreen; if (served) pagesServed.inc({ served }); }),
    // A client's X-Request-Id is believed only from a proxy we were told to trust.
    accessLog({
      logger,
      trustIncomingId: config.TRUST_PROXY_HOPS > 0,
      // the address the rate limits key on: X-Forwarded-For read TRUST_PROXY_HOPS from the right
      clientAddress: (req) => req.ip,
      extra: (incoming) => {
        const req = incoming as ProxiedRequest & { ggFirstScreen?: string };
        if (req.ggFirstScreen) return { firstScreen: req.ggFirstScreen };
        return req.ggService ? { upstream: { service: req.ggService, target: req.ggTarget?.url }, outcome: req.ggOutcome, upstreamError: req.ggUpstreamError } : {};
      },
    }),
  ]));

  const rateLimited = new Counter({
    name: 'gg_rate_limited_total', help: 'Answers refused by a limit (429, or 503 when the gateway\'s streams are full), by limit (api, refresh, streams_per_address, streams_full, connections_per_address)',
    labelNames: ['limit'] as const, registers: [metrics.registry],
  });
  for (const limit of ['api', 'refresh', 'streams_per_address', 'streams_full', 'connections_per_address']) rateLimited.inc({ limit }, 0); // a rate of 0, not an absent series
  // games' statuses, followed for the rendered pages: a page or a read from before a kick-off or a final whistle is not reused
  const slate = config.FIRST_SCREEN_RENDER === 'on' && config.FIRST_SCREEN_FOLLOW_SCORES === 'on' ? watchSlate(config.SPORTS_URLS, logger) : undefined;
  const api = createApiProxy(config, { onStreamRefused: (limit) => rateLimited.inc({ limit }), slateVersion: slate && (() => slate.version) });
  new Gauge({ name: 'gg_live_viewers', help: 'Live-score streams open through this gateway', registers: [metrics.registry], collect() { this.set(api.openStreams()); } });
  new Gauge({
    name: 'gg_breaker_open', help: '1 while the breaker of a service\'s upstream keeps requests from it', labelNames: ['service', 'upstream'] as const, registers: [metrics.registry],
    collect() { for (const b of api.breakers()) this.set({ service: b.service, upstream: b.upstream }, b.open ? 1 : 0); },
  });
  const apiSteps = series([
    // JSON answers get the headers that matter for them; the full document policy (CSP…) is for pages.
    apiSecurityHeaders,
    afterReceivedBytes,
    ...apiRateLimit({ perMinute: config.RATE_LIMIT_PER_MINUTE, refreshPerMinute: config.REFRESH_RATE_LIMIT_PER_MINUTE, onRefused: (limit) => rateLimited.inc({ limit }) }),
    sameAsForwarded,
    bodyLimit(config.MAX_BODY_BYTES),
    api.handler,
  ]);
  app.use((req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? apiSteps(req, res, next) : next()));
  app.get('/healthz', (_req, res) => { res.json({ status: 'ok', service: 'gateway', uptimeSeconds: Math.round(process.uptime()) }); });
  // which version of each remote a visitor gets (the release pointers, read in the background)
  const releases = createReleaseView({ base: remotes, releasesDir: releasesDirFrom({ RELEASES_DIR: config.RELEASES_DIR }), intervalMs: config.RELEASE_CHECK_MS, logger });
  readinessRoute(app, 'gateway', gatewayReadiness(config, undefined, releases));

  app.use(securityHeaders(remoteOrigins(remotes)));
  if (config.FIRST_SCREEN_RENDER === 'on' && !config.SERVER_BUILD_KEY) {
    logger.warn('SERVER_BUILD_KEY is not set: the remotes\' static servers do not give out their server builds without it, so pages go out for the browser to render');
  }
  const firstScreens = config.FIRST_SCREEN_RENDER === 'on'
    ? createFirstScreens({ shellDist: config.SHELL_DIST, serverBuildKey: config.SERVER_BUILD_KEY, remotes, releases, read: api.read, logger, policy: firstScreenPolicy(config), slate })
    : undefined;
  app.use(shellRouter(config.SHELL_DIST, releases, firstScreens, { sourceMaps: config.SERVE_SOURCE_MAPS === 'on' }));
  app.use((req, res) => { res.status(404).json(errorBody(404, 'not_found', `No route for ${req.method} ${req.path}`)); });
  // Express's own handler would send an HTML page (with a stack outside production): always JSON, never the stack.
  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) req.log.error({ err }, 'unhandled error');
    if (res.headersSent) { res.destroy(); return; }
    res.status(status).json(errorBody(status, status === 500 ? 'internal' : 'bad_request', status === 500 ? 'Internal error' : 'Bad request'));
  };
  app.use(onError);
  return {
    app,
    close: () => { api.close(); firstScreens?.stop(); slate?.close(); releases.stop(); },
    endStreams: api.endStreams,
    /** Counts a connection the server refused over its per-address cap (see connectionPolicy). */
    refusedConnection: () => { rateLimited.inc({ limit: 'connections_per_address' }); },
    /** Loads the renderer and renders one page per remote, so the first fans after a start get rendered pages. */
    warmUp: async () => { await releases.refresh(); await firstScreens?.warmUp(); },
  };
}
