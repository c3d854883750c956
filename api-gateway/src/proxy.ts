/**
 * Forwards /api/* to the owning service with Envoy/nginx semantics:
 * 502 when the service refuses or resets, 504 only when it is slower than the route's timeout,
 * 503 + Retry-After while its breaker is open. Always a JSON body. Keep-alive agents, because
 * http-proxy otherwise opens a new connection per request and sends `connection: close`.
 */
import { errorBody } from '@gg/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import http from 'node:http';
import type { Socket } from 'node:net';
import { Breaker } from './breaker';
import type { GatewayConfig } from './config';
import { findRoute, isStream, ROUTE_TABLE, type RouteEntry, type ServiceName } from './route-table';

const TIMEOUT_CODE = 'GG_UPSTREAM_TIMEOUT';

interface Upstream { url: string; breaker: Breaker }
interface ServicePool { name: ServiceName; upstreams: Upstream[]; next: number; proxy: RequestHandler }

type ProxiedRequest = Request & { ggTarget?: Upstream; ggRoute?: RouteEntry; ggService?: ServiceName };

function sendError(res: Response | Socket, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  if (!('setHeader' in res)) { res.destroy(); return; }
  if (res.headersSent) { res.destroy(); return; } // mid-stream: the client sees a cut connection
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.status(status).json(errorBody(status, code, message));
}

function createPool(name: ServiceName, urls: string[], config: GatewayConfig, agent: http.Agent): ServicePool {
  const upstreams = urls.map((url) => ({ url, breaker: new Breaker(config.BREAKER_FAILURES, config.BREAKER_OPEN_MS) }));
  const proxy = createProxyMiddleware<ProxiedRequest, Response>({
    target: urls[0],
    router: (req) => req.ggTarget!.url,
    agent,
    xfwd: true,
    changeOrigin: false,
    on: {
      proxyReq(proxyReq, req) {
        // Connection is hop-by-hop: a client's "close" must not cost us the pooled upstream socket.
        proxyReq.removeHeader('connection');
        const route = req.ggRoute!;
        if (isStream(req.path, route)) return; // the live stream stays open for as long as the client wants
        const timeoutMs = Math.round(route.timeoutMs * config.TIMEOUT_SCALE);
        proxyReq.setTimeout(timeoutMs, () => {
          proxyReq.destroy(Object.assign(new Error(`${name} service did not answer within ${timeoutMs} ms`), { code: TIMEOUT_CODE }));
        });
      },
      proxyRes(proxyRes, req) {
        req.ggTarget?.breaker.success();
        if (req.ggRoute && isStream(req.path, req.ggRoute)) {
          proxyRes.headers['x-accel-buffering'] = 'no'; // tell any proxy in front not to buffer the stream
          proxyRes.headers['cache-control'] = 'no-cache, no-transform';
        }
      },
      error(err, req, res) {
        const code = (err as NodeJS.ErrnoException).code;
        req.ggTarget?.breaker.failure();
        if (code === TIMEOUT_CODE) {
          sendError(res, 504, 'upstream_timeout', err.message);
          return;
        }
        sendError(res, 502, 'upstream_unavailable', `The ${name} service is unavailable (${code ?? 'connection failed'})`);
      },
    },
  });
  return { name, upstreams, next: 0, proxy };
}

/** Round-robin over the upstreams whose breaker allows a request. */
function pickUpstream(pool: ServicePool): Upstream | undefined {
  for (let i = 0; i < pool.upstreams.length; i++) {
    const candidate = pool.upstreams[(pool.next + i) % pool.upstreams.length]!;
    if (candidate.breaker.allow()) {
      pool.next = (pool.next + i + 1) % pool.upstreams.length;
      return candidate;
    }
  }
  return undefined;
}

export function createApiProxy(config: GatewayConfig): { handler: RequestHandler; close: () => void } {
  const agent = new http.Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets: 512, maxFreeSockets: 64, timeout: 60_000 });
  const pools: Record<ServiceName, ServicePool> = {
    content: createPool('content', [config.CONTENT_URL], config, agent),
    sports: createPool('sports', config.SPORTS_URLS, config, agent),
    talk: createPool('talk', [config.TALK_URL], config, agent),
  };

  const handler: RequestHandler = (req: ProxiedRequest, res, next) => {
    const route = findRoute(req.path, ROUTE_TABLE);
    if (!route) {
      sendError(res, 404, 'not_found', `No API route for ${req.method} ${req.path}`);
      return;
    }
    const pool = pools[route.service];
    const upstream = pickUpstream(pool);
    if (!upstream) {
      const retryAfter = Math.min(...pool.upstreams.map((u) => u.breaker.retryAfterSeconds()));
      sendError(res, 503, 'service_unavailable', `The ${route.service} service is temporarily unavailable`, { 'Retry-After': String(retryAfter) });
      return;
    }
    req.ggRoute = route;
    req.ggTarget = upstream;
    req.ggService = route.service;
    void pool.proxy(req, res, next);
  };

  return { handler, close: () => agent.destroy() };
}
