/**
 * The static server every remote is deployed with. It sends the CORS and CORP headers the shell
 * needs to load the remote from another origin, and the caching that makes redeploys safe:
 * the entry files revalidate on every load, hashed chunks are immutable.
 */
import express, { type Express } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

const REVALIDATED = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);

export interface RemoteStaticOptions {
  distDir: string;
  /** Origins allowed to load this remote (the public site). '*' allows any. */
  allowedOrigins: string[];
}

export function createRemoteStaticApp({ distDir, allowedOrigins }: RemoteStaticOptions): Express {
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`No build found in ${distDir} (mf-manifest.json missing). Run the remote's build first.`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => { res.json({ status: 'ok' }); });
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (allowedOrigins.includes('*')) res.setHeader('Access-Control-Allow-Origin', '*');
    else if (origin && allowedOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    // Scripts of this origin are embedded by the shell's origin.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Timing-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.status(204).end();
      return;
    }
    next();
  });
  app.use(
    express.static(distDir, {
      index: false,
      etag: true,
      setHeaders(res, filePath) {
        const base = path.basename(filePath);
        res.setHeader('Cache-Control', REVALIDATED.has(base) ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use((_req, res) => { res.status(404).json({ error: { status: 404, code: 'not_found', message: 'No such file in this remote.' } }); });
  return app;
}

/**
 * Runs a remote's static server from its folder: PORT (or the default) and ALLOWED_ORIGINS from the
 * environment; stops on SIGTERM/SIGINT.
 */
export function serveRemote({ name, dir, defaultPort }: { name: string; dir: string; defaultPort: number }) {
  const port = Number(process.env.PORT ?? defaultPort);
  const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? 'http://localhost:8080').split(',').map((s) => s.trim());
  const app = createRemoteStaticApp({ distDir: path.join(dir, 'dist'), allowedOrigins });
  const server = app.listen(port, () => console.log(`${name} remote on http://localhost:${port}`));
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
