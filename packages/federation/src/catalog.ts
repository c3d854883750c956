/**
 * The one list of remotes and the pages each exposes. Everything that names a remote or an expose
 * reads it from here: each remote's webpack build, the shell's routes, navigation and fallbacks,
 * the gateway's remote list, and the gateway's preload hints for the page a URL opens. A renamed or removed page therefore fails `npm run typecheck`
 * (the shell's routes and each remote's `exposed-pages.ts` are checked against it), not a browser.
 * Browser-safe: no Node APIs.
 */
import type { DataTag, QueryKey } from '@gg/query';

export const REMOTE_CATALOG = {
  learn: {
    /** How the fallback names this area when it cannot load. */
    area: 'The learning area',
    /** How often its pages' data changes: 'reference' (with a release), 'live' (any second on game day). */
    data: 'reference',
    defaultPort: 3001,
    exposes: ['home-page', 'rules-page', 'rule-detail-page', 'glossary-page'],
  },
  hub: {
    area: 'The NFL hub',
    data: 'live',
    defaultPort: 3002,
    exposes: ['hub-page', 'team-page', 'live-scores-page', 'standings-page', 'injuries-page'],
  },
  talk: {
    area: 'Water cooler talk',
    data: 'live',
    defaultPort: 3003,
    exposes: ['water-cooler-page'],
  },
} as const satisfies Record<string, { area: string; data: 'reference' | 'live'; defaultPort: number; exposes: readonly string[] }>;

export type RemoteName = keyof typeof REMOTE_CATALOG;
export type ExposeOf<R extends RemoteName> = (typeof REMOTE_CATALOG)[R]['exposes'][number];

/** A page of a remote: `{ remote: 'hub', expose: 'team-page' }`, checked against the catalog. */
export type RemotePage = { [R in RemoteName]: { remote: R; expose: ExposeOf<R> } }[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTE_CATALOG) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTE_CATALOG, name);

/** The id the federation runtime loads: 'hub/team-page'. */
export const remoteModuleId = ({ remote, expose }: RemotePage): string => `${remote}/${expose}`;

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

export type RemoteRouteDef = { path: string } & RemotePage;

/**
 * Every route of the site and the remote page that renders it: the shell's router renders from it,
 * and the gateway reads it to hint the page's code in the HTML it serves for that URL.
 */
export const REMOTE_ROUTES: readonly RemoteRouteDef[] = [
  { path: '/', remote: 'learn', expose: 'home-page' },
  { path: '/rules', remote: 'learn', expose: 'rules-page' },
  { path: '/rules/:ruleId', remote: 'learn', expose: 'rule-detail-page' },
  { path: '/glossary', remote: 'learn', expose: 'glossary-page' },
  { path: '/schedule', remote: 'hub', expose: 'hub-page' },
  { path: '/nfl-hub', remote: 'hub', expose: 'hub-page' },
  { path: '/team/:teamId', remote: 'hub', expose: 'team-page' },
  { path: '/live-scores', remote: 'hub', expose: 'live-scores-page' },
  { path: '/standings', remote: 'hub', expose: 'standings-page' },
  { path: '/injuries', remote: 'hub', expose: 'injuries-page' },
  { path: '/water-cooler', remote: 'talk', expose: 'water-cooler-page' },
];

/** The first path segment of every route a remote renders, e.g. hub -> ['/schedule', '/team', …]. */
export function routeBasesOf(remote: RemoteName): string[] {
  const bases = REMOTE_ROUTES.filter((r) => r.remote === remote).map((r) => `/${r.path.split('/')[1] ?? ''}`);
  return [...new Set(bases)];
}

/** The page a URL path opens, matched as the router does (`:name` is one segment; a trailing slash is ignored). */
export function remotePageFor(pathname: string): RemotePage | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const route = REMOTE_ROUTES.find((r) => {
    const pattern = r.path === '/' ? [] : r.path.split('/').slice(1);
    const actual = segments.length === 1 && segments[0] === '' ? [] : segments;
    return pattern.length === actual.length && pattern.every((part, i) => part.startsWith(':') ? actual[i] !== '' : part === actual[i]);
  });
  return route ? { remote: route.remote, expose: route.expose } as RemotePage : undefined;
}

