import { postRefresh } from '../../../shared/api/refresh';
import { useMutation, useQueryClient } from '@gg/data';
import { INJURIES_KEY } from './get-injuries';

/** The league's report, or one team's when `teamId` is given. */
export const refreshInjuries = (teamId?: string) => postRefresh(teamId ? `/api/injuries/refresh?teamId=${encodeURIComponent(teamId)}` : '/api/injuries/refresh', 'injury');

/** Refreshes, then reloads every injuries list on screen. Callers say what the person sees. */
export function useRefreshInjuries(teamId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => refreshInjuries(teamId),
    onSuccess: () => client.invalidateQueries({ queryKey: INJURIES_KEY }),
    onError: (error) => console.error('Injury refresh failed', error),
  });
}
