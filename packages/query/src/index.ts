/**
 * What the apps may use of React Query. A shared module cannot be tree-shaken (any remote may ask
 * for any export), so sharing @tanstack/react-query and its core put all of them (infinite and
 * parallel queries, suspense hooks, hydration: ~14 KB gzip) on every first page load. Sharing this
 * facade instead keeps the one QueryClient context and ships only what is listed here.
 * Add an export when an app needs it; every export is paid for on the first load of every page.
 */
export { QueryClient, QueryClientProvider, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { DataTag, QueryClientConfig, QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
