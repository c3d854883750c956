import type { RuleSummary } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const fetchCategoryRules = (categoryId: string, signal?: AbortSignal) =>
  getJson<RuleSummary[]>(`/api/categories/${encodeURIComponent(categoryId)}/rules`, { signal });

export const categoryRulesQuery = (categoryId: string) =>
  queryOptions({
    queryKey: ['/api/categories', categoryId, 'rules'],
    queryFn: ({ signal }) => fetchCategoryRules(categoryId, signal),
  });

/** A category's rules, requested only once its card is expanded (collapsed cards cost no request). */
export const useCategoryRules = (categoryId: string, { enabled }: { enabled: boolean }) =>
  useQuery({ ...categoryRulesQuery(categoryId), enabled });
