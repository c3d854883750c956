import type { Penalty } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** Our penalty list (content service): what a flag costs, its signal, in plain words. */
export const fetchPenalties = (signal?: AbortSignal) => getJson<Penalty[]>('/api/penalties', { signal });

/** Read once per visit, when a fan first asks about a flag: the list changes only with a deploy. */
export const penaltiesQuery = () =>
  queryOptions({ queryKey: ['/api/penalties'], queryFn: ({ signal }) => fetchPenalties(signal), staleTime: Infinity, gcTime: Infinity });

export const usePenalties = () => useQuery(penaltiesQuery());
