import { postJson } from '@gg/data';

/** What the service answers to a refresh; `stale` means the provider did not answer and nothing changed. */
export interface RefreshAnswer { refreshed?: boolean; stale?: boolean; count?: number; updatedAt?: string }

/**
 * Asks the service to read `what` from the provider again (POST, no body). A non-OK answer throws
 * "<status>: <body>"; a 200 that says "stale" is a failure too, so no screen says "Updated" when
 * nothing was.
 */
export async function postRefresh(path: string, what: string): Promise<RefreshAnswer | null> {
  const answer = await postJson<RefreshAnswer>(path);
  if (answer?.stale) throw new Error(`The ${what} provider did not answer`);
  return answer;
}
