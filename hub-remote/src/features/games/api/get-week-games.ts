import type { Game } from '@gg/contracts';
import { getJson, unlessJustServerRendered, queryOptions, useQuery } from '@gg/data';
import { weekRequest } from '../schedule';

/** One week's games; `week` is the internal week (1–4 preseason, 5–22 regular season). */
export const fetchWeekGames = (week: number, signal?: AbortSignal) => {
  const request = weekRequest(week);
  return getJson<Game[]>(`/api/games/week/${request.week}?seasonType=${request.seasonType}`, { signal });
};

export const weekGamesQuery = (week: number) => {
  const request = weekRequest(week);
  return queryOptions({
    queryKey: ['/api/games/week', request.week, { seasonType: request.seasonType }],
    queryFn: ({ signal }) => fetchWeekGames(week, signal),
  });
};

/** Opening the schedule tab mounts it again, and that reloads the week shown (not the week the server just rendered). */
export const useWeekGames = (week: number | null) =>
  useQuery({ ...weekGamesQuery(week ?? 1), enabled: week !== null, refetchOnMount: unlessJustServerRendered });
