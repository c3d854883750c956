import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn, HttpError } from './client';

/**
 * Shared defaults for every query: fresh for 5 minutes, no retry, no periodic refetch, no refetch
 * on focus. Queries run even when the browser reports no network: the service worker may answer
 * from its cache (the learning area works offline), and a call that does fail says "You're
 * offline" instead of a skeleton that waits forever.
 */
export const QUERY_DEFAULTS = {
  networkMode: 'offlineFirst',
  staleTime: 5 * 60 * 1000,
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, queryFn: defaultQueryFn },
      mutations: { retry: false },
    },
  });
}

/** How long an answer the page arrived with counts as just read. */
const JUST_RENDERED_MS = 15_000;
/**
 * When each answer the HTML came with was put in the cache, by query hash. A global, not module
 * state: the shell seeds it, and a remote running its own copy of this module must see it too.
 */
const SERVER_RENDERED = Symbol.for('gg.server-rendered-queries');
function seededAt(): Map<string, number> {
  const registry = globalThis as Record<symbol, Map<string, number> | undefined>;
  return (registry[SERVER_RENDERED] ??= new Map());
}

export interface ServerRenderedQuery {
  queryKey: readonly unknown[];
  data?: unknown;
  dataUpdatedAt: number;
  /** The page was rendered with this answer instead of data (its service said 404: not found). */
  error?: { status: number; body: string };
}

/** Puts the answers a server-rendered page came with in the cache, so hydration starts from them. */
export function seedServerRendered(queryClient: QueryClient, queries: readonly ServerRenderedQuery[]): void {
  const cache = queryClient.getQueryCache();
  for (const q of queries) {
    if (q.error) {
      // the same "not found" the server drew; nothing to set data with, so the query is built in that state
      const error = new HttpError(q.error.status, q.error.body, '');
      cache.build(queryClient, { queryKey: q.queryKey }, {
        data: undefined, dataUpdateCount: 0, dataUpdatedAt: 0, error, errorUpdateCount: 1, errorUpdatedAt: q.dataUpdatedAt,
        fetchFailureCount: 1, fetchFailureReason: error, fetchMeta: null, isInvalidated: false, status: 'error', fetchStatus: 'idle',
      });
    } else {
      queryClient.setQueryData(q.queryKey, q.data, { updatedAt: q.dataUpdatedAt });
    }
    const query = cache.find({ queryKey: q.queryKey, exact: true });
    if (query) seededAt().set(query.queryHash, performance.now());
  }
}

/**
 * For `refetchOnMount` where opening a view is what refreshes it: read again on every mount,
 * except in the first seconds after the page arrived with the answer in its HTML, so hydrating
 * a server-rendered page does not fetch it twice.
 */
export function unlessJustServerRendered(query: { queryHash: string }): 'always' | false {
  const at = seededAt().get(query.queryHash);
  return at === undefined || performance.now() - at > JUST_RENDERED_MS ? 'always' : false;
}
