import { postRefresh } from '../../../shared/api/refresh';
import { useMutation, useQueryClient } from '@gg/data';
import { standingsQuery } from '../../../shared/api/get-standings';
import { teamsQuery } from '@gg/data/queries';

export const refreshTeams = () => postRefresh('/api/teams/refresh', 'teams');

/**
 * Refreshes the teams, then reloads what the standings page shows (teams and standings) in place
 * of reloading the whole page. A failure is only logged: there is no message for it.
 */
export function useRefreshTeams() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshTeams,
    onSuccess: () => Promise.all([
      client.invalidateQueries({ queryKey: teamsQuery().queryKey }),
      client.invalidateQueries({ queryKey: standingsQuery().queryKey }),
    ]),
    onError: (error) => console.error('Teams refresh failed', error),
  });
}
