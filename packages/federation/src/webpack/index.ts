/**
 * The browser build of the host and every remote (on the base both builds share, base.ts), so they
 * agree on how TypeScript, JSX and federation are handled. Only names and exposes differ per app.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { baseConfig, buildOutDir, federationBase, type HostOptions, type RemoteOptions } from './base';
import { EagerCompileHints, hostStartupFiles, remotePageFiles } from './compile-hints';
import { StartupPreloadHints } from './startup-hints';

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
    ...baseConfig(options),
    // Remotes have no page of their own: the container (remoteEntry.js) is their entry.
    entry: isHost ? { main: './src/index.ts' } : {},
    // Production maps are written beside the files for whoever is given them (error reporting), but
    // no script names its map: a fan's phone downloads nothing for them (about 0.7 KB a page).
    devtool: mode === 'production' ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: buildOutDir(options.dir),
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
    optimization: {
      minimizer: [
        new TerserPlugin({
          // webpack's own minimizer settings, but for the licence banners: the licences are still
          // extracted beside each file (X.js.LICENSE.txt), but no script names its file (a line of
          // ~55 bytes gzip in each of React DOM, React and the router chunks: ~0.3 KB a page)
          terserOptions: { compress: { passes: 2 } },
          extractComments: { condition: 'some', banner: false },
        }),
      ],
      splitChunks: {
        cacheGroups: {
          // no chunk of its own for a library's code: the router and React Query came in two files
          // each (the library, and our facade over it, @gg/router and @gg/data), loaded together on
          // every page; in one they compress and minify as one (1.5 KB gzip less on every route)
          defaultVendors: false,
          // Emotion is shared as several modules (@emotion/react, its JSX runtime, @emotion/styled),
          // one chunk each, each with its own copy of Emotion's small common modules, and every page's
          // start-up loads them all: one chunk carries each module once and compresses better
          // (about 1.3 KB gzip less than the separate chunks with the common modules split out)
          emotion: {
            test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
            name: 'emotion',
            chunks: 'async',
            enforce: true,
          },
          // React, React DOM and their JSX runtime are shared modules, one chunk each, and every
          // page's start-up loads them all: in one file they compress better (about 1 KB gzip)
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            name: 'react',
            chunks: 'async',
            enforce: true,
          },
        },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase(options),
        manifest: true,
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
  };
}

export type { HostOptions, RemoteOptions } from './base';
