import type { GlossaryTerm } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@gg/query';

/** The glossary's terms, to link football words in talking points (served by the content service). */
export const fetchGlossary = (signal?: AbortSignal) => getJson<GlossaryTerm[]>('/api/glossary', { signal });

/**
 * Read once per visit: the glossary does not change while someone reads. The key is the path, the
 * same entry the learn pages use, so whichever page asks first fills it for both.
 */
export const glossaryQuery = () =>
  queryOptions({ queryKey: ['/api/glossary'], queryFn: ({ signal }) => fetchGlossary(signal), staleTime: Infinity, gcTime: Infinity });

export const useGlossary = () => useQuery(glossaryQuery());
