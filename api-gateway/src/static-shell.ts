/**
 * Serves the built shell on the public origin, plus /remotes.json (where the remotes are, read
 * from the environment at start) and the service worker (/sw.js). index.html, remotes.json and the
 * worker revalidate on every load; hashed assets are immutable. Unknown non-API paths get
 * index.html so client routes (and the 404 page) work on reload.
 */
import type { RemoteList } from '@gg/contracts';
import compression from 'compression';
import express, { Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteHints } from './remote-hints';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;
/** Where the shell's build puts its service worker; served at the root so it controls every page. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * index.html with the remote list inlined (a JSON data block, which CSP does not treat as script)
 * and preconnect hints to the remotes' origins: the shell can start loading its first area without
 * waiting for a /remotes.json round trip and a cold connection to another origin.
 */
export function renderIndexHtml(html: string, remotes: RemoteList, pageHints = ''): string {
  const origins = [...new Set(remotes.remotes.map((r) => new URL(r.entry).origin))];
  const hints = origins.map((o) => `<link rel="preconnect" href="${o}" crossorigin>`).join('') + pageHints;
  // "<" escaped so the JSON can never close the script element
  const data = `<script id="gg-remotes" type="application/json">${JSON.stringify(remotes).replace(/</g, '\\u003c')}</script>`;
  const extra = `${hints}${data}`;
  return html.includes('</head>') ? html.replace('</head>', `${extra}</head>`) : html.replace(/(<!doctype html>)?/i, `$1${extra}`);
}

export function shellRouter(shellDist: string, remotes: RemoteList, remoteHints?: RemoteHints): Router {
  const router = Router();
  const indexHtml = path.join(shellDist, 'index.html');
  let template: string | null = null; // read once: the shell only changes on restart
  const page = (pathname: string) => renderIndexHtml((template ??= readFileSync(indexHtml, 'utf8')), remotes, remoteHints?.hintsFor(pathname));
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
  router.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexHtml)) {
      res.status(503).type('text/plain').send('The site is not built yet. Run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page(req.path));
  });
  return router;
}
