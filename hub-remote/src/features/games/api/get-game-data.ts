import type { BettingOdds, LiveGameData, Play } from '@gg/contracts';
import { getJson } from '@gg/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec §9: live data polled every 30 s while a game is open; the latest play every 10 s. */
export const LIVE_DATA_POLL_MS = 30_000;
export const PLAYS_POLL_MS = 10_000;

export const liveDataQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['/api/games', gameId, 'live-data'],
    queryFn: ({ signal }) => getJson<LiveGameData>(`/api/games/${gameId}/live-data`, { signal }),
    refetchInterval: LIVE_DATA_POLL_MS,
  });
export const useLiveData = (gameId: string, enabled = true) => useQuery({ ...liveDataQuery(gameId), enabled });

export const playsQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['/api/games', gameId, 'plays'],
    queryFn: ({ signal }) => getJson<Play[]>(`/api/games/${gameId}/plays`, { signal }),
    refetchInterval: PLAYS_POLL_MS,
  });
export const usePlays = (gameId: string, enabled = true) => useQuery({ ...playsQuery(gameId), enabled });

export const oddsQuery = (gameId: string) =>
  queryOptions({
    queryKey: ['/api/games', gameId, 'odds'],
    queryFn: ({ signal }) => getJson<BettingOdds[]>(`/api/games/${gameId}/odds`, { signal }),
  });
/** Spec §5: the odds request is made only if the expanded live data has no odds. */
export const useOdds = (gameId: string, enabled = true) => useQuery({ ...oddsQuery(gameId), enabled });
