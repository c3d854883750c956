// HTTP for ESPN's public JSON API: timeouts, conditional GETs (ETag), bounded retries.
// ESPN publishes no rate limits, so we retry only what is worth
// retrying (network errors, timeouts, 429, 5xx), few times, and honour Retry-After.

import { ProviderError } from '../providers/provider';

export interface EspnBaseUrls {
  /** site.api.espn.com: scoreboard, summary, teams, roster, news, standings. */
  site: string;
  /** site.web.api.espn.com: athlete pages (common v3). */
  siteWeb: string;
  /** sports.core.api.espn.com: $ref-linked resources (odds, injuries). */
  core: string;
}

export const ESPN_BASE_URLS: EspnBaseUrls = {
  site: 'https://site.api.espn.com',
  siteWeb: 'https://site.web.api.espn.com',
  core: 'https://sports.core.api.espn.com',
};

export interface EspnHttpClientOptions {
  baseUrls?: EspnBaseUrls;
  /** Per attempt, including reading the body. Default 8000. */
  timeoutMs?: number;
  /** Extra attempts after the first, for retryable failures only. Default 2. */
  retries?: number;
  /** First retry waits about this long, doubling each time. Default 500. */
  backoffBaseMs?: number;
  /** Upper bound for a server-requested Retry-After wait. Default 10 000. */
  maxRetryAfterMs?: number;
  /** URLs whose ETag + body are remembered. Default 500. */
  cacheSize?: number;
  userAgent?: string;
  /** Injected for tests; defaults to Node's global fetch. */
  fetch?: typeof fetch;
}

export interface EspnHttpStats {
  /** HTTP attempts sent (retries and 304s included). */
  requests: number;
  /** Attempts answered 304 and served from the ETag cache. */
  notModified: number;
  /** getJson calls that ended in a ProviderError. */
  failures: number;
  /** Attempts that were retries. */
  retries: number;
}

export interface EspnHttpClient {
  getJson(url: string): Promise<unknown>;
  stats(): EspnHttpStats;
}

const DEFAULT_USER_AGENT = 'GridironGuide/1.0 (sports-service; American-football fan app)';

// ---------------------------------------------------------------- URLs

const trimSlash = (s: string) => s.replace(/\/+$/, '');

// ESPN's $refs are http:// and sometimes name the internal host *.espn.pvt (pitfall 9).
const HOST_ALIASES: Array<[RegExp, keyof EspnBaseUrls]> = [
  [/^https?:\/\/sports\.core\.api\.espn\.(?:pvt|com)(?=[/?#]|$)/i, 'core'],
  [/^https?:\/\/site\.web\.api\.espn\.com(?=[/?#]|$)/i, 'siteWeb'],
  [/^https?:\/\/site\.api\.espn\.com(?=[/?#]|$)/i, 'site'],
];

/**
 * Map any ESPN host spelling onto the configured base URL, so `$ref`s are fetchable
 * and tests can point every host at a local server. Returns null for URLs outside
 * the configured hosts: this client talks to ESPN only.
 */
export function resolveEspnUrl(url: string, baseUrls: EspnBaseUrls): string | null {
  let out = url.trim();
  for (const [pattern, key] of HOST_ALIASES) {
    if (pattern.test(out)) {
      out = out.replace(pattern, trimSlash(baseUrls[key]));
      break;
    }
  }
  // Prefix match on a path boundary, so "https://site.api.espn.com.evil" is not let through.
  const within = (base: string) => out === base || (out.startsWith(base) && /[/?#]/.test(out.charAt(base.length)));
  return Object.values(baseUrls).map(trimSlash).some(within) ? out : null;
}

// ---------------------------------------------------------------- ETag cache

interface CachedBody {
  etag: string;
  text: string;
}

/** Least-recently-used map: Map keeps insertion order, so re-inserting marks "recent". */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, v: V): void {
    this.map.delete(key);
    this.map.set(key, v);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }

  delete(key: string): void {
    this.map.delete(key);
  }
}

// ---------------------------------------------------------------- helpers

/** Retry-After as milliseconds (delta-seconds or HTTP-date), capped; null when absent/invalid. */
export function retryAfterMs(header: string | null, capMs: number, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  let ms: number;
  if (/^\d+(\.\d+)?$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const at = Date.parse(trimmed);
    if (Number.isNaN(at)) return null;
    ms = at - now;
  }
  return Math.min(Math.max(0, ms), capMs);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isTimeout(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** Free the connection of a response whose body we do not want. */
async function discard(res: Response): Promise<void> {
  await res.body?.cancel().catch(() => undefined);
}

type Attempt =
  | { ok: true; body: unknown }
  | { ok: false; error: ProviderError; retryable: boolean; waitMs?: number | null };

// ---------------------------------------------------------------- client

export function createEspnHttpClient(options: EspnHttpClientOptions = {}): EspnHttpClient {
  const baseUrls = options.baseUrls ?? ESPN_BASE_URLS;
  const timeoutMs = options.timeoutMs ?? 8000;
  const retries = Math.max(0, options.retries ?? 2);
  const backoffBaseMs = options.backoffBaseMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
  const fetchImpl = options.fetch ?? fetch;
  const cache = new Lru<CachedBody>(options.cacheSize ?? 500);
  const counters: EspnHttpStats = { requests: 0, notModified: 0, failures: 0, retries: 0 };

  function parse(text: string, url: string, status: number): Attempt {
    try {
      return { ok: true, body: JSON.parse(text) as unknown };
    } catch (err) {
      // ESPN answers some blocked clients with an HTML page; retrying will not help.
      return { ok: false, retryable: false, error: new ProviderError(`ESPN returned non-JSON for ${url}`, err, status) };
    }
  }

  async function attempt(url: string): Promise<Attempt> {
    // Hold the entry itself: an eviction during the await must not lose the body a 304 refers to.
    const cached = cache.get(url);
    const headers: Record<string, string> = { 'User-Agent': userAgent, Accept: 'application/json' };
    if (cached) headers['If-None-Match'] = cached.etag;
    counters.requests++;

    let res: Response;
    let text: string | null = null;
    try {
      res = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (res.ok) text = await res.text(); // inside the try: the timeout also covers the body
      else await discard(res);
    } catch (err) {
      const why = isTimeout(err) ? `timed out after ${timeoutMs} ms` : 'network error';
      return { ok: false, retryable: true, error: new ProviderError(`ESPN request ${why}: ${url}`, err) };
    }

    if (res.status === 304 && cached) {
      counters.notModified++;
      return parse(cached.text, url, 304);
    }
    if (res.status === 429 || res.status >= 500) {
      const error = new ProviderError(`ESPN answered ${res.status} for ${url}`, undefined, res.status);
      return { ok: false, retryable: true, error, waitMs: retryAfterMs(res.headers.get('retry-after'), maxRetryAfterMs) };
    }
    if (text === null) {
      return { ok: false, retryable: false, error: new ProviderError(`ESPN answered ${res.status} for ${url}`, undefined, res.status) };
    }

    const parsed = parse(text, url, res.status);
    const etag = res.headers.get('etag');
    if (parsed.ok && etag) cache.set(url, { etag, text });
    else cache.delete(url);
    return parsed;
  }

  /** Exponential backoff with a little jitter, so replicas do not retry in lockstep. */
  const backoff = (retry: number) => Math.round(backoffBaseMs * 2 ** (retry - 1) * (1 + Math.random() * 0.2));

  async function getJson(rawUrl: string): Promise<unknown> {
    const url = resolveEspnUrl(rawUrl, baseUrls);
    if (!url) {
      counters.failures++;
      throw new ProviderError(`Refusing to fetch a non-ESPN URL: ${rawUrl}`);
    }
    let last: Attempt = await attempt(url);
    for (let retry = 1; !last.ok && last.retryable && retry <= retries; retry++) {
      counters.retries++;
      await sleep(last.waitMs ?? backoff(retry));
      last = await attempt(url);
    }
    if (last.ok) return last.body;
    counters.failures++;
    throw last.error;
  }

  return { getJson, stats: () => ({ ...counters }) };
}
