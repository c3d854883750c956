import styled from '@emotion/styled';
import type { Team } from '@gg/contracts';
import { Card, EmptyState, QueryView, SkeletonCards } from '@gg/ui';
import { Link } from 'react-router-dom';
import { useTeams } from '../../../shared/api/get-teams';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1),
  gridTemplateColumns: `repeat(auto-fill, minmax(${theme.space(20)}, 1fr))`,
}));

const GroupTitle = styled.h2(({ theme }) => ({ margin: `${theme.space(2)} 0 ${theme.space(1)}`, fontSize: theme.font.size.lg }));

const TeamCard = styled(Card)(({ theme }) => ({ padding: `${theme.space(0.5)} ${theme.space(1.5)}` }));

const TeamLink = styled(Link)(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.touchTarget,
  color: theme.color.text, textDecoration: 'none', fontWeight: theme.font.weight.medium,
}));

/** A bar of the team's colour (from data; the text colour when it has none). */
const Swatch = styled('span', { shouldForwardProp: (prop) => prop !== 'teamColor' })<{ teamColor: string | null }>(({ theme, teamColor }) => ({
  width: theme.space(1.5), height: theme.space(3.5), borderRadius: theme.radius.xs, background: teamColor ?? 'currentColor', flex: '0 0 auto',
}));

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

export function TeamSwatch({ team }: { team: Team }) {
  return <Swatch aria-hidden="true" teamColor={team.primaryColor} />;
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
            {name ? <GroupTitle>{name}</GroupTitle> : null}
            <Grid>
              {(list ?? []).map((team) => (
                <li key={team.id}>
                  <TeamCard>
                    <TeamLink to={`/team/${team.id}`}><TeamSwatch team={team} />{team.displayName}</TeamLink>
                  </TeamCard>
                </li>
              ))}
            </Grid>
          </section>
        ));
      }}
    </QueryView>
  );
}
