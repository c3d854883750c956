/**
 * Renders a route's first screen on the server: the shell with the route's remote page, and the
 * data that page asks for, so a phone paints real content from the HTML instead of after the
 * JavaScript has loaded, run and fetched. The browser then hydrates the same tree.
 *
 * Nothing here may make a page worse than the browser alone would: any failure (a remote down, a
 * render error) or a render slower than the deadline returns null, and the gateway sends the page
 * the browser renders itself.
 */
import type { FirstScreenRequest, FirstScreen, RenderedQuery } from '@gg/federation/first-screen';
import { remoteModuleId, remotePageFor } from '@gg/federation/catalog';
import { createRedeployWatch } from '@gg/federation/redeploy-watch';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { QueryClient } from '@gg/query';
import { createQueryClient, setServerApiOrigin, type RenderClock } from '@gg/ui';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app';
import { forgetRemotePages } from '../federation/remote-route';
import { resetRemote, setRemoteList } from '../federation/remotes';

// pages are written in the fan's zone, whatever this process's own
supportNamedTimeZones();

/** Queries the page starts with; their answers are fetched between the two renders. */
type Query = ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number];

let registered = '';

/** Registers the remotes' server containers when the list changes (once, in practice). */
function connect(remotes: FirstScreenRequest['remotes']): void {
  const key = JSON.stringify(remotes);
  if (key === registered) return;
  registerRemotes(remotes, { force: registered !== '' });
  setRemoteList({ remotes });
  registered = key;
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

/**
 * A remote deployed again must be rendered with its new code, which is what the browser will
 * hydrate: its entry is checked every few seconds, and its pages are loaded afresh when it changed.
 */
const redeployed = createRedeployWatch({ intervalMs: 5_000 });

async function loadLatest(remotes: FirstScreenRequest['remotes']): Promise<void> {
  for (const name of await redeployed(remotes)) {
    forgetRemotePages(name);
    resetRemote(name);
  }
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

/** Renders (with the data each asked for) before the HTML is final; more would rarely pay for its time. */
const MAX_RENDER_PASSES = 3;

/** The queries a render started that have no answer yet and were not tried for this page already. */
const asked = (queryClient: QueryClient, tried: Set<string>): Query[] =>
  queryClient.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && !tried.has(q.queryHash) && enabled(q));

/** Fetches what the last render asked for, once per page; a query that fails is left for the browser. */
async function fetchAsked(queryClient: QueryClient, tried: Set<string>): Promise<void> {
  const cache = queryClient.getQueryCache();
  const queries = asked(queryClient, tried);
  for (const q of queries) tried.add(q.queryHash);
  await Promise.all(queries.map((q) => q.fetch().catch(() => undefined)));
  // an error state would render an error message the browser (starting without it) would not
  for (const q of cache.getAll()) if (q.state.status !== 'success') cache.remove(q);
}

function renderedQueries(queryClient: QueryClient): RenderedQuery[] {
  return queryClient.getQueryCache().getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data, dataUpdatedAt: q.state.dataUpdatedAt }));
}

export async function renderFirstScreen({ url, remotes, apiOrigin, deadlineMs, timeZone = 'UTC', now = Date.now() }: FirstScreenRequest): Promise<FirstScreen | null> {
  const page = remotePageFor(new URL(url, 'http://x').pathname);
  if (!page || !remotes.some((r) => r.name === page.remote)) return null;
  const signal = AbortSignal.timeout(deadlineMs);
  setServerApiOrigin(apiOrigin);
  connect(remotes);
  try {
    const deadline = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
    deadline.catch(() => undefined); // raced below; never an unhandled rejection once the render is done
    await Promise.race([loadLatest(remotes), deadline]);
    // the page's code first: a remote that cannot be loaded leaves the page to the browser
    await Promise.race([loadRemote(remoteModuleId(page)), deadline]);
    const queryClient = createQueryClient();
    // Each render names the queries the page makes, whose answers the next one renders. Parts shown
    // only once their data is there may ask for more (a game's team colours): their answers in the
    // page spare the browser a fetch and a re-render of those parts just after it has hydrated.
    const tried = new Set<string>();
    const clock = { timeZone, now }; // one clock for every pass: the page says one time
    let styles = styleCache();
    let html = await renderToHtml(queryClient, styles, url, clock, signal);
    for (let pass = 1; pass < MAX_RENDER_PASSES && asked(queryClient, tried).length > 0; pass += 1) {
      await Promise.race([fetchAsked(queryClient, tried), deadline]);
      styles = styleCache();
      html = await renderToHtml(queryClient, styles, url, clock, signal);
    }
    const queries = renderedQueries(queryClient);
    queryClient.clear();
    return { html, head: styleElement(styles), queries };
  } catch (error) {
    console.warn(`First screen of ${url} left to the browser:`, process.env.GG_SSR_DEBUG ? error : error instanceof Error ? error.message : error);
    return null;
  }
}
