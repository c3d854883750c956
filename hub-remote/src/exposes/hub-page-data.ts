/**
 * The hub page's data declaration (see hub-page.tsx): every tab's queries, in a module of its own
 * so that only the server renderer loads them all.
 */
import type { PageDataTools, PageQuery, PageRequest } from '@gg/routes';
import type { QueryClient } from '@gg/data';
import { fantasyQuery } from '../features/analytics/api/get-fantasy';
import { predictionsQuery } from '../features/analytics/api/get-predictions';
import { INSIGHT_GAMES } from '../features/analytics/insights';
import { liveScoresQuery } from '../features/games/api/get-live-scores';
import { livePlays } from '../features/games/api/get-plays';
import { weekGamesQuery } from '../features/games/api/get-week-games';
import { readScheduleState } from '../features/games/schedule';
import { injuriesQuery } from '../features/injuries/api/get-injuries';
import { newsQuery } from '../features/news/api/get-news';
import { standingsQuery } from '../shared/api/get-standings';
import { glossaryQuery, teamsQuery } from '@gg/data/queries';
import { upcomingGamesQuery } from '../shared/api/get-upcoming-games';
import { isHubTab, type HubTab } from './hub-page';

/** What each tab's first screen reads: the tab comes from ?tab=, the schedule's week from ?season=&week=. */
export async function hubPageData({ searchParams }: PageRequest, { load }: PageDataTools): Promise<PageQuery[]> {
  const tab = searchParams.get('tab') ?? '';
  const scores = liveScoresQuery({ poll: false });
  switch (isHubTab(tab) ? tab : 'schedule') {
    case 'schedule': {
      const { view, week } = readScheduleState(searchParams.get('season'), searchParams.get('week'));
      if (view === 'completed') return [scores, teamsQuery()];
      if (week === null) return [scores, upcomingGamesQuery(), teamsQuery()];
      // a week without games names the weeks that have some, from the scoreboard and the upcoming list
      const empty = (await load(weekGamesQuery(week))).length === 0;
      return [scores, teamsQuery(), ...(empty ? [upcomingGamesQuery()] : [])];
    }
    case 'standings': return [standingsQuery(), teamsQuery()];
    case 'injuries': return [injuriesQuery({ includeGeneric: true })];
    case 'news': return [newsQuery(), glossaryQuery()];
    case 'live': return [teamsQuery(), ...livePlays(await load(scores))];
    case 'analytics': {
      const ids = (await load(upcomingGamesQuery())).slice(0, INSIGHT_GAMES).map((g) => g.id);
      const insights: PageQuery[] = ids.length > 0 ? [predictionsQuery(ids), fantasyQuery(ids)] : [];
      return [standingsQuery(), teamsQuery(), ...insights];
    }
  }
}

/** The tabs whose data a page's QueryClient has been asked to fetch ahead, once each per visit. */
const dataAskedFor = new WeakMap<QueryClient, Set<HubTab>>();

/**
 * Fetches what a tab's first screen reads, as the server renderer would, when a fan reaches for
 * the tab: a tap lands some 100 ms after the finger comes down, so the table can arrive with the
 * tab rather than after it. Never at idle: on game day that would be every fan asking for every tab.
 */
export function prefetchTabData(tab: HubTab, queryClient: QueryClient): void {
  const asked = dataAskedFor.get(queryClient) ?? new Set<HubTab>();
  dataAskedFor.set(queryClient, asked);
  if (asked.has(tab)) return;
  asked.add(tab);
  const load: PageDataTools['load'] = (query) => queryClient.fetchQuery(query as Parameters<QueryClient['fetchQuery']>[0]) as never;
  hubPageData({ pathname: '/schedule', params: {}, searchParams: new URLSearchParams({ tab }) }, { load })
    .then((queries) => Promise.all(queries.map((query) => queryClient.prefetchQuery(query as Parameters<QueryClient['prefetchQuery']>[0]))))
    .catch(() => { asked.delete(tab); }); // asked again on the next sign of a tap
}
