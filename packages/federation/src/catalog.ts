/**
 * The one list of remotes and the pages each exposes. Everything that names a remote or an expose
 * reads it from here: each remote's webpack build, the shell's routes, navigation and fallbacks,
 * the gateway's remote list, and the gateway's preload hints for the page a URL opens. A renamed or removed page therefore fails `npm run typecheck`
 * (the shell's routes and each remote's `exposed-pages.ts` are checked against it), not a browser.
 * Browser-safe: no Node APIs.
 */

export const REMOTE_CATALOG = {
  learn: {
    /** How the fallback names this area when it cannot load. */
    area: 'The learning area',
    /** How often its pages' data changes: 'reference' (with a release), 'live' (any second on game day). */
    data: 'reference',
    defaultPort: 3001,
    exposes: ['home-page', 'rules-page', 'rule-detail-page', 'glossary-page'],
  },
  hub: {
    area: 'The NFL hub',
    data: 'live',
    defaultPort: 3002,
    exposes: ['hub-page', 'team-page', 'live-scores-page', 'standings-page', 'injuries-page'],
  },
  talk: {
    area: 'Water cooler talk',
    data: 'live',
    defaultPort: 3003,
    exposes: ['water-cooler-page'],
  },
} as const satisfies Record<string, { area: string; data: 'reference' | 'live'; defaultPort: number; exposes: readonly string[] }>;

export type RemoteName = keyof typeof REMOTE_CATALOG;
export type ExposeOf<R extends RemoteName> = (typeof REMOTE_CATALOG)[R]['exposes'][number];

/** A page of a remote: `{ remote: 'hub', expose: 'team-page' }`, checked against the catalog. */
export type RemotePage = { [R in RemoteName]: { remote: R; expose: ExposeOf<R> } }[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTE_CATALOG) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(REMOTE_CATALOG, name);

/** The id the federation runtime loads: 'hub/team-page'. */
export const remoteModuleId = ({ remote, expose }: RemotePage): string => `${remote}/${expose}`;
