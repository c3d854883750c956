import type { Team } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchTeams = (signal?: AbortSignal) => getJson<Team[]>('/api/teams', { signal });
export const teamsQuery = () => queryOptions({ queryKey: ['/api/teams'], queryFn: ({ signal }) => fetchTeams(signal) });
export const useTeams = () => useQuery(teamsQuery());
