import type { Game } from '@gg/contracts';
import { getJsonWithFreshness, type Fresh, queryOptions, useQuery } from '@gg/data';

/** The slate is polled every 30 s when it is not pushed (and on this screen only while auto-refresh is on). */
export const LIVE_SCORES_POLL_MS = 30_000;
export const LIVE_SCORES_KEY = ['/api/scores/live'] as const;

export type LiveSlate = Fresh<Game[]>;

const isNewer = (a: string | null, b: string | null) => a !== null && b !== null && Date.parse(a) > Date.parse(b);

export const fetchLiveScores = (signal?: AbortSignal) => getJsonWithFreshness<Game[]>('/api/scores/live', { signal });

export const liveScoresQuery = ({ poll }: { poll: boolean }) =>
  queryOptions<LiveSlate>({
    queryKey: LIVE_SCORES_KEY,
    queryFn: async ({ signal, client }) => {
      const answer = await fetchLiveScores(signal);
      // an answer older than what the stream has already delivered does not undo it
      const cached = client.getQueryData<LiveSlate>(LIVE_SCORES_KEY);
      return cached && isNewer(cached.updatedAt, answer.updatedAt) ? cached : answer;
    },
    refetchInterval: poll ? LIVE_SCORES_POLL_MS : false,
  });

export const useLiveScores = ({ poll }: { poll: boolean }) => useQuery(liveScoresQuery({ poll }));
