/**
 * Data read by more than one area, defined once. The learning area, the hub and the water cooler
 * share one QueryClient on the page: with one definition per endpoint they agree on its key and
 * freshness (before, whichever page mounted first decided how long the glossary stayed fresh).
 * Each app bundles this small module itself; the shared part is the QueryClient's cache.
 */
import type { GlossaryTerm, Team } from '@gg/contracts';
// by the package's name, not a relative path: the hooks must be the page's one shared copy
import { getJson, queryOptions, useQuery } from '@gg/data';

/**
 * The glossary's terms (content service), for the glossary page and for linking football words
 * in rules, plays, news and talking points. Read once per visit: it changes only with a deploy.
 */
export const glossaryQuery = () =>
  queryOptions({ queryKey: ['/api/glossary'], queryFn: ({ signal }) => getJson<GlossaryTerm[]>('/api/glossary', { signal }), staleTime: Infinity, gcTime: Infinity });

export const useGlossary = () => useQuery(glossaryQuery());

/**
 * The 32 teams (sports service): names, marks and records for the hub's screens, and the team
 * picker of the game-day settings. Read once per visit; the hub's Refresh Teams renews them.
 */
export const teamsQuery = () =>
  queryOptions({ queryKey: ['/api/teams'], queryFn: ({ signal }) => getJson<Team[]>('/api/teams', { signal }), staleTime: Infinity });

/** The teams; `enabled: false` waits (until the settings sheet opens, say) or reads what another part of the page already has. */
export const useTeams = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...teamsQuery(), enabled });
