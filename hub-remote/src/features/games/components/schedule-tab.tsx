import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Button, EmptyState, ErrorState, useNow, themed } from '@gg/ui';
import { unlessJustServerRendered, useQuery, type UseQueryResult } from '@gg/data';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from '@gg/router';
import { CalendarLinks } from '../../../shared/calendar/calendar-links';
import { upcomingGamesQuery } from '../../../shared/api/get-upcoming-games';
import { BroadcastDelayNote } from '../../../shared/broadcast-delay/broadcast-delay-note';
import { useListenForScores } from '../../../shared/live-stream/listen-for-scores';
import { useScoresStreamConnection } from '../../../shared/live-stream/scores-stream';
import { liveScoresQuery, type LiveSlate } from '../api/get-live-scores';
import { useRefreshGames } from '../api/refresh-games';
import { useLiveScoresPush } from '../api/use-live-scores-push';
import { useDelayedSlate } from '../broadcast-delayed';
import { isLiveGame } from '@gg/contracts/game-status';
import {
  chooseSeasonView, completedGames, kickoffOrder, readScheduleState, scheduleSearch, upcomingWindow, UPCOMING_WINDOW_DAYS,
  type ScheduleState, type SeasonView,
} from '../schedule';
import { SeasonViewPicker } from './schedule-controls';
import { GameList, GamesSection, plural, RowsLoading, type OnViewLive } from './schedule-list';

// a week of the season loads when first picked: the schedule opens on the upcoming games
const WeekSchedule = lazy(() => import('./week-schedule').then((m) => ({ default: m.WeekSchedule })));

const HOUR_MS = 60 * 60 * 1000;

const Wrap = styled.div(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(2), paddingTop: theme.space(2) })));

/**
 * Upcoming: games being played now (from the live scoreboard) and then at most 10 games from the
 * next 4 weeks. When the service has no upcoming games at all it is asked once to read the
 * schedule again (POST /api/games/refresh), and the list is reloaded.
 */
function UpcomingView({ live, livePending, fresher, onViewLive }: { live: Game[]; livePending: boolean; fresher: (games: Game[]) => Game[]; onViewLive: OnViewLive }) {
  const upcoming = useQuery({ ...upcomingGamesQuery(), refetchOnMount: unlessJustServerRendered });
  const refresh = useRefreshGames();
  const { mutate: refreshSchedule, isIdle: notRefreshedYet } = refresh;
  const noneAtAll = upcoming.isSuccess && !upcoming.isFetching && upcoming.data.length === 0;
  useEffect(() => {
    if (noneAtAll && notRefreshedYet) refreshSchedule();
  }, [noneAtAll, notRefreshedYet, refreshSchedule]);

  // React Query hands over the list as a blocking update; the rows render a beat later, in a pass
  // React slices, so a phone is not held by one long task (the skeleton stays until then)
  const listed = useDeferredValue(upcoming.data);
  const now = useNow(HOUR_MS); // the window's far end moves by the hour: the rows are not drawn again every minute
  // a game that has kicked off since the list was read is shown once, under Live Now
  const games = useMemo(() => upcomingWindow(fresher(listed ?? []), now), [listed, fresher, now]);
  const liveSection = live.length > 0 ? (
    <GamesSection id="schedule-live-h" title="Live Now" note="Being played right now.">
      <BroadcastDelayNote />
      <GameList games={live} onViewLive={onViewLive} />
    </GamesSection>
  ) : null;

  let body: ReactNode;
  // Live Now goes above the list: until the scoreboard has answered and the list is ready to
  // show, neither is shown, or one would push the other (or the skeleton) down the screen
  if (upcoming.isPending || livePending || (listed === undefined && !upcoming.isError) || (noneAtAll && (notRefreshedYet || refresh.isPending))) {
    return <RowsLoading label="Loading upcoming games" />;
  } else if (upcoming.isError) {
    body = <ErrorState title="Failed to fetch games" error={upcoming.error} onRetry={() => void upcoming.refetch()} />;
  } else if (games.length === 0) {
    body = (
      <EmptyState
        title="No upcoming games"
        text={`Nothing is scheduled in the next ${UPCOMING_WINDOW_DAYS / 7} weeks. Pick Preseason or Regular Season to browse the season week by week.`}
        action={<Button onClick={() => refreshSchedule()} disabled={refresh.isPending}>Check for Games</Button>}
      />
    );
  } else {
    body = (
      <GamesSection id="schedule-upcoming-h" title="Upcoming Games" note={`The next ${plural(games.length)} in the coming ${UPCOMING_WINDOW_DAYS / 7} weeks, soonest first.`}>
        <GameList games={games} onViewLive={onViewLive} />
      </GamesSection>
    );
  }
  return <>{liveSection}{body}</>;
}

/** Completed: the finished games on the current scoreboard, the most recent first. */
function CompletedView({ slate, onViewLive, onBrowse }: { slate: UseQueryResult<LiveSlate>; onViewLive: OnViewLive; onBrowse: () => void }) {
  const shown = useDelayedSlate(slate.data); // a game that has just ended is not final yet for the fan behind the broadcast
  if (slate.isPending) return <RowsLoading label="Loading completed games" />;
  if (slate.isError) return <ErrorState title="Failed to fetch games" error={slate.error} onRetry={() => void slate.refetch()} />;
  const finals = completedGames(shown?.data ?? slate.data.data);
  if (finals.length === 0) {
    return (
      <EmptyState
        title="No completed games yet"
        text="No game on this week's scoreboard has finished. Earlier results are in the Regular Season weeks."
        action={<Button onClick={onBrowse}>Browse Regular Season</Button>}
      />
    );
  }
  return (
    <GamesSection id="schedule-completed-h" title="Completed Games" note={`${plural(finals.length)} from this week's scoreboard, the most recent first.`}>
      <GameList games={finals} onViewLive={onViewLive} />
    </GamesSection>
  );
}

/**
 * The hub's Schedule tab. The season type and week live in the URL (?season=&week=, the week as
 * the fan reads it: Week 3 is `week=3`), so a shared link or the back button from a team page
 * returns to the same week. The tab is mounted again each time it is opened, and that reloads its games. The live
 * scoreboard is read once on opening (no polling here); while it has a live game, or one about to
 * kick off, the scores stream keeps those rows current.
 */
export function ScheduleTab({ onViewLive }: { onViewLive: OnViewLive }) {
  const [params, setParams] = useSearchParams();
  const state = readScheduleState(params.get('season'), params.get('week'));

  const show = (next: ScheduleState) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      for (const [key, value] of Object.entries(scheduleSearch(next))) {
        if (value === null) copy.delete(key);
        else copy.set(key, value);
      }
      return copy;
    }, { replace: true });
  };
  const choose = (view: SeasonView) => show(chooseSeasonView(state, view));

  const slate = useQuery({ ...liveScoresQuery({ poll: false }), refetchOnMount: unlessJustServerRendered });
  const slateGames = useDelayedSlate(slate.data)?.data; // as the fan behind the broadcast may see it
  const live = useMemo(() => kickoffOrder((slateGames ?? []).filter(isLiveGame)), [slateGames]);
  useScoresStreamConnection(useListenForScores(slateGames));
  useLiveScoresPush();
  const fresher = useMemo(() => {
    const byId = new Map((slateGames ?? []).map((g) => [g.id, g]));
    return (games: Game[]) => games.map((g) => byId.get(g.id) ?? g);
  }, [slateGames]);

  return (
    <Wrap>
      <SeasonViewPicker value={state.view} onChange={choose} />
      {(state.view === 'preseason' || state.view === 'regular') && state.week !== null ? (
        <Suspense fallback={<RowsLoading label="Loading the week" />}>
          <WeekSchedule
            view={state.view} week={state.week} slate={slateGames} fresher={fresher} onViewLive={onViewLive}
            onWeek={(week) => show({ ...state, week })} onShowUpcoming={() => choose('upcoming')}
          />
        </Suspense>
      ) : state.view === 'completed' ? (
        <CompletedView slate={slate} onViewLive={onViewLive} onBrowse={() => choose('regular')} />
      ) : (
        <>
          <CalendarLinks feed="all" what="every NFL game" />
          <UpcomingView live={live} livePending={slate.isPending} fresher={fresher} onViewLive={onViewLive} />
        </>
      )}
    </Wrap>
  );
}
