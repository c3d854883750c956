/**
 * The shared-module table. Host and every remote build with exactly this, so React, the router,
 * React Query and Emotion exist once on the page: one React tree, one router context, one
 * QueryClient, one Emotion cache and theme. Their ranges come from this package's
 * peerDependencies, the single place to bump them. The UI kit and the fan's preferences are shared
 * too (see sharedModules): loaded once when versions agree; the kit's interactive primitives are
 * separate entry points (@gg/ui/dialog, /tabs, /toast, /tooltip), so each loads only when a page uses it.
 */
import { createRequire } from 'node:module';
import pkg from '../package.json';

const peers: Record<string, string> = pkg.peerDependencies;
const requireFromHere = createRequire(__filename);

/** Subpath shares (keys ending in "/") have no package.json of their own: give them the base package's version. */
function installedVersion(name: string): string {
  return (requireFromHere(`${name.replace(/\/$/, '')}/package.json`) as { version: string }).version;
}

function singleton(name: string, range = peers[name]) {
  if (!range) throw new Error(`@gg/federation: no peerDependency range for shared module "${name}"`);
  return { singleton: true, requiredVersion: range, strictVersion: false, version: installedVersion(name) } as const;
}

/** The ranges of our own shared packages an app was written against, from its package.json. */
export interface OwnPackageRanges {
  ui: string;
  /** Only apps that use the fan's preferences depend on them (the shell does not). */
  preferences?: string;
}

/**
 * The UI kit and the fan's preferences are ours and change often, so they are shared by version
 * rather than as one forced copy: each app asks for the range in its own package.json, and gets
 * the copy already on the page when that satisfies it, or its own bundled copy when the page has
 * only an older one (a remote released before the shell it runs in). The toast queue is the
 * exception: one store for the whole page, so every toast reaches the shell's Toaster. The
 * preferences' store needs no such exception: copies of two versions see each other's changes
 * through the window's events.
 */
export function sharedModules(ranges: OwnPackageRanges) {
  const ui = { singleton: false, requiredVersion: ranges.ui, version: installedVersion('@gg/ui') } as const;
  const preferences = ranges.preferences === undefined ? undefined : { singleton: false, requiredVersion: ranges.preferences, version: installedVersion('@gg/preferences') } as const;
  return {
    ...sharedSingletons,
    '@gg/ui': ui,
    // Named time zones (Intl) are used by the shell alone, on the server and rarely in the browser:
    // shared, every page's start-up would carry their entry in the share scope for nothing.
    '@gg/ui/': { ...ui, exclude: { request: /^(named-time-zones|time-zone-cookie|color-mode-cookie)$/ } },
    '@gg/ui/toast': { ...ui, singleton: true },
    // The favorite teams' store is loaded by a page only when it has favorites to show: shared, every
    // page's start-up would carry its entry in the share scope. Its copies stay in step through the
    // window's events, as two versions of the preferences do.
    ...(preferences ? { '@gg/preferences': preferences, '@gg/preferences/': { ...preferences, exclude: { request: /^favorite-teams$/ } } } : {}),
  };
}

export const sharedSingletons = {
  react: singleton('react'),
  // Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client, …).
  'react/': singleton('react/', peers.react),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom/', peers['react-dom']),
  // the apps' door to React Router (see @gg/router): one router context, and only what they use
  '@gg/router': singleton('@gg/router'),
  // the data layer, the apps' door to React Query (see @gg/data): one QueryClient context, and only
  // what they use; its query definitions (@gg/data/queries) are not shared, each app bundles them
  '@gg/data': singleton('@gg/data'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/react/': singleton('@emotion/react/', peers['@emotion/react']),
  '@emotion/styled': singleton('@emotion/styled'),
} as const;
