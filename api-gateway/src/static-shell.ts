/**
 * Serves the built shell on the public origin, plus /remotes.json (where the remotes are, read
 * from the environment at start) and the service worker (/sw.js). Pages, remotes.json and the
 * worker revalidate on every load; hashed assets are immutable. Every other non-API path is a page:
 * its first screen rendered on the server when it can be (./first-screen), else the shell for the
 * browser to render, with 404 for an address the site does not have.
 */
import type { RemoteList } from '@gg/contracts';
import { remotePageFor } from '@gg/routes';
import { RENDERED_QUERIES_ID, type FirstScreen } from '@gg/first-screen';
import { colorModeFrom, type ColorMode } from '@gg/ui/color-mode-cookie';
import { isPrivateBuildPath } from '@gg/federation/static-server';
import { timeZoneFromCookie } from '@gg/ui/time-zone-cookie';
import compression from 'compression';
import express, { Router, type Request, type Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreens, PageAnswer } from './first-screen';
import { bucketCookie, bucketFromCookie, newBucket, type ReleaseSet, type ReleaseView } from './releases';
import { clientKey } from './rate-limit';
import { pageEntryHint } from './remote-hints';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** Where the shell's build puts its service worker; served at the root so it controls every page. */
export const SERVICE_WORKER_PATH = '/sw.js';
/** The time zone a page is rendered in for a fan whose zone is not known yet (a first visit). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Escaped for a double-quoted attribute. */
export const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// "<" escaped so the JSON can never close the script element
const jsonBlock = (id: string, value: unknown) => `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
const EMPTY_ROOT = '<div id="root"></div>';

/** The moment and time zone a server-rendered page's times were written for; the browser hydrates with the same. */
export interface RenderClockMark { timeZone: string; renderedAt: number }

/**
 * index.html with the remote list inlined (a JSON data block, which CSP does not treat as script)
 * and preconnect hints to the remotes' origins: the shell can start loading its first area without
 * waiting for a /remotes.json round trip and a cold connection to another origin.
 */
export function renderIndexHtml(html: string, remotes: RemoteList, pageHints = '', firstScreen?: { url: string; screen: FirstScreen }, colorMode: ColorMode | null = null, clock?: RenderClockMark): string {
  const origins = [...new Set(remotes.remotes.map((r) => new URL(r.entry).origin))];
  const hints = origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin>`).join('') + pageHints;
  const data = jsonBlock('gg-remotes', remotes);
  const extra = `${hints}${data}${firstScreen?.screen.head ?? ''}`;
  // the fan's own light/dark choice, there from the first paint (the value is one of two words);
  // on a rendered page, the zone and moment its times were written for
  const marks = `${colorMode ? ` data-theme="${colorMode}"` : ''}${firstScreen && clock ? ` data-time-zone="${escapeAttr(clock.timeZone)}" data-rendered-at="${Math.round(clock.renderedAt)}"` : ''}`;
  const marked = marks ? html.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag.slice(0, -1)}${marks}>`) : html;
  const page = marked.includes('</head>') ? marked.replace('</head>', `${extra}</head>`) : marked.replace(/(<!doctype html>)?/i, `$1${extra}`);
  if (!firstScreen || !page.includes(EMPTY_ROOT)) return page;
  // the URL marks what was rendered: the browser hydrates only the page it asked for
  const root = `<div id="root" data-rendered-url="${escapeAttr(firstScreen.url)}">${firstScreen.screen.html}</div>`;
  return page.replace(EMPTY_ROOT, () => `${root}${jsonBlock(RENDERED_QUERIES_ID, firstScreen.screen.queries)}`);
}

type ArrivedRequest = Request & { ggArrivedAt?: number; ggFirstScreen?: PageAnswer['served'] };

/** Sends a rendered page in the encoding the client takes, or 304 when it has this one already. */
async function sendRendered(req: Request, res: Response, answer: Extract<PageAnswer, { page: unknown }>): Promise<void> {
  const { page } = answer;
  res.status(page.status);
  res.setHeader('ETag', page.etag);
  if (page.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity') || 'identity';
  const body = await answer.body(encoding === 'br' || encoding === 'gzip' ? encoding : 'identity');
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.length));
  res.type('html');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A path that names no file (no extension in its last segment): a page, not an asset. */
const isPagePath = (pathname: string) => !pathname.slice(pathname.lastIndexOf('/') + 1).includes('.');

/**
 * The remotes a visitor's page is made with. A visitor with no canary bucket gets one while a canary
 * runs, kept in a cookie, so the same fan gets the same versions on every load.
 */
function releaseFor(req: Request, res: Response, releases: ReleaseView, { assign }: { assign: boolean }): ReleaseSet {
  let bucket = bucketFromCookie(req.headers.cookie);
  if (bucket === null && assign && releases.canaryRunning()) {
    bucket = newBucket();
    res.append('Set-Cookie', bucketCookie(bucket));
  }
  return releases.forVisitor(bucket);
}

export function shellRouter(shellDist: string, releases: ReleaseView, firstScreens?: FirstScreens, { sourceMaps = false }: { sourceMaps?: boolean } = {}): Router {
  const router = Router();
  const indexHtml = path.join(shellDist, 'index.html');
  let template: string | null = null; // read once: the shell only changes on restart
  let isBuilt = false;
  const built = () => (isBuilt ||= existsSync(indexHtml));
  const plainPage = (pathname: string, colorMode: ColorMode | null, remotes: RemoteList) =>
    renderIndexHtml((template ??= readFileSync(indexHtml, 'utf8')), remotes, pageEntryHint(pathname, remotes), undefined, colorMode);
  const compress = compression();

  async function sendPage(req: ArrivedRequest, res: Response): Promise<void> {
    if (!built()) {
      res.status(503).type('text/plain').send('The site is not built yet. Run `npm run build`.');
      return;
    }
    const colorMode = colorModeFrom(req.headers.cookie);
    const release = releaseFor(req, res, releases, { assign: true });
    const answer: PageAnswer = firstScreens
      ? await firstScreens.pageFor({
        url: req.originalUrl,
        pathname: req.path,
        colorMode,
        timeZone: timeZoneFromCookie(req.headers.cookie) ?? DEFAULT_TIME_ZONE,
        arrivedAt: req.ggArrivedAt ?? performance.now(),
        requestId: req.id,
        client: clientKey(req.ip),
        // the request's logger is made only if a render or a shed has something to say
        get log() { return req.log; },
        release,
      })
      : { served: 'no_renderer', status: remotePageFor(req.path) ? 200 : 404 };
    req.ggFirstScreen = answer.served;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('X-First-Screen', answer.served);
    if ('page' in answer) {
      res.setHeader('Vary', 'Accept-Encoding, Cookie'); // drawn in the mode and time zone the cookies name
      await sendRendered(req, res, answer);
      return;
    }
    res.setHeader('Vary', 'Cookie');
    res.status(answer.status);
    compress(req, res, () => { res.type('html').send(plainPage(req.path, colorMode, release.remotes)); });
  }

  // Pages first: most requests on game day are pages, and a page is no file (no disk lookup for it).
  router.get(/^(?!\/api(\/|$))/, (req, res, next) => (isPagePath(req.path) && req.accepts('html') ? sendPage(req, res) : next()));
  router.get('/remotes.json', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie'); // the visitor's versions
    res.json(releaseFor(req, res, releases, { assign: false }).remotes);
  });
  // Revalidated on every update check, so a new build reaches fans on their next visit. A build
  // without a worker (development) answers 404, never the HTML page, and the browser installs nothing.
  router.get(SERVICE_WORKER_PATH, compress, (_req, res) => {
    const file = path.join(shellDist, SERVICE_WORKER_PATH);
    if (!existsSync(file)) {
      res.status(404).type('text/plain').send('This build has no service worker.');
      return;
    }
    res.sendFile(file, { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } });
  });
  // the server build is required from disk by this process, and maps only go out when configured:
  // neither is a file of the public site, in any spelling (the app's 404 answers instead)
  router.use((req, _res, next) => { next(isPrivateBuildPath(req.path, { sourceMaps }) ? 'router' : undefined); });
  router.use(compress, express.static(shellDist, {
    index: false, // pages get index.html from the route above, with the remote list inlined
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }));
  // an address with a dot that is no file is still a page (the app's 404 page, in the HTML)
  router.get(/^(?!\/api(\/|$))/, (req, res, next) => (req.accepts('html') ? sendPage(req, res) : next()));
  return router;
}
