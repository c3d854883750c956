import type { Team } from '@gg/contracts';
import { getJson, HttpError, queryOptions, useQuery, useQueryClient } from '@gg/data';
import { teamsQuery } from '@gg/data/queries';

export const teamKey = (teamId: string) => ['/api/teams', teamId] as const;

/** One team with the details the list lacks (head coach, stadium, location, founded). */
export const fetchTeam = (teamId: string, signal?: AbortSignal) => getJson<Team>(`/api/teams/${encodeURIComponent(teamId)}`, { signal });

// A team that does not exist is not asked for again on mounting: the page that came rendered with
// "Team not found" shows the same while it hydrates, not a skeleton (Try again still asks).
export const teamQuery = (teamId: string) =>
  queryOptions({ queryKey: teamKey(teamId), queryFn: ({ signal }) => fetchTeam(teamId, signal), retryOnMount: false });

/** The service answers 404 for an id it does not know and 400 for one that is not an id at all. */
export const isUnknownTeam = (error: unknown) => error instanceof HttpError && (error.status === 404 || error.status === 400);

/**
 * The team's detail. When the team list is already cached (the visitor came from the hub), its row
 * paints the header at once while the detail loads; the list is never requested just for that.
 */
export function useTeam(teamId: string) {
  const client = useQueryClient();
  return useQuery({
    ...teamQuery(teamId),
    placeholderData: () => client.getQueryData(teamsQuery().queryKey)?.find((t) => t.id === teamId),
  });
}
