import { postJson } from '@gg/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { standingsQuery } from '../../../shared/api/get-standings';
import { teamsQuery } from '../../../shared/api/get-teams';
import type { RefreshAnswer } from './refresh-standings';

/** Asks the service to read the team list from the provider again. A 200 that says "stale" is a failure too. */
export async function refreshTeams(): Promise<RefreshAnswer | null> {
  const answer = await postJson<RefreshAnswer>('/api/teams/refresh');
  if (answer?.stale) throw new Error('The teams provider did not answer');
  return answer;
}

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
