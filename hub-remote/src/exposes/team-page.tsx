import styled from '@emotion/styled';
import type { PageData } from '@gg/routes';
import { ButtonLink, EmptyState, ErrorState, lazyWithPreload, Page, preloadOnIntent, SkeletonCards, useDocumentTitle, usePreloadWhenIdle, useSearchParamState, themed } from '@gg/ui';
import { Suspense, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsTrigger } from '@gg/ui/tabs';
import { useParams } from '@gg/router';
import { injuriesQuery } from '../features/injuries/api/get-injuries';
import { newsQuery } from '../features/news/api/get-news';
import { rosterQuery } from '../features/players/api/get-roster';
import { Roster } from '../features/players/components/roster';
import { isUnknownTeam, teamQuery, useTeam } from '../features/teams/api/get-team';
import { glossaryQuery } from '@gg/data/queries';
import { TeamHeader, TeamHeaderSkeleton } from '../features/teams/components/team-header';
import { HubGameDaySettings } from '../shared/spoilers/hub-game-day-settings';
import { TabGridList } from '../shared/tab-grid';
import { teamSeasonQuery } from '../features/team-season/api/get-team-season';
import { SeasonRecord } from '../features/team-season/components/season-record';
import { ScheduleSkeleton } from '../features/team-season/components/schedule-skeleton';

export const TEAM_TABS = [
  { value: 'roster', label: 'Roster' },
  { value: 'schedule', label: 'Schedule' },
  { value: 'injuries', label: 'Injuries' },
  { value: 'news', label: 'News' },
  { value: 'info', label: 'Team Info' },
] as const;
export type TeamTab = (typeof TEAM_TABS)[number]['value'];

const isTeamTab = (value: string): value is TeamTab => TEAM_TABS.some((t) => t.value === value);

/**
 * Every tab but Roster loads its code when first wanted (a finger on its tab, or the page idle):
 * most visits look at the roster. A URL that opens on another tab (?tab=news) is still drawn on
 * the server, which waits for the tab's code; the browser then loads it to hydrate that tab.
 */
const TeamSchedule = lazyWithPreload(() => import('../features/team-season/components/team-schedule').then((m) => m.TeamSchedule));
const TeamInjuries = lazyWithPreload(() => import('../features/injuries/components/injury-report').then((m) => m.TeamInjuries));
const NewsList = lazyWithPreload(() => import('../features/news/components/news-list').then((m) => m.NewsList));
const TeamInfoTab = lazyWithPreload(() => import('../features/teams/components/team-info').then((m) => m.TeamInfoTab));
const TAB_PRELOAD: Partial<Record<TeamTab, () => void>> = {
  schedule: TeamSchedule.preload, injuries: TeamInjuries.preload, news: NewsList.preload, info: TeamInfoTab.preload,
};
const TAB_CODE = Object.values(TAB_PRELOAD);

const TabLoading = ({ children }: { children: ReactNode }) => <Suspense fallback={<SkeletonCards label="Loading section" />}>{children}</Suspense>;

const Back = styled(ButtonLink)({ justifySelf: 'start' });
/** Back on the left, the game-day settings on the right (they wrap below on a narrow phone). */
const TopBar = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1) })));

const Panel = styled(TabsContent)(themed(({ theme }) => ({ paddingTop: theme.space(2) })));

function BackToSchedule() {
  return <Back to="/schedule" variant="ghost"><span aria-hidden="true">←</span> Back to Schedule</Back>;
}

/**
 * /team/:teamId: the team's header (its name is the page's one h1) and four tabs, the chosen one
 * kept in the URL (?tab=) so it survives a reload; arrow keys move between tabs. Inactive tabs are
 * unmounted, so choosing Injuries or News is what refreshes them. The roster is requested alongside
 * the team, not after it.
 */
export default function TeamPage() {
  const { teamId = '' } = useParams();
  const query = useTeam(teamId);
  const [tabParam, setTab] = useSearchParamState('tab');
  const tab: TeamTab = isTeamTab(tabParam) ? tabParam : 'roster';
  const notFound = query.isError && isUnknownTeam(query.error);
  const team = query.data;
  usePreloadWhenIdle(TAB_CODE);
  useDocumentTitle(team?.displayName ?? (notFound ? 'Team not found' : 'Team'));

  if (notFound) {
    return (
      <Page>
        <EmptyState level={1} title="Team not found" action={<ButtonLink to="/schedule">Back to Schedule</ButtonLink>} />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page>
        <BackToSchedule />
        <ErrorState level={1} error={query.error} onRetry={() => void query.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      <TopBar><BackToSchedule /><HubGameDaySettings /></TopBar>
      {team ? (
        <TeamHeader team={team} detailPending={query.isPlaceholderData} />
      ) : (
        <>
          <h1 className="gg-visually-hidden">Team</h1>
          <span role="status" className="gg-visually-hidden">Loading team</span>
          <TeamHeaderSkeleton />
        </>
      )}
      <SeasonRecord teamId={teamId} teamName={team?.displayName ?? 'this team'} />
      <Tabs value={tab} onValueChange={(value) => setTab(value === 'roster' ? '' : value)}>
        <TabGridList aria-label={team ? `${team.displayName} sections` : 'Team sections'} phoneColumns={3} columns={TEAM_TABS.length}>
          {TEAM_TABS.map((t) => {
            const preload = TAB_PRELOAD[t.value];
            return <TabsTrigger key={t.value} value={t.value} {...(preload ? preloadOnIntent(preload) : {})}>{t.label}</TabsTrigger>;
          })}
        </TabGridList>
        <Panel value="roster"><Roster teamId={teamId} /></Panel>
        <Panel value="schedule">
          <Suspense fallback={<ScheduleSkeleton />}><TeamSchedule teamId={teamId} teamName={team?.displayName ?? 'this team'} /></Suspense>
        </Panel>
        <Panel value="injuries"><TabLoading><TeamInjuries teamId={teamId} /></TabLoading></Panel>
        <Panel value="news"><TabLoading><NewsList teamId={teamId} /></TabLoading></Panel>
        <Panel value="info"><TabLoading><TeamInfoTab team={team} /></TabLoading></Panel>
      </Tabs>
    </Page>
  );
}

/** The team, its season (the record under the header; the Schedule tab), and the open tab's list (?tab=: the roster unless another is chosen). */
export const pageData: PageData = ({ params, searchParams }) => {
  const teamId = params.teamId ?? '';
  const tab = searchParams.get('tab');
  const list = tab === 'injuries' ? [injuriesQuery({ teamId })] : tab === 'news' ? [newsQuery(teamId), glossaryQuery()] : tab === 'info' || tab === 'schedule' ? [] : [rosterQuery(teamId)];
  return [teamQuery(teamId), teamSeasonQuery(teamId), ...list];
};
