import { postRefresh } from '../../../shared/api/refresh';
import { useMutation, useQueryClient } from '@gg/data';
import { NEWS_KEY } from './get-news';

/** League news, or one team's when `teamId` is given. */
export const refreshNews = (teamId?: string) => postRefresh(teamId ? `/api/news/refresh?teamId=${encodeURIComponent(teamId)}` : '/api/news/refresh', 'news');

/**
 * Refreshes, then reloads the news whether or not the refresh worked (what the service has is
 * still worth showing). A failure is logged; only a button press also tells the person.
 */
export function useRefreshNews(teamId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refreshNews(teamId),
    onError: (error) => console.error('News refresh failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
