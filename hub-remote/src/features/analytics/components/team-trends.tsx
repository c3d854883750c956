import styled from '@emotion/styled';
import { Badge, Button, EmptyState, ErrorState, SkeletonCards, themed } from '@gg/ui';
import { isSpoilerSafeAnywhere, useViewingPreferences } from '@gg/preferences';
import { SpoilerCover, useReveal } from '@gg/preferences/settings';
import type { ReactNode } from 'react';
import { useStandings } from '../../../shared/api/get-standings';
import { useTeams } from '@gg/data/queries';
import { TeamMark } from '../../../shared/teams/team-mark';
import { coldTeams, EXPLOSIVE_PPG, explosiveOffenses, hotTeams, standingsSeason, type TeamTrend } from '../insights';

const Groups = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1.5),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})));
const Group = styled.section(themed(({ theme }) => ({
  padding: theme.space(1.5), borderRadius: theme.radius.md, border: `1px solid ${theme.color.border}`, background: theme.color.surface,
  display: 'grid', gap: theme.space(1), alignContent: 'start',
  '& h4': { fontSize: theme.font.size.md },
})));
const List = styled.ol(themed(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(1) })));
const Item = styled.li(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1), minHeight: theme.touchTarget })));
const Who = styled.div(themed(({ theme }) => ({ flex: 1, minWidth: 0, display: 'grid', '& span': { color: theme.color.textMuted, fontSize: theme.font.size.sm } })));
const Note = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));

function TrendList({ trends, none, detail, badge }: { trends: TeamTrend[]; none: string; detail: (t: TeamTrend) => string; badge: (t: TeamTrend) => ReactNode }) {
  if (trends.length === 0) return <Note>{none}</Note>;
  return (
    <List>
      {trends.map((t) => (
        <Item key={t.team.id}>
          <TeamMark logo={t.team.logo} abbreviation={t.team.abbreviation} color={t.team.primaryColor} />
          <Who><strong>{t.team.displayName}</strong><span>{detail(t)}</span></Who>
          {badge(t)}
        </Item>
      ))}
    </List>
  );
}

const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;

/**
 * Team Trends from the standings: hot teams are the 3 longest winning streaks, cold teams the 3
 * longest losing streaks, and explosive offenses every team scoring 30 or more points per game.
 * It says which season the numbers are from (the provider's standings may be last season's).
 */
export function TeamTrends() {
  // streaks and records are results, and who is listed gives them away: one cover over all three
  const hideResults = isSpoilerSafeAnywhere(useViewingPreferences());
  const [revealed, reveal] = useReveal('team-trends');
  const standings = useStandings();
  const teams = useTeams();
  if (standings.isPending || teams.isPending) return <SkeletonCards count={3} height="176px" label="Loading team trends" />;
  if (standings.isError || teams.isError) {
    const failed = standings.isError ? standings : teams;
    return <ErrorState level={3} title="Team trends unavailable" error={failed.error} onRetry={() => void failed.refetch()} />;
  }
  const season = standingsSeason(standings.data);
  if (season === null) {
    return <EmptyState level={3} title="No standings yet" text="Team trends appear once the season's standings are available." action={<Button onClick={() => void standings.refetch()}>Try Again</Button>} />;
  }
  const hot = hotTeams(standings.data, teams.data);
  const cold = coldTeams(standings.data, teams.data);
  const explosive = explosiveOffenses(standings.data, teams.data);
  return (
    <>
      <Note>From the {season} standings: current streaks, win–loss records, and points per game (points scored ÷ games played).</Note>
      <SpoilerCover covered={hideResults && !revealed} label="Reveal team trends (streaks and records)" onReveal={reveal} text="Streaks and records hidden — tap to reveal" conceal="invisible">
        <Groups>
          <Group aria-labelledby="trends-hot-h">
            <h4 id="trends-hot-h">Hot Teams</h4>
            <TrendList trends={hot} none="No team is on a winning streak." detail={(t) => `Won ${games(t.streak)} in a row · ${t.record}`} badge={(t) => <Badge tone="success">W{t.streak}</Badge>} />
          </Group>
          <Group aria-labelledby="trends-cold-h">
            <h4 id="trends-cold-h">Cold Teams</h4>
            <TrendList trends={cold} none="No team is on a losing streak." detail={(t) => `Lost ${games(t.streak)} in a row · ${t.record}`} badge={(t) => <Badge tone="neutral">L{t.streak}</Badge>} />
          </Group>
          <Group aria-labelledby="trends-explosive-h">
            <h4 id="trends-explosive-h">Explosive Offenses</h4>
            <TrendList
              trends={explosive}
              none={`No team averages ${EXPLOSIVE_PPG} or more points per game.`}
              detail={(t) => `${(t.pointsPerGame ?? 0).toFixed(1)} points per game · ${t.record}`}
              badge={() => <Badge tone="warning">30+ PPG</Badge>}
            />
          </Group>
        </Groups>
      </SpoilerCover>
    </>
  );
}
