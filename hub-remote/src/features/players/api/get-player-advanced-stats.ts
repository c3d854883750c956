import type { PlayerAdvancedStats } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

export const playerAdvancedStatsKey = (playerId: string) => ['/api/players', playerId, 'advanced-stats'] as const;

/** `null`: the service has no advanced numbers for this player (an answer, not a failure). */
export const fetchPlayerAdvancedStats = (playerId: string, signal?: AbortSignal) =>
  getJson<PlayerAdvancedStats | null>(`/api/players/${encodeURIComponent(playerId)}/advanced-stats`, { signal });

export const playerAdvancedStatsQuery = (playerId: string) =>
  queryOptions({ queryKey: playerAdvancedStatsKey(playerId), queryFn: ({ signal }) => fetchPlayerAdvancedStats(playerId, signal) });

export const usePlayerAdvancedStats = (playerId: string) => useQuery(playerAdvancedStatsQuery(playerId));
