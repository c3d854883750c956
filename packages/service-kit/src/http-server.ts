/**
 * The HTTP server a process listens with, and how long it lets a client take: a public server
 * (the gateway) must not let a slow or silent client hold a connection, and so a file handle, for
 * long; nor let one address hold thousands of them.
 */
import http, { type RequestListener, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';

export interface ConnectionPolicy {
  /**
   * Longest a client may take to send a request's headers, counted from its connection (a client
   * that connects and says nothing is closed after it too) or from the first byte of a request on
   * a kept-alive connection. Past it Node answers 408 and closes the connection.
   */
  headersTimeoutMs: number;
  /**
   * Longest a client may take to send a whole request, headers and body (0: no limit). It bounds
   * receiving the request only: an answer may take as long as it takes (a live stream stays open).
   */
  requestTimeoutMs: number;
  /** How long a connection is kept open, idle, for the client's next request. */
  keepAliveTimeoutMs: number;
  /** Most connections open at once from one address (0: no cap); the next one gets 429 and is closed. */
  maxConnectionsPerAddress: number;
  /**
   * The key an address is counted under (default: the address itself). The gateway counts IPv6
   * by /56, as its rate limits do, since one client may hold a whole prefix.
   */
  addressKey?: (address: string | undefined) => string;
  /** Told of each connection refused over `maxConnectionsPerAddress` (the gateway counts them in its metrics). */
  onRefused?: () => void;
}

/**
 * What a service behind the gateway keeps: the gateway's pooled keep-alive sockets idle up to 60 s,
 * so a service keeps them longer (never closing one the gateway is about to reuse); only the
 * gateway connects, so no cap.
 */
export const BEHIND_GATEWAY: ConnectionPolicy = { headersTimeoutMs: 66_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 65_000, maxConnectionsPerAddress: 0 };

/**
 * What a server facing fans directly keeps (the gateway, and each remote's static server, whose
 * origin the browser fetches code from): a phone on a congested stadium network sends its headers
 * in well under 10 s and a small request in 30 s; an idle connection is kept 15 s for the page's
 * next request; one address holds at most 600 connections (many fans behind one carrier NAT, not
 * a flood).
 */
export const FACING_FANS: ConnectionPolicy = { headersTimeoutMs: 10_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 15_000, maxConnectionsPerAddress: 600 };

/** How long a refused connection may stay open while its refusal is read. */
const REFUSED_LINGER_MS = 5_000;
/** When a client refused for its connections is told to try again. */
const REFUSED_RETRY_AFTER_S = 5;

const REFUSAL_BODY = JSON.stringify({
  error: { status: 429, code: 'too_many_connections', message: 'Too many connections open from your address; close some and try again shortly' },
});
/** Written before any request was read (there may be none yet), so written out whole; then the connection ends. */
const REFUSAL = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}`,
  `Retry-After: ${REFUSED_RETRY_AFTER_S}`,
  'Connection: close',
  '',
  REFUSAL_BODY,
].join('\r\n');

function refuse(socket: Socket): void {
  socket.on('error', () => socket.destroy());
  socket.on('end', () => socket.destroy()); // the server allows half-open sockets: end ours when the client ends
  socket.setTimeout(REFUSED_LINGER_MS, () => socket.destroy());
  socket.resume(); // whatever the client sends is read and dropped
  socket.end(REFUSAL);
}

/**
 * Caps the connections open at once per address, counted as they are accepted: before Node's
 * HTTP handling sees the socket, so a refused connection costs no parser and reaches no app.
 *
 * The address is the socket's own, not the client address Express resolves with its `trust proxy`
 * rule: that one comes from X-Forwarded-For, a header of a request that has not been read when a
 * connection opens, and the point is to bound what one peer can hold open before it sends
 * anything. So the cap is for a server facing clients directly; behind a proxy every connection
 * comes from the proxy (see the gateway's policy).
 */
function capConnectionsPerAddress(server: Server, max: number, keyOf: (address: string | undefined) => string, onRefused: () => void): void {
  const open = new Map<string, number>();
  // Node's own 'connection' listener (the HTTP parser), run only for the sockets let through
  const handlers = server.listeners('connection') as Array<(socket: Socket) => void>;
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const key = keyOf(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      onRefused();
      refuse(socket);
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
    for (const handler of handlers) handler.call(server, socket);
  });
}

/**
 * A request with the fields Express, its router and our middleware set on it declared from the
 * start. Express gives each request the app's prototype before its router and middleware add
 * their fields, and V8 shares no hidden class between objects that gain fields after such a
 * change: every request got classes of its own (a new one per field added, about a kilobyte each)
 * and every read of a request's property went the slow, megamorphic way. Declared when the request
 * is made, those fields are plain stores. Only fields stored on the request itself: getters on the
 * app's prototype (`path`, `ip`, `query`, `log`…) must stay unshadowed.
 */
/**
 * The key Express's router keeps a request's matched route under: a symbol of its own, read from
 * the router Express itself loads. If a version moves it, requests still work, each with classes
 * of its own again from the router's first match on.
 */
const ROUTER_MATCHED_ROUTE = ((): symbol | undefined => {
  try {
    const fromExpress = createRequire(createRequire(__filename).resolve('express'));
    const key: unknown = (fromExpress('router/lib/symbols') as { matchedRoute?: unknown }).matchedRoute;
    return typeof key === 'symbol' ? key : undefined;
  } catch {
    return undefined;
  }
})();

export class AppRequest extends http.IncomingMessage {
  constructor(socket: Socket) {
    super(socket);
    const self = this as unknown as Record<string, unknown>;
    // Express and its router
    self.res = undefined;
    self.next = undefined;
    self.baseUrl = undefined;
    self.originalUrl = undefined;
    self._parsedUrl = undefined;
    self._parsedOriginalUrl = undefined;
    self.params = undefined;
    self.route = undefined;
    if (ROUTER_MATCHED_ROUTE) (this as unknown as Record<symbol, unknown>)[ROUTER_MATCHED_ROUTE] = undefined;
    self.body = undefined;
    // accessLog
    self.id = undefined;
    // Node's own, set on a stream's first listener (a stream made in its shape mode starts without it)
    self._eventsCount = undefined;
  }
}

/** The response's side of AppRequest: what Express adds to each response, declared from the start. */
export class AppResponse<Request extends http.IncomingMessage = http.IncomingMessage> extends http.ServerResponse<Request> {
  constructor(req: Request) {
    super(req);
    const self = this as unknown as Record<string, unknown>;
    self.locals = undefined;
    // Node's own defaults, on the prototype until an answer sets them
    self.statusCode = 200;
    self.statusMessage = undefined;
  }
}

export interface HttpServerClasses {
  /** The class of every request (an AppRequest with the app's own fields declared too). */
  request?: typeof AppRequest;
}

/** An HTTP server for `app` with the policy's timeouts and cap (not listening yet). */
export function createHttpServer(app: RequestListener, policy: ConnectionPolicy = BEHIND_GATEWAY, { request = AppRequest }: HttpServerClasses = {}): Server {
  const server = http.createServer({
    IncomingMessage: request,
    ServerResponse: AppResponse,
    headersTimeout: policy.headersTimeoutMs,
    requestTimeout: policy.requestTimeoutMs,
    keepAliveTimeout: policy.keepAliveTimeoutMs,
    // how often Node looks for requests past those timeouts (default 30 s, which let a silent
    // connection stay up to 30 s past its headers timeout)
    connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(policy.headersTimeoutMs / 4))),
  }, app);
  server.keepAliveTimeout = policy.keepAliveTimeoutMs;
  if (policy.maxConnectionsPerAddress > 0) capConnectionsPerAddress(server, policy.maxConnectionsPerAddress, policy.addressKey ?? ((a) => a ?? 'unknown'), policy.onRefused ?? (() => {}));
  return server;
}
