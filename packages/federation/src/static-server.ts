/**
 * The static server every remote is deployed with. It sends the CORS and CORP headers the shell
 * needs to load the remote from another origin, and the caching that makes redeploys safe:
 * the entry files revalidate on every load, hashed chunks are immutable.
 *
 * Its origin is public, so it serves the browser build only: the server build (dist/server, for
 * the gateway's renderer) only on a path carrying the server-build key the gateway is given too
 * (`/server/<key>/…`), and source maps only when configured. See docs/decisions/0017.
 */
import { createHttpServer, createMetrics, FACING_FANS, markStopping, metricsPort, observeRequests, readinessRoute, serveMetrics, type Metrics } from '@gg/service-kit';
import express, { type Express, type Request, type RequestHandler } from 'express';
import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { REMOTE_CATALOG, type RemoteName } from './catalog';

const REVALIDATED = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where a server build sits inside an app's dist (and the first segment of its URL path). */
const SERVER_DIR = 'server';

/** A server-build key: long enough not to be guessed, and safe in a URL path segment as it is. */
export const ServerBuildKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'use 16 to 128 letters, digits, "_" or "-"');

/**
 * A remote's server container, published beside its browser one on a path only the gateway knows:
 * …/remoteEntry.js -> …/server/<key>/remoteEntry.js (its chunks are fetched beside it, so the key
 * is in their URLs too). The remote's static server answers 404 on every other /server path; without
 * a key the entry is …/server/remoteEntry.js, for a remote host that guards it another way.
 */
export const serverEntryOf = (browserEntry: string, serverBuildKey?: string): string =>
  new URL(serverBuildKey ? `server/${encodeURIComponent(serverBuildKey)}/remoteEntry.js` : 'server/remoteEntry.js', browserEntry).href;

/**
 * Whether a request path names a file a build folder must not give the public: the server build
 * (`server/…`, for the gateway only) and, unless `sourceMaps`, source maps. The path is read the
 * way `send` (behind express.static) finds a file: percent-decoded, then dot segments and repeated
 * slashes resolved; and without case, so no spelling reaches one, on a case-insensitive disk
 * either. A path that does not decode is private (`send` refuses it anyway).
 */
export function isPrivateBuildPath(pathname: string, { sourceMaps }: { sourceMaps: boolean }): boolean {
  const file = fileNamedBy(pathname);
  if (file === null) return true;
  if (file === `/${SERVER_DIR}` || file.startsWith(`/${SERVER_DIR}/`)) return true;
  return !sourceMaps && /\.map\/*$/.test(file);
}

/** The file a request path names as `send` reads it, lower-cased (see isPrivateBuildPath); null when it does not decode. */
function fileNamedBy(pathname: string): string | null {
  try {
    return path.posix.normalize(`/${decodeURIComponent(pathname)}`).toLowerCase();
  } catch {
    return null;
  }
}

/** A published version's record (release.json): the store's, not the public's, in any spelling. */
const isReleaseRecord = (pathname: string) => /^\/release\.json\/*$/.test(fileNamedBy(pathname) ?? '');

/** Files of a published version found inside it, remembered (a version never changes); at most this many. */
const CHECKED_KEPT = 2_000;

/**
 * `files` (a static handler on `root`) for the paths whose file, links followed, is inside `root`;
 * anything else is left to the 404. A link in a build could otherwise hand out any file the
 * server's user can read. With `unchanging` (a published version), a file found inside is not
 * looked at again.
 */
function withinFolder(root: string, files: RequestHandler, { unchanging = false } = {}): RequestHandler {
  let realRoot: Promise<string> | null = null;
  const inside = new Set<string>();
  return (req, res, next) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      files(req, res, next); // refused by the file server itself
      return;
    }
    const file = path.join(root, path.posix.normalize(`/${decoded}`));
    if (inside.has(file)) { files(req, res, next); return; }
    realRoot ??= realpath(root);
    void Promise.all([realRoot, realpath(file)]).then(
      ([folder, real]) => {
        if (real !== folder && !real.startsWith(`${folder}${path.sep}`)) { next(); return; }
        if (unchanging) {
          if (inside.size >= CHECKED_KEPT) inside.clear();
          inside.add(file);
        }
        files(req, res, next);
      },
      () => files(req, res, next), // no such file: the file server answers as for any other
    );
  };
}

/** Cache-Control for a build file: source maps and entry files revalidate, hashed chunks are immutable. */
function cacheControlOf(filePath: string): string {
  const base = path.basename(filePath);
  return base.endsWith('.map') || REVALIDATED.has(base) ? 'no-cache' : IMMUTABLE;
}

/** Compares without telling by its timing how much of a guess was right. */
function sameKey(given: string, key: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(key));
}

/**
 * The server build on `/server/<key>/…`, for the gateway (its federation runtime loads the entry
 * and resolves chunks beside it, so the key is carried by every file's URL). Anything else under
 * /server is left to the 404 below.
 */
function serverBuild(distDir: string, key: string, cacheControl: (filePath: string) => string = cacheControlOf): RequestHandler {
  const files = withinFolder(path.join(distDir, SERVER_DIR), express.static(path.join(distDir, SERVER_DIR), {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) { res.setHeader('Cache-Control', cacheControl(filePath)); },
  }));
  const prefix = `/${SERVER_DIR}/`;
  return (req, res, next) => {
    if (!req.path.startsWith(prefix)) { next(); return; }
    const end = req.path.indexOf('/', prefix.length);
    if (end < 0 || !sameKey(req.path.slice(prefix.length, end), key)) { next(); return; }
    const restPath = req.path.slice(end);
    // the rest must itself be a server-build file: no way back out of the folder, no source map
    if (isPrivateBuildPath(restPath, { sourceMaps: false })) { next(); return; }
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query < 0 ? restPath : `${restPath}${url.slice(query)}`;
    void files(req, res, (err?: unknown) => { req.url = url; next(err); });
  };
}

export interface RemoteStaticOptions {
  distDir: string;
  /** Origins allowed to load this remote (the public site). '*' allows any. */
  allowedOrigins: string[];
  /** The key the gateway puts in the server build's URL; without one the server build is not served at all. */
  serverBuildKey?: string;
  /** Whether source maps (*.map) are served; off by default. */
  sourceMaps?: boolean;
  /**
   * The folder of a published release of this remote by its version (null: no such version), served
   * on `/v/<version>/…`, every file immutable (the version is in the URL). Unset: no releases.
   */
  publishedVersionDir?: (version: string) => string | null;
  /** Where request durations are recorded, by the kind of file asked for (see remoteRouteOf). */
  metrics?: Metrics;
}

/**
 * A request's route label for metrics, from a fixed set: the entry files (asked for on every page
 * load and every redeploy check), a published version's files, the server build, the probes, and
 * any other file (hashed chunks, and the 404s of whatever a visitor tries).
 */
export function remoteRouteOf(req: Request): string {
  const file = req.path;
  if (file === '/healthz' || file === '/readyz') return file;
  if (file.startsWith('/v/')) return '/v/:version';
  if (file.startsWith(`/${SERVER_DIR}/`)) return `/${SERVER_DIR}`;
  return REVALIDATED.has(file.slice(1)) ? 'entry' : 'file';
}

/** Every file of a published version: a URL names one version's file, which never changes. */
const immutable = (filePath: string) => (filePath.endsWith('.map') ? 'no-cache' : IMMUTABLE);

/**
 * `/v/<version>/…`: the files of a published version, browser build and (on its key) server build,
 * each version's handlers made once when first asked for. A page a fan opened keeps loading its own
 * version's chunks from here whatever is current since.
 */
function publishedVersions(versionDir: (version: string) => string | null, serverBuildKey: string | undefined, sourceMaps: boolean): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  const handlerFor = (version: string): RequestHandler | null => {
    const known = handlers.get(version);
    if (known) return known;
    const dir = versionDir(version);
    if (!dir || !existsSync(path.join(dir, 'release.json'))) return null;
    const browser = withinFolder(dir, express.static(dir, { index: false, redirect: false, dotfiles: 'ignore', setHeaders(res, filePath) { res.setHeader('Cache-Control', immutable(filePath)); } }), { unchanging: true });
    const server = serverBuildKey ? serverBuild(dir, serverBuildKey, immutable) : null;
    const handler: RequestHandler = (req, res, next) => {
      const onwards = () => (isPrivateBuildPath(req.path, { sourceMaps }) || isReleaseRecord(req.path) ? next() : browser(req, res, next));
      if (server) server(req, res, (err?: unknown) => (err ? next(err) : onwards()));
      else onwards();
    };
    handlers.set(version, handler); // only versions on disk: as many as were published
    return handler;
  };
  return (req, res, next) => {
    const match = /^\/v\/([^/]+)(\/.*)$/.exec(req.path);
    const handler = match && handlerFor(match[1]!);
    if (!match || !handler) { next(); return; }
    const url = req.url;
    const query = url.indexOf('?');
    req.url = query < 0 ? match[2]! : `${match[2]}${url.slice(query)}`;
    handler(req, res, (err?: unknown) => { req.url = url; next(err); });
  };
}

export function createRemoteStaticApp({ distDir, allowedOrigins, serverBuildKey, sourceMaps = false, publishedVersionDir, metrics }: RemoteStaticOptions): Express {
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`No build found in ${distDir} (mf-manifest.json missing). Run the remote's build first.`);
  }
  if (serverBuildKey !== undefined) ServerBuildKeySchema.parse(serverBuildKey);
  const app = express();
  app.disable('x-powered-by');
  if (metrics) app.use(observeRequests(metrics, remoteRouteOf));
  app.get('/healthz', (_req, res) => { res.json({ status: 'ok' }); });
  readinessRoute(app, 'remote'); // its build was found above; not ready once a shutdown starts
  app.use((req, res, next) => {
    const origin = req.headers.origin;
    if (allowedOrigins.includes('*')) res.setHeader('Access-Control-Allow-Origin', '*');
    else {
      // on every answer, granted or not: a cache in front must not give one origin's answer to another
      res.setHeader('Vary', 'Origin');
      if (origin && allowedOrigins.includes(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
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
  if (publishedVersionDir) app.use(publishedVersions(publishedVersionDir, serverBuildKey, sourceMaps));
  if (serverBuildKey) app.use(serverBuild(distDir, serverBuildKey));
  const browserBuild = withinFolder(distDir, express.static(distDir, {
    index: false,
    etag: true,
    setHeaders(res, filePath) { res.setHeader('Cache-Control', cacheControlOf(filePath)); },
  }));
  app.use((req, res, next) => (isPrivateBuildPath(req.path, { sourceMaps }) ? next() : browserBuild(req, res, next)));
  app.use((_req, res) => { res.status(404).json({ error: { status: 404, code: 'not_found', message: 'No such file in this remote.' } }); });
  return app;
}

/** A remote static server's environment, checked at start. */
export const RemoteServerConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Origins allowed to load this remote (comma-separated). */
  ALLOWED_ORIGINS: z.string().default('http://localhost:8080').transform((s) => s.split(',').map((o) => o.trim()).filter(Boolean)),
  /** The gateway's key for the server build (the same value as the gateway's); unset: no server build is served. */
  SERVER_BUILD_KEY: ServerBuildKeySchema.optional(),
  /** Whether source maps are served. */
  SERVE_SOURCE_MAPS: z.enum(['on', 'off']).default('off'),
  METRICS_PORT: metricsPort(),
});

/**
 * Runs a remote's static server from its folder, configured from the environment (PORT, else the
 * remote's port in the catalog, where the gateway looks for it by default; ALLOWED_ORIGINS,
 * SERVER_BUILD_KEY, SERVE_SOURCE_MAPS, METRICS_PORT); stops on SIGTERM/SIGINT.
 */
export function serveRemote({ name, dir, publishedVersionDir }: { name: RemoteName; dir: string; publishedVersionDir?: RemoteStaticOptions['publishedVersionDir'] }) {
  const parsed = RemoteServerConfigSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const config = parsed.data;
  const port = config.PORT ?? REMOTE_CATALOG[name].defaultPort;
  const metrics = createMetrics(`${name}-remote`);
  const app = createRemoteStaticApp({
    metrics,
    distDir: path.join(dir, 'dist'),
    allowedOrigins: config.ALLOWED_ORIGINS,
    serverBuildKey: config.SERVER_BUILD_KEY,
    sourceMaps: config.SERVE_SOURCE_MAPS === 'on',
    publishedVersionDir,
  });
  // its origin faces fans directly (the browser fetches the remote's code from it)
  const server = createHttpServer(app, FACING_FANS);
  server.listen(port, () => console.log(`${name} remote on http://localhost:${port}`));
  if (config.METRICS_PORT !== undefined) serveMetrics(metrics, config.METRICS_PORT).unref();
  const stop = () => { markStopping(app); server.close(() => process.exit(0)); };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return server;
}
