/**
 * Every route of the site and the remote page that renders it. The shell owns this table; each
 * entry is checked against the federation catalog, so a page a remote no longer exposes fails the
 * type check here.
 */
import type { RemotePage, RemoteName } from '@gg/federation/catalog';

export type RemoteRouteDef = { path: string } & RemotePage;

export const REMOTE_ROUTES: RemoteRouteDef[] = [
  { path: '/', remote: 'learn', expose: 'home-page' },
  { path: '/rules', remote: 'learn', expose: 'rules-page' },
  { path: '/rules/:ruleId', remote: 'learn', expose: 'rule-detail-page' },
  { path: '/glossary', remote: 'learn', expose: 'glossary-page' },
  { path: '/schedule', remote: 'hub', expose: 'hub-page' },
  { path: '/nfl-hub', remote: 'hub', expose: 'hub-page' },
  { path: '/team/:teamId', remote: 'hub', expose: 'team-page' },
  { path: '/live-scores', remote: 'hub', expose: 'live-scores-page' },
  { path: '/standings', remote: 'hub', expose: 'standings-page' },
  { path: '/injuries', remote: 'hub', expose: 'injuries-page' },
  { path: '/water-cooler', remote: 'talk', expose: 'water-cooler-page' },
];

/** The first path segment of every route a remote renders, e.g. hub -> ['/schedule', '/team', …]. */
export function routeBasesOf(remote: RemoteName): string[] {
  const bases = REMOTE_ROUTES.filter((r) => r.remote === remote).map((r) => `/${r.path.split('/')[1] ?? ''}`);
  return [...new Set(bases)];
}
