/**
 * The data layer every app reads through: the parts of React Query the apps use, the fetch client
 * for the product's /api, the QueryClient with the product's defaults, and the seeding of the
 * answers a server-rendered page arrived with. Shared as one module on the page (one QueryClient
 * context). A shared module cannot be tree-shaken (any remote may ask for any export), so sharing
 * @tanstack/react-query itself put all of it (infinite and parallel queries, suspense hooks,
 * hydration: ~14 KB gzip) on every first load; this module ships only what is listed here.
 * Add an export when an app needs it; every export is paid for on the first load of every page.
 * The query definitions more than one area reads are `@gg/data/queries`.
 */
export { QueryClient, QueryClientProvider, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export type { DataTag, QueryClientConfig, QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
export { HttpError, apiPath, getJson, getJsonWithFreshness, postJson, type Fresh, type GetOptions } from './client';
export { createQueryClient, seedServerRendered, unlessJustServerRendered, type ServerRenderedQuery } from './query-client';
