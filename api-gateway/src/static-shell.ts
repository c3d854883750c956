/**
 * Serves the built shell on the public origin, plus /remotes.json (where the remotes are, read
 * from the environment at start) and the service worker (/sw.js). index.html, remotes.json and the
 * worker revalidate on every load; hashed assets are immutable. Unknown non-API paths get
 * index.html so client routes (and the 404 page) work on reload.
 */
import type { RemoteList } from '@gg/contracts';
import { colorModeChoiceFrom, RENDERED_QUERIES_ID, type ColorModeChoice, type FirstScreen } from '@gg/federation/first-screen';
import { timeZoneFromCookie } from '@gg/ui/time-zone-cookie';
import compression from 'compression';
import express, { Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FirstScreenFor } from './first-screen';
import type { RemoteHints } from './remote-hints';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** Where the shell's build puts its service worker; served at the root so it controls every page. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * index.html with the remote list inlined (a JSON data block, which CSP does not treat as script)
 * and preconnect hints to the remotes' origins: the shell can start loading its first area without
 * waiting for a /remotes.json round trip and a cold connection to another origin.
 */
export function renderIndexHtml(html: string, remotes: RemoteList, pageHints = '', firstScreen?: { url: string; screen: FirstScreen; clock?: RenderClock }, colorMode: ColorModeChoice | null = null): string {
  const origins = [...new Set(remotes.remotes.map((r) => new URL(r.entry).origin))];
  const hints = origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin>`).join('') + pageHints;
  const data = jsonBlock('gg-remotes', remotes);
  const extra = `${hints}${data}${firstScreen?.screen.head ?? ''}`;
  // the fan's own light/dark choice, there from the first paint (the value is one of two words)
  const themed = colorMode ? html.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag.slice(0, -1)} data-theme="${colorMode}">`) : html;
  // the zone and time the first screen's dates were written with: the browser hydrates with the same
  const clock = firstScreen?.clock;
  const clocked = clock ? themed.replace(/<html(\s[^>]*)?>/i, (tag) => `${tag.slice(0, -1)} data-time-zone="${escapeAttr(clock.timeZone)}" data-rendered-at="${clock.now}">`) : themed;
  const page = clocked.includes('</head>') ? clocked.replace('</head>', `${extra}</head>`) : clocked.replace(/(<!doctype html>)?/i, `$1${extra}`);
  if (!firstScreen || !page.includes(EMPTY_ROOT)) return page;
  // the URL marks what was rendered: the browser hydrates only the page it asked for
  const root = `<div id="root" data-rendered-url="${escapeAttr(firstScreen.url)}">${firstScreen.screen.html}</div>`;
  return page.replace(EMPTY_ROOT, () => `${root}${jsonBlock(RENDERED_QUERIES_ID, firstScreen.screen.queries)}`);
}

const EMPTY_ROOT = '<div id="root"></div>';
type RenderClock = { timeZone: string; now: number };
const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// "<" escaped so the JSON can never close the script element
const jsonBlock = (id: string, value: unknown) => `<script id="${id}" type="application/json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

export function shellRouter(shellDist: string, remotes: RemoteList, remoteHints?: RemoteHints, firstScreenFor?: FirstScreenFor): Router {
  const router = Router();
  const indexHtml = path.join(shellDist, 'index.html');
  let template: string | null = null; // read once: the shell only changes on restart
  const page = (pathname: string, colorMode: ColorModeChoice | null, firstScreen?: { url: string; screen: FirstScreen; clock?: RenderClock }) =>
    renderIndexHtml((template ??= readFileSync(indexHtml, 'utf8')), remotes, remoteHints?.hintsFor(pathname), firstScreen, colorMode);
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotes);
  });
  router.use(compression());
  // Revalidated on every update check, so a new build reaches fans on their next visit. A build
  // without a worker (development) answers 404, never the HTML page, and the browser installs nothing.
  router.get(SERVICE_WORKER_PATH, (_req, res) => {
    const file = path.join(shellDist, SERVICE_WORKER_PATH);
    if (!existsSync(file)) {
      res.status(404).type('text/plain').send('This build has no service worker.');
      return;
    }
    res.sendFile(file, { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } });
  });
  router.use(
    express.static(shellDist, {
      index: false, // '/' and client routes get index.html from the route below, with the remote list inlined
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.get(/^(?!\/api(\/|$)).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The site is not built yet. Run `npm run build`.');
      return;
    }
    const url = req.originalUrl;
    const colorMode = colorModeChoiceFrom(req.headers.cookie);
    // dates in the fan's zone (the cookie the browser writes), UTC until it has written one
    const clock = { timeZone: timeZoneFromCookie(req.headers.cookie) ?? 'UTC', now: Date.now() };
    // the renderer reads /api from this same process, on the address this request came in on
    const screen = firstScreenFor ? await firstScreenFor(url, `http://127.0.0.1:${req.socket.localPort}`, clock) : null;
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie'); // drawn in the mode and the time zone the cookies name
    res.type('html').send(page(req.path, colorMode, screen ? { url, screen, clock } : undefined));
  });
  return router;
}
