import type { Game } from '@gg/contracts';
import { getJsonWithFreshness, type Fresh } from '@gg/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec §9: live scores are polled every 30 s (on the live-scores screen only while auto-refresh is on). */
export const LIVE_SCORES_POLL_MS = 30_000;
export const LIVE_SCORES_KEY = ['/api/scores/live'] as const;

export const fetchLiveScores = (signal?: AbortSignal) => getJsonWithFreshness<Game[]>('/api/scores/live', { signal });

export const liveScoresQuery = (autoRefresh = true) =>
  queryOptions<Fresh<Game[]>>({
    queryKey: LIVE_SCORES_KEY,
    queryFn: ({ signal }) => fetchLiveScores(signal),
    refetchInterval: autoRefresh ? LIVE_SCORES_POLL_MS : false,
  });

export const useLiveScores = (autoRefresh = true) => useQuery(liveScoresQuery(autoRefresh));
