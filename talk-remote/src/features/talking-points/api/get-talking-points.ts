import type { TalkingPoint, TalkingPointCategory } from '@gg/contracts';
import { apiPath, getJson, queryOptions, useQuery } from '@gg/data';

export const TALKING_POINTS_LIMIT = 20;
export const TALKING_POINTS_REFETCH_MS = 300_000;

/** Every talking-points query starts with this key, so one refresh reloads every category. */
export const TALKING_POINTS_KEY = ['/api/water-cooler-talk'] as const;

/** `?category=<category>&limit=20`; all topics leave the category out. */
export const talkingPointsPath = (category?: TalkingPointCategory) => apiPath(TALKING_POINTS_KEY, { category, limit: TALKING_POINTS_LIMIT });

/** The most relevant first (the service's order); a failure raises "Failed to fetch talking points". */
export async function fetchTalkingPoints(category: TalkingPointCategory | undefined, signal?: AbortSignal): Promise<TalkingPoint[]> {
  try {
    return await getJson<TalkingPoint[]>(talkingPointsPath(category), { signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error('Failed to fetch talking points', { cause });
  }
}

/** Re-read every 5 minutes while the screen is open, so the feed keeps up with the games. */
export const talkingPointsQuery = (category?: TalkingPointCategory) =>
  queryOptions({
    queryKey: [...TALKING_POINTS_KEY, { category: category ?? 'all' }],
    queryFn: ({ signal }) => fetchTalkingPoints(category, signal),
    refetchInterval: TALKING_POINTS_REFETCH_MS,
  });

export const useTalkingPoints = (category?: TalkingPointCategory) => useQuery(talkingPointsQuery(category));
