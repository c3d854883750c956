import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { NewsItem } from '@gg/contracts';
import { Button, CardGrid, EmptyState, ErrorState, LoadingText, SkeletonCards, themed } from '@gg/ui';
import { toast } from '@gg/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { GlossaryTermsProvider } from '../../../shared/glossary/term-text';
import { useNews } from '../api/get-news';
import { useRefreshNews } from '../api/refresh-news';
import { NEWS_PAGE_SIZE } from '../format';
import { NewsCard } from './news-card';
import { RefreshButton } from '../../../shared/refresh-button';

const View = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2) })));
const TabHeader = styled.div(themed(({ theme }) => ({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1),
  '& h2': { fontSize: theme.font.size.xl },
})));
const More = styled(Button)({ justifySelf: 'center' });

/** The first NEWS_PAGE_SIZE articles; 'Load More' adds as many again. */
function Articles({ items, dated }: { items: NewsItem[]; dated: 'relative' | 'day' }) {
  const [shown, setShown] = useState(NEWS_PAGE_SIZE);
  return (
    <>
      {/* football words in the descriptions show their definition on tap */}
      <GlossaryTermsProvider>
        <CardGrid>
          {items.slice(0, shown).map((item) => <li key={item.id}><NewsCard item={item} dated={dated} /></li>)}
        </CardGrid>
      </GlossaryTermsProvider>
      {shown < items.length ? <More variant="secondary" onClick={() => setShown((n) => n + NEWS_PAGE_SIZE)}>Load More</More> : null}
    </>
  );
}

/**
 * League news (the hub's News tab) or one team's (`teamId`, the team page's News tab).
 * League news that comes back empty is refreshed from the provider once, on its own; the team tab
 * refreshes each time it is opened. Either way the news is reloaded afterwards, even when the
 * refresh fails, and the failure is only logged. The 'Refresh News' button says how it went.
 */
export function NewsList({ teamId }: { teamId?: string }) {
  const theme = useTheme();
  const query = useNews(teamId);
  const refresh = useRefreshNews(teamId);
  const { mutate } = refresh;
  const empty = query.isSuccess && query.data.length === 0;

  const refreshedTeam = useRef<string | null>(null);
  useEffect(() => {
    if (!teamId || refreshedTeam.current === teamId) return;
    refreshedTeam.current = teamId;
    mutate();
  }, [teamId, mutate]);

  const autoRefreshed = useRef(false);
  useEffect(() => {
    if (teamId || !empty || autoRefreshed.current) return;
    autoRefreshed.current = true;
    mutate();
  }, [teamId, empty, mutate]);

  const refreshByHand = () => mutate(undefined, {
    onSuccess: () => toast({ title: 'News Updated', description: 'Latest NFL news refreshed from ESPN.' }),
    onError: () => toast({ title: 'Update Failed', description: 'Could not refresh news data.' }),
  });
  const refreshButton = <RefreshButton variant="secondary" size="sm" label="Refresh News" pending={refresh.isPending} onClick={refreshByHand} />;

  return (
    <View>
      {teamId ? (
        // on the team page the tab already names the section on screen; the outline still gets its heading
        <h2 className="gg-visually-hidden">Team News</h2>
      ) : (
        <TabHeader><h2>Latest NFL News</h2>{refreshButton}</TabHeader>
      )}
      {query.isPending || (empty && refresh.isPending) ? (
        <View>
          <LoadingText>Loading news...</LoadingText>
          <SkeletonCards count={3} height={theme.space(18)} label="Loading news" />
        </View>
      ) : query.isError ? (
        <ErrorState level={3} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        teamId
          ? <EmptyState level={3} title="No recent team news available" action={refreshButton} />
          : <EmptyState level={3} title="No news articles available." />
      ) : (
        <Articles key={teamId ?? 'league'} items={query.data} dated={teamId ? 'day' : 'relative'} />
      )}
    </View>
  );
}
