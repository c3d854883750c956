import type { GlossaryTerm } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@gg/query';

export const fetchGlossary = (signal?: AbortSignal) => getJson<GlossaryTerm[]>('/api/glossary', { signal });
export const glossaryQuery = () => queryOptions({ queryKey: ['/api/glossary'], queryFn: ({ signal }) => fetchGlossary(signal) });
export const useGlossary = () => useQuery(glossaryQuery());
