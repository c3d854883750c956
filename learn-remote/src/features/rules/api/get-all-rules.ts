import type { Rule } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** GET /api/all-rules — the full list in its documented order; failure raises "Failed to fetch all rules". */
export async function fetchAllRules(signal?: AbortSignal): Promise<Rule[]> {
  try {
    return await getJson<Rule[]>('/api/all-rules', { signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error('Failed to fetch all rules', { cause });
  }
}
export const allRulesQuery = () => queryOptions({ queryKey: ['/api/all-rules'], queryFn: ({ signal }) => fetchAllRules(signal) });
export const useAllRules = () => useQuery(allRulesQuery());
