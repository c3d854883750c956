import type { NewsItem } from '@gg/contracts';
import { apiPath, getJson, queryOptions, useQuery } from '@gg/data';

/** Every news query starts with this key, so one refresh reloads league and team news alike. */
export const NEWS_KEY = ['/api/news'] as const;

export const newsPath = (teamId?: string) => apiPath(NEWS_KEY, { teamId: teamId || undefined });

/** League news, or one team's with `teamId`. */
export const fetchNews = (teamId?: string, signal?: AbortSignal) => getJson<NewsItem[]>(newsPath(teamId), { signal });

export const newsQuery = (teamId?: string) =>
  queryOptions({ queryKey: [...NEWS_KEY, { teamId: teamId || null }], queryFn: ({ signal }) => fetchNews(teamId, signal) });

export const useNews = (teamId?: string) => useQuery(newsQuery(teamId));
