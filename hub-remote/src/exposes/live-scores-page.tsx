import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Button, CardGrid, EmptyState, ErrorState, LoadingText, Page, PageHeader, SkeletonCards, theme, toast, useDocumentTitle } from '@gg/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLiveScores } from '../features/games/api/get-live-scores';
import { useLiveStream } from '../features/games/api/use-live-stream';
import { GameCard } from '../features/games/components/game-card';
import { GameDetailPanel } from '../features/games/components/game-detail-panel';
import { StaleNotice } from '../features/games/components/stale-notice';
import { isFinal, isLive, isUpcoming, updatedLabel } from '../features/games/format';

export const FINALS_COLLAPSED = 5;
export const SCROLL_TO_TOP_DELAY_MS = 300;

const Toolbar = styled.div({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' });
const Check = styled.label({ display: 'inline-flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.touchTarget, cursor: 'pointer', '& input': { width: 20, height: 20 } });

const byDate = (a: Game, b: Game) => Date.parse(a.gameDate) - Date.parse(b.gameDate);

/** /live-scores — spec hub-area §2.3. */
export default function LiveScoresPage() {
  useDocumentTitle('Live Scores');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [showAllFinals, setShowAllFinals] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const query = useLiveScores(autoRefresh);
  const stream = useLiveStream(autoRefresh);

  const games = query.data?.data ?? [];
  const live = useMemo(() => games.filter(isLive).sort(byDate), [games]);
  const finals = useMemo(() => games.filter(isFinal).sort((a, b) => byDate(b, a)), [games]);
  const upcoming = useMemo(() => games.filter(isUpcoming).sort(byDate), [games]);
  const expandedGame = games.find((g) => g.id === expanded) ?? null;

  useEffect(() => {
    if (!expanded) return;
    const timer = setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [expanded]);

  const refresh = async () => {
    const result = await query.refetch();
    if (result.isSuccess) toast({ title: 'Live Scores Refreshed', description: 'Latest game data has been loaded' });
    else console.error('Live scores refresh failed', result.error); // spec: only logged
  };

  const card = (g: Game) => <GameCard key={g.id} game={g} onViewDetails={setExpanded} />;

  return (
    <Page>
      <PageHeader
        title="Live Scores"
        subtitle="Real-time NFL game scores and updates"
        actions={<Button onClick={() => void refresh()} disabled={query.isFetching}>{query.isFetching ? 'Refreshing...' : 'Refresh'}</Button>}
      />
      <Toolbar>
        <Check><input type="checkbox" checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} /> Auto-refresh</Check>
        <span style={{ color: theme.color.textMuted, fontSize: theme.font.size.sm }} aria-live="off">
          {autoRefresh ? (stream === 'open' ? 'Live updates on · ' : 'Updates every 30 s · ') : ''}{query.data ? updatedLabel(query.data.updatedAt) : ''}
        </span>
      </Toolbar>
      {query.data ? <StaleNotice stale={query.data.stale} updatedAt={query.data.updatedAt} /> : null}
      {expandedGame ? <GameDetailPanel game={expandedGame} onClose={() => setExpanded(null)} /> : null}

      {query.isPending ? (
        <div style={{ display: 'grid', gap: 16 }}><LoadingText>Loading live scores...</LoadingText><SkeletonCards count={3} height="180px" label="Loading live scores" /></div>
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : games.length === 0 ? (
        <EmptyState title="No games available right now." text="Live scores will appear here during game days." action={<Button onClick={() => void refresh()}>Check for Games</Button>} />
      ) : (
        <>
          {live.length > 0 ? (
            <section aria-labelledby="live-h" style={{ display: 'grid', gap: 12 }}>
              <h2 id="live-h">Live Games</h2>
              <CardGrid as="div">{live.map(card)}</CardGrid>
            </section>
          ) : null}
          {finals.length > 0 ? (
            <section aria-labelledby="finals-h" style={{ display: 'grid', gap: 12 }}>
              <h2 id="finals-h">Final Scores ({finals.length} games)</h2>
              <CardGrid as="div">{(showAllFinals ? finals : finals.slice(0, FINALS_COLLAPSED)).map(card)}</CardGrid>
              {finals.length > FINALS_COLLAPSED ? (
                <Button variant="secondary" onClick={() => setShowAllFinals((v) => !v)}>{showAllFinals ? 'Show Less' : `Show All ${finals.length} Games`}</Button>
              ) : null}
            </section>
          ) : null}
          {upcoming.length > 0 ? (
            <section aria-labelledby="upcoming-h" style={{ display: 'grid', gap: 12 }}>
              <h2 id="upcoming-h">Upcoming Games</h2>
              <CardGrid as="div">{upcoming.map(card)}</CardGrid>
            </section>
          ) : null}
        </>
      )}
    </Page>
  );
}
