import type { TeamSeason } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';
import { useBroadcastDelayed } from '../../../shared/broadcast-delay/use-broadcast-delayed';

export const teamSeasonKey = (teamId: string) => ['/api/teams', teamId, 'season'] as const;

/** The team's season: record, games with results, the next game, leaders (and what is partial). */
export const fetchTeamSeason = (teamId: string, signal?: AbortSignal) => getJson<TeamSeason>(`/api/teams/${encodeURIComponent(teamId)}/season`, { signal });

// Results change on game days only, and the live game is followed on the scores screens: no polling here.
export const teamSeasonQuery = (teamId: string) =>
  queryOptions({ queryKey: teamSeasonKey(teamId), queryFn: ({ signal }) => fetchTeamSeason(teamId, signal), staleTime: 5 * 60_000, retryOnMount: false });

/**
 * The season as the fan behind the broadcast may see it: a newer answer (a result that just came
 * in) is held back by their delay, like the scores; the record and the Schedule tab share the key.
 */
export function useTeamSeason(teamId: string) {
  const query = useQuery(teamSeasonQuery(teamId));
  const season = useBroadcastDelayed(`team-season:${teamId}`, query.data).value;
  return { season, isPending: query.isPending, isError: query.isError, error: query.error, refetch: query.refetch };
}
