import type { Penalty } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const fetchPenalties = (signal?: AbortSignal) => getJson<Penalty[]>('/api/penalties', { signal });
export const penaltiesQuery = () => queryOptions({ queryKey: ['/api/penalties'], queryFn: ({ signal }) => fetchPenalties(signal) });
export const usePenalties = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...penaltiesQuery(), enabled });
