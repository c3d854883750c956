import type { Team } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { useQuery } from '@gg/query';

/**
 * The 32 teams, from the API (the water cooler shares no code with the hub): for picking teams in
 * the game-day settings and for telling which talking points are about them. Asked for only when
 * needed; the same key as the hub's, so a page that has them already does not ask again.
 */
export const useTeamList = (enabled: boolean) =>
  useQuery({ queryKey: ['/api/teams'], queryFn: ({ signal }) => getJson<Team[]>('/api/teams', { signal }), enabled, staleTime: Infinity });
