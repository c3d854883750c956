import type { Game } from '@gg/contracts';
import { getJson, queryOptions, useQuery } from '@gg/data';

/** Games still to be played, soonest first (the schedule's upcoming list and the analytics tab). */
export const fetchUpcomingGames = (signal?: AbortSignal) => getJson<Game[]>('/api/games/upcoming', { signal });
export const upcomingGamesQuery = () => queryOptions({ queryKey: ['/api/games/upcoming'], queryFn: ({ signal }) => fetchUpcomingGames(signal) });
export const useUpcomingGames = () => useQuery(upcomingGamesQuery());
