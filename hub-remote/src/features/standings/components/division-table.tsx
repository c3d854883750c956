import styled from '@emotion/styled';
import { Badge, Card, themed } from '@gg/ui';
import { Link } from '@gg/router';
import type { ReactNode } from 'react';
import { TeamMark } from '../../../shared/teams/team-mark';
import { FavoriteStar } from '../../../shared/teams/favorite-star';
import { isFavorite } from '../../../shared/teams/favorite-teams';
import { formatPct, pointDiff, RANKED_ROWS, streakInfo, type DivisionGroup } from '../format';
import { StandingsRevealBar, useDivisionSpoiler } from './standings-spoiler';

const Frame = styled(Card)({ padding: 0, overflow: 'hidden' });

/**
 * On a phone the table scrolls sideways inside its card while the team column stays put. Positioned,
 * so the visually hidden column names are placed (and scrolled) inside it, not against the page.
 */
const Scroll = styled.div({ position: 'relative', overflowX: 'auto' });

/**
 * The table styles its rows' parts itself (team cell, rank, link, differential) rather than each
 * being a styled element: a standings page draws 32 rows, and each styled element is style work
 * of its own in every server render and hydration.
 */
const Table = styled.table(themed(({ theme }) => ({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: theme.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  '& caption': {
    textAlign: 'left', padding: `${theme.space(1.5)} ${theme.space(2)}`,
    fontSize: theme.font.size.md, fontWeight: theme.font.weight.bold, color: theme.color.text,
  },
  '& th, & td': { padding: `${theme.space(0.5)} ${theme.space(1)}`, borderTop: `1px solid ${theme.color.border}`, textAlign: 'right', whiteSpace: 'nowrap' },
  '& thead th': { background: theme.color.surfaceAlt, color: theme.color.textMuted, fontSize: theme.font.size.xs, fontWeight: theme.font.weight.semibold },
  // the row headers (and the Team column header) stay put while the numbers scroll
  '& th:first-of-type': {
    position: 'sticky', left: 0, zIndex: 1, textAlign: 'left', whiteSpace: 'normal',
    minWidth: theme.space(17), background: theme.color.surface, borderRight: `1px solid ${theme.color.border}`,
  },
  '& thead th:first-of-type': { background: theme.color.surfaceAlt },
  '& tr > :last-child': { paddingRight: theme.space(2) },
  '& .team-cell': { display: 'flex', alignItems: 'center', gap: theme.space(1) },
  // the rank slot keeps every name aligned, ranked or not
  '& .rank': {
    flex: `0 0 ${theme.size.icon}`, width: theme.size.icon, height: theme.size.icon, display: 'inline-grid', placeItems: 'center',
    borderRadius: theme.radius.pill, fontSize: theme.font.size.xs, fontWeight: theme.font.weight.bold,
  },
  '& .rank[data-ranked]': { background: theme.color.primary, color: theme.color.primaryText },
  // a phone shows the short name ("Bills") so the numbers fit beside it; wider screens the full one
  '& .team-link': {
    display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget,
    color: theme.color.text, fontWeight: theme.font.weight.semibold, textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '& .full': { display: 'none' },
    [theme.breakpoint.tablet]: { '& .full': { display: 'inline' }, '& .short': { display: 'none' } },
  },
  '& .diff': { fontWeight: theme.font.weight.semibold, color: theme.color.text },
  '& .diff[data-tone="up"]': { color: theme.color.success },
  '& .diff[data-tone="down"]': { color: theme.color.accent },
})));

/** Column headers show the short form fans know and read out the full name. */
const COLUMNS: Array<[short: string, full: string]> = [
  ['W', 'Wins'], ['L', 'Losses'], ['T', 'Ties'], ['PCT', 'Win percentage'], ['PF', 'Points for'],
  ['PA', 'Points against'], ['DIFF', 'Point differential'], ['STRK', 'Streak'],
];

/**
 * One division: best record first, a rank badge on the top rows, the team name links to its page;
 * a star beside a favorite team (its row stays at its rank).
 */
export function DivisionTable({ group, favorites = [] }: { group: DivisionGroup; favorites?: readonly string[] }) {
  const spoiler = useDivisionSpoiler(group);
  // spoiler-safe: no number, rank or streak until revealed ('–' keeps each cell's place)
  const shown = (value: ReactNode) => (spoiler.hidden ? <><span aria-hidden="true">–</span><span className="gg-visually-hidden">hidden</span></> : value);
  return (
    <Frame>
      {spoiler.guarded ? <StandingsRevealBar division={group.division} hidden={spoiler.hidden} onReveal={spoiler.reveal} /> : null}
      <Scroll>
        <Table>
          <caption>{group.division}</caption>
          <thead>
            <tr>
              <th scope="col">Team</th>
              {COLUMNS.map(([short, full]) => (
                <th key={short} scope="col">
                  <span aria-hidden="true">{short}</span>
                  <span className="gg-visually-hidden">{full}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {spoiler.rows.map(({ standing, team }, index) => {
              const diff = pointDiff(standing);
              const streak = streakInfo(standing.streak);
              return (
                <tr key={standing.id}>
                  <th scope="row">
                    <div className="team-cell">
                      {index < RANKED_ROWS && !spoiler.hidden ? (
                        <span className="rank" data-ranked=""><span className="gg-visually-hidden">Rank </span>{index + 1}</span>
                      ) : <span className="rank" aria-hidden="true" />}
                      <TeamMark logo={team.logo} abbreviation={team.abbreviation} color={team.primaryColor} />
                      <Link className="team-link" to={`/team/${team.id}`} aria-label={team.displayName}><span className="short">{team.name}</span><span className="full">{team.displayName}</span></Link>
                      {isFavorite(favorites, team.id) ? <FavoriteStar /> : null}
                    </div>
                  </th>
                  <td>{shown(standing.wins)}</td>
                  <td>{shown(standing.losses)}</td>
                  <td>{shown(standing.ties)}</td>
                  <td>{shown(formatPct(standing.winPercentage))}</td>
                  <td>{shown(standing.pointsFor)}</td>
                  <td>{shown(standing.pointsAgainst)}</td>
                  <td>{shown(<span className="diff" data-tone={diff.tone}>{diff.text}</span>)}</td>
                  <td>
                    {spoiler.hidden ? shown(null) : <Badge tone={streak.winning ? 'strong' : 'live'} data-variant={streak.winning ? 'default' : 'destructive'}>
                      <span aria-hidden="true">{streak.text}</span>
                      <span className="gg-visually-hidden">{streak.words}</span>
                    </Badge>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Scroll>
    </Frame>
  );
}
