import type { RuleIndexEntry } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** GET /api/rule-index — every rule's id and title, in the guide's order. */
export const fetchRuleIndex = (signal?: AbortSignal) => getJson<RuleIndexEntry[]>('/api/rule-index', { signal });
export const ruleIndexQuery = () => queryOptions({ queryKey: ['/api/rule-index'], queryFn: ({ signal }) => fetchRuleIndex(signal) });
export const useRuleIndex = () => useQuery(ruleIndexQuery());
