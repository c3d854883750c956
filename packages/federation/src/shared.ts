/**
 * The one shared-singleton table. Host and every remote build with exactly this, so React, the
 * router, React Query and Emotion exist once on the page: one React tree, one router context, one
 * QueryClient, one Emotion cache and theme, one UI kit. The ranges come from this package's peerDependencies,
 * which is the single place to bump them.
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

export const sharedSingletons = {
  react: singleton('react'),
  // Trailing-slash keys share every subpath (react/jsx-runtime, react-dom/client, …).
  'react/': singleton('react/', peers.react),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom/', peers['react-dom']),
  'react-router-dom': singleton('react-router-dom'),
  'react-router': singleton('react-router'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@tanstack/query-core': singleton('@tanstack/query-core'),
  '@emotion/react': singleton('@emotion/react'),
  '@emotion/react/': singleton('@emotion/react/', peers['@emotion/react']),
  '@emotion/styled': singleton('@emotion/styled'),
  // The UI kit once for the whole page: every remote renders with the same components, and module
  // state such as the toast queue is one store, not one per remote. Its Radix-based primitives are
  // separate entry points (@gg/ui/tabs, /toast, /tooltip), so each loads only when a page uses it.
  '@gg/ui': singleton('@gg/ui'),
  '@gg/ui/': singleton('@gg/ui/', peers['@gg/ui']),
} as const;

export type SharedName = keyof typeof sharedSingletons;
