/**
 * The hub page's API for its tests: every call the six tabs make, answered with little data, around
 * one upcoming game. The page's tests and its tab-preloading tests open the same page, so they share it.
 */
import type { Game } from '@gg/contracts';
import { scheduledGame } from '@gg/contracts/testing';
import { mockFetch } from '@gg/ui/testing';

export type Routes = Parameters<typeof mockFetch>[0];

export const upcomingGame: Game = scheduledGame({
  id: '7', statusDetail: null, awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayRecord: null, homeRecord: null,
  gameDate: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString(), venue: 'Mercedes-Benz Stadium', broadcast: 'FOX',
});

/** A list of games as the live scores endpoint sends it: just updated, not stale. */
export const freshGames = (games: Game[]) => () =>
  new Response(JSON.stringify(games), { headers: { 'X-Data-Updated': new Date().toISOString(), 'X-Data-Stale': 'false' } });

/** Answers every call the six tabs make; `over` changes what one tab sees. */
export function serveHubApi(over: Routes = {}) {
  return mockFetch({
    '/api/games/upcoming': [upcomingGame],
    '/api/games/refresh': { refreshed: true },
    '/api/scores/live': freshGames([]),
    '/api/teams': [], '/api/standings': [], '/api/injuries': [], '/api/news': [],
    '/api/standings/refresh': { refreshed: true }, '/api/injuries/refresh': { refreshed: true }, '/api/news/refresh': { refreshed: true },
    '/api/predictions': [], '/api/fantasy': [],
    [`/api/games/${upcomingGame.id}/odds`]: [],
    [`/api/games/${upcomingGame.id}/plays`]: [],
    [`/api/games/${upcomingGame.id}/live-data`]: () => new Response(JSON.stringify({ gameId: upcomingGame.id, lastUpdated: new Date().toISOString(), stale: false, playByPlay: [], bettingOdds: [] })),
    ...over,
  });
}
