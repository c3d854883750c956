import type { TeamSeason } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const teamSeasonKey = (teamId: string) => ['/api/teams', teamId, 'season'] as const;

/** The team's season: record, games with results, the next game, leaders (and what is partial). */
export const fetchTeamSeason = (teamId: string, signal?: AbortSignal) => getJson<TeamSeason>(`/api/teams/${encodeURIComponent(teamId)}/season`, { signal });

// Results change on game days only, and the live game is followed on the scores screens: no polling here.
export const teamSeasonQuery = (teamId: string) =>
  queryOptions({ queryKey: teamSeasonKey(teamId), queryFn: ({ signal }) => fetchTeamSeason(teamId, signal), staleTime: 5 * 60_000, retryOnMount: false });

export const useTeamSeason = (teamId: string) => useQuery(teamSeasonQuery(teamId));
