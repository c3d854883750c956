import { postJson } from '@gg/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { standingsQuery } from '../../../shared/api/get-standings';

/** What the service answers to a refresh; `stale` means the provider did not answer and nothing changed. */
export interface RefreshAnswer { refreshed?: boolean; stale?: boolean; count?: number; updatedAt?: string }

/** Asks the service to read the standings from the provider again. A 200 that says "stale" is a failure too. */
export async function refreshStandings(): Promise<RefreshAnswer | null> {
  const answer = await postJson<RefreshAnswer>('/api/standings/refresh');
  if (answer?.stale) throw new Error('The standings provider did not answer');
  return answer;
}

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
