import type { TalkingPointsRefresh } from '@gg/contracts';
import { HttpError, useMutation, useQueryClient } from '@gg/data';
import { TALKING_POINTS_KEY } from './get-talking-points';

export const REFRESH_PATH = '/api/water-cooler-talk/refresh';

/**
 * The service answered 503 with a reason (e.g. `sports_unavailable`: the sports data it writes
 * from is down), so nothing new was written. `retryAfterSeconds` comes from Retry-After.
 */
export class RefreshDeclined extends Error {
  constructor(readonly code: string, readonly reason: string, readonly retryAfterSeconds: number | null) {
    super(`503: ${reason}`);
    this.name = 'RefreshDeclined';
  }
}

/** Retry-After is seconds or an HTTP date; anything else is not said. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.round((at - now) / 1000));
}

function declined(body: string, retryAfter: string | null): RefreshDeclined | null {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    const message = parsed.error?.message;
    if (typeof message !== 'string' || !message) return null;
    return new RefreshDeclined(typeof parsed.error?.code === 'string' ? parsed.error.code : 'unavailable', message, parseRetryAfter(retryAfter));
  } catch {
    return null; // not JSON (a proxy's page): an ordinary failure
  }
}

/**
 * Asks the talk service to write new talking points (POST, no body). Reads the answer itself,
 * rather than through postJson, because a 503's Retry-After says when trying again makes sense.
 */
export async function refreshTalkingPoints(): Promise<TalkingPointsRefresh | null> {
  const res = await fetch(REFRESH_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  const body = await res.text().catch(() => '');
  if (res.status === 503) throw declined(body, res.headers.get('Retry-After')) ?? new HttpError(res.status, body, res.statusText);
  if (!res.ok) throw new HttpError(res.status, body, res.statusText);
  return body ? (JSON.parse(body) as TalkingPointsRefresh) : null;
}

/**
 * Refresh, then reload the list on screen (and mark the other categories stale) whether or not it
 * worked: what the service has is still the best there is. A failure is only logged; the screen
 * reads `error` to say why nothing new came when the service declined.
 */
export function useRefreshTalkingPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshTalkingPoints,
    onError: (error) => console.error('Failed to refresh', error),
    // returned, so the mutation stays pending (the button says 'Refreshing...') until the list is back
    onSettled: () => client.invalidateQueries({ queryKey: TALKING_POINTS_KEY }),
  });
}
