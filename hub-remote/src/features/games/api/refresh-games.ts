import { postJson, useMutation, useQueryClient } from '@gg/data';
import { upcomingGamesQuery } from '../../../shared/api/get-upcoming-games';

/** Asks the sports service to read the schedule from the provider again (JSON content type, no payload). */
export const refreshGames = () => postJson('/api/games/refresh');

/**
 * Refreshes the schedule, then reloads the upcoming games whether or not the refresh worked (a
 * failed refresh is only logged: the list shown is still the best there is).
 */
export function useRefreshGames() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshGames,
    onError: (error) => console.error('Failed to refresh games', error),
    onSettled: () => client.invalidateQueries({ queryKey: upcomingGamesQuery().queryKey }),
  });
}
