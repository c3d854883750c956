import type { Standing } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** Every team's record for the season the provider reports (each row carries its season). */
export const fetchStandings = (signal?: AbortSignal) => getJson<Standing[]>('/api/standings', { signal });
export const standingsQuery = () => queryOptions({ queryKey: ['/api/standings'], queryFn: ({ signal }) => fetchStandings(signal) });
export const useStandings = () => useQuery(standingsQuery());
