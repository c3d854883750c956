/**
 * Forwards /api/* to the owning service with Envoy/nginx semantics:
 * 502 when the service refuses or resets, 504 when it has not answered by the request's deadline
 * (counted from the request's arrival, so time spent waiting for an upstream socket counts),
 * 408 instead when the deadline passes before the client has sent its whole body (its doing, not
 * the service's), 503 + Retry-After while its breaker is open (see breaker.ts: opened by failures
 * from more than one client, closed when the service answers its readiness check). Always a JSON
 * body (a refused EventSource excepted: see refuseStream). Keep-alive agents, because http-proxy
 * otherwise opens a new connection per request and sends `connection: close`. Live
 * streams are capped per client and in all (stream-limits.ts); the gateway's own trouble (out of
 * file handles, a client gone) is never charged to a service's breaker.
 */
import type { ApiAnswer } from '@gg/first-screen';
import { errorBody, requestIdOf } from '@gg/service-kit';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, debugProxyErrorsPlugin, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import http from 'node:http';
import type { Socket } from 'node:net';
import { Breaker, READY_CHECK_TIMEOUT_MS, watchReadiness } from './breaker';
import { createReadCache, type KeptAnswer } from './read-cache';
import type { GatewayConfig } from './config';
import { clientKey } from './rate-limit';
import { findRoute, isStream, ROUTE_TABLE, type ServiceName } from './route-table';
import { createStreamLimits, openFilesLimit, refuseStream, streamCapFor, type StreamLimitName } from './stream-limits';

/** Sockets per upstream host for ordinary requests; the live streams have a pool of their own. */
export const ORDINARY_MAX_SOCKETS = 512;

/** 5xx answers that say the service is in trouble (a 501 or 505 says something about the request). */
const FAILING_STATUSES = new Set([500, 502, 503, 504]);

/**
 * A 503 with Retry-After is a healthy service saying its data is not ready yet (sports after a
 * cold start with the provider down): opening the breaker would also cut its routes that work.
 */
function isFailing(res: http.IncomingMessage): boolean {
  const status = res.statusCode ?? 0;
  return FAILING_STATUSES.has(status) && !(status === 503 && res.headers['retry-after'] !== undefined);
}

/**
 * Errors that are the gateway's own trouble, not the service's: this process is out of file
 * handles, buffers, memory or local ports. Charged to an upstream's breaker, one flood of
 * connections would cut every fan off from a healthy service.
 */
const LOCAL_ERRORS = new Set(['EMFILE', 'ENFILE', 'ENOBUFS', 'ENOMEM', 'EADDRNOTAVAIL']);
export const isLocalError = (err: unknown) => LOCAL_ERRORS.has((err as NodeJS.ErrnoException | undefined)?.code ?? '');

/**
 * Why the gateway ended a request itself; the upstream's own failure is counted only when unset.
 * `body_timeout`: the deadline passed while the client was still sending its body (its doing, not the service's).
 * `breaker_open`, `stream_limit`: refused without trying the service (an EventSource is refused with a 200 event stream).
 */
type Outcome = 'timeout' | 'body_timeout' | 'client_gone' | 'too_large' | 'local_error' | 'breaker_open' | 'stream_limit';

/** The client the gateway's own reads (a page's data) are counted as when the page's is not given. */
const PAGE_READS_CLIENT = 'gateway:page-reads';

interface Upstream {
  url: string;
  /** The URL in the shape http-proxy uses (it would otherwise parse the string on every request). */
  target: { protocol: string; host: string; hostname: string; port: string; path: string };
  breaker: Breaker;
  /** Stops the readiness checks its breaker makes while open. */
  stopWatching: () => void;
  /**
   * Proxies to this upstream alone, for ordinary requests and for live streams: one per upstream,
   * so no request goes through http-proxy-middleware's router (an async step per request).
   */
  proxy: RequestHandler;
  streamProxy: RequestHandler;
}
interface ServicePool { name: ServiceName; upstreams: Upstream[]; next: number }

export type ProxiedRequest = Request & {
  /** performance.now() when the gateway received the request (set by the app's first middleware). */
  ggArrivedAt?: number;
  ggTarget?: Upstream;
  /** Whether this is a live stream (no deadline once started, no buffering). */
  ggStream?: boolean;
  ggService?: ServiceName;
  /**
   * Whom a failure on this request is counted against in the breaker: its client, as the rate
   * limits key it. Read before proxying: the proxy appends to X-Forwarded-For, after which req.ip
   * behind a trusted proxy would be that proxy's own address.
   */
  ggClient?: string;
  ggUpstreamReq?: http.ClientRequest;
  ggUpstreamRes?: http.IncomingMessage;
  ggOutcome?: Outcome;
  /** The socket error behind a 502 (ECONNREFUSED, ECONNRESET…), for the access log. */
  ggUpstreamError?: string;
  ggDeadline?: NodeJS.Timeout;
  /** What it takes to send the request again (set for a GET or HEAD without a body); see resend. */
  ggRetry?: { proxy: RequestHandler; next: NextFunction; forwarded: Array<string | string[] | undefined> };
};

function sendError(req: Request, res: Response | Socket, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  if (!('setHeader' in res)) { res.destroy(); return; }
  if (res.headersSent) { res.destroy(); return; } // mid-stream: the client sees a cut connection
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.status(status).json(errorBody(status, code, message, requestIdOf(req)));
}

/**
 * Counts body bytes as they stream to the upstream; past the limit the upstream request is cut and
 * the client gets 413 (nothing is buffered here, so a chunked body cannot slip past the limit).
 */
function countBody(req: ProxiedRequest, res: Response, maxBytes: number) {
  let bytes = 0;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes <= maxBytes || req.ggOutcome) return;
    req.ggOutcome = 'too_large';
    req.ggTarget?.breaker.cancelled();
    req.unpipe();
    req.ggUpstreamReq?.destroy();
    res.setHeader('Connection', 'close'); // the rest of the body is not read
    sendError(req, res, 413, 'payload_too_large', `Request bodies are limited to ${maxBytes} bytes`);
  });
}

/** What http-proxy's `xfwd` adds to a proxied request. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-port', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** Sends a request again, from the fan's own X-Forwarded-* headers (the proxy appends to those it is given). */
function resend(req: ProxiedRequest) {
  const { proxy, next, forwarded } = req.ggRetry!;
  FORWARDED_HEADERS.forEach((name, i) => { if (forwarded[i] === undefined) delete req.headers[name]; else req.headers[name] = forwarded[i]; });
  void proxy(req, req.res!, next);
}

/** HPM's default plugins minus its logger; typed for plain node requests, they only subscribe to proxy events. */
const HPM_PLUGINS = [debugProxyErrorsPlugin, proxyEventsPlugin] as unknown as Plugin<ProxiedRequest, Response>[];

function parseTarget(url: string): Upstream['target'] {
  const u = new URL(url);
  return { protocol: u.protocol, host: u.host, hostname: u.hostname.replace(/^\[(.*)\]$/, '$1'), port: u.port, path: u.pathname };
}

function createPool(name: ServiceName, urls: string[], config: GatewayConfig, agents: { ordinary: http.Agent; streams: http.Agent }): ServicePool {
  const make = (target: Upstream['target'], agent: http.Agent) => createProxyMiddleware<ProxiedRequest, Response>({
    target,
    agent,
    xfwd: true,
    changeOrigin: false,
    // Without the default logger plugin, which builds a URL for a log line on every response and
    // hands it to a logger that discards it (the access log has the upstream already).
    ejectPlugins: true,
    plugins: HPM_PLUGINS,
    on: {
      proxyReq(proxyReq, req, res) {
        req.ggUpstreamReq = proxyReq;
        // Connection is hop-by-hop: a client's "close" must not cost us the pooled upstream socket.
        if (!proxyReq.headersSent) {
          proxyReq.removeHeader('connection');
          const id = requestIdOf(req);
          if (id) proxyReq.setHeader('x-request-id', id);
        }
        if (req.ggOutcome) { proxyReq.destroy(); return; } // the deadline passed or the client left first
        if (req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0) countBody(req, res, config.MAX_BODY_BYTES);
      },
      proxyRes(proxyRes, req, res) {
        req.ggUpstreamRes = proxyRes;
        if (isFailing(proxyRes)) req.ggTarget?.breaker.failure(req.ggClient ?? 'unknown');
        else req.ggTarget?.breaker.success();
        if (req.ggStream) {
          clearTimeout(req.ggDeadline); // the stream has started: it stays open for as long as the client wants
          proxyRes.headers['x-accel-buffering'] = 'no'; // tell any proxy in front not to buffer the stream
          proxyRes.headers['cache-control'] = 'no-cache, no-transform';
          // A replica that dies (a crash, a forced exit) ends no stream, its connection just closes:
          // the viewer's is cut too, so it reconnects now instead of watching a silent stream.
          proxyRes.on('close', () => { if (!proxyRes.complete && !req.ggOutcome && !res.writableEnded) res.destroy(); });
        }
      },
      error(err, req, res) {
        if (req.ggOutcome) return; // already answered (504, 413) or nobody is listening
        const code = (err as NodeJS.ErrnoException).code;
        req.ggUpstreamError = code ?? err.message;
        if (req.socket.destroyed) {
          // the client's side failed or left (http-proxy reports its errors here too): no verdict on the service
          req.ggOutcome = 'client_gone';
          req.ggTarget?.breaker.cancelled();
          return;
        }
        // A pooled connection the service closed as the request went out on it (a draining replica
        // closes its idle ones): the request never reached it, so one without a body goes out again,
        // as browsers and other proxies do, and no verdict on the service. Each such connection
        // leaves the pool, so this ends on a new connection at the latest (or at the deadline).
        if (req.ggRetry && req.ggUpstreamReq?.reusedSocket && !req.ggUpstreamRes && (code === 'ECONNRESET' || code === 'EPIPE')) {
          req.ggTarget?.breaker.cancelled();
          resend(req);
          return;
        }
        if (isLocalError(err)) {
          req.ggOutcome = 'local_error';
          req.ggTarget?.breaker.cancelled();
          sendError(req, res, 503, 'gateway_overloaded', 'The gateway is busy right now; try again shortly', { 'Retry-After': '1' });
          return;
        }
        req.ggTarget?.breaker.failure(req.ggClient ?? 'unknown');
        sendError(req, res, 502, 'upstream_unavailable', `The ${name} service is unavailable (${code ?? 'connection failed'})`);
      },
    },
  });
  const upstreams = urls.map((url): Upstream => {
    const target = parseTarget(url);
    const breaker = new Breaker({ failures: config.BREAKER_FAILURES, clients: config.BREAKER_MIN_CLIENTS, openMs: config.BREAKER_OPEN_MS });
    const stopWatching = watchReadiness(breaker, () => answersReady(target), config.BREAKER_PROBE_MS);
    return { url, target, breaker, stopWatching, proxy: make(target, agents.ordinary), streamProxy: make(target, agents.streams) };
  });
  return { name, upstreams, next: 0 };
}

/**
 * Whether an upstream answers its readiness check (GET /readyz, which every service serves) with
 * 200 within READY_CHECK_TIMEOUT_MS. A connection of its own each time: the pool's may all be
 * held by requests to a service that hangs.
 */
function answersReady(target: Upstream['target']): Promise<boolean> {
  return new Promise((resolve) => {
    const check = http.get({
      agent: false, host: target.hostname, port: target.port, path: `${target.path.replace(/\/$/, '')}/readyz`,
      headers: { accept: 'application/json' }, timeout: READY_CHECK_TIMEOUT_MS,
    }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    check.on('timeout', () => check.destroy());
    check.on('error', () => resolve(false));
  });
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

/**
 * How long a replica may take to start a live stream (its headers). A healthy one starts it at
 * once (before reading any data); one that has not by now is stalled, and the viewer, answered
 * 504, retries on another replica sooner than at the route's deadline.
 */
export const STREAM_START_TIMEOUT_MS = 5_000;

/** What a viewer's stream is told when the gateway shuts down: come back in a second (to another gateway, or this one restarted). */
export const STREAM_RECONNECT_MS = 1_000;
const RECONNECT_FRAME = `\n\nretry: ${STREAM_RECONNECT_MS}\n\nevent: reconnect\ndata: ${JSON.stringify({ reason: 'shutdown', retryMs: STREAM_RECONNECT_MS })}\n\n`;

/**
 * An /api read made by the gateway itself (a page's data), straight to the owning service.
 * `client`: the page's client (as `clientKey` keys it), whom a failure is counted against in the breaker.
 */
export type ServiceRead = (path: string, init: { signal: AbortSignal; requestId?: string; client?: string }) => Promise<ApiAnswer>;

/** Headers of a service's answer that a page's reader uses; the rest stays between the two. */
export const READ_HEADERS = ['content-type', 'x-data-updated', 'x-data-stale', 'retry-after'];
/** The services' answers a page read may reuse (see read-cache): a few hundred paths, a minute at most, live ones a second. */
const READ_CACHE = { maxEntries: 256, maxBytes: 16 * 1024 * 1024, maxAgeMs: 60_000, liveShareMs: 1_000 };
/** Largest answer a page read takes in (the biggest today, the glossary, is about 100 KB). */
const MAX_READ_BYTES = 8 * 1024 * 1024;

/**
 * A service's answer as the page's reads use it: the body read once, parsed only when asked (by
 * `parse`, which for a kept answer parses it once for every render that reads it).
 */
function answerOf(status: number, body: Buffer, headers: Record<string, string>, parse: () => unknown = () => JSON.parse(body.toString('utf8'))): ApiAnswer {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: http.STATUS_CODES[status] ?? '',
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    json: async () => parse(),
    text: async () => body.toString('utf8'),
  };
}

const jsonAnswer = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  answerOf(status, Buffer.from(JSON.stringify(errorBody(status, code, message))), { 'content-type': 'application/json', ...headers });

export interface ApiProxy {
  handler: RequestHandler;
  read: ServiceRead;
  breakers: () => Array<{ service: ServiceName; upstream: string; open: boolean }>;
  /** Live streams open through this gateway now. */
  openStreams: () => number;
  close: () => void;
  endStreams: () => void;
}

export interface ApiProxyOptions {
  onStreamRefused?: (limit: StreamLimitName) => void;
  /** The slate's version (SlateWatch): live answers are shared among page reads only while it stays the same. */
  slateVersion?: () => number;
}

export function createApiProxy(config: GatewayConfig, { onStreamRefused, slateVersion }: ApiProxyOptions = {}): ApiProxy {
  const openStreams = new Set<{ req: ProxiedRequest; res: Response }>();
  const streamLimits = createStreamLimits({ perClient: config.MAX_STREAMS_PER_CLIENT, total: config.MAX_STREAMS ?? streamCapFor(openFilesLimit()), onRefused: onStreamRefused });
  const agents = {
    ordinary: new http.Agent({ keepAlive: true, keepAliveMsecs: 10_000, maxSockets: ORDINARY_MAX_SOCKETS, maxFreeSockets: 64, timeout: 60_000 }),
    // Each viewer's stream holds its socket for as long as it watches: a pool of their own, so they never queue ordinary requests.
    streams: new http.Agent({ keepAlive: false }),
  };
  const pools: Record<ServiceName, ServicePool> = {
    content: createPool('content', [config.CONTENT_URL], config, agents),
    sports: createPool('sports', config.SPORTS_URLS, config, agents),
    talk: createPool('talk', [config.TALK_URL], config, agents),
  };

  const handler: RequestHandler = (req: ProxiedRequest, res, next) => {
    const route = findRoute(req.path, ROUTE_TABLE);
    if (!route) {
      sendError(req, res, 404, 'not_found', `No API route for ${req.method} ${req.path}`);
      return;
    }
    const stream = isStream(req.path, route);
    const bodyless = req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length'] ?? 0) === 0;
    // Nothing a GET, a HEAD or the stream asks for reads a body; one declared could only hold the
    // request open (sent slowly, up to the deadline). 400, not 413: no smaller body would do.
    if (!bodyless && (stream || req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('Connection', 'close'); // the body is not read
      sendError(req, res, 400, 'body_not_allowed', `A ${req.method} request ${stream ? 'for the live stream ' : ''}may not have a body`);
      return;
    }
    if (stream && !streamLimits.admit(req, res)) { // answered: 429 for this client, 503 when the gateway is full
      req.ggService = route.service;
      req.ggOutcome = 'stream_limit';
      return;
    }
    const pool = pools[route.service];
    const upstream = pickUpstream(pool);
    if (!upstream) {
      req.ggService = route.service;
      req.ggOutcome = 'breaker_open';
      const retryAfterSeconds = Math.min(...pool.upstreams.map((u) => u.breaker.retryAfterSeconds()));
      const message = `The ${route.service} service is temporarily unavailable`;
      if (stream) refuseStream(req, res, { status: 503, code: 'service_unavailable', message, retryAfterSeconds });
      else sendError(req, res, 503, 'service_unavailable', message, { 'Retry-After': String(retryAfterSeconds) });
      return;
    }
    req.ggStream = stream;
    req.ggTarget = upstream;
    req.ggService = route.service;
    req.ggClient = clientKey(req.ip);

    // The deadline runs from arrival, so a request queued for an upstream socket cannot wait forever.
    const timeoutMs = Math.round((stream ? Math.min(route.timeoutMs, STREAM_START_TIMEOUT_MS) : route.timeoutMs) * config.TIMEOUT_SCALE);
    const waited = performance.now() - (req.ggArrivedAt ?? performance.now());
    req.ggDeadline = setTimeout(() => {
      if (req.ggOutcome || res.writableEnded) return;
      if (!req.complete) {
        // the client has not sent its whole body yet: the service could not have answered
        req.ggOutcome = 'body_timeout';
        upstream.breaker.cancelled();
        req.unpipe();
        req.ggUpstreamReq?.destroy();
        res.setHeader('Connection', 'close'); // the rest of the body is not read
        sendError(req, res, 408, 'request_timeout', `The request's body did not arrive within ${timeoutMs} ms`);
        return;
      }
      req.ggOutcome = 'timeout';
      upstream.breaker.failure(req.ggClient ?? 'unknown');
      req.ggUpstreamReq?.destroy();
      sendError(req, res, 504, 'upstream_timeout', `The ${route.service} service did not answer within ${timeoutMs} ms`);
    }, Math.max(0, timeoutMs - waited));
    res.on('close', () => {
      clearTimeout(req.ggDeadline);
      if (res.writableFinished || req.ggOutcome) return;
      // The client went away: stop the upstream work; that is no failure of the service.
      req.ggOutcome = 'client_gone';
      upstream.breaker.cancelled();
      req.ggUpstreamReq?.destroy();
    });

    if (stream) {
      const open = { req, res };
      openStreams.add(open);
      res.on('close', () => openStreams.delete(open));
    }
    const proxy = stream ? upstream.streamProxy : upstream.proxy;
    // data, not a closure: a function made per request and kept on it cost measurably more CPU per request
    if ((req.method === 'GET' || req.method === 'HEAD') && bodyless) req.ggRetry = { proxy, next, forwarded: FORWARDED_HEADERS.map((name) => req.headers[name]) };
    void proxy(req, res, next);
  };

  /**
   * Shutdown: a live stream never ends by itself, so the server could not finish closing. Each one
   * is detached from its upstream and ended with a reconnect hint (the leading blank line closes
   * any event the upstream had half sent).
   */
  const endStreams = () => {
    for (const { req, res } of openStreams) {
      req.ggOutcome = 'client_gone';
      req.ggUpstreamRes?.unpipe(res);
      req.ggUpstreamReq?.destroy();
      if (res.headersSent) res.end(RECONNECT_FRAME);
      else res.destroy();
    }
    openStreams.clear();
  };

  /**
   * The same routing, upstream choice and breakers as a proxied request, without the public
   * pipeline (no fan's rate limit is spent on a page's data): the page request's id goes along, and
   * its deadline cancels the read. A read cut by that deadline says nothing about the service.
   */
  // live answers are shared only where the slate is followed: never across a kick-off or a final whistle
  const readCache = createReadCache({ ...READ_CACHE, liveShareMs: slateVersion ? READ_CACHE.liveShareMs : 0, slateVersion });
  const keptAnswerOf = (kept: KeptAnswer) => answerOf(kept.status, kept.body, kept.headers, () => readCache.json(kept));
  const read: ServiceRead = (path, { signal, requestId, client = PAGE_READS_CLIENT }) => {
    const pathname = path.split('?', 1)[0]!;
    const route = findRoute(pathname, ROUTE_TABLE);
    if (!route || isStream(pathname, route)) return Promise.resolve(jsonAnswer(404, 'not_found', `No API route for GET ${pathname}`));
    const kept = readCache.get(path);
    if (kept) return Promise.resolve(keptAnswerOf(kept));
    const askedAtSlate = slateVersion?.();
    const pool = pools[route.service];
    const upstream = pickUpstream(pool);
    if (!upstream) return Promise.resolve(jsonAnswer(503, 'service_unavailable', `The ${route.service} service is temporarily unavailable`, { 'retry-after': '1' }));
    return new Promise<ApiAnswer>((resolve, reject) => {
      const { hostname, port, path: base } = upstream.target;
      const upstreamReq = http.request({
        agent: agents.ordinary, host: hostname, port, method: 'GET', path: `${base.replace(/\/$/, '')}${path}`, signal,
        headers: { accept: 'application/json', ...(requestId ? { 'x-request-id': requestId } : {}) },
      });
      upstreamReq.on('response', (res) => {
        if (isFailing(res)) upstream.breaker.failure(client);
        else upstream.breaker.success();
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > MAX_READ_BYTES) { upstreamReq.destroy(new Error(`${pathname}: answer over ${MAX_READ_BYTES} bytes`)); return; }
          chunks.push(chunk);
        });
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const name of READ_HEADERS) { const value = res.headers[name]; if (typeof value === 'string') headers[name] = value; }
          const answer: KeptAnswer = { status: res.statusCode ?? 502, body: Buffer.concat(chunks), headers };
          const keptNow = readCache.offer(path, answer, res.headers['cache-control'], askedAtSlate);
          resolve(keptNow ? keptAnswerOf(answer) : answerOf(answer.status, answer.body, headers));
        });
        res.on('error', reject);
      });
      upstreamReq.on('error', (err) => {
        if (signal.aborted || isLocalError(err)) upstream.breaker.cancelled(); // a read cut short, or this process out of handles
        else upstream.breaker.failure(client);
        reject(signal.aborted ? signal.reason : err);
      });
      upstreamReq.end();
    });
  };

  /** Each upstream's breaker, for the metrics: open or not. */
  const breakers = () => Object.values(pools).flatMap((pool) => pool.upstreams.map((u) => ({ service: pool.name, upstream: u.target.host, open: u.breaker.isOpen() })));
  const close = () => {
    for (const pool of Object.values(pools)) for (const u of pool.upstreams) u.stopWatching();
    agents.ordinary.destroy();
    agents.streams.destroy();
  };
  return { handler, read, breakers, openStreams: streamLimits.open, close, endStreams };
}
