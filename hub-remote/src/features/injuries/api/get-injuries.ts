import type { Injury } from '@gg/contracts';
import { apiPath, getJson, queryOptions, useQuery } from '@gg/data';

/** Which injuries: one team's (`teamId`), or the league's; the hub also asks for ESPN's "listed" entries. */
export interface InjuryFilter { teamId?: string; includeGeneric?: boolean }

/** Every injuries query starts with this key, so one refresh reloads them all. */
export const INJURIES_KEY = ['/api/injuries'] as const;

export const injuriesPath = ({ teamId, includeGeneric }: InjuryFilter) =>
  apiPath(INJURIES_KEY, { teamId: teamId || undefined, includeGeneric: includeGeneric ? 'true' : undefined });

export const fetchInjuries = (filter: InjuryFilter, signal?: AbortSignal) => getJson<Injury[]>(injuriesPath(filter), { signal });

export const injuriesQuery = (filter: InjuryFilter) =>
  queryOptions({
    queryKey: [...INJURIES_KEY, { teamId: filter.teamId || null, includeGeneric: Boolean(filter.includeGeneric) }],
    queryFn: ({ signal }) => fetchInjuries(filter, signal),
  });

/** `refetchOnMount: 'always'` where opening the view is what refreshes it (the hub and team tabs). */
export const useInjuries = (filter: InjuryFilter, { refetchOnMount = true }: { refetchOnMount?: boolean | 'always' } = {}) =>
  useQuery({ ...injuriesQuery(filter), refetchOnMount });
