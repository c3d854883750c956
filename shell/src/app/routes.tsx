/**
 * Every route of both spec documents, each mapped to the remote and expose that own it.
 * The shell owns this table; remotes own what renders inside each route.
 */
export interface RemoteRouteDef { path: string; remote: 'learn' | 'hub' | 'talk'; expose: string }

export const REMOTE_ROUTES: RemoteRouteDef[] = [
  { path: '/', remote: 'learn', expose: './home-page' },
  { path: '/rules', remote: 'learn', expose: './rules-page' },
  { path: '/rules/:ruleId', remote: 'learn', expose: './rule-detail-page' },
  { path: '/glossary', remote: 'learn', expose: './glossary-page' },
  { path: '/schedule', remote: 'hub', expose: './hub-page' },
  { path: '/nfl-hub', remote: 'hub', expose: './hub-page' },
  { path: '/team/:teamId', remote: 'hub', expose: './team-page' },
  { path: '/live-scores', remote: 'hub', expose: './live-scores-page' },
  { path: '/standings', remote: 'hub', expose: './standings-page' },
  { path: '/injuries', remote: 'hub', expose: './injuries-page' },
  { path: '/water-cooler', remote: 'talk', expose: './water-cooler-page' },
];
