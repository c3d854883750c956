import styled from '@emotion/styled';
import type { Team } from '@gg/contracts';
import { Card, EmptyState, QueryView, SkeletonCards } from '@gg/ui';
import { Link } from 'react-router-dom';
import { useTeams } from '../api/get-teams';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1),
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
}));

const TeamLink = styled(Link)(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.touchTarget,
  color: theme.color.text, textDecoration: 'none', fontWeight: theme.font.weight.medium,
}));

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

export function TeamSwatch({ team }: { team: Team }) {
  return <span aria-hidden="true" style={{ width: 12, height: 28, borderRadius: 4, background: team.primaryColor ?? 'currentColor', flex: '0 0 auto' }} />;
}

/** Teams, optionally grouped by conference/division. */
export function TeamList({ grouped = false }: { grouped?: boolean }) {
  const query = useTeams();
  return (
    <QueryView query={query} loading={<SkeletonCards count={4} height="56px" label="Loading teams" />} empty={<EmptyState title="No teams available" />}>
      {(teams) => {
        const groups = grouped
          ? [...groupBy(teams, (t) => t.division ?? 'Other')].sort(([a], [b]) => a.localeCompare(b))
          : [['', teams] as const];
        return groups.map(([name, list]) => (
          <section key={name} aria-label={name || 'Teams'}>
            {name ? <h2 style={{ margin: '16px 0 8px', fontSize: '1.125rem' }}>{name}</h2> : null}
            <Grid>
              {(list ?? []).map((team) => (
                <li key={team.id}>
                  <Card style={{ padding: '4px 12px' }}>
                    <TeamLink to={`/team/${team.id}`}><TeamSwatch team={team} />{team.displayName}</TeamLink>
                  </Card>
                </li>
              ))}
            </Grid>
          </section>
        ));
      }}
    </QueryView>
  );
}
