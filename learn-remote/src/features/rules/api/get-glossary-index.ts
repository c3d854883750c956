import type { GlossaryIndexEntry } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** GET /api/glossary-index — every glossary term's id and name: the words a rule's text links to the glossary. */
export const glossaryIndexQuery = () =>
  queryOptions({ queryKey: ['/api/glossary-index'], queryFn: ({ signal }) => getJson<GlossaryIndexEntry[]>('/api/glossary-index', { signal }), staleTime: Infinity });
export const useGlossaryIndex = () => useQuery(glossaryIndexQuery());
