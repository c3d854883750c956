import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Conference } from '@gg/contracts';
import { Badge, Button, EmptyState, ErrorState, LoadingText, PageHeader, SkeletonCards, useProgressiveGroups, themed } from '@gg/ui';
import { toast } from '@gg/ui/toast';
import { useEffect, useMemo, useRef } from 'react';
import { useStandings } from '../../../shared/api/get-standings';
import { useTeams } from '@gg/data/queries';
import { useFavoriteTeamIds } from '../../../shared/teams/favorite-teams';
import { useRefreshStandings } from '../api/refresh-standings';
import { useRefreshTeams } from '../api/refresh-teams';
import { favoriteDivisionsFirst, groupStandings, isConferenceFilter, latestSeason, type ConferenceFilter, type ConferenceGroup } from '../format';
import { useViewFilter } from '../../../shared/use-view-filter';
import { RefreshButton } from '../../../shared/refresh-button';
import { ConferenceToggle } from './conference-toggle';
import { DivisionTable } from './division-table';

const View = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2) })));
const TabHeader = styled.div(themed(({ theme }) => ({
  display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(1),
  '& h2': { fontSize: theme.font.size.xl },
})));
const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));
const ConferenceTitle = styled.div(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1), fontSize: theme.font.size.lg,
  '& > *': { fontSize: 'inherit' },
})));

const CONFERENCE_NAMES: Record<Conference, { badge: string; name: string }> = {
  AFC: { badge: 'AFC', name: 'American Football Conference' },
  NFC: { badge: 'NFC', name: 'National Football Conference' },
  Unknown: { badge: 'Other', name: 'Conference not listed' },
};

/** The AFC badge is red, every other conference's blue; the badge names it either way. */
function ConferenceHeading({ conference, level }: { conference: Conference; level: 2 | 3 }) {
  const { badge, name } = CONFERENCE_NAMES[conference];
  const content = <><Badge tone={conference === 'AFC' ? 'live' : 'info'}>{badge}</Badge> {name}</>;
  return <ConferenceTitle>{level === 2 ? <h2>{content}</h2> : <h3>{content}</h3>}</ConferenceTitle>;
}

/**
 * Division tables drawn with the first paint (and in the server's HTML): more than a phone's or a
 * desktop's first screen shows. Each table is some 120 elements of server render time and HTML for
 * every fan; the others follow a moment later, a pair at a time.
 */
const DIVISIONS_FIRST_PAINT = 2;
const DIVISIONS_BATCH = 2;
const divisionsOf = (group: ConferenceGroup) => group.divisions;

function ConferenceSections({ groups, level, favorites }: { groups: ConferenceGroup[]; level: 2 | 3; favorites: readonly string[] }) {
  return useProgressiveGroups(groups, divisionsOf, DIVISIONS_FIRST_PAINT, DIVISIONS_BATCH).map(({ group, items: divisions }) => (
    <Section key={group.conference} aria-label={CONFERENCE_NAMES[group.conference].name}>
      <ConferenceHeading conference={group.conference} level={level} />
      {divisions.map((division) => <DivisionTable key={division.division} group={division} favorites={favorites} />)}
    </Section>
  ));
}

/**
 * Standings: the full page (its heading, conference filter, refresh buttons) or the hub tab (a
 * heading naming the season and the filter). Both group by conference and division. The season is
 * read from the rows, never assumed. An empty table is refreshed from the provider once, on its own.
 */
export function StandingsView({ variant }: { variant: 'page' | 'hub' }) {
  const theme = useTheme();
  const standings = useStandings();
  const teams = useTeams();
  const refreshStandings = useRefreshStandings();
  const refreshTeams = useRefreshTeams();
  const [filterValue, setFilterValue] = useViewFilter('conference', variant === 'page');
  const filter: ConferenceFilter = isConferenceFilter(filterValue) ? filterValue : 'all';

  const empty = standings.isSuccess && standings.data.length === 0;
  const season = standings.data ? latestSeason(standings.data) : null;
  const favorites = useFavoriteTeamIds();
  const groups = useMemo(
    () => (standings.data && teams.data ? favoriteDivisionsFirst(groupStandings(standings.data, teams.data, filter), favorites) : []),
    [standings.data, teams.data, filter, favorites],
  );

  // standings that come back empty are refreshed once without asking; a failure is only logged
  const autoRefreshed = useRef(false);
  const { mutate: refresh } = refreshStandings;
  useEffect(() => {
    if (!empty || autoRefreshed.current) return;
    autoRefreshed.current = true;
    refresh();
  }, [empty, refresh]);

  const refreshByHand = () => refresh(undefined, {
    onSuccess: () => toast({ title: 'Standings Updated', description: 'Latest standings data refreshed from ESPN.' }),
    onError: () => toast({ title: 'Update Failed', description: 'Could not refresh standings data.', variant: 'destructive' }),
  });
  // Refresh Teams gives a sign too, in the standings' words and pattern (docs/decisions/0008)
  const refreshTeamsByHand = () => refreshTeams.mutate(undefined, {
    onSuccess: () => toast({ title: 'Teams Updated', description: 'Latest team data refreshed from ESPN.' }),
    onError: () => toast({ title: 'Update Failed', description: 'Could not refresh team data.', variant: 'destructive' }),
  });

  const level = variant === 'page' ? 2 : 3;
  const failure = standings.isError ? standings.error : teams.isError ? teams.error : null;
  const retry = () => {
    if (standings.isError) void standings.refetch();
    if (teams.isError) void teams.refetch();
  };

  const content = failure ? (
    <ErrorState level={level} error={failure} onRetry={retry} />
  ) : standings.isPending || teams.isPending || (empty && refreshStandings.isPending) ? (
    <View>
      <LoadingText>Loading standings...</LoadingText>
      <SkeletonCards count={3} height={theme.space(34)} label="Loading standings" />
    </View>
  ) : empty ? (
    <EmptyState
      level={level}
      title="No standings data available yet."
      text="Standings will be updated automatically once the NFL season starts."
      action={<Button onClick={refreshByHand}>Try Refreshing</Button>}
    />
  ) : groups.length === 0 ? (
    <EmptyState level={level} title={filter === 'all' ? 'No standings to show.' : `No ${filter} standings to show.`} icon={null} />
  ) : (
    <ConferenceSections groups={groups} level={level} favorites={favorites} />
  );

  const toggle = <ConferenceToggle value={filter} onChange={(c) => setFilterValue(c === 'all' ? '' : c)} />;

  if (variant === 'hub') {
    return (
      <View>
        <TabHeader>
          <h2>{season ? `${season} NFL Standings` : 'NFL Standings'}</h2>
          {toggle}
        </TabHeader>
        {content}
      </View>
    );
  }

  return (
    <View>
      <PageHeader
        title="NFL Standings"
        subtitle={season ? `Current team standings for the ${season} season` : 'Current team standings'}
        actions={(
          <>
            <RefreshButton variant="secondary" label="Refresh Teams" pending={refreshTeams.isPending} onClick={refreshTeamsByHand} />
            <RefreshButton label="Refresh Standings" pending={refreshStandings.isPending} onClick={refreshByHand} />
          </>
        )}
      />
      {toggle}
      {content}
    </View>
  );
}
