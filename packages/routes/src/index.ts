/**
 * The site's routes: every URL pattern and the remote page that renders it, and what a page module
 * gives the server renderer (its component and the data its first screen reads). The shell's
 * router renders from this table; the gateway reads it to render a URL's first screen and to hint
 * its page's code; each remote's exposed pages are typed by it. Browser-safe: no Node APIs.
 */
import type { ExposeOf, RemoteName, RemotePage } from '@gg/federation/catalog';
import type { DataTag, QueryKey } from '@gg/data';
import { matchPath } from '@gg/router';

/** The URL a page is rendered for, as its data declaration sees it. */
export interface PageRequest {
  pathname: string;
  /** The route's `:name` segments, e.g. `{ ruleId: 'down-system' }` for /rules/:ruleId. */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/** A query a page needs, as `queryOptions()` builds it (its key and how to fetch it). */
export interface PageQuery { queryKey: QueryKey }

export interface PageDataTools {
  /** Fetches one query now, for a declaration that needs its answer to name the next (a game's plays after the slate). */
  load<T>(query: { queryKey: DataTag<QueryKey, T, unknown> }): Promise<T>;
}

/**
 * What a page shows on its first screen for a URL: every query its first render reads. The server
 * fetches all of them in parallel and renders once; a render that reads a query not declared
 * here is reported. A query loaded with `tools.load` counts as declared.
 */
export type PageData = (request: PageRequest, tools: PageDataTools) => readonly PageQuery[] | Promise<readonly PageQuery[]>;

/** An exposed page module: the component, and the data its first screen needs. */
export interface PageModule {
  default: (props: Record<string, never>) => unknown;
  pageData: PageData;
}

/**
 * What a remote's `src/exposed-pages.ts` must export: one loader per page in the catalog, each a
 * module whose default export is a component and whose `pageData` declares its data.
 */
export type ExposedPages<R extends RemoteName> = Record<ExposeOf<R>, () => Promise<PageModule>>;

export type RemoteRouteDef = {
  path: string;
  /**
   * The query parameters the page reads (in its data declaration or its components): the only
   * ones its HTML can depend on. Rendered and kept once for all addresses that agree on these.
   */
  reads: readonly string[];
} & RemotePage;

/** The hub's tab, its open game, and the schedule's season and week. */
const HUB_READS = ['tab', 'game', 'season', 'week'];

/**
 * Every route of the site and the remote page that renders it: the shell's router renders from it,
 * and the gateway reads it to hint the page's code in the HTML it serves for that URL.
 */
export const REMOTE_ROUTES: readonly RemoteRouteDef[] = [
  { path: '/', remote: 'learn', expose: 'home-page', reads: [] },
  { path: '/rules', remote: 'learn', expose: 'rules-page', reads: ['search'] },
  { path: '/rules/:ruleId', remote: 'learn', expose: 'rule-detail-page', reads: [] },
  { path: '/glossary', remote: 'learn', expose: 'glossary-page', reads: ['search', 'tab'] },
  { path: '/schedule', remote: 'hub', expose: 'hub-page', reads: HUB_READS },
  { path: '/nfl-hub', remote: 'hub', expose: 'hub-page', reads: HUB_READS },
  { path: '/team/:teamId', remote: 'hub', expose: 'team-page', reads: ['tab'] },
  { path: '/live-scores', remote: 'hub', expose: 'live-scores-page', reads: [] },
  { path: '/standings', remote: 'hub', expose: 'standings-page', reads: ['conference'] },
  { path: '/injuries', remote: 'hub', expose: 'injuries-page', reads: ['team', 'sort'] },
  { path: '/water-cooler', remote: 'talk', expose: 'water-cooler-page', reads: ['category'] },
];

/** The first path segment of every route a remote renders, e.g. hub -> ['/schedule', '/team', …]. */
export function routeBasesOf(remote: RemoteName): string[] {
  const bases = REMOTE_ROUTES.filter((r) => r.remote === remote).map((r) => `/${r.path.split('/')[1] ?? ''}`);
  return [...new Set(bases)];
}

/**
 * The route a URL path opens, matched by the router's own matcher, as the shell's router will
 * match it in the browser: `:name` is one segment, a trailing slash and letter case do not count.
 */
export function routeFor(pathname: string): RemoteRouteDef | undefined {
  let route = matchedRoutes.get(pathname);
  if (route === undefined) {
    route = REMOTE_ROUTES.find((r) => matchPath(r.path, pathname) !== null) ?? null;
    if (matchedRoutes.size >= MATCHED_ROUTES_KEPT) matchedRoutes.clear();
    matchedRoutes.set(pathname, route);
  }
  return route ?? undefined;
}

/**
 * Paths already matched, and what they open: the router's matcher compiles each pattern again on
 * every call, which was the largest share of the gateway's own work on a kept page. Paths come from
 * visitors, so the memory is bounded: when full it starts over.
 */
const matchedRoutes = new Map<string, RemoteRouteDef | null>();
export const MATCHED_ROUTES_KEPT = 512;

/** The page a URL path opens (see routeFor). */
export function remotePageFor(pathname: string): RemotePage | undefined {
  const route = routeFor(pathname);
  return route ? { remote: route.remote, expose: route.expose } as RemotePage : undefined;
}

/**
 * The address a page's HTML is made for: its path and, of its query, only the parameters its route
 * reads, in the route's order, the first value of each. Any other query (a tracking tag, a cache
 * buster, a random string) cannot change the page, so it is rendered and kept once for all of
 * them; the browser compares its own address the same way before it hydrates the page.
 */
export function renderedUrlOf(pathAndQuery: string): string {
  const q = pathAndQuery.indexOf('?');
  const pathname = q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
  const reads = routeFor(pathname)?.reads ?? [];
  if (q < 0 || reads.length === 0) return pathname;
  const given = new URLSearchParams(pathAndQuery.slice(q + 1));
  const kept = new URLSearchParams();
  for (const name of reads) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
