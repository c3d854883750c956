/**
 * The gateway's whole routing decision, in one table: which service owns which /api path.
 * A path matches a prefix exactly or at a "/" boundary (/api/teams matches /api/teams/refresh,
 * not /api/teamsters).
 */
export type ServiceName = 'content' | 'sports' | 'talk';

export interface RouteEntry {
  service: ServiceName;
  prefixes: readonly string[];
  /** Longest a request may wait for the service before the gateway answers 504. */
  timeoutMs: number;
  /** Long-lived streams (SSE): no timeout, no buffering, no compression. */
  streams?: readonly string[];
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    service: 'content',
    prefixes: ['/api/categories', '/api/all-rules', '/api/rule-index', '/api/rules', '/api/search', '/api/glossary', '/api/penalties', '/api/quick-facts', '/api/field-markers'],
    timeoutMs: 5_000,
  },
  {
    service: 'sports',
    prefixes: ['/api/games', '/api/scores', '/api/predictions', '/api/fantasy', '/api/teams', '/api/players', '/api/player', '/api/injuries', '/api/news', '/api/standings', '/api/calendar'],
    timeoutMs: 10_000,
    streams: ['/api/scores/stream'],
  },
  {
    service: 'talk',
    prefixes: ['/api/water-cooler-talk'],
    timeoutMs: 10_000,
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

const NO_STREAMS: readonly string[] = [];

export function isStream(path: string, entry: RouteEntry): boolean {
  for (const prefix of entry.streams ?? NO_STREAMS) if (matchesPrefix(path, prefix)) return true;
  return false;
}
