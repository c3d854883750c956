/**
 * One webpack configuration for the host and every remote, so they agree on how TypeScript,
 * JSX (Emotion's jsx runtime) and federation are handled. Only names and exposes differ per app.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { REMOTE_CATALOG, type RemoteName } from '../catalog';
import { sharedModules } from '../shared';
import { EagerCompileHints, hostStartupFiles, remotePageFiles } from './compile-hints';
import { StartupPreloadHints } from './startup-hints';

interface CommonOptions {
  /** Folder of the app (where package.json and src/ are). */
  dir: string;
  mode?: 'production' | 'development';
}
export interface HostOptions extends CommonOptions {
  kind: 'host';
  name: string;
  title: string;
  /** Source of the site's service worker (relative to `dir`), emitted as /sw.js in production builds. */
  serviceWorker?: string;
}
/** A remote exposes exactly the pages the catalog lists for it, each from src/exposes/<page>.tsx. */
export interface RemoteOptions extends CommonOptions { kind: 'remote'; name: RemoteName }

export const swcRule = {
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
        target: 'es2020',
      },
    },
  },
};

/** './<page>' -> './src/exposes/<page>.tsx' for every page the catalog lists for this remote. */
export function exposesFor(name: RemoteName, dir: string): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const page of REMOTE_CATALOG[name].exposes) {
    const file = `./src/exposes/${page}.tsx`;
    if (!existsSync(path.join(dir, file))) throw new Error(`remote "${name}": the catalog lists "${page}" but ${file} does not exist`);
    exposes[`./${page}`] = file;
  }
  return exposes;
}

/** The range of the UI kit the app was written against, from its own package.json. */
export function uiRangeOf(dir: string): string {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const range = pkg.dependencies?.['@gg/ui'];
  if (!range) throw new Error(`${dir}/package.json must depend on @gg/ui`);
  return range;
}

/**
 * React Router publishes its production build as a file beside the development one, not under an
 * export condition, so a bundler picks the development build (dev-only warnings, larger) unless
 * told otherwise. Production builds alias the package to that file.
 */
export function reactRouterBuild(dir: string, mode: 'production' | 'development'): Record<string, string> {
  if (mode !== 'production') return {};
  const development = createRequire(path.join(dir, 'package.json')).resolve('react-router'); // …/dist/development/index.js
  const production = path.join(path.dirname(development), '..', 'production', 'index.mjs');
  if (!existsSync(production)) throw new Error(`react-router's production build is not at ${production}`);
  return { 'react-router$': production };
}

/**
 * The federation runtime's packages ship CommonJS and ES builds, and its own pieces reach them
 * both ways (require and import), so a build carried two copies of the runtime. Every build
 * resolves them to the ES build alone.
 */
const RUNTIME_PACKAGES = ['runtime-core', 'runtime', 'sdk', 'error-codes', 'webpack-bundler-runtime'];
export function oneFederationRuntime(dir: string): Record<string, string> {
  const requireFromApp = createRequire(path.join(dir, 'package.json'));
  const aliases: Record<string, string> = {};
  for (const name of RUNTIME_PACKAGES) {
    const pkgDir = path.resolve(requireFromApp.resolve(`@module-federation/${name}`), '..', '..'); // from …/dist/index.cjs
    const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { exports: { '.': { import: { default: string } } } };
    aliases[`@module-federation/${name}$`] = path.join(pkgDir, pkg.exports['.'].import.default);
  }
  return aliases;
}

/**
 * The host's service worker, compiled from its source by Workbox with the same loaders, and given
 * the list of the build's own files to precache. Source maps, licences and the federation
 * manifests and the host's own (unused) remoteEntry.js are left out; index.html too, because the page a fan gets is the gateway's (with the
 * remote list inlined), which the worker caches itself. Content-hashed names need no revision.
 */
export function serviceWorkerPlugin(swSrc: string): InjectManifest {
  return new InjectManifest({
    swSrc,
    swDest: 'sw.js',
    exclude: [/\.map$/, /LICENSE/, /\.html$/, /^mf-(manifest|stats)\.json$/, /^remoteEntry\.js$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
  });
}

export function createAppConfig(options: HostOptions | RemoteOptions): Configuration {
  const mode = options.mode ?? 'production';
  const isHost = options.kind === 'host';

  return {
    mode,
    context: options.dir,
    // Remotes have no page of their own: the container (remoteEntry.js) is their entry.
    entry: isHost ? { main: './src/index.ts' } : {},
    // Production maps are written beside the files for whoever is given them (error reporting), but
    // no script names its map: a fan's phone downloads nothing for them (about 0.7 KB a page).
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Host assets live at the site root; remote assets resolve against the remote's own origin.
      publicPath: isHost ? '/' : 'auto',
      filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      crossOriginLoading: 'anonymous',
      // a chunk that stalls fails after this (webpack's default is 2 minutes): the remote's error
      // boundary then offers Retry instead of leaving a fan on a half-loaded page
      chunkLoadTimeout: 8_000,
      uniqueName: options.name,
      // the server build (dist/server, see server.ts) is built after this one and kept
      clean: { keep: /^server[\\/]/ },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { ...oneFederationRuntime(options.dir), ...reactRouterBuild(options.dir, mode) } },
    module: { rules: [swcRule] },
    performance: { hints: false }, // measured in bench/ against the budgets instead
    optimization: {
      splitChunks: {
        cacheGroups: {
          // @emotion/react and @emotion/styled are shared separately, and each carried its own copy
          // of Emotion's small common modules (below webpack's size for a chunk of their own)
          emotionCommon: {
            test: /[\\/]node_modules[\\/](@emotion[\\/](utils|serialize|hash|unitless|memoize|use-insertion-effect-with-fallbacks)|@babel[\\/]runtime)[\\/]/,
            chunks: 'async',
            minChunks: 2,
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: isHost ? undefined : exposesFor(options.name, options.dir),
        remotes: {}, // the host learns remotes at runtime from /remotes.json
        shared: sharedModules(uiRangeOf(options.dir)),
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The host ships the federation runtime once and remotes use it, instead of each
        // remoteEntry.js carrying its own copy (~25 KB gzip each). Remotes are only ever loaded
        // by the shell, so they can rely on it being there.
        // Remotes are loaded by their remoteEntry.js, never by manifest, so the runtime's snapshot
        // (manifest) support and its Node code are left out of every build.
        experiments: {
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html', title: options.title, scriptLoading: 'defer' }),
            // the host's src/index.ts is `import('./bootstrap')` (the async boundary)
            ...(mode === 'production' ? [new StartupPreloadHints({ bootstrapRequest: './bootstrap', publicPath: '/' })] : []),
          ]
        : []),
      ...(mode === 'production'
        ? [new EagerCompileHints((compilation) => (isHost ? hostStartupFiles(compilation, './bootstrap') : remotePageFiles(compilation, options.name)))]
        : []),
      // only production builds get a worker: one caching a development build's files would get in the way
      ...(isHost && options.serviceWorker && mode === 'production' ? [serviceWorkerPlugin(options.serviceWorker)] : []),
    ],
    stats: 'errors-warnings',
  };
}
