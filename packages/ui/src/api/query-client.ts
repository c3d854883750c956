import { QueryClient } from '@gg/query';
import { defaultQueryFn } from './client';

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
