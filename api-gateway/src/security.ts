import { errorBody } from '@gg/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { fixedWindowLimit } from './rate-limit';
import { findRoute, isCostly } from './route-table';

/** Images come from the provider's CDN (team logos, headshots); scripts only from us and the remotes. */
const IMAGE_ORIGINS = ['https://a.espncdn.com', 'https://static.www.nfl.com'];

/**
 * The headers a middleware sets on any response, read once: helmet builds them again for every
 * request (the policy string too), which was a seventh of the gateway's CPU per page served from
 * its cache. Only for a middleware whose headers do not depend on the request.
 */
export function fixedHeadersOf(middleware: RequestHandler): RequestHandler {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => { set.push([name, String(value)]); return res; },
    removeHeader: (name: string) => { removed.push(name); },
    getHeader: () => undefined,
  };
  let called = false;
  void middleware({ headers: {}, method: 'GET', url: '/' } as never, res as never, () => { called = true; });
  if (!called) throw new Error('the middleware did not hand the request on');
  return (_req, response, next) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
    next();
  };
}

export function securityHeaders(remoteOrigins: string[]): RequestHandler {
  return fixedHeadersOf(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        connectSrc: ["'self'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', ...IMAGE_ORIGINS, ...remoteOrigins],
        // Emotion injects <style> tags at runtime
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Remote chunks are cross-origin scripts loaded with CORS; provider images have no CORP header.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  }));
}

/** A request that makes a service do real work upstream (a provider call, a regeneration): the route table says which. */
export function costsWork(req: Request): boolean {
  if (req.method !== 'POST') return false;
  const route = findRoute(req.path);
  return route !== undefined && isCostly(req.method, req.path, route);
}

/**
 * Refuses an /api path the hop to the service would change: http-proxy joins the path with
 * url.parse and collapses repeated slashes ("//refresh" -> "/refresh"), and url.parse turns a
 * backslash into "/", so the service would route another path than the one the gateway classified (its
 * owner, whether it is a stream, what it costs). No address of ours has either.
 */
export const sameAsForwarded: RequestHandler = (req, res, next) => {
  const path = req.path;
  if (path.includes('//') || path.includes('\\')) {
    res.status(400).json(errorBody(400, 'bad_request', 'An API path may not contain an empty segment or a backslash'));
    return;
  }
  next();
};

/**
 * Per client IP (the address `trust proxy` resolves; IPv6 by /56 subnet): a generous general
 * limit, since many fans can share one address, and a strict one for the costly calls, which only
 * those calls go through.
 */
export function apiRateLimit({ perMinute, refreshPerMinute, onRefused = () => {} }: { perMinute: number; refreshPerMinute: number; onRefused?: (limit: 'api' | 'refresh') => void }): RequestHandler[] {
  const limitedBy = (limit: 'api' | 'refresh') => (_req: Request, res: Response) => {
    onRefused(limit);
    res.status(429).json(errorBody(429, 'rate_limited', 'Too many requests; slow down and try again shortly'));
  };
  const refresh = fixedWindowLimit({ limit: refreshPerMinute, windowMs: 60_000, onLimited: limitedBy('refresh') });
  return [
    fixedWindowLimit({ limit: perMinute, windowMs: 60_000, onLimited: limitedBy('api') }),
    (req, res, next) => (costsWork(req) ? refresh(req, res, next) : next()),
  ];
}

/**
 * Refuses bodies that declare a length over the limit before they are forwarded (the gateway
 * parses no bodies); bodies without a declared length are counted as they stream, in the proxy.
 */
export function bodyLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > maxBytes) {
      res.status(413).json(errorBody(413, 'payload_too_large', `Request bodies are limited to ${maxBytes} bytes`));
      return;
    }
    next();
  };
}

/**
 * Goes on once Node has parsed the rest of the bytes that came with this request (microtasks run
 * after the socket's data handler). A client that sent junk after its request (a GET with an
 * unframed body) then gets Node's 400 with `Connection: close`; answered at once, it would get our
 * answer on a keep-alive connection that the parse error cuts a moment later, under its next request.
 */
export const afterReceivedBytes: RequestHandler = (_req, _res, next) => { queueMicrotask(next); };

/** Headers for JSON API answers: no sniffing, no framing, no referrer leaks; no CSP work per request. */
export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  next();
};
