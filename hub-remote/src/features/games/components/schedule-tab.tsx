import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Button, CardGrid, EmptyState, ErrorState, SkeletonCards, unlessJustServerRendered, useNow } from '@gg/ui';
import { useQuery, type UseQueryResult } from '@gg/query';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from '@gg/router';
import { teamsQuery } from '../../../shared/api/get-teams';
import { CalendarLinks } from '../../../shared/calendar/calendar-links';
import { upcomingGamesQuery } from '../../../shared/api/get-upcoming-games';
import { BroadcastDelayNote } from '../../../shared/broadcast-delay/broadcast-delay-note';
import { useScoresStreamConnection } from '../../../shared/live-stream/scores-stream';
import { liveScoresQuery, type LiveSlate } from '../api/get-live-scores';
import { useWeekGames } from '../api/get-week-games';
import { useRefreshGames } from '../api/refresh-games';
import { useLiveScoresPush } from '../api/use-live-scores-push';
import { useDelayedSlate } from '../broadcast-delayed';
import { isLive } from '../format';
import {
  chooseSeasonView, completedGames, kickoffOrder, listenForScoresFrom, readScheduleState, upcomingWindow, weekName, UPCOMING_WINDOW_DAYS,
  type ScheduleState, type SeasonView,
} from '../schedule';
import { ScheduleGameRow } from './schedule-game-row';
import { SeasonViewPicker, WeekPicker } from './schedule-controls';

const Wrap = styled.div(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(2), paddingTop: theme.space(2) }));
const Section = styled.section(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1.5) }));
const SectionHead = styled.div(({ theme }) => ({ display: 'grid', gap: theme.space(0.25), '& h2': { fontSize: theme.font.size.lg } }));
const Note = styled.p(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm }));

type OnViewLive = (gameId: string) => void;

const HOUR_MS = 60 * 60 * 1000;

/** Rows are about 200 px tall; the skeleton keeps that room so nothing jumps when they arrive. */
const RowsLoading = ({ label }: { label: string }) => <SkeletonCards count={3} height="200px" label={label} />;

/** The schedule's games; team names link by the ids the games carry, and /api/teams is read only when one is missing. */
function GameList({ games, onViewLive }: { games: Game[]; onViewLive: OnViewLive }) {
  const needsTeams = games.some((g) => !g.awayTeamId || !g.homeTeamId);
  const teams = useQuery({ ...teamsQuery(), enabled: needsTeams });
  return (
    <CardGrid>
      {games.map((g) => <li key={g.id}><ScheduleGameRow game={g} teams={teams.data} onViewLive={onViewLive} /></li>)}
    </CardGrid>
  );
}

function GamesSection({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <SectionHead><h2 id={id}>{title}</h2>{note ? <Note>{note}</Note> : null}</SectionHead>
      {children}
    </Section>
  );
}

const plural = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;

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

/** One preseason or regular-season week, its live games shown with the scoreboard's latest state. */
function WeekView({ week, fresher, onViewLive, onShowUpcoming }: { week: number; fresher: (games: Game[]) => Game[]; onViewLive: OnViewLive; onShowUpcoming: () => void }) {
  const query = useWeekGames(week);
  const name = weekName(week);
  if (query.isPending) return <RowsLoading label={`Loading ${name} games`} />;
  if (query.isError) return <ErrorState title="Failed to fetch games" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title="No games this week"
        text={`There are no games on the schedule for ${name}.`}
        action={<Button onClick={onShowUpcoming}>Show Upcoming Games</Button>}
      />
    );
  }
  return (
    <GamesSection id="schedule-week-h" title={name} note={plural(query.data.length)}>
      <GameList games={kickoffOrder(fresher(query.data))} onViewLive={onViewLive} />
    </GamesSection>
  );
}

/**
 * Whether the schedule should listen for pushed scores: while a game on the slate is being played
 * or kicks off within the hour, so a game that starts while the fan is looking moves to Live Now.
 * A timer wakes it when the next kickoff comes within the hour.
 */
function useListenForScores(games: readonly Game[] | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const from = games ? listenForScoresFrom(games, now) : null;
  useEffect(() => {
    if (from === null || from <= now) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), from - now);
    return () => clearTimeout(timer);
  }, [from, now]);
  return from !== null && from <= now;
}

/**
 * The hub's Schedule tab. The season type and week live in the URL (?season=&week=, the week in
 * the internal 1–22 numbering), so a shared link or the back button from a team page returns to the
 * same week. The tab is mounted again each time it is opened, and that reloads its games. The live
 * scoreboard is read once on opening (no polling here); while it has a live game, or one about to
 * kick off, the scores stream keeps those rows current.
 */
export function ScheduleTab({ onViewLive }: { onViewLive: OnViewLive }) {
  const [params, setParams] = useSearchParams();
  const state = readScheduleState(params.get('season'), params.get('week'));

  const show = (next: ScheduleState) => {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next.view === 'upcoming') copy.delete('season');
      else copy.set('season', next.view);
      if (next.week === null) copy.delete('week');
      else copy.set('week', String(next.week));
      return copy;
    }, { replace: true });
  };
  const choose = (view: SeasonView) => show(chooseSeasonView(state, view));

  const slate = useQuery({ ...liveScoresQuery({ poll: false }), refetchOnMount: unlessJustServerRendered });
  const slateGames = useDelayedSlate(slate.data)?.data; // as the fan behind the broadcast may see it
  const live = useMemo(() => kickoffOrder((slateGames ?? []).filter(isLive)), [slateGames]);
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
        <>
          <WeekPicker view={state.view} week={state.week} onChange={(week) => show({ ...state, week })} />
          <WeekView week={state.week} fresher={fresher} onViewLive={onViewLive} onShowUpcoming={() => choose('upcoming')} />
        </>
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
