import type { Team } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@gg/query';

export const fetchTeams = (signal?: AbortSignal) => getJson<Team[]>('/api/teams', { signal });
export const teamsQuery = () => queryOptions({ queryKey: ['/api/teams'], queryFn: ({ signal }) => fetchTeams(signal) });
/** The 32 teams; `enabled: false` leaves the list to whoever already asked for it. */
export const useTeams = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...teamsQuery(), enabled });
