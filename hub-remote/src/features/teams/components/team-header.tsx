import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Team } from '@gg/contracts';
import { Card, Skeleton, themed, themedBy } from '@gg/ui';
import { MISSING, normalizeHex, teamColors } from '../format';
import { TeamColors } from './team-colors';
import { CalendarLinks } from '../../../shared/calendar/calendar-links';
import { TeamMark } from '../../../shared/teams/team-mark';
import { FavoriteTeamToggle } from './favorite-team-toggle';

/** The team's own colour (from data) tops its card; the neutral border when it has none. */
const Wrap = styled(Card, { shouldForwardProp: (prop) => prop !== 'band' })<{ band: string | null }>(themedBy<{ band: string | null }>({ band: true }, ({ theme, band }) => ({
  borderTop: `${theme.space(0.75)} solid ${band ?? theme.color.border}`,
  display: 'grid', gap: theme.space(1.5),
})));

const Top = styled.div(themed(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 })));

const Titles = styled.div(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(0.5), minWidth: 0,
  '& h1': { fontSize: theme.font.size.xxl, overflowWrap: 'anywhere' },
})));

const Meta = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted })));

const Coach = styled.div(themed(({ theme }) => ({
  display: 'flex', alignItems: 'center', gap: theme.space(0.5), minHeight: theme.space(3),
  '& strong': { fontWeight: theme.font.weight.semibold },
})));

/** "AFC · AFC West"; a conference the provider does not know is left out. */
export const conferenceLine = (team: Pick<Team, 'conference' | 'division'>) =>
  [team.conference === 'Unknown' ? null : team.conference, team.division].filter(Boolean).join(' · ');

/**
 * The team page's header: logo (or the team-colour mark), the name as the page's one h1,
 * conference and division, head coach, colours and the team's game calendar. `detailPending` says the row came from the team
 * list and the detail (head coach) is still on its way: its line keeps its place with a skeleton.
 */
export function TeamHeader({ team, detailPending = false }: { team: Team; detailPending?: boolean }) {
  return (
    <Wrap as="header" band={normalizeHex(team.primaryColor)}>
      <Top>
        <TeamMark logo={team.logo} abbreviation={team.abbreviation} color={team.primaryColor} size="markLarge" />
        <Titles>
          <h1>{team.displayName}</h1>
          <Meta>{conferenceLine(team) || MISSING}</Meta>
        </Titles>
        <FavoriteTeamToggle team={team} />
      </Top>
      <Coach>
        Head Coach:{' '}
        {detailPending ? <><Skeleton width="12ch" height="1em" aria-hidden="true" /><span className="gg-visually-hidden">loading</span></> : <strong>{team.headCoach ?? MISSING}</strong>}
      </Coach>
      <TeamColors colors={teamColors(team)} />
      <CalendarLinks feed={team.id} what={`${team.displayName} games`} />
    </Wrap>
  );
}

/** The header's shape while nothing about the team is known yet (no shift when it arrives). */
export function TeamHeaderSkeleton() {
  const theme = useTheme();
  return (
    <Wrap as="header" band={null} aria-hidden="true">
      <Top>
        <Skeleton width={theme.size.markLarge} height={theme.size.markLarge} radius="pill" />
        <Titles>
          <Skeleton width="14ch" height={theme.font.size.xxl} />
          <Skeleton width="10ch" height="1em" />
        </Titles>
      </Top>
      <Skeleton width="18ch" height={theme.space(3)} />
      <Skeleton width="24ch" height={theme.size.icon} />
      <Skeleton width="26ch" height={theme.touchTarget} />
    </Wrap>
  );
}
