/**
 * Serves the built shell on the public origin, plus /remotes.json (where the remotes are, read
 * from the environment at start). index.html and remotes.json revalidate on every load; hashed
 * assets are immutable. Unknown non-API paths get index.html so client routes (and the 404 page)
 * work on reload.
 */
import type { RemoteList } from '@gg/contracts';
import compression from 'compression';
import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg)$/;

export function shellRouter(shellDist: string, remotes: RemoteList): Router {
  const router = Router();
  const indexHtml = path.join(shellDist, 'index.html');
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotes);
  });
  router.use(compression());
  router.use(
    express.static(shellDist, {
      index: false,
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
    res.sendFile(indexHtml);
  });
  return router;
}
