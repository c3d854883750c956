import type { PlayerSeasonStats } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** The season the profile's Season Stats tab asks for. */
export const STATS_SEASON = 2024;
/** Season stats stay fresh for 5 minutes. */
export const STATS_CACHE_MS = 5 * 60 * 1000;

export const playerStatsKey = (playerId: string, season: number) => ['/api/players', playerId, 'stats', season] as const;

/** The answer is a list (one line per season asked for); the profile shows its first line. */
export const fetchPlayerStats = (playerId: string, season: number, signal?: AbortSignal) =>
  getJson<PlayerSeasonStats[]>(`/api/players/${encodeURIComponent(playerId)}/stats?season=${season}`, { signal });

export const playerStatsQuery = (playerId: string, season = STATS_SEASON) =>
  queryOptions({
    queryKey: playerStatsKey(playerId, season),
    queryFn: ({ signal }) => fetchPlayerStats(playerId, season, signal),
    staleTime: STATS_CACHE_MS,
    gcTime: STATS_CACHE_MS,
    select: (lines): PlayerSeasonStats | null => lines[0] ?? null,
  });

export const usePlayerStats = (playerId: string, season = STATS_SEASON) => useQuery(playerStatsQuery(playerId, season));
