import { postJson } from '@gg/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NEWS_KEY } from './get-news';

/** What the service answers to a refresh; `stale` means the provider did not answer and nothing changed. */
export interface RefreshAnswer { refreshed?: boolean; stale?: boolean; count?: number; updatedAt?: string }

/** Asks the service to read the news from the provider again. A 200 that says "stale" is a failure too. */
export async function refreshNews(): Promise<RefreshAnswer | null> {
  const answer = await postJson<RefreshAnswer>('/api/news/refresh');
  if (answer?.stale) throw new Error('The news provider did not answer');
  return answer;
}

/**
 * Refreshes, then reloads the news whether or not the refresh worked (what the service has is
 * still worth showing). A failure is logged; only a button press also tells the person.
 */
export function useRefreshNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshNews,
    onError: (error) => console.error('News refresh failed', error),
    onSettled: () => client.invalidateQueries({ queryKey: NEWS_KEY }),
  });
}
