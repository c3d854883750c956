/**
 * What the service worker keeps for offline use, and how. Plain functions over URLs and JSON, so
 * every decision is tested without a browser; `sw.ts` wires them to Workbox.
 *
 * Only the learning area works offline: its remote's code, the content API answers it reads, and
 * the pages' HTML. Live data (scores, the score stream, hub and talk APIs) and the other remotes
 * always go to the network untouched.
 */

/** Cache names: one per kind, so each expires on its own terms. */
export const CACHES = {
  pages: 'gg-pages',
  learnApi: 'gg-learn-api',
  search: 'gg-learn-search',
  remoteEntries: 'gg-offline-remote-entries',
  remoteChunks: 'gg-offline-remote-chunks',
} as const;

/** The content API answers the learning area reads, besides search (same origin, GET). */
const LEARNING_API: readonly RegExp[] = [
  /^\/api\/categories$/,
  /^\/api\/categories\/[^/]+\/rules$/,
  /^\/api\/rules\/[^/]+$/,
  /^\/api\/all-rules$/,
  /^\/api\/rule-index$/,
  /^\/api\/glossary$/,
  /^\/api\/glossary-index$/,
  /^\/api\/glossary-head$/,
  /^\/api\/penalties$/,
  /^\/api\/quick-facts$/,
  /^\/api\/field-markers$/,
];

/** The lists fetched when the worker installs; each rule and category answer is derived from them. */
export const LEARNING_API_ROOTS = ['/api/categories', '/api/all-rules', '/api/rule-index', '/api/glossary', '/api/glossary-index', '/api/penalties', '/api/quick-facts', '/api/field-markers'] as const;

/** A remote's content-hashed file: never changes, so it is served from the cache once there. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.js$/;
/** A remote's entry files: they change with every deploy of the remote, so they revalidate. */
const ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);

export type CachingRule =
  | 'page' // HTML of a navigation: network first, then the cached shell
  | 'remote-list' // /remotes.json: network first
  | 'learn-api' // content answers: network first with a short timeout, then cache
  | 'search' // search answers: the same, in a smaller cache of their own
  | 'remote-entry' // remoteEntry.js / mf-manifest.json of an offline remote: network first
  | 'remote-chunk' // hashed chunks of an offline remote: cache first
  | 'network'; // everything else: not touched

export interface RequestFacts { url: string; method: string; mode?: string }
export interface WorkerScope {
  /** The site's origin (where the worker is served). */
  origin: string;
  /** Base URLs (folder of remoteEntry.js) of the remotes that work offline. */
  offlineRemotes: readonly string[];
}

export function cachingRuleFor(request: RequestFacts, scope: WorkerScope): CachingRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin === scope.origin) {
    if (request.mode === 'navigate') return url.pathname === '/api' || url.pathname.startsWith('/api/') ? 'network' : 'page';
    if (url.pathname === '/remotes.json') return 'remote-list';
    if (url.pathname === '/api/search') return 'search';
    if (LEARNING_API.some((re) => re.test(url.pathname))) return 'learn-api';
    return 'network';
  }
  const remote = scope.offlineRemotes.find((base) => url.href.startsWith(base));
  if (!remote) return 'network';
  const file = url.pathname.slice(new URL(remote).pathname.length);
  if (ENTRY_FILES.has(file)) return 'remote-entry';
  if (HASHED_FILE.test(file)) return 'remote-chunk';
  return 'network';
}

/** The worker's script URL names the offline remotes' entries: `/sw.js?remote=<entry URL>`. */
export function offlineRemotesFromScriptUrl(scriptUrl: string): string[] {
  return new URL(scriptUrl).searchParams.getAll('remote').flatMap((entry) => {
    try {
      const url = new URL(entry);
      return /^https?:$/.test(url.protocol) ? [new URL('.', url).href] : [];
    } catch {
      return [];
    }
  });
}

const idsOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.flatMap((item: { id?: unknown }) => (typeof item?.id === 'string' && item.id ? [item.id] : [])) : [];

/** Every category's rule list and every rule's page, from the /api/categories and /api/all-rules answers. */
export function learningApiUrlsFrom(categories: unknown, rules: unknown): string[] {
  return [
    ...idsOf(categories).map((id) => `/api/categories/${encodeURIComponent(id)}/rules`),
    ...idsOf(rules).map((id) => `/api/rules/${encodeURIComponent(id)}`),
  ];
}

interface ManifestAssets { js?: { sync?: unknown; async?: unknown } }
interface FederationManifest { shared?: Array<{ name?: unknown; assets?: ManifestAssets }>; exposes?: Array<{ assets?: ManifestAssets }> }

const jsFiles = (assets: ManifestAssets | undefined): string[] =>
  [assets?.js?.sync, assets?.js?.async].flatMap((list) => (Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : []));

/**
 * The files a remote's pages need, from its mf-manifest.json: every exposed page's code (diagrams
 * and tabs included, they are its async chunks), and its own copy of each shared module the host
 * does not provide (those the host has are taken from the host, so fetching them would be waste).
 */
export function remoteFilesToWarm(remoteBase: string, remoteManifest: unknown, hostManifest: unknown): string[] {
  const remote = (remoteManifest ?? {}) as FederationManifest;
  const host = (hostManifest ?? {}) as FederationManifest;
  const hostShared = new Set((host.shared ?? []).map((s) => s?.name).filter((n): n is string => typeof n === 'string'));
  const files = new Set<string>();
  for (const expose of remote.exposes ?? []) for (const f of jsFiles(expose?.assets)) files.add(f);
  for (const shared of remote.shared ?? []) {
    if (typeof shared?.name === 'string' && !hostShared.has(shared.name)) for (const f of jsFiles(shared.assets)) files.add(f);
  }
  // only the remote's own hashed scripts: a manifest cannot send the worker elsewhere
  return [...files].filter((f) => HASHED_FILE.test(f)).map((f) => new URL(f, remoteBase).href).filter((url) => url.startsWith(remoteBase) && !url.slice(remoteBase.length).includes('/'));
}

/** Runs `work` over `items`, at most `limit` at a time; failures are collected, not thrown. */
export async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<{ failed: T[] }> {
  const failed: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch {
        failed.push(item);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return { failed };
}
