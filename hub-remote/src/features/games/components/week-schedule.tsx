/**
 * One preseason or regular-season week of the schedule: the week picker and the week's games. Its
 * own chunk: the schedule opens on the upcoming games, and most visits never pick a week.
 */
import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { Button, EmptyState, ErrorState, themed } from '@gg/ui';
import { useQuery } from '@gg/data';
import { upcomingGamesQuery } from '../../../shared/api/get-upcoming-games';
import { useWeekGames } from '../api/get-week-games';
import { kickoffOrder, weekName, weeksWithGames, PRESEASON_WEEKS } from '../schedule';
import { WeekPicker } from './week-picker';
import { GameList, GamesSection, plural, RowsLoading, type OnViewLive } from './schedule-list';

const Choices = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: theme.space(1) })));

/** "Week 1, Week 2 and Week 15" */
const weekList = (weeks: number[]) => {
  const names = weeks.map(weekName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
};

/**
 * A week the sports data has no games for says so plainly, with the weeks it does have games in
 * (read from the games the hub already holds: the scoreboard and the upcoming list) and a button
 * to each; the recorded data, for one, covers only a few weeks.
 */
function NoWeekData({ week, known, onWeek, onShowUpcoming }: { week: number; known: readonly Game[]; onWeek: (week: number) => void; onShowUpcoming: () => void }) {
  const preseason = week <= PRESEASON_WEEKS;
  const same = weeksWithGames(known, preseason ? 1 : 2);
  const other = weeksWithGames(known, preseason ? 2 : 1);
  const title = `No game data for ${weekName(week)}`;
  if (same.length > 0) {
    return (
      <EmptyState
        title={title}
        text={`The games this site has right now are in ${weekList(same)}.`}
        action={<Choices>{same.map((w) => <Button key={w} variant="secondary" onClick={() => onWeek(w)}>Go to {weekName(w)}</Button>)}</Choices>}
      />
    );
  }
  const elsewhere = other.length > 0 ? ` The games it has are in ${weekList(other)}${preseason ? ' of the regular season' : ''}.` : '';
  return (
    <EmptyState
      title={title}
      text={`This site has no ${preseason ? 'preseason' : 'regular-season'} games right now.${elsewhere}`}
      action={<Button onClick={onShowUpcoming}>Show Upcoming Games</Button>}
    />
  );
}

/** One preseason or regular-season week, its live games shown with the scoreboard's latest state. */
function WeekView({ week, slate, fresher, onViewLive, onWeek, onShowUpcoming }: {
  week: number; slate: readonly Game[] | undefined; fresher: (games: Game[]) => Game[]; onViewLive: OnViewLive; onWeek: (week: number) => void; onShowUpcoming: () => void;
}) {
  const query = useWeekGames(week);
  const empty = query.isSuccess && query.data.length === 0;
  // only an empty week asks which weeks have games (the scoreboard is read already)
  const upcoming = useQuery({ ...upcomingGamesQuery(), enabled: empty });
  const name = weekName(week);
  if (query.isPending) return <RowsLoading label={`Loading ${name} games`} />;
  if (query.isError) return <ErrorState title="Failed to fetch games" error={query.error} onRetry={() => void query.refetch()} />;
  if (empty) {
    if (upcoming.isPending) return <RowsLoading label={`Loading ${name} games`} />;
    return <NoWeekData week={week} known={[...(slate ?? []), ...(upcoming.data ?? [])]} onWeek={onWeek} onShowUpcoming={onShowUpcoming} />;
  }
  return (
    <GamesSection id="schedule-week-h" title={name} note={plural(query.data.length)}>
      <GameList games={kickoffOrder(fresher(query.data))} onViewLive={onViewLive} />
    </GamesSection>
  );
}

export interface WeekScheduleProps {
  view: 'preseason' | 'regular';
  /** The internal week (1–4 preseason, 5–22 regular season). */
  week: number;
  /** The scoreboard's games, as the fan behind the broadcast may see them. */
  slate: readonly Game[] | undefined;
  fresher: (games: Game[]) => Game[];
  onViewLive: OnViewLive;
  onWeek: (week: number) => void;
  onShowUpcoming: () => void;
}

export function WeekSchedule({ view, week, onWeek, ...rest }: WeekScheduleProps) {
  return (
    <>
      <WeekPicker view={view} week={week} onChange={onWeek} />
      <WeekView week={week} onWeek={onWeek} {...rest} />
    </>
  );
}
