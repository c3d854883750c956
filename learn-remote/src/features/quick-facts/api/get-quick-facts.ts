import type { QuickFact } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const fetchQuickFacts = (signal?: AbortSignal) => getJson<QuickFact[]>('/api/quick-facts', { signal });
export const quickFactsQuery = () => queryOptions({ queryKey: ['/api/quick-facts'], queryFn: ({ signal }) => fetchQuickFacts(signal) });
export const useQuickFacts = () => useQuery(quickFactsQuery());
