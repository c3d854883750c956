import type { GlossaryHead, GlossaryTerm } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';
import { glossaryQuery } from '@gg/data/queries';
import { useHydrated } from '@gg/ui';

/** GET /api/glossary-head — the glossary's first `limit` terms and how many it has in all. */
export const glossaryHeadQuery = (limit: number) =>
  queryOptions({
    queryKey: ['/api/glossary-head', { limit }],
    queryFn: ({ signal }) => getJson<GlossaryHead>(`/api/glossary-head?limit=${limit}`, { signal }),
    staleTime: Infinity,
  });

/** A list as a tab shows it: the items so far, how many there are in all, and the read's state. */
export interface TermsList {
  data: readonly GlossaryTerm[] | undefined;
  /** The glossary's size, which the first terms alone do not tell. */
  total: number | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/**
 * The glossary page's terms. Its first screen (the server's HTML, and so the hydration) draws the
 * first `firstScreen` terms and the count from `/api/glossary-head`; the whole glossary, definitions
 * and all, is read once the page is in the browser. The page's HTML then carries a twentieth of the
 * glossary rather than all of it, built, hashed and compressed with every render.
 */
export function useGlossaryTerms(firstScreen: number, { termsTabOpen }: { termsTabOpen: boolean }): TermsList {
  const hydrated = useHydrated();
  const all = useQuery({ ...glossaryQuery(), enabled: hydrated });
  // kept once hydrated (a disabled query keeps its data), until the whole glossary replaces it
  const head = useQuery({ ...glossaryHeadQuery(firstScreen), enabled: !hydrated && termsTabOpen });
  if (all.data !== undefined || all.isError || head.data === undefined) {
    return { data: all.data, total: all.data?.length, isPending: all.isPending, isError: all.isError, error: all.error, refetch: all.refetch };
  }
  return { data: head.data.terms, total: head.data.total, isPending: false, isError: false, error: null, refetch: all.refetch };
}
