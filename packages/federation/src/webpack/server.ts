/**
 * The server build of an app, beside its browser build: the same sources, compiled for Node into
 * dist/server, so the gateway can render a route's first screen into the HTML it sends.
 *
 * - A remote's server container (dist/server/remoteEntry.js) exposes the same pages as its browser
 *   one. The remote's static server publishes it only under /server/<SERVER_BUILD_KEY>/ (see
 *   static-server.ts); the shell's server build loads it from there over HTTP with federation's
 *   Node runtime, so a remote still deploys on its own and the shell is not rebuilt when it changes.
 * - The host's server build is one CommonJS module (dist/server/render.js) the gateway requires:
 *   it exports the renderer (src/server/index.ts) and shares React, the router, React Query,
 *   Emotion and the UI kit with the remotes it loads, exactly as the browser build does.
 */
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { baseConfig, buildOutDir, federationBase, type HostOptions, type RemoteOptions } from './base';

/** Where a server build goes, inside the app's dist (its static server publishes it on a keyed path). */
const SERVER_DIR = 'server';

const nodeRuntimePlugin = createRequire(__filename).resolve('@module-federation/node/runtimePlugin');

export function createServerConfig(options: HostOptions | RemoteOptions): Configuration {
  const isHost = options.kind === 'host';
  return {
    ...baseConfig(options),
    name: 'server',
    target: 'async-node',
    entry: isHost ? { render: { import: './src/server/index.ts', library: { type: 'commonjs2' } } } : {},
    devtool: false,
    output: {
      path: path.join(buildOutDir(options.dir), SERVER_DIR),
      // a remote's chunks are fetched beside its server remoteEntry.js (the Node runtime resolves
      // them against the entry's URL); the host's are read from its own folder
      publicPath: '',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      chunkFormat: 'commonjs',
      uniqueName: `${options.name}_server`,
      clean: true,
    },
    // one file per shared module is plenty on a server; no size-driven splitting
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new ModuleFederationPlugin({
        ...federationBase(options),
        library: { type: 'commonjs-module' },
        manifest: false,
        // loads remote entries and their chunks over HTTP in Node
        runtimePlugins: [nodeRuntimePlugin],
      }),
    ],
  };
}
