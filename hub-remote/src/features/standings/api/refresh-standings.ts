import { postRefresh } from '../../../shared/api/refresh';
import { useMutation, useQueryClient } from '@gg/data';
import { standingsQuery } from '../../../shared/api/get-standings';

export const refreshStandings = () => postRefresh('/api/standings/refresh', 'standings');

/**
 * Refreshes, then reloads the standings. A failure is logged here; whether the person also sees a
 * toast is the caller's choice (a button press does, the automatic refresh of an empty table does not).
 */
export function useRefreshStandings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshStandings,
    onSuccess: () => client.invalidateQueries({ queryKey: standingsQuery().queryKey }),
    onError: (error) => console.error('Standings refresh failed', error),
  });
}
