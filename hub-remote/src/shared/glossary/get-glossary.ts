import type { GlossaryTerm } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@gg/query';

/** The glossary's terms (content service), to explain football words in plays and news. */
export const fetchGlossary = (signal?: AbortSignal) => getJson<GlossaryTerm[]>('/api/glossary', { signal });

/**
 * Read once per visit: the glossary changes only with a deploy. The key is the path, the same entry
 * the learn and talk pages use, so whichever asks first fills it for all.
 */
export const glossaryQuery = () =>
  queryOptions({ queryKey: ['/api/glossary'], queryFn: ({ signal }) => fetchGlossary(signal), staleTime: Infinity, gcTime: Infinity });

export const useGlossary = () => useQuery(glossaryQuery());

/** The learn area's glossary opened on one term (its search box prefilled with the term). */
export const glossaryTermHref = (term: string) => `/glossary?search=${encodeURIComponent(term)}`;

/** The learn area's Penalties tab, on one penalty when it is named. */
export const glossaryPenaltyHref = (name?: string) => `/glossary?tab=penalties${name ? `&search=${encodeURIComponent(name)}` : ''}`;
