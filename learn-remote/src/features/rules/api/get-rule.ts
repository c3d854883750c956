import type { Rule } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@gg/query';

export const fetchRule = (ruleId: string, signal?: AbortSignal) => getJson<Rule>(`/api/rules/${encodeURIComponent(ruleId)}`, { signal });
export const ruleQuery = (ruleId: string) => queryOptions({ queryKey: ['/api/rules', ruleId], queryFn: ({ signal }) => fetchRule(ruleId, signal) });
export const useRule = (ruleId: string) => useQuery(ruleQuery(ruleId));
