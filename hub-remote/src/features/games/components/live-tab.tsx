import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Button, Card, CardGrid, EmptyState, ErrorState, SkeletonCards, usePreloadWhenIdle, themed } from '@gg/ui';
import { Fragment, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { BroadcastDelayNote } from '../../../shared/broadcast-delay/broadcast-delay-note';
import { useScoresStream, useScoresStreamStalled } from '../../../shared/live-stream/scores-stream';
import { StreamStalledNotice } from '../../../shared/live-stream/stream-stalled-notice';
import { isStreamUp, StreamStatusContext } from '../../../shared/live-stream/stream-status';
import { useLiveScores } from '../api/get-live-scores';
import { useLiveScoresPush } from '../api/use-live-scores-push';
import { useDelayedSlate } from '../broadcast-delayed';
import { isLiveGame } from '@gg/contracts/game-status';
import { completedGames, kickoffOrder } from '../schedule';
import { favoritesFirst, teamsOfGame, useFavoriteTeamIds } from '../../../shared/teams/favorite-teams';
import { GameCard } from './game-card';
import { GAME_DETAIL_PANEL_CODE, LazyGameDetailPanel } from './lazy-game-detail-panel';
import { useDetailTab } from '../use-detail-tab';
import { PanelSlot, useFocusBackOnClose, useOpenGameHeldInPlace, useScoresRefresh } from '../use-scores-screen';
import { StaleNotice } from './stale-notice';
import { UpdatedTime } from './updated-time';

/** The hub shows the first 3 completed games until 'Show All n Games'. */
export const COMPLETED_COLLAPSED = 3;

const Wrap = styled.div(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(2), paddingTop: theme.space(2) })));
const Toolbar = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' })));
const UpdateLine = styled.span(themed(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.font.size.sm })));
// one column that may shrink below the cards' content: a card never widens the page
const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1.5), '& h2': { fontSize: theme.font.size.lg } })));
const Missing = styled(Card)(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1), flexWrap: 'wrap' })));

/**
 * The hub's Live tab: games being played now and the completed ones, as on /live-scores. Scores are
 * pushed by the scores stream; the slate is polled every 30 s only while the stream is not up. The
 * open game comes from the URL, so a live game chosen on another tab arrives here already open. Its
 * panel sits right below its card; Close gives focus back to that card's View Details.
 */
export function LiveTab({ selectedGameId, onSelectGame }: { selectedGameId: string | null; onSelectGame: (gameId: string | null) => void }) {
  const stream = useScoresStream();
  const stalled = useScoresStreamStalled();
  useLiveScoresPush();
  const query = useLiveScores({ poll: !isStreamUp(stream) });
  const [showAllCompleted, setShowAllCompleted] = useState(false);
  const { refreshing, refresh: refetchScores } = useScoresRefresh(() => query.refetch());
  usePreloadWhenIdle(GAME_DETAIL_PANEL_CODE); // the first View Details then shows the panel at once
  // the cards are memoized: hand them one callback for the tab's life (the hub's changes with the URL)
  const latestSelect = useRef(onSelectGame);
  useLayoutEffect(() => { latestSelect.current = onSelectGame; });
  const viewDetails = useCallback((gameId: string) => latestSelect.current(gameId), []);

  // what the fan behind the broadcast may see yet (the query itself is as fresh as ever)
  const shown = useDelayedSlate(query.data);
  const slate = shown?.data;
  // the open game stays where the fan opened it until they close it (a live game ending moves later)
  const favorites = useFavoriteTeamIds();
  const { live, finals } = useOpenGameHeldInPlace(useMemo(() => {
    const games = slate ?? [];
    // the fan's favorite teams' games first in each list
    return { live: favoritesFirst(kickoffOrder(games.filter(isLiveGame)), teamsOfGame, favorites), finals: favoritesFirst(completedGames(games), teamsOfGame, favorites) };
  }, [slate, favorites]), selectedGameId);
  const selected: Game | null = slate?.find((g) => g.id === selectedGameId) ?? null;
  const focusBack = useFocusBackOnClose();
  const close = () => {
    onSelectGame(null);
    focusBack(selectedGameId);
  };
  const [detailTab, setDetailTab] = useDetailTab(selectedGameId);
  const panel = selected ? <LazyGameDetailPanel game={selected} onClose={close} tab={detailTab} onTabChange={setDetailTab} /> : null;
  // a game without a card on screen (a completed one beyond the collapsed list): its panel goes above the lists
  const cardShown = selected !== null && (live.includes(selected) || (showAllCompleted ? finals : finals.slice(0, COMPLETED_COLLAPSED)).includes(selected));

  // Refresh clears the open game, then reloads the slate
  const refresh = async () => {
    onSelectGame(null);
    await refetchScores();
  };
  const card = (g: Game) => (
    <Fragment key={g.id}>
      <GameCard game={g} onViewDetails={viewDetails} />
      {cardShown && g.id === selected.id ? <PanelSlot>{panel}</PanelSlot> : null}
    </Fragment>
  );

  let games;
  if (query.isPending) {
    games = <SkeletonCards count={3} height="180px" label="Loading live games" />;
  } else if (query.isError) {
    games = <ErrorState title="Failed to fetch games" error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    games = (
      <>
        {live.length > 0 ? (
          <Section aria-labelledby="live-now-h">
            <h2 id="live-now-h">Live Now</h2>
            <CardGrid as="div">{live.map(card)}</CardGrid>
          </Section>
        ) : (
          <EmptyState
            title="No Live Games"
            text="No games are currently in progress. Check back during game days."
            action={<Button onClick={() => void refresh()} disabled={refreshing}>Check for Games</Button>}
          />
        )}
        {finals.length > 0 ? (
          <Section aria-labelledby="completed-h">
            <h2 id="completed-h">Completed Games ({finals.length})</h2>
            <CardGrid as="div">{(showAllCompleted ? finals : finals.slice(0, COMPLETED_COLLAPSED)).map(card)}</CardGrid>
            {finals.length > COMPLETED_COLLAPSED ? (
              <Button variant="secondary" onClick={() => setShowAllCompleted((v) => !v)}>
                {showAllCompleted ? 'Show Less' : `Show All ${finals.length} Games`}
              </Button>
            ) : null}
          </Section>
        ) : null}
      </>
    );
  }

  return (
    <StreamStatusContext value={stream}>
      <Wrap>
        <Toolbar>
          <UpdateLine>{isStreamUp(stream) ? 'Live updates on' : 'Updates every 30 s'}{shown ? <> · <UpdatedTime at={shown.updatedAt} /></> : ''}<StreamStalledNotice stalled={stalled} /></UpdateLine>
          <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing}>{refreshing ? 'Refreshing...' : 'Refresh'}</Button>
        </Toolbar>
        <BroadcastDelayNote />
        {query.data ? <StaleNotice stale={query.data.stale} updatedAt={query.data.updatedAt} /> : null}
        {cardShown ? null : panel}
        {selectedGameId && !selected && query.isSuccess ? (
          <Missing role="status">
            <span>That game is not on the current scoreboard.</span>
            <Button variant="secondary" size="sm" onClick={() => onSelectGame(null)}>Close</Button>
          </Missing>
        ) : null}
        {games}
      </Wrap>
    </StreamStatusContext>
  );
}
