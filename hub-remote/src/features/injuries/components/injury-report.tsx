import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Injury } from '@gg/contracts';
import { Badge, Button, compareText, EmptyState, ErrorState, LoadingText, PageHeader, SkeletonCards, themed } from '@gg/ui';
import { toast } from '@gg/ui/toast';
import { useQuery } from '@gg/data';
import { useId, useMemo, type ReactNode } from 'react';
import { teamsQuery } from '@gg/data/queries';
import { useInjuries } from '../api/get-injuries';
import { useRefreshInjuries } from '../api/refresh-injuries';
import { DEFAULT_SORT, groupInjuries, isInjurySort, sortInjuries, SORTS, STATUS_LABELS, teamNotes, type InjurySort, type StatusGroup } from '../format';
import { useViewFilter } from '../../../shared/use-view-filter';
import { PagedInjuryCards } from './injury-card';
import { RefreshButton } from '../../../shared/refresh-button';
import { TeamNotes } from './team-notes';

const View = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2) })));
const TabHeader = styled.div(themed(({ theme }) => ({ '& h2': { fontSize: theme.font.size.xl } })));
const Toolbar = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space(1.5) })));
const Field = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.5), fontSize: theme.font.size.sm, color: theme.color.textMuted })));
const Select = styled.select(themed(({ theme }) => ({
  minHeight: theme.touchTarget, minWidth: theme.space(20), padding: `0 ${theme.space(1)}`,
  borderRadius: theme.radius.sm, border: `1px solid ${theme.color.border}`, background: theme.color.surface, color: theme.color.text,
  fontSize: theme.font.size.md,
})));
const Group = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));
const GroupTitle = styled.div(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1),
  '& h2, & h3': { display: 'flex', alignItems: 'center', gap: theme.space(1), fontSize: theme.font.size.lg },
})));

type Level = 2 | 3;
const Heading = ({ level, id, children }: { level: Level; id?: string; children: ReactNode }) =>
  level === 2 ? <h2 id={id}>{children}</h2> : <h3 id={id}>{children}</h3>;

function StatusGroupSection({ group, level }: { group: StatusGroup; level: Level }) {
  const id = useId();
  const label = STATUS_LABELS[group.status];
  return (
    <Group aria-labelledby={id}>
      <GroupTitle>
        <Heading level={level} id={id}>
          {label}
          <Badge>{group.injuries.length}<span className="gg-visually-hidden">{group.injuries.length === 1 ? ' player' : ' players'}</span></Badge>
        </Heading>
      </GroupTitle>
      <PagedInjuryCards injuries={group.injuries} headingLevel={level === 2 ? 3 : 4} showTeam={true} what={`${label} injuries`} />
    </Group>
  );
}

function SortSelect({ value, onChange }: { value: InjurySort; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Sort by</label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value === DEFAULT_SORT ? '' : e.target.value)}>
        {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
      </Select>
    </Field>
  );
}

/** Whether a refresh worked, said as a toast; a failure is destructive on the injuries page only. */
function useUpdateInjuries(failureVariant: 'default' | 'destructive', teamId?: string) {
  const refresh = useRefreshInjuries(teamId);
  const update = () => refresh.mutate(undefined, {
    onSuccess: () => toast({ title: 'Injuries Updated', description: 'Latest injury data refreshed from ESPN.' }),
    onError: () => toast({ title: 'Update Failed', description: 'Could not refresh injury data.', variant: failureVariant }),
  });
  return { update, updating: refresh.isPending };
}

function Loading() {
  const theme = useTheme();
  return (
    <View>
      <LoadingText>Loading injury report...</LoadingText>
      <SkeletonCards count={3} height={theme.space(20)} label="Loading injuries" />
    </View>
  );
}

/**
 * The league injury report. The page: its heading with 'Update Injuries', a team filter (one team
 * is asked of the server) and the sort, kept in the URL. The hub tab: every entry including ESPN's
 * "listed" ones, reloaded each time the tab opens. Both group cards by status, most serious first;
 * the listed-but-active entries are not injuries and follow apart, as team notes.
 */
export function InjuryReport({ variant }: { variant: 'page' | 'hub' }) {
  const isPage = variant === 'page';
  const teamSelectId = useId();
  const [teamValue, setTeamValue] = useViewFilter('team', isPage);
  const [sortValue, setSortValue] = useViewFilter('sort', isPage);
  const sort: InjurySort = isInjurySort(sortValue) ? sortValue : DEFAULT_SORT;
  const teamId = isPage ? teamValue : '';
  const query = useInjuries(isPage ? { teamId } : { includeGeneric: true }, { refetchOnMount: isPage ? true : 'always' });
  const teams = useQuery({ ...teamsQuery(), enabled: isPage });
  const { update, updating } = useUpdateInjuries(isPage ? 'destructive' : 'default', teamId || undefined);

  const groups = useMemo(() => (query.data ? groupInjuries(query.data, sort) : []), [query.data, sort]);
  // ESPN's listed-but-active entries (the hub asks for them): shown apart, never counted as injuries
  const notes = useMemo(() => (query.data ? teamNotes(query.data) : []), [query.data]);
  const teamOptions = useMemo(() => [...(teams.data ?? [])].sort((a, b) => compareText(a.displayName, b.displayName)), [teams.data]);
  const level: Level = isPage ? 2 : 3;

  const emptyText = !isPage ? 'All players are currently healthy!' : teamId ? 'All players on this team are healthy!' : 'All players are healthy across the NFL!';

  const content = query.isPending ? <Loading /> : query.isError ? (
    <ErrorState level={level} error={query.error} onRetry={() => void query.refetch()} />
  ) : (
    <>
      {groups.length === 0 ? (
        <EmptyState level={level} title="No Injuries Reported" text={emptyText} action={<Button onClick={update} disabled={updating}>Check for Updates</Button>} />
      ) : (
        // a new team starts every group at its first page again
        groups.map((group) => <StatusGroupSection key={`${teamId}:${group.status}`} group={group} level={level} />)
      )}
      {notes.length > 0 ? <TeamNotes notes={notes} level={level} /> : null}
    </>
  );

  const toolbar = (
    <Toolbar>
      {isPage ? (
        <Field>
          <label htmlFor={teamSelectId}>Team</label>
          <Select id={teamSelectId} value={teamId} onChange={(e) => setTeamValue(e.target.value)}>
            <option value="">All Teams</option>
            {teamOptions.map((t) => <option key={t.id} value={t.id}>{t.displayName}</option>)}
          </Select>
        </Field>
      ) : null}
      <SortSelect value={sort} onChange={setSortValue} />
    </Toolbar>
  );

  return (
    <View>
      {isPage ? (
        <PageHeader
          title="NFL Injury Report"
          subtitle="Real-time injury updates from ESPN"
          actions={<RefreshButton label="Update Injuries" busyLabel="Updating..." pending={updating} onClick={update} />}
        />
      ) : (
        <TabHeader><h2>NFL Injury Report</h2></TabHeader>
      )}
      {toolbar}
      {content}
    </View>
  );
}

/** Most serious first, then the newest report. */
const forTeamPage = (injuries: Injury[]) => sortInjuries(injuries, 'severity');

/**
 * One team's injuries, for the team page's Injuries tab: reloaded each time the tab opens, most
 * serious first.
 */
export function TeamInjuries({ teamId }: { teamId: string }) {
  const query = useInjuries({ teamId }, { refetchOnMount: 'always' });
  const { update, updating } = useUpdateInjuries('default', teamId);
  const injuries = useMemo(() => (query.data ? forTeamPage(query.data) : []), [query.data]);
  return (
    <View>
      {/* the tab already names the section on screen; the outline still gets its heading */}
      <h2 className="gg-visually-hidden">Injury Report</h2>
      {query.isPending ? <Loading /> : query.isError ? (
        <ErrorState level={3} error={query.error} onRetry={() => void query.refetch()} />
      ) : injuries.length === 0 ? (
        <EmptyState level={3} title="No injury reports available" action={<Button onClick={update} disabled={updating}>Check for Updates</Button>} />
      ) : (
        <PagedInjuryCards injuries={injuries} headingLevel={3} showTeam={false} what="injuries" />
      )}
    </View>
  );
}
