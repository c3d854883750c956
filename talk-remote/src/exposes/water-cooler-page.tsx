import styled from '@emotion/styled';
import type { PageData } from '@gg/routes';
import { Button, Page, PageHeader, useDocumentTitle, useSearchParamState, themed } from '@gg/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@gg/ui/tabs';
import { GameDaySettings, useTeamChoices } from '@gg/preferences/settings';
import { useCallback } from 'react';
import { talkingPointsQuery } from '../features/talking-points/api/get-talking-points';
import { useRefreshTalkingPoints } from '../features/talking-points/api/refresh-talking-points';
import { ProTips } from '../features/talking-points/components/pro-tips';
import { RefreshNotice } from '../features/talking-points/components/refresh-notice';
import { TalkingPointsList } from '../features/talking-points/components/talking-points-list';
import { CATEGORY_TABS, tabFor } from '../features/talking-points/format';

/** Five tabs do not fit one row on a phone: they wrap and share each row's width, so none hides off-screen. */
const CategoryTabsList = styled(TabsList)({ flexWrap: 'wrap' });

const Panel = styled(TabsContent)(themed(({ theme }) => ({ marginTop: theme.space(2) })));

/**
 * /water-cooler: talking points by category, each tab reachable by URL (?category=live_game; All
 * Topics has none) and by the arrow keys; the list re-reads itself every 5 minutes. Refresh (and
 * Generate on an empty list) asks the service for new points, then reloads. The h1 is the header's
 * in every state; lists, empty and error states sit below it.
 */
export default function WaterCoolerPage() {
  useDocumentTitle('Water Cooler Talk');
  const [categoryParam, setCategoryParam] = useSearchParamState('category');
  const tab = tabFor(categoryParam);
  const refresh = useRefreshTalkingPoints();
  const { mutate } = refresh;
  const refreshNow = useCallback(() => mutate(), [mutate]);

  return (
    <Page>
      <PageHeader
        title="Water Cooler Talk"
        subtitle="Join NFL conversations with confidence using these trending talking points"
        actions={(
          <>
            <GameDaySettings useTeamChoices={useTeamChoices} />
            <Button variant="secondary" size="sm" onClick={refreshNow} disabled={refresh.isPending}>
              {refresh.isPending ? 'Refreshing...' : 'Refresh'}
            </Button>
          </>
        )}
      />
      <Tabs value={tab.value} onValueChange={(value) => setCategoryParam(tabFor(value).category ?? '')}>
        <CategoryTabsList aria-label="Talking point categories">
          {CATEGORY_TABS.map((t) => <TabsTrigger key={t.value} value={t.value}>{t.label}</TabsTrigger>)}
        </CategoryTabsList>
        <RefreshNotice error={refresh.error} />
        {CATEGORY_TABS.map((t) => (
          <Panel key={t.value} value={t.value}>
            <TalkingPointsList category={t.category} heading={`${t.label} talking points`} onGenerate={refreshNow} generating={refresh.isPending} />
          </Panel>
        ))}
      </Tabs>
      <ProTips />
    </Page>
  );
}

/** The open category's talking points (?category=); the glossary their words link to comes in the browser. */
export const pageData: PageData = ({ searchParams }) => [talkingPointsQuery(tabFor(searchParams.get('category') ?? '').category)];
