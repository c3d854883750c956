/**
 * The first screen of each page, rendered on the server by the shell's server build
 * (shell/dist/server/render.js) and written into the HTML the gateway serves, so a phone paints
 * the page's content and data before any JavaScript has run. The shell's build is loaded, never
 * imported: the gateway knows the renderer's contract (@gg/first-screen), not the shell.
 *
 * Built for game day, when thousands of fans open the same pages within seconds:
 * - a rendered page is kept, compressed, per everything that changes its HTML (address, light or
 *   dark, the fan's time zone, the remote's version; of the query only what the page reads, so random
 *   query strings cannot make a page be rendered again), fresh for seconds on live pages and minutes on
 *   the learning pages, then served stale while one render replaces it; fans asking for a page
 *   being rendered share that render; a live page drawn before a game kicked off or ended is
 *   rendered again at once (it would rearrange itself in the fan's hands as it loads);
 * - at most `maxRenders` renders run at once: past that, a page goes out at once without its first
 *   screen (the browser renders it, as without this step), and that is logged once per interval;
 * - one client address starts at most `rendersPerClientPerMinute` renders: past that its pages not
 *   kept go out for the browser to render, so no one client can take the renders from every fan;
 * - renders give way to kept pages, /api and health checks, which the browser cannot do instead:
 *   while the event loop is busy past `busyShare`, renders run one at a time (the other pages not
 *   kept go out for the browser to render). Several at once finish their CPU work back to back and
 *   hold every other request as long; one yields at each read. Measured with 200 renders of 25 ms
 *   asked a second from many addresses: event-loop delay p99 211 ms as before, 60-67 ms so;
 * - a page's time counts from its arrival; when it is up the page goes out without its first screen;
 * - the page's data is read straight from the services (`read`), not through the public /api
 *   pipeline, so no fan's rate limit is spent on it;
 * - remotes are watched in the background: a redeployed remote is rendered with its new code, and
 *   the pages of one that is down go out at once.
 */
import type { RemoteList } from '@gg/contracts';
import { REMOTE_CATALOG, type RemoteName } from '@gg/federation/catalog';
import { REMOTE_ROUTES, remotePageFor, renderedUrlOf } from '@gg/routes';
import type { FirstScreen, RenderFirstScreen, RenderLog } from '@gg/first-screen';
import { serverEntryOf } from '@gg/federation/static-server';
import type { ColorMode } from '@gg/ui/color-mode-cookie';
import { forLog, LOG_URL_MAX, type Logger } from '@gg/service-kit';
import { AsyncResource } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createPageCache, type CachedPage } from './page-cache';
import type { ServiceRead } from './proxy';
import type { ReleaseSet, ReleaseView } from './releases';
import { pageEntryHint } from './remote-hints';
import { createWorkerRenderer, type WorkerRenderer } from './worker-renderer';
import { watchLoopLoad } from './loop-load';
import { clientBudget } from './rate-limit';
import { createRemoteWatch, type RemoteWatch } from './remote-watch';
import { redactedLog } from './redacted-log';
import type { SlateWatch } from './slate-watch';
import { DEFAULT_TIME_ZONE, renderIndexHtml } from './static-shell';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
/** Brotli's quality: 4 compresses a 170 KB page in under 4 ms (quality 6 took 5 ms for 7 % fewer bytes; 3 took 2.5 ms for 4 % more). */
const BROTLI_QUALITY = 4;
/** A remote's server that has not answered a check within this is taken to be down. */
const REMOTE_CHECK_TIMEOUT_MS = 1_000;
/** Renderers in worker threads kept at once, one per set of versions other than the current (a canary's). */
const MAX_WORKER_RENDERERS = 2;
/** How long a new worker's first renders may take (it loads the shell's and the remotes' server code). */
const WORKER_WARM_UP_MS = 15_000;
/** A worker renderer not used for this long is ended (its canary is over). */
const WORKER_IDLE_MS = 10 * 60_000;
/** How long shedding is summed up before it is logged again. */
const SHED_LOG_INTERVAL_MS = 10_000;

export interface FirstScreenPolicy {
  /** Renders running at once; past it, pages go out for the browser to render. */
  maxRenders: number;
  /** Renders one client address may start a minute; past it, its pages not kept go out for the browser to render. */
  rendersPerClientPerMinute: number;
  /** Share (0–1) of the last second the event loop was busy past which renders run one at a time (1: never). */
  busyShare: number;
  /** A page's whole time (remote code, data, render), counted from its arrival. */
  deadlineMs: number;
  /** How long a rendered page is served as is, and how long after that it may be served while a render replaces it, by how often its data changes. */
  freshMs: Record<'live' | 'reference', number>;
  staleMs: Record<'live' | 'reference', number>;
  cacheEntries: number;
  cacheBytes: number;
  /** How often each remote's server container is checked (version, health), and how long one check may take. */
  remoteCheckMs: number;
}

export interface FirstScreenOptions {
  shellDist: string;
  /** The key in the URL of the remotes' server builds (SERVER_BUILD_KEY; the remotes' servers hold the same). */
  serverBuildKey?: string;
  /** The remotes' unversioned builds: watched in the background for answering at all. */
  remotes: RemoteList;
  /** Which version of each remote is current: pages are rendered with the current set only. */
  releases: ReleaseView;
  read: ServiceRead;
  policy: FirstScreenPolicy;
  logger: Logger;
  /** Games' statuses as they change: a live page drawn before a change is rendered again at once. */
  slate?: Pick<SlateWatch, 'version'>;
}

/** A page a fan asked for, and everything that changes its HTML. */
export interface PageAsk {
  /** Path and query, as asked; rendered and kept as its route reads it (renderedUrlOf). */
  url: string;
  pathname: string;
  colorMode: ColorMode | null;
  timeZone: string;
  /** performance.now() when the request arrived. */
  arrivedAt: number;
  requestId?: string;
  /** The client's address as the rate limits count it (clientKey): the renders it starts are counted. */
  client?: string;
  log: Pick<Logger, 'warn' | 'info'>;
  /** The remotes this visitor's page is made with (their versions): rendered only when it is the current set. */
  release: ReleaseSet;
}

/** Why a page went out without its first screen. */
export type PlainReason = 'shed' | 'client_budget' | 'busy' | 'late' | 'failed' | 'remote_down' | 'no_renderer';

export type Encoding = 'br' | 'gzip' | 'identity';

export type PageAnswer =
  | { served: 'hit' | 'stale' | 'rendered'; page: CachedPage; body(encoding: Encoding): Promise<Buffer> }
  | { served: PlainReason; status: 200 | 404 };

export interface FirstScreens {
  pageFor(ask: PageAsk): Promise<PageAnswer>;
  /** Loads the renderer and renders every page that has no parameter, so the first fans get rendered pages. */
  warmUp(): Promise<void>;
  stop(): void;
  readonly rendersInFlight: number;
}

/** The renderer in the shell's server build, or null when the build has none. */
export function loadRenderer(shellDist: string, logger?: RenderLog): RenderFirstScreen | null {
  const file = path.join(shellDist, 'server', 'render.js');
  if (!existsSync(file)) return null;
  try {
    const mod = createRequire(__filename)(file) as { renderFirstScreen?: RenderFirstScreen };
    return typeof mod.renderFirstScreen === 'function' ? mod.renderFirstScreen : null;
  } catch (err) {
    logger?.warn({ err }, 'the shell\'s server build could not be loaded; pages are rendered in the browser');
    return null;
  }
}

/**
 * What identifies a page's content for revalidation: its HTML without the moments it was read and
 * rendered, so a page rendered again with the same data keeps its ETag.
 */
export function contentEtag(html: string): string {
  const content = html.replace(/"dataUpdatedAt":\d+/g, '').replace(/ data-rendered-at="\d+"/, '');
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}

const dataKindOf = (remote: RemoteName) => REMOTE_CATALOG[remote].data;

export function createFirstScreens({ shellDist, serverBuildKey, remotes, releases, read, policy, logger: given, slate }: FirstScreenOptions): FirstScreens {
  // the key is in every chunk's URL, which a failed render names
  const logger = redactedLog(given, serverBuildKey);
  const serverRemotes = remotes.remotes.map((r) => ({ name: r.name, entry: serverEntryOf(r.entry, serverBuildKey) }));
  /** The server containers of a set of versions, and which code of each a render must hold. */
  const serverRemotesOf = (set: ReleaseSet) => set.remotes.remotes.map((r) => ({
    name: r.name,
    entry: serverEntryOf(r.entry, serverBuildKey),
    version: `${set.versions[r.name] ?? 'unversioned'}#${generations.get(r.name) ?? 0}`,
  }));
  /** Per remote, how many times it was redeployed since start: its code is loaded afresh, and its pages kept apart. */
  const generations = new Map<string, number>();
  // watched from the first page on, and only with a renderer: without one nothing is rendered
  let watching: RemoteWatch | undefined;
  const watch = (): RemoteWatch => (watching ??= createRemoteWatch({
    remotes: serverRemotes,
    intervalMs: policy.remoteCheckMs,
    timeoutMs: REMOTE_CHECK_TIMEOUT_MS,
    onChange: (name, before, after) => {
      // loaded afresh only when redeployed: back at the same version its code and its kept pages are
      // as good as before (a load cut while it was down is dropped by the renderer itself)
      const redeployed = before.version !== null && after.version !== null && after.version !== before.version;
      if (redeployed) generations.set(name, (generations.get(name) ?? 0) + 1);
      if (before.up !== after.up) logger[after.up ? 'info' : 'warn']({ remote: name }, after.up ? 'remote answers again: its pages are rendered' : 'remote does not answer: its pages go out for the browser to render');
      else if (before.version !== null) logger.info({ remote: name, version: after.version }, 'remote redeployed: its pages are rendered with the new code');
    },
  }));
  /** Which of a remote's code its pages are rendered with: a new value each time it must be loaded afresh. */
  const codeVersion = (name: string) => `${name}#${generations.get(name) ?? 0}`;
  const cache = createPageCache({ maxEntries: policy.cacheEntries, maxBytes: policy.cacheBytes });
  const renders = new Map<string, Promise<CachedPage | null>>();
  const indexHtml = path.join(shellDist, 'index.html');
  let template: string | null = null;
  let renderer: RenderFirstScreen | null | undefined;
  const rendererNow = () => (renderer ??= loadRenderer(shellDist, logger));
  /** Renderers for other sets of versions than the current one, each in a worker of its own. */
  const workers = new Map<string, { renderer: WorkerRenderer; usedAt: number }>();
  /** Sets whose renderer has been warmed up (see warmOtherSets). */
  const warmed = new Set<string>();
  function endWorker(key: string): void {
    void workers.get(key)?.renderer.stop();
    workers.delete(key);
    warmed.delete(key);
  }
  /**
   * The renderer holding exactly this set's code: the gateway's own for the current versions, a
   * worker's for another set (a canary's), so every page is rendered with the versions its visitor
   * then hydrates.
   */
  function rendererFor(set: ReleaseSet): RenderFirstScreen | null {
    const own = rendererNow();
    const now = Date.now();
    for (const [key, worker] of workers) if (key === releases.current().key || now - worker.usedAt > WORKER_IDLE_MS) endWorker(key);
    if (!own || set.key === releases.current().key) return own;
    let worker = workers.get(set.key);
    if (!worker) {
      if (workers.size >= MAX_WORKER_RENDERERS) endWorker(workers.keys().next().value!);
      worker = { renderer: createWorkerRenderer({ shellDist, logger }), usedAt: now };
      workers.set(set.key, worker);
    }
    worker.usedAt = now;
    return worker.renderer.render;
  }

  /** A warning said at its first occurrence, then summed up once per interval while it recurs. */
  const timers = new Set<NodeJS.Timeout>();
  function summarised(warn: (ask: PageAsk) => void, summary: string): (ask: PageAsk) => void {
    let times = 0;
    return (ask) => {
      times += 1;
      if (times > 1) return;
      warn(ask);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (times > 1) logger.warn({ times, seconds: SHED_LOG_INTERVAL_MS / 1000 }, summary);
        times = 0;
      }, SHED_LOG_INTERVAL_MS);
      timer.unref();
      timers.add(timer);
    };
  }
  const noteShed = summarised(
    (ask) => ask.log.warn({ rendersInFlight: renders.size, maxRenders: policy.maxRenders }, 'first screens shed: renders at capacity, pages go out for the browser to render'),
    'first screens shed in the last interval',
  );
  const budget = clientBudget({ limit: policy.rendersPerClientPerMinute, windowMs: 60_000 });
  const loop = watchLoopLoad();
  /** While the boot's warm-up loads the server code, the loop is busy with that, not with fans. */
  let warmingUp = false;
  /** Renders that may run at once now: one while the event loop is busy. */
  const renderRoom = () => (policy.busyShare < 1 && !warmingUp && loop.share > policy.busyShare ? 1 : policy.maxRenders);
  const noteBusy = summarised(
    (ask) => ask.log.warn({ loopBusyShare: Math.round(loop.share * 100) / 100, busyShare: policy.busyShare }, 'the event loop is busy: renders run one at a time, other pages not kept go out for the browser to render'),
    'pages sent for the browser to render while the event loop was busy in the last interval',
  );
  const noteOverBudget = summarised(
    (ask) => ask.log.warn({ client: ask.client, rendersPerClientPerMinute: policy.rendersPerClientPerMinute }, 'a client address spent its budget of renders: its pages not kept go out for the browser to render'),
    'pages of clients past their budget of renders sent for the browser to render in the last interval',
  );

  async function keep(ask: PageAsk, screen: FirstScreen, renderedAt: number, kind: 'live' | 'reference', slateVersion: number | undefined): Promise<CachedPage> {
    template ??= readFileSync(indexHtml, 'utf8');
    const html = renderIndexHtml(template, ask.release.remotes, pageEntryHint(ask.pathname, ask.release.remotes), { url: ask.url, screen }, ask.colorMode, { timeZone: ask.timeZone, renderedAt });
    const br = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
    return {
      // an address no route has is not found, whatever was drawn for it
      status: remotePageFor(ask.pathname) ? screen.status : 404, etag: contentEtag(html), br,
      freshUntil: renderedAt + policy.freshMs[kind], staleUntil: renderedAt + policy.freshMs[kind] + policy.staleMs[kind],
      slateVersion: kind === 'live' ? slateVersion : undefined,
    };
  }

  /** One render of a page into the cache; null when it could not be rendered in time. */
  /** Renders a page and, unless `keep` is false, keeps it for the fans who ask for it next. */
  function render(key: string, ask: PageAsk, remote: RemoteName | undefined, timeMs: number, { keep: keepPage = true } = {}): Promise<CachedPage | null> {
    const log = redactedLog(ask.log, serverBuildKey);
    const run = async (): Promise<CachedPage | null> => {
      const renderFirstScreen = rendererFor(ask.release);
      if (!renderFirstScreen) return null;
      // not AbortSignal.timeout: it cannot be cleared, so it fired (an exception made, listeners
      // called) a second after every render that had long finished
      const deadline = new AbortController();
      const timer = setTimeout(() => deadline.abort(new DOMException('The page\'s time is up', 'TimeoutError')), Math.max(1, Math.ceil(timeMs)));
      const signal = deadline.signal;
      const renderedAt = Date.now();
      // read before the page's data: a change during the render leaves the page out of date
      const slateVersion = slate?.version;
      const screen = await renderFirstScreen({
        url: ask.url,
        remotes: serverRemotesOf(ask.release),
        // bound to the page's request: a worker's reads arrive as messages, outside it, and each read
        // must still be a call of the page's trace (when traces are on)
        api: AsyncResource.bind((p: string, init: { signal: AbortSignal }) => read(p, { ...init, requestId: ask.requestId, client: ask.client })),
        signal,
        clock: { timeZone: ask.timeZone, now: renderedAt },
        log,
      }).finally(() => clearTimeout(timer));
      if (!screen) return null;
      const page = await keep(ask, screen, renderedAt, remote ? dataKindOf(remote) : 'live', slateVersion);
      if (keepPage) cache.set(key, page);
      return page;
    };
    const running = run()
      .catch((err: unknown) => {
        log.warn({ err, url: forLog(ask.url, LOG_URL_MAX) }, 'first screen left to the browser');
        return null;
      })
      .finally(() => { renders.delete(key); });
    renders.set(key, running);
    return running;
  }

  /** Waits for a render until the page's own time is up. */
  function within(running: Promise<CachedPage | null>, ms: number): Promise<CachedPage | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => { timer = setTimeout(() => resolve(null), ms); });
    return Promise.race([running, late]).finally(() => clearTimeout(timer));
  }

  /** A kept page in the encoding a client takes: brotli as kept, gzip made once when first asked for. */
  const answer = (served: 'hit' | 'stale' | 'rendered', key: string, page: CachedPage): PageAnswer => ({
    served,
    page,
    async body(encoding) {
      if (encoding === 'br') return page.br;
      if (encoding === 'identity') return unbrotli(page.br);
      if (!page.gzip) cache.withGzip(key, page, await gzip(await unbrotli(page.br)));
      return page.gzip!;
    },
  });

  /** The ask with the address its HTML is made for; its other properties (the lazy `log`) as they are. */
  const renderedAsk = (ask: PageAsk): PageAsk => {
    const url = renderedUrlOf(ask.url);
    return url === ask.url ? ask : Object.defineProperties({}, { ...Object.getOwnPropertyDescriptors(ask), url: { value: url, enumerable: true } }) as PageAsk;
  };

  async function pageFor(asked: PageAsk): Promise<PageAnswer> {
    const ask = renderedAsk(asked);
    const page = remotePageFor(ask.pathname);
    const plainStatus = page ? 200 : 404;
    if (!rendererNow()) return { served: 'no_renderer', status: plainStatus };
    const key = `${ask.colorMode ?? '-'}|${ask.timeZone}|${ask.release.key}|${page ? codeVersion(page.remote) : ''}|${ask.url}`;
    const cached = cache.get(key);
    // drawn before a game changed status: rendered now, as if not kept, and sent only if no render can be had
    const outdated = cached?.slateVersion !== undefined && cached.slateVersion !== slate?.version ? cached : undefined;
    if (cached && !outdated) {
      if (Date.now() < cached.freshUntil) return answer('hit', key, cached);
      // one render replaces it in the background, if there is room for one
      if (!renders.has(key) && renders.size < renderRoom()) void render(key, ask, page?.remote, policy.deadlineMs);
      return answer('stale', key, cached);
    }
    const orOutdated = (plain: { served: PlainReason; status: 200 | 404 }): PageAnswer => (outdated ? answer('stale', key, outdated) : plain);
    if (page && !watch().stateOf(page.remote).up) return orOutdated({ served: 'remote_down', status: plainStatus });
    const left = policy.deadlineMs - (performance.now() - ask.arrivedAt);
    if (left <= 0) return orOutdated({ served: 'late', status: plainStatus });
    let running = renders.get(key);
    if (!running) {
      const room = renderRoom();
      if (renders.size >= room) {
        if (outdated) return answer('stale', key, outdated);
        if (room < policy.maxRenders) {
          noteBusy(ask);
          return { served: 'busy', status: plainStatus };
        }
        noteShed(ask);
        return { served: 'shed', status: plainStatus };
      }
      if (ask.client !== undefined && !budget.spend(ask.client)) {
        if (outdated) return answer('stale', key, outdated);
        noteOverBudget(ask);
        return { served: 'client_budget', status: plainStatus };
      }
      running = render(key, ask, page?.remote, left);
    }
    const rendered = await within(running, left);
    return rendered ? answer('rendered', key, rendered) : orOutdated({ served: 'failed', status: plainStatus });
  }

  /**
   * Every page without a parameter rendered once with a set of versions, so each remote's code and
   * each page's module are loaded before the first fan. The pages are not kept: at boot the services
   * may still be starting (no talking points written yet, no scores snapshot), and a page kept then
   * would be served, stale, to the first fans, whose browsers would take its data as just read.
   */
  async function warmSet(set: ReleaseSet, timeMs: number): Promise<Record<string, string>> {
    const firstPages = [...new Set(REMOTE_ROUTES.map((r) => r.path).filter((p) => !p.includes(':')))];
    const served: Record<string, string> = {};
    // one at a time: the renders' capacity stays free for the first fans
    for (const url of firstPages) {
      const ask: PageAsk = { url, pathname: url, colorMode: null, timeZone: DEFAULT_TIME_ZONE, arrivedAt: performance.now(), log: logger, release: set };
      const page = remotePageFor(url);
      const rendered = page && !watch().stateOf(page.remote).up ? null : await render(`warm-up|${set.key}|${url}`, ask, page?.remote, timeMs, { keep: false });
      served[url] = rendered ? 'rendered' : 'failed';
    }
    return served;
  }

  async function warmUp(): Promise<void> {
    if (!rendererNow()) return;
    warmingUp = true;
    try {
      await watch().check();
      logger.info({ pages: await warmSet(releases.current(), policy.deadlineMs) }, 'first screens warmed up');
    } finally {
      warmingUp = false;
      loop.restart(); // measured from here: the load was the boot's own
    }
    await warmOtherSets();
  }

  /**
   * A new canary's renderer (a worker) is started and its code loaded as soon as the canary is seen,
   * not by its first visitor, whose page would otherwise wait for all of it.
   */
  async function warmOtherSets(): Promise<void> {
    if (!rendererNow()) return;
    for (const set of releases.otherSets()) {
      if (warmed.has(set.key)) continue;
      warmed.add(set.key);
      logger.info({ versions: set.versions, pages: await warmSet(set, WORKER_WARM_UP_MS) }, 'renderer for a canary\'s versions warmed up');
    }
  }
  releases.onChange(() => { void warmOtherSets(); });

  return {
    pageFor,
    warmUp,
    stop: () => { watching?.stop(); loop.stop(); for (const timer of timers) clearTimeout(timer); for (const key of [...workers.keys()]) endWorker(key); },
    get rendersInFlight() { return renders.size; },
  };
}
