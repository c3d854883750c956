import { postJson } from '@gg/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INJURIES_KEY } from './get-injuries';

/** What the service answers to a refresh; `stale` means the provider did not answer and nothing changed. */
export interface RefreshAnswer { refreshed?: boolean; stale?: boolean; count?: number; updatedAt?: string }

/** Asks the service to read the injury report from the provider again. A non-OK answer, or one that says "stale", is an error. */
export async function refreshInjuries(): Promise<RefreshAnswer | null> {
  const answer = await postJson<RefreshAnswer>('/api/injuries/refresh');
  if (answer?.stale) throw new Error('The injury provider did not answer');
  return answer;
}

/** Refreshes, then reloads every injuries list on screen. Callers say what the person sees. */
export function useRefreshInjuries() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshInjuries,
    onSuccess: () => client.invalidateQueries({ queryKey: INJURIES_KEY }),
    onError: (error) => console.error('Injury refresh failed', error),
  });
}
