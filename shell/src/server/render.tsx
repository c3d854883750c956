/**
 * Renders a route's first screen on the server: the shell with the route's remote page, and the
 * data that page declares for the URL, so a phone paints real content from the HTML instead of
 * after the JavaScript has loaded, run and fetched. The browser then hydrates the same tree.
 *
 * One render per page: the page's declared queries are fetched in parallel first (through the
 * request's own reader, which the gateway points straight at the services), then the tree is
 * rendered once. Nothing here may make a page worse than the browser alone would: a remote that
 * cannot be loaded, a render error or the request's deadline return null, and the gateway sends
 * the page the browser renders itself.
 */
import type { FirstScreen, FirstScreenRequest, PageApi, RenderedQuery } from '@gg/first-screen';
import { remoteModuleId, type RemotePage } from '@gg/federation/catalog';
import { routeFor, type PageModule, type PageQuery } from '@gg/routes';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { type QueryClient, createQueryClient, HttpError } from '@gg/data';
import { matchPath } from '@gg/router';
import { type RenderClock } from '@gg/ui';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app';
import { forgetRemotePages } from '../federation/remote-route';
import { resetRemote, setRemoteList } from '../federation/remotes';

// pages are written in the fan's zone, whatever this process's own
supportNamedTimeZones();

type Query = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

/**
 * Each request's reader, found by the data layer's fetch client (@gg/data) from the signal a query was given (see
 * its SERVER_API): renders of different requests run interleaved, each with its own reader, id and
 * deadline, and nothing is kept once a page's signals are gone.
 */
const readers = new WeakMap<AbortSignal, PageApi>();
(globalThis as Record<symbol, unknown>)[Symbol.for('gg.server-api')] = (signal: AbortSignal) => readers.get(signal);

type FetchOptions = Parameters<QueryClient['fetchQuery']>[0];
type QueryFnContext = Parameters<Extract<NonNullable<FetchOptions['queryFn']>, (...args: never[]) => unknown>>[0];

/** The query as declared, fetched with a signal that carries the request's reader and deadline. */
function forRequest(queryClient: QueryClient, query: PageQuery, api: PageApi, deadline: AbortSignal): FetchOptions {
  const options = query as FetchOptions;
  const queryFn = (typeof options.queryFn === 'function' ? options.queryFn : queryClient.getDefaultOptions().queries?.queryFn) as ((context: QueryFnContext) => unknown) | undefined;
  if (!queryFn) throw new Error(`${JSON.stringify(query.queryKey)} has no query function`);
  return {
    ...options,
    queryFn: (context: QueryFnContext) => {
      const signal = AbortSignal.any([context.signal, deadline]);
      readers.set(signal, api);
      return queryFn({ ...context, signal });
    },
  } as FetchOptions;
}

/** Drops a remote's loaded code and pages, so the next render loads them afresh. */
function forgetRemote(name: string): void {
  forgetRemotePages(name);
  resetRemote(name);
}

/** The entry each remote's server container was registered with. */
const registeredEntries = new Map<string, string>();
/** The version of each remote whose code is loaded, so a redeployed remote is loaded afresh. */
const loadedVersions = new Map<string, string>();

/**
 * Registers the remotes' server containers, again only those whose entry moved (a release promoted,
 * rolled back): the others keep their loaded code. A remote's code is dropped when its version moved.
 */
function connect(remotes: FirstScreenRequest['remotes']): void {
  const list = remotes.map(({ name, entry }) => ({ name, entry }));
  const moved = list.filter((r) => registeredEntries.get(r.name) !== r.entry);
  if (moved.length) {
    registerRemotes(moved, { force: moved.some((r) => registeredEntries.has(r.name)) });
    for (const r of moved) registeredEntries.set(r.name, r.entry);
    setRemoteList({ remotes: list });
  }
  for (const { name, version } of remotes) {
    if (version === null) continue;
    const loaded = loadedVersions.get(name);
    if (loaded !== undefined && loaded !== version) forgetRemote(name);
    loadedVersions.set(name, version);
  }
}

/**
 * Emotion's styles, collected per page instead of written inline before each element: React may
 * render a Suspense fallback it then discards, and Emotion writes a rule only the first time, so
 * a rule first used by a discarded fallback would be missing from the page. In "compat" mode the
 * cache keeps every rule; they go into one style element in the head, which the browser's Emotion
 * cache (key "css") recognises and does not insert again.
 */
function styleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

function styleElement(cache: EmotionCache): string {
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return `<style data-emotion="${cache.key} ${ids.join(' ')}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

async function renderToHtml(queryClient: QueryClient, styles: EmotionCache, url: string, clock: RenderClock, signal: AbortSignal): Promise<string> {
  let failure: unknown = null;
  const page = (
    <CacheProvider value={styles}>
      <App queryClient={queryClient} location={url} renderClock={clock} />
    </CacheProvider>
  );
  const { prelude } = await prerenderToNodeStream(page, {
    signal,
    // React writes a large Suspense boundary after its fallback, revealed by an inline script the
    // page's CSP (rightly) refuses; everything here is ready before the HTML is sent, so inline it all
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) { failure ??= error; },
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  if (failure) throw failure;
  return html;
}

const enabled = (query: Query): boolean => {
  const option = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof option === 'function' ? option(query) : option) !== false;
};

/** The page's address names something that is not there: an unknown rule or team (404), or not an id at all (400). */
const notFound = (error: unknown): error is HttpError => error instanceof HttpError && (error.status === 404 || error.status === 400);

/** Rejects when the signal aborts; the page's time is up. */
function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Fetches everything the page declares, in parallel, into the page's cache. Returns the hashes of
 * the declared queries. A query that fails is left for the browser (it renders as loading), except
 * "not found", which the page shows as such.
 */
async function fetchDeclared(queryClient: QueryClient, module: PageModule, url: URL, route: string | undefined, api: PageApi, deadline: AbortSignal): Promise<{ declared: Set<string>; missing: boolean }> {
  const declared = new Set<string>();
  const cache = queryClient.getQueryCache();
  let missing = false;
  const fetchOne = async (query: PageQuery): Promise<unknown> => {
    try {
      return await queryClient.fetchQuery(forRequest(queryClient, query, api, deadline));
    } finally {
      const built = cache.find({ queryKey: query.queryKey, exact: true });
      if (built) declared.add(built.queryHash);
    }
  };
  const params = (route && matchPath(route, url.pathname)?.params) || {};
  const queries = await module.pageData({ pathname: url.pathname, params, searchParams: url.searchParams }, {
    load: (query) => fetchOne(query) as never,
  });
  const results = await Promise.allSettled(queries.map(fetchOne));
  for (const result of results) if (result.status === 'rejected' && notFound(result.reason)) missing = true;
  // an error state would render an error message the browser (starting without it) would not
  for (const q of cache.getAll()) if (q.state.status === 'error' && !notFound(q.state.error)) cache.remove(q);
  return { declared, missing };
}

function renderedQueries(queryClient: QueryClient): RenderedQuery[] {
  const rendered: RenderedQuery[] = [];
  for (const q of queryClient.getQueryCache().getAll()) {
    if (q.state.status === 'success') rendered.push({ queryKey: q.queryKey, data: q.state.data, dataUpdatedAt: q.state.dataUpdatedAt });
    else if (q.state.status === 'error' && notFound(q.state.error)) {
      rendered.push({ queryKey: q.queryKey, dataUpdatedAt: q.state.errorUpdatedAt, error: { status: q.state.error.status, body: q.state.error.body } });
    }
  }
  return rendered;
}

async function render({ url, remotes, signal, log, clock, api }: FirstScreenRequest): Promise<FirstScreen | null> {
  const target = new URL(url, 'http://page');
  const route = routeFor(target.pathname);
  const page = route && { remote: route.remote, expose: route.expose } as RemotePage;
  const queryClient = createQueryClient();
  const styles = styleCache();
  try {
    if (!route || !page) {
      // an unknown address: the shell's own "not found" page, nothing to load or fetch
      const html = await renderToHtml(queryClient, styles, url, clock, signal);
      return { html, head: styleElement(styles), queries: [], status: 404 };
    }
    if (!remotes.some((r) => r.name === page.remote)) return null;
    connect(remotes);
    // the page's code first: a remote that cannot be loaded leaves the page to the browser
    const loading = loadRemote<PageModule>(remoteModuleId(page));
    // a load that failed (the remote down or cut off meanwhile) is not kept: the next render loads it afresh
    loading.catch(() => forgetRemote(page.remote));
    const module = await Promise.race([loading, untilAborted(signal)]);
    if (!module || typeof module.pageData !== 'function') throw new Error(`${remoteModuleId(page)} declares no page data`);
    const { declared, missing } = await Promise.race([fetchDeclared(queryClient, module, target, route.path, api, signal), untilAborted(signal)]);
    const html = await renderToHtml(queryClient, styles, url, clock, signal);
    for (const q of queryClient.getQueryCache().getAll()) {
      if (!declared.has(q.queryHash) && enabled(q)) log.warn({ url, queryKey: q.queryKey }, 'first screen read a query its page does not declare');
    }
    return { html, head: styleElement(styles), queries: renderedQueries(queryClient), status: missing ? 404 : 200 };
  } finally {
    queryClient.clear();
  }
}

export async function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { url, signal, log } = request;
  try {
    return await render(request);
  } catch (error) {
    log.warn({ url, err: error instanceof Error ? { message: error.message, stack: error.stack } : error, timedOut: signal.aborted }, 'first screen left to the browser');
    return null;
  }
}
