import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './client';

/** Shared defaults for every query: fresh for 5 minutes, no retry, no periodic refetch, no refetch on focus. */
export const QUERY_DEFAULTS = {
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
