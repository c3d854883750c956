/**
 * The gateway's whole routing decision, in one table: which service owns which /api path, and
 * what a call costs. A path matches a prefix exactly or at a "/" boundary (/api/teams matches
 * /api/teams/refresh, not /api/teamsters). Streams and costly calls are named by their route
 * paths and matched as the services' Express routers match them (see `expressRoute`), so no
 * spelling a service answers (…/REFRESH, …/refresh/) is treated differently here.
 */
export type ServiceName = 'content' | 'sports' | 'talk';

export interface RouteEntry {
  service: ServiceName;
  prefixes: readonly string[];
  /** Longest a request may wait for the service before the gateway answers 504. */
  timeoutMs: number;
  /** Long-lived streams (SSE): no timeout, no buffering, no compression. */
  streams?: readonly string[];
  /**
   * POST calls that make the service do real work (a provider call, a regeneration of every
   * talking point): charged the strict rate limit as well as the general one.
   */
  costly?: readonly string[];
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    service: 'content',
    prefixes: ['/api/categories', '/api/all-rules', '/api/rule-index', '/api/rules', '/api/search', '/api/glossary', '/api/glossary-index', '/api/glossary-head', '/api/penalties', '/api/quick-facts', '/api/field-markers'],
    timeoutMs: 5_000,
  },
  {
    service: 'sports',
    prefixes: ['/api/games', '/api/scores', '/api/predictions', '/api/fantasy', '/api/teams', '/api/players', '/api/player', '/api/injuries', '/api/news', '/api/standings', '/api/calendar'],
    timeoutMs: 10_000,
    streams: ['/api/scores/stream'],
    costly: ['/api/games/refresh', '/api/teams/refresh', '/api/injuries/refresh', '/api/news/refresh', '/api/standings/refresh'],
  },
  {
    service: 'talk',
    prefixes: ['/api/water-cooler-talk'],
    timeoutMs: 10_000,
    costly: ['/api/water-cooler-talk/refresh'],
  },
];

/** The prefix exactly, or the prefix and a "/". Runs for every request, so it builds no strings. */
const matchesPrefix = (path: string, prefix: string) =>
  path.startsWith(prefix) && (path.length === prefix.length || path.charCodeAt(prefix.length) === 0x2f);

export function findRoute(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): RouteEntry | undefined {
  for (const entry of table) {
    for (const prefix of entry.prefixes) if (matchesPrefix(path, prefix)) return entry;
  }
  return undefined;
}

/**
 * A route path as the services match it: Express 5's router (path-to-regexp 8) with Express's
 * defaults compiles a plain path to `^path(?:/$)?$` with the `i` flag and tests the raw path, not
 * decoded. So any case and one trailing slash match; "%52EFRESH", "refresh//", "refresh;x" and
 * dot segments do not (the service answers those 404). Only plain paths: a route with parameters
 * would need path-to-regexp itself.
 */
export function expressRoute(path: string): RegExp {
  if (!/^(\/[a-z0-9-]+)+$/.test(path)) throw new Error(`${path}: only plain lower-case paths are matched here`);
  return new RegExp(`^${path}(?:/$)?$`, 'i');
}

interface Matchers { streams: readonly RegExp[]; costly: readonly RegExp[] }
const matchers = new WeakMap<RouteEntry, Matchers>();
const matchersOf = (entry: RouteEntry): Matchers => {
  let m = matchers.get(entry);
  if (!m) {
    m = { streams: (entry.streams ?? []).map(expressRoute), costly: (entry.costly ?? []).map(expressRoute) };
    matchers.set(entry, m);
  }
  return m;
};

export function isStream(path: string, entry: RouteEntry): boolean {
  for (const route of matchersOf(entry).streams) if (route.test(path)) return true;
  return false;
}

/** Whether a request makes the owning service do real work (the strict limit applies). */
export function isCostly(method: string, path: string, entry: RouteEntry): boolean {
  if (method !== 'POST') return false;
  for (const route of matchersOf(entry).costly) if (route.test(path)) return true;
  return false;
}
