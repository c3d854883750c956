import type { Category } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const fetchCategories = (signal?: AbortSignal) => getJson<Category[]>('/api/categories', { signal });
export const categoriesQuery = () => queryOptions({ queryKey: ['/api/categories'], queryFn: ({ signal }) => fetchCategories(signal) });
export const useCategories = () => useQuery(categoriesQuery());
