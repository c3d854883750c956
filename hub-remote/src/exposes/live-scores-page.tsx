import styled from '@emotion/styled';
import type { PageData } from '@gg/routes';
import type { Game } from '@gg/contracts';
import { Button, CardGrid, EmptyState, ErrorState, LoadingText, Page, PageHeader, SkeletonCards, useDocumentTitle, usePreloadWhenIdle, themed } from '@gg/ui';
import { Fragment, memo, useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { liveScoresQuery, useLiveScores } from '../features/games/api/get-live-scores';
import { livePlays } from '../features/games/api/get-plays';
import { useLiveScoresPush } from '../features/games/api/use-live-scores-push';
import { useDelayedSlate } from '../features/games/broadcast-delayed';
import { GameCard } from '../features/games/components/game-card';
import { GAME_DETAIL_PANEL_CODE, LazyGameDetailPanel } from '../features/games/components/lazy-game-detail-panel';
import { useDetailTab } from '../features/games/use-detail-tab';
import { StaleNotice } from '../features/games/components/stale-notice';
import { UpdatedTime } from '../features/games/components/updated-time';
import { isFinalGame, isLiveGame } from '@gg/contracts/game-status';
import { isUpcoming } from '../features/games/format';
import { PanelSlot, useFocusBackOnClose, useOpenGameHeldInPlace, useScoresRefresh } from '../features/games/use-scores-screen';
import { BroadcastDelayNote } from '../shared/broadcast-delay/broadcast-delay-note';
import { useScoresStream, useScoresStreamStalled } from '../shared/live-stream/scores-stream';
import { StreamStalledNotice } from '../shared/live-stream/stream-stalled-notice';
import { isStreamUp, StreamStatusContext } from '../shared/live-stream/stream-status';
import { teamsQuery } from '@gg/data/queries';
import { HubGameDaySettings } from '../shared/spoilers/hub-game-day-settings';
import { favoritesFirst, teamsOfGame, useFavoriteTeamIds } from '../shared/teams/favorite-teams';

export const FINALS_COLLAPSED = 5;

const Toolbar = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' })));
const Check = styled.label(themed(({ theme }) => ({
  display: 'inline-flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.touchTarget, cursor: 'pointer',
  '& input': { width: theme.size.icon, height: theme.size.icon },
})));
const UpdateLine = styled.span(themed(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.font.size.sm })));
const Loading = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2) })));
// one column that may shrink below the cards' content: a card never widens the page
const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1.5) })));

const byDate = (a: Game, b: Game) => Date.parse(a.gameDate) - Date.parse(b.gameDate);

/**
 * Live games first (earliest kickoff first), then finals (latest first), then upcoming games; in
 * each, the fan's favorite teams' games come first.
 */
function splitSlate(games: Game[], favorites: readonly string[]) {
  const first = (list: Game[]) => favoritesFirst(list, teamsOfGame, favorites);
  return {
    live: first(games.filter(isLiveGame).sort(byDate)),
    finals: first(games.filter(isFinalGame).sort((a, b) => byDate(b, a))),
    upcoming: first(games.filter(isUpcoming).sort(byDate)),
  };
}

/**
 * The three sections of the slate, the open game's panel right below its card; memoised, so a
 * render that changed neither the slate nor the open game skips them.
 */
const SlateSections = memo(function SlateSections({ slate, showAllFinals, setShowAllFinals, onViewDetails, openId, panel }: {
  slate: ReturnType<typeof splitSlate>;
  showAllFinals: boolean;
  setShowAllFinals: Dispatch<SetStateAction<boolean>>;
  onViewDetails: (id: string) => void;
  openId: string | null;
  panel: ReactNode;
}) {
  const { live, finals, upcoming } = slate;
  const card = (g: Game) => (
    <Fragment key={g.id}>
      <GameCard game={g} onViewDetails={onViewDetails} />
      {g.id === openId ? <PanelSlot>{panel}</PanelSlot> : null}
    </Fragment>
  );
  return (
    <>
      {live.length > 0 ? (
        <Section aria-labelledby="live-h">
          <h2 id="live-h">Live Games</h2>
          <CardGrid as="div">{live.map(card)}</CardGrid>
        </Section>
      ) : null}
      {finals.length > 0 ? (
        <Section aria-labelledby="finals-h">
          <h2 id="finals-h">Final Scores ({finals.length} games)</h2>
          <CardGrid as="div">{(showAllFinals ? finals : finals.slice(0, FINALS_COLLAPSED)).map(card)}</CardGrid>
          {finals.length > FINALS_COLLAPSED ? (
            <Button variant="secondary" onClick={() => setShowAllFinals((v) => !v)}>{showAllFinals ? 'Show Less' : `Show All ${finals.length} Games`}</Button>
          ) : null}
        </Section>
      ) : null}
      {upcoming.length > 0 ? (
        <Section aria-labelledby="upcoming-h">
          <h2 id="upcoming-h">Upcoming Games</h2>
          <CardGrid as="div">{upcoming.map(card)}</CardGrid>
        </Section>
      ) : null}
    </>
  );
});

/**
 * /live-scores: the day's games in three sections, pushed over the scores stream while auto-refresh
 * is on; the slate is polled every 30 s only while the stream is not up.
 */
export default function LiveScoresPage() {
  useDocumentTitle('Live Scores');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [showAllFinals, setShowAllFinals] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [detailTab, setDetailTab] = useDetailTab(expanded);
  const stream = useScoresStream(autoRefresh);
  const stalled = useScoresStreamStalled(autoRefresh);
  useLiveScoresPush();
  const query = useLiveScores({ poll: autoRefresh && !isStreamUp(stream) });

  // what the fan behind the broadcast may see yet (the query itself is as fresh as ever)
  // React Query hands over new data as a blocking update, so the cards would render in one long
  // task; deferred, they render in a pass React slices, while the blocking pass skips them (memo).
  // Everything drawn from the slate waits for that pass, so nothing moves the skeleton meanwhile.
  const shown = useDeferredValue(useDelayedSlate(query.data));
  const slate = shown?.data;
  const games = useMemo(() => slate ?? [], [slate]);
  const waiting = query.isPending || (!query.isError && slate === undefined);
  // the open game stays where the fan opened it until they close it (a live game ending moves later)
  const favorites = useFavoriteTeamIds();
  const sections = useOpenGameHeldInPlace(useMemo(() => splitSlate(games, favorites), [games, favorites]), expanded);
  const expandedGame = games.find((g) => g.id === expanded) ?? null;
  // a final beyond the collapsed list has no card on screen: its panel goes above the sections
  const cardShown = expandedGame !== null && (showAllFinals || !sections.finals.slice(FINALS_COLLAPSED).includes(expandedGame));

  // Close gives focus back to the View Details button that opened the game
  const openRef = useRef(expanded);
  useLayoutEffect(() => { openRef.current = expanded; });
  const focusBack = useFocusBackOnClose();
  const close = useCallback(() => {
    const id = openRef.current;
    setExpanded(null);
    focusBack(id);
  }, [focusBack]);
  const panel = useMemo(() => (expandedGame ? <LazyGameDetailPanel game={expandedGame} onClose={close} tab={detailTab} onTabChange={setDetailTab} /> : null), [expandedGame, close, detailTab, setDetailTab]);
  const { refreshing, refresh } = useScoresRefresh(() => query.refetch());
  usePreloadWhenIdle(GAME_DETAIL_PANEL_CODE); // the first View Details then shows the panel at once

  return (
    <StreamStatusContext value={stream}>
      <Page>
        <PageHeader
          title="Live Scores"
          subtitle="Real-time NFL game scores and updates"
          actions={<><HubGameDaySettings /><Button onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>{refreshing ? 'Refreshing...' : 'Refresh'}</Button></>}
        />
        <Toolbar>
          <Check><input type="checkbox" checked={autoRefresh} onChange={(e) => setAutoRefresh(e.target.checked)} /> Auto-refresh</Check>
          <UpdateLine aria-live="off">
            {autoRefresh ? (isStreamUp(stream) ? 'Live updates on · ' : 'Updates every 30 s · ') : ''}{shown ? <UpdatedTime at={shown.updatedAt} /> : ''}
            <StreamStalledNotice stalled={stalled} />
          </UpdateLine>
        </Toolbar>
        <BroadcastDelayNote />
        {shown && query.data ? <StaleNotice stale={query.data.stale} updatedAt={query.data.updatedAt} /> : null}
        {cardShown ? null : panel}

        {waiting ? (
          <Loading><LoadingText>Loading live scores...</LoadingText><SkeletonCards count={3} height="180px" label="Loading live scores" /></Loading>
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : games.length === 0 ? (
          <EmptyState title="No games available right now." text="Live scores will appear here during game days." action={<Button onClick={() => void refresh()}>Check for Games</Button>} />
        ) : (
          <SlateSections
            slate={sections} showAllFinals={showAllFinals} setShowAllFinals={setShowAllFinals} onViewDetails={setExpanded}
            openId={cardShown ? expanded : null} panel={cardShown ? panel : null}
          />
        )}
      </Page>
    </StreamStatusContext>
  );
}

/** The scoreboard, the teams its cards are coloured by, and the plays of each game being played. */
export const pageData: PageData = async (_request, { load }) => [teamsQuery(), ...livePlays(await load(liveScoresQuery({ poll: false })))];
