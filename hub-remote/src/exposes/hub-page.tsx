import type { PageData } from '@gg/routes';
import { lazyWithPreload, Page, PageHeader, preloadOnIntent, SkeletonCards, useDocumentTitle, usePreloadWhenIdle, useSearchParamState } from '@gg/ui';
import { Tabs, TabsContent, TabsTrigger } from '@gg/ui/tabs';
import { useQueryClient, type QueryClient } from '@gg/data';
import { Suspense, useCallback, type ReactNode } from 'react';
import { ScheduleTab } from '../features/games/components/schedule-tab';
import { HubGameDaySettings } from '../shared/spoilers/hub-game-day-settings';
import { TabGridList } from '../shared/tab-grid';

// The other tabs are not part of the hub's first load: a fan who came for the schedule does not
// wait for them. Their code is fetched once the page is idle, or on the first sign of a tap on the
// tab (a pointer over or down on it, focus), so opening one shows it at once.
const StandingsView = lazyWithPreload(() => import('../features/standings/components/standings-view').then((m) => m.StandingsView));
const InjuryReport = lazyWithPreload(() => import('../features/injuries/components/injury-report').then((m) => m.InjuryReport));
const NewsList = lazyWithPreload(() => import('../features/news/components/news-list').then((m) => m.NewsList));
const AnalyticsTab = lazyWithPreload(() => import('../features/analytics/components/analytics-tab').then((m) => m.AnalyticsTab));
const LiveTab = lazyWithPreload(() => import('../features/games/components/live-tab').then((m) => m.LiveTab));

const TAB_CODE: Partial<Record<HubTab, () => void>> = {
  standings: StandingsView.preload, injuries: InjuryReport.preload, news: NewsList.preload, analytics: AnalyticsTab.preload, live: LiveTab.preload,
};
const ALL_TAB_CODE = Object.values(TAB_CODE);

/**
 * On the first sign of a tap on a tab (pointer over or down, focus): its code, and the data its
 * first screen reads (see prefetchTabData), so the content can arrive with the tab.
 */
function prepareTab(tab: HubTab, queryClient: QueryClient) {
  TAB_CODE[tab]?.();
  void import('./hub-page-data').then((m) => m.prefetchTabData(tab, queryClient));
}

const TabLoading = ({ children }: { children: ReactNode }) => <Suspense fallback={<SkeletonCards label="Loading section" />}>{children}</Suspense>;

export const HUB_TABS = [
  { value: 'schedule', label: 'Schedule' },
  { value: 'standings', label: 'Standings' },
  { value: 'injuries', label: 'Injuries' },
  { value: 'news', label: 'News' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'live', label: 'Live' },
] as const;
export type HubTab = (typeof HUB_TABS)[number]['value'];

export const isHubTab = (value: string): value is HubTab => HUB_TABS.some((t) => t.value === value);

/** Six tabs do not fit one row on a phone: two rows of three, so none hides off-screen. */
/**
 * /schedule and /nfl-hub: six tabs, each reachable by URL (?tab=) and by keyboard (arrow keys move
 * between tabs). A live game chosen on another tab opens the live tab with that game expanded
 * (?tab=live&game=<id>). Inactive tabs are unmounted, so opening a tab is what refreshes it.
 */
export default function HubPage() {
  useDocumentTitle('NFL Hub');
  const [tabParam, setTab] = useSearchParamState('tab');
  const [gameParam, setGame] = useSearchParamState('game');
  const tab: HubTab = isHubTab(tabParam) ? tabParam : 'schedule';
  usePreloadWhenIdle(ALL_TAB_CODE);
  const queryClient = useQueryClient();

  const openLiveGame = useCallback((gameId: string) => {
    setGame(gameId);
    setTab('live');
  }, [setGame, setTab]);

  return (
    <Page>
      <PageHeader title="NFL Hub" subtitle="Schedule, standings, and news all in one place" actions={<HubGameDaySettings />} />
      <Tabs value={tab} onValueChange={(value) => { setGame(''); setTab(value === 'schedule' ? '' : value); }}>
        <TabGridList aria-label="NFL Hub sections" phoneColumns={3} columns={HUB_TABS.length}>
          {HUB_TABS.map((t) => <TabsTrigger key={t.value} value={t.value} {...preloadOnIntent(() => prepareTab(t.value, queryClient))}>{t.label}</TabsTrigger>)}
        </TabGridList>
        <TabsContent value="schedule"><ScheduleTab onViewLive={openLiveGame} /></TabsContent>
        <TabsContent value="standings"><TabLoading><StandingsView variant="hub" /></TabLoading></TabsContent>
        <TabsContent value="injuries"><TabLoading><InjuryReport variant="hub" /></TabLoading></TabsContent>
        <TabsContent value="news"><TabLoading><NewsList /></TabLoading></TabsContent>
        <TabsContent value="analytics"><TabLoading><AnalyticsTab /></TabLoading></TabsContent>
        <TabsContent value="live"><TabLoading><LiveTab selectedGameId={gameParam || null} onSelectGame={(id) => setGame(id ?? '')} /></TabLoading></TabsContent>
      </Tabs>
    </Page>
  );
}

/**
 * What each tab's first screen reads. Asked for by the server renderer only, so its code (every
 * tab's queries) is loaded then, not on the browser's first load of the hub.
 */
export const pageData: PageData = async (request, tools) => (await import('./hub-page-data')).hubPageData(request, tools);
