import type { TalkingPoint, TalkingPointCategory } from '@gg/contracts';
import { apiPath, getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const TALKING_POINTS_LIMIT = 20;
export const TALKING_POINTS_REFETCH_MS = 300_000;

export const fetchTalkingPoints = (category: TalkingPointCategory | undefined, signal?: AbortSignal) =>
  getJson<TalkingPoint[]>(apiPath(['/api/water-cooler-talk'], { category, limit: TALKING_POINTS_LIMIT }), { signal });

export const talkingPointsQuery = (category?: TalkingPointCategory) =>
  queryOptions({
    queryKey: ['/api/water-cooler-talk', { category: category ?? 'all' }],
    queryFn: ({ signal }) => fetchTalkingPoints(category, signal),
    refetchInterval: TALKING_POINTS_REFETCH_MS,
  });

export const useTalkingPoints = (category?: TalkingPointCategory) => useQuery(talkingPointsQuery(category));
