import type { Player } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const rosterKey = (teamId: string) => ['/api/players', teamId] as const;

/** A team's players (an empty list when the provider has no roster for it). */
export const fetchRoster = (teamId: string, signal?: AbortSignal) => getJson<Player[]>(`/api/players/${encodeURIComponent(teamId)}`, { signal });

export const rosterQuery = (teamId: string) => queryOptions({ queryKey: rosterKey(teamId), queryFn: ({ signal }) => fetchRoster(teamId, signal) });

export const useRoster = (teamId: string) => useQuery(rosterQuery(teamId));
