/**
 * What an app's browser and server builds have in common: the sources and how they compile
 * (TypeScript, JSX with Emotion's runtime, one federation runtime, React Router's production
 * build), and who the app is to federation (its name, the pages it exposes, the shared modules).
 * index.ts (browser) and server.ts (Node) add only what differs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration } from 'webpack';
import { REMOTE_CATALOG, type RemoteName } from '../catalog';
import { sharedModules, type OwnPackageRanges } from '../shared';

export interface CommonOptions {
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

/** The ranges of our shared packages (UI kit, preferences) the app was written against, from its own package.json. */
export function ownPackageRangesOf(dir: string): OwnPackageRanges {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const ui = pkg.dependencies?.['@gg/ui'];
  if (!ui) throw new Error(`${dir}/package.json must depend on @gg/ui`);
  return { ui, preferences: pkg.dependencies?.['@gg/preferences'] };
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

/** The part of a build's configuration the browser and server builds share. */
/**
 * Where an app's build goes: its own `dist`, or GG_BUILD_OUT when a release builds it into a
 * folder of its own (the app's dist, which the dev stack serves, stays as it is).
 */
export function buildOutDir(appDir: string, env: NodeJS.ProcessEnv = process.env): string {
  return env.GG_BUILD_OUT ? path.resolve(env.GG_BUILD_OUT) : path.join(appDir, 'dist');
}

export function baseConfig(options: HostOptions | RemoteOptions): Pick<Configuration, 'mode' | 'context' | 'resolve' | 'module' | 'performance' | 'stats'> {
  const mode = options.mode ?? 'production';
  return {
    mode,
    context: options.dir,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { ...oneFederationRuntime(options.dir), ...reactRouterBuild(options.dir, mode) } },
    module: { rules: [swcRule] },
    performance: { hints: false }, // measured in bench/ against the budgets instead
    stats: 'errors-warnings',
  };
}

/** The federation options both builds give: the container's name and file, its pages, the shared modules. */
export function federationBase(options: HostOptions | RemoteOptions) {
  return {
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.kind === 'host' ? undefined : exposesFor(options.name, options.dir),
    remotes: {}, // the host learns remotes at runtime from /remotes.json
    shared: sharedModules(ownPackageRangesOf(options.dir)),
    shareStrategy: 'loaded-first' as const,
    dts: false,
  };
}
