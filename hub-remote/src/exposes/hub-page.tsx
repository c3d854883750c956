import styled from '@emotion/styled';
import type { PageData } from '@gg/federation/catalog';
import { Page, PageHeader, SkeletonCards, useDocumentTitle, useSearchParamState } from '@gg/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@gg/ui/tabs';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { ScheduleTab } from '../features/games/components/schedule-tab';
import { HubGameDaySettings } from '../shared/spoilers/hub-game-day-settings';

// The other tabs load when first opened: a fan who came for the schedule does not download them.
const StandingsView = lazy(() => import('../features/standings/components/standings-view').then((m) => ({ default: m.StandingsView })));
const InjuryReport = lazy(() => import('../features/injuries/components/injury-report').then((m) => ({ default: m.InjuryReport })));
const NewsList = lazy(() => import('../features/news/components/news-list').then((m) => ({ default: m.NewsList })));
const AnalyticsTab = lazy(() => import('../features/analytics/components/analytics-tab').then((m) => ({ default: m.AnalyticsTab })));
const LiveTab = lazy(() => import('../features/games/components/live-tab').then((m) => ({ default: m.LiveTab })));

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
const HubTabsList = styled(TabsList)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
}));

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

  const openLiveGame = useCallback((gameId: string) => {
    setGame(gameId);
    setTab('live');
  }, [setGame, setTab]);

  return (
    <Page>
      <PageHeader title="NFL Hub" subtitle="Schedule, standings, and news all in one place" actions={<HubGameDaySettings />} />
      <Tabs value={tab} onValueChange={(value) => { setGame(''); setTab(value === 'schedule' ? '' : value); }}>
        <HubTabsList aria-label="NFL Hub sections">
          {HUB_TABS.map((t) => <TabsTrigger key={t.value} value={t.value}>{t.label}</TabsTrigger>)}
        </HubTabsList>
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
