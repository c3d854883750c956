/// <reference lib="webworker" />
/**
 * The site's service worker (built by the shell's webpack with Workbox's InjectManifest, served at
 * /sw.js). It makes the learning area work offline: the shell's own build is precached; the
 * learning remote's code, the content API answers and the pages' HTML are cached as they are
 * used, and warmed once at install so a fan who only opened Home can open any rule, the glossary
 * and search later without a connection. Live data is never cached (see caching-rules.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type RouteHandlerCallbackOptions, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import {
  CACHES, LEARNING_API_ROOTS, cachingRuleFor, inBatches, learningApiUrlsFrom, offlineRemotesFromScriptUrl, remoteFilesToWarm,
  type CachingRule, type WorkerScope,
} from './caching-rules';

const sw = self as unknown as ServiceWorkerGlobalScope;
const DAY_S = 24 * 60 * 60;
/** The shell page a navigation falls back to offline when its own URL was never cached. */
const SHELL_PAGE = '/';
const SHELL_CACHE = 'gg-shell';

const scope: WorkerScope = { origin: sw.location.origin, offlineRemotes: offlineRemotesFromScriptUrl(sw.location.href) };

// A new version takes over at once: pages' HTML is network first, so the next load runs the new
// code; the precache only drops an old build's files once no page can ask for them by name.
sw.addEventListener('install', () => { void sw.skipWaiting(); });
clientsClaim();
cleanupOutdatedCaches();
// the build writes the list of its own files here (it looks for this exact expression)
precacheAndRoute((self as unknown as { __WB_MANIFEST: Array<PrecacheEntry | string> }).__WB_MANIFEST);
enableNavigationPreload();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A 5xx from the gateway (service down, breaker open) is treated like no network: the cached
 * answer wins. With nothing cached the fan still gets the gateway's own error answer.
 */
const serverErrorsUseCache: WorkboxPlugin = {
  fetchDidSucceed: async ({ response, state }) => {
    if (response.status < 500) return response;
    if (state) state.serverError = response;
    throw new Error(`upstream answered ${response.status}`);
  },
  handlerDidError: async ({ state }) => state?.serverError as Response | undefined,
};

/**
 * The runtime loads a remote's entry without CORS (a plain script tag): fetching it with CORS
 * instead gives a readable, cacheable answer (the remote's server allows our origin) that the
 * script tag accepts all the same, where an opaque one would cost megabytes of cache quota.
 */
const corsForRemotes: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
};

/** Pages are cached by path: the HTML depends on the path only (the query is read by the app). */
const byPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    url.hash = '';
    return url.href;
  },
};

/**
 * A redeployed remote names new chunks: when its entry changes (or is kept for the first time
 * after a failed warm-up), the new pages' code is fetched at once, not only as fans open them,
 * so pages not visited since still open offline.
 */
const rewarmChangedRemote: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse, event }) => {
    if (!request.url.endsWith('/remoteEntry.js')) return;
    const base = scope.offlineRemotes.find((b) => request.url.startsWith(b));
    if (!base || (oldResponse && (await oldResponse.text()) === (await newResponse.clone().text()))) return;
    const run = warmRemote(base, event).catch(() => {});
    try {
      event.waitUntil(run);
    } catch {
      // the event has already settled: the run goes on while the worker is awake
    }
  },
};

const strategies: Record<Exclude<CachingRule, 'network' | 'page'>, Strategy> = {
  'remote-list': new NetworkFirst({ cacheName: SHELL_CACHE, networkTimeoutSeconds: 3, plugins: [okOnly] }),
  'learn-api': new NetworkFirst({
    cacheName: CACHES.learnApi,
    networkTimeoutSeconds: 4,
    plugins: [serverErrorsUseCache, okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true })],
  }),
  search: new NetworkFirst({
    cacheName: CACHES.search,
    networkTimeoutSeconds: 4,
    plugins: [serverErrorsUseCache, okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
  // shorter than the shell's own attempt deadline for a remote entry, so a hung remote server
  // still leaves time to answer from the cache
  'remote-entry': new NetworkFirst({ cacheName: CACHES.remoteEntries, networkTimeoutSeconds: 2, matchOptions: { ignoreVary: true }, plugins: [corsForRemotes, okOnly, rewarmChangedRemote] }),
  'remote-chunk': new CacheFirst({
    cacheName: CACHES.remoteChunks,
    matchOptions: { ignoreVary: true },
    plugins: [corsForRemotes, okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * DAY_S, purgeOnQuotaError: true })],
  }),
};

const pages = new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 3, plugins: [byPath, okOnly, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] });

const ruleIs = (rule: CachingRule) => ({ request }: { request: Request }) => cachingRuleFor(request, scope) === rule;

for (const [rule, strategy] of Object.entries(strategies)) registerRoute(ruleIs(rule as CachingRule), strategy);
registerRoute(ruleIs('page'), async (options: RouteHandlerCallbackOptions) => {
  try {
    return await pages.handle(options);
  } catch {
    // offline and this page never visited: every page is the same shell, so any copy boots it
    return (await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE })) ?? Response.error();
  }
});

type Cached = keyof typeof strategies;
const fetchVia = (rule: Cached, url: string, event: ExtendableEvent) => strategies[rule].handle({ event, request: new Request(url) });
const jsonVia = async (rule: Cached, url: string, event: ExtendableEvent): Promise<unknown> => (await fetchVia(rule, url, event)).json();

/** Every answer the learning area reads: the lists, then each category's rules and each rule. */
async function warmContent(event: ExtendableEvent): Promise<void> {
  const [categories, rules] = await Promise.all([jsonVia('learn-api', '/api/categories', event), jsonVia('learn-api', '/api/all-rules', event)]);
  const more = [...LEARNING_API_ROOTS.filter((u) => u !== '/api/categories' && u !== '/api/all-rules'), ...learningApiUrlsFrom(categories, rules)];
  await inBatches(more, 4, (url) => fetchVia('learn-api', url, event));
}

const warming = new Map<string, Promise<void>>();

/** An offline remote's entry and every page's code (one run at a time per remote). */
function warmRemote(base: string, event: ExtendableEvent): Promise<void> {
  let run = warming.get(base);
  if (!run) {
    run = (async () => {
      const [manifest, hostManifest] = await Promise.all([
        jsonVia('remote-entry', new URL('mf-manifest.json', base).href, event),
        fetch('/mf-manifest.json').then((r) => r.json()).catch(() => ({})),
        fetchVia('remote-entry', new URL('remoteEntry.js', base).href, event),
      ]);
      await inBatches(remoteFilesToWarm(base, manifest, hostManifest), 4, (url) => fetchVia('remote-chunk', url, event));
    })().finally(() => warming.delete(base));
    warming.set(base, run);
  }
  return run;
}

/**
 * Warms the caches while the worker installs, so a fan who only opened Home can open any rule,
 * the glossary and search later offline: the shell page, every answer the learning area reads,
 * and the learning remote's code. Best effort beyond the shell page: whatever fails here is
 * cached the first time a fan opens it online.
 */
async function warmUp(event: ExtendableEvent): Promise<void> {
  const shellPage = await fetch(SHELL_PAGE, { headers: { Accept: 'text/html' } });
  if (!shellPage.ok) throw new Error(`shell page answered ${shellPage.status}`);
  await (await caches.open(SHELL_CACHE)).put(SHELL_PAGE, shellPage);
  await Promise.allSettled([warmContent(event), ...scope.offlineRemotes.map((base) => warmRemote(base, event))]);
}

sw.addEventListener('install', (event) => { event.waitUntil(warmUp(event)); });
