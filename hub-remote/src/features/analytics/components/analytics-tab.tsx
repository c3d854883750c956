import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Button, CardGrid, EmptyState, ErrorState, LoadingText, SkeletonCards, themed } from '@gg/ui';
import { useMemo, type ReactNode } from 'react';
import { useUpcomingGames } from '../../../shared/api/get-upcoming-games';
import { useFantasy } from '../api/get-fantasy';
import { usePredictions } from '../api/get-predictions';
import { FANTASY_SHOWN, INSIGHT_GAMES, PREDICTIONS_SHOWN } from '../insights';
import { FantasyCard } from './fantasy-card';
import { PredictionCard, type InsightState } from './prediction-card';
import { TeamTrends } from './team-trends';
import { WeeklyInsights } from './weekly-insights';

const Wrap = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(3), paddingTop: theme.space(2) })));
const Intro = styled.header(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(0.5),
  '& h2': { fontSize: theme.font.size.xl },
  '& p': { margin: 0, color: theme.color.textMuted },
})));
const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5), '& h3': { fontSize: theme.font.size.lg } })));
const Head = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.25), '& p': { margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm } })));
const Notice = styled.div(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: theme.space(1),
  padding: theme.space(1), borderRadius: theme.radius.sm, border: `1px solid ${theme.color.warning}`, background: theme.color.surfaceAlt, fontSize: theme.font.size.sm,
})));

function InsightSection({ id, title, note, children }: { id: string; title: string; note: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <Head><h3 id={id}>{title}</h3><p>{note}</p></Head>
      {children}
    </Section>
  );
}

/** A failed insight call shows the games without it and says so, with one retry. */
function Unavailable({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Notice role="status">
      <span><span aria-hidden="true">⚠ </span>{what} are unavailable right now. The games are listed without them.</span>
      <Button variant="secondary" size="sm" onClick={onRetry}>Try again</Button>
    </Notice>
  );
}

const stateOf = (q: { isPending: boolean; isError: boolean }): InsightState => (q.isError ? 'failed' : q.isPending ? 'loading' : 'ready');

/** Predictions and fantasy advice for the next games, asked for the first 10 upcoming games in one call each. */
function UpcomingInsights({ games }: { games: Game[] }) {
  const ids = useMemo(() => games.slice(0, INSIGHT_GAMES).map((g) => g.id), [games]);
  const predictions = usePredictions(ids);
  const fantasy = useFantasy(ids);
  const predictionFor = (id: string) => predictions.data?.find((p) => p.gameId === id);
  const adviceFor = (id: string) => fantasy.data?.find((f) => f.gameId === id);
  return (
    <>
      <InsightSection id="predictions-h" title="Game Predictions" note="Win chances, predicted scores and confidence for the next games, from betting lines and team records.">
        {predictions.isError ? <Unavailable what="Predictions" onRetry={() => void predictions.refetch()} /> : null}
        <CardGrid as="div">
          {games.slice(0, PREDICTIONS_SHOWN).map((g) => <PredictionCard key={g.id} game={g} prediction={predictionFor(g.id)} state={stateOf(predictions)} />)}
        </CardGrid>
      </InsightSection>
      <InsightSection id="fantasy-h" title="Fantasy Helper" note="How each matchup may play out for your fantasy lineup.">
        {fantasy.isError ? <Unavailable what="Fantasy tips" onRetry={() => void fantasy.refetch()} /> : null}
        <CardGrid as="div">
          {games.slice(0, FANTASY_SHOWN).map((g) => <FantasyCard key={g.id} game={g} advice={adviceFor(g.id)} state={stateOf(fantasy)} />)}
        </CardGrid>
      </InsightSection>
    </>
  );
}

/**
 * The hub's Analytics tab: predictions and fantasy advice for the upcoming games (every number from
 * the sports service, each with where it comes from), team trends from the standings, and two tips.
 */
export function AnalyticsTab() {
  const upcoming = useUpcomingGames();
  let games: ReactNode;
  if (upcoming.isPending) {
    games = <><LoadingText>Loading upcoming games...</LoadingText><SkeletonCards count={3} height="260px" label="Loading predictions" /></>;
  } else if (upcoming.isError) {
    games = <ErrorState level={3} title="Failed to fetch games" error={upcoming.error} onRetry={() => void upcoming.refetch()} />;
  } else if (upcoming.data.length === 0) {
    games = (
      <EmptyState
        level={3}
        title="No upcoming games"
        text="Predictions and fantasy advice appear here once the next games are on the schedule."
        action={<Button onClick={() => void upcoming.refetch()} disabled={upcoming.isFetching}>Refresh Data</Button>}
      />
    );
  } else {
    games = <UpcomingInsights games={upcoming.data} />;
  }
  return (
    <Wrap>
      <Intro>
        <h2>NFL Analytics</h2>
        <p>Game predictions from betting lines and records, fantasy advice and team insights.</p>
      </Intro>
      {games}
      <Section aria-labelledby="trends-h">
        <h3 id="trends-h">Team Trends</h3>
        <TeamTrends />
      </Section>
      <Section aria-labelledby="insights-h">
        <h3 id="insights-h">Weekly Insights</h3>
        <WeeklyInsights />
      </Section>
    </Wrap>
  );
}
