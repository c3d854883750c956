import type { Rule } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const fetchRule = (ruleId: string, signal?: AbortSignal) => getJson<Rule>(`/api/rules/${encodeURIComponent(ruleId)}`, { signal });
// A rule that does not exist is not asked for again on mounting: the page that came rendered with
// "Rule not found" shows the same while it hydrates, not a skeleton.
export const ruleQuery = (ruleId: string) => queryOptions({ queryKey: ['/api/rules', ruleId], queryFn: ({ signal }) => fetchRule(ruleId, signal), retryOnMount: false });
export const useRule = (ruleId: string) => useQuery(ruleQuery(ruleId));
