/** The parts every view of the schedule lists its games with (upcoming, completed, one week). */
import styled from '@emotion/styled';
import type { Game } from '@gg/contracts';
import { CardGrid, SkeletonCards, themed } from '@gg/ui';
import { useQuery } from '@gg/data';
import type { ReactNode } from 'react';
import { teamsQuery } from '@gg/data/queries';
import { favoritesFirst, teamsOfGame, useFavoriteTeamIds } from '../../../shared/teams/favorite-teams';
import { ScheduleGameRow } from './schedule-game-row';

const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(1.5) })));
const SectionHead = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.25), '& h2': { fontSize: theme.font.size.lg } })));
const Note = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));

export type OnViewLive = (gameId: string) => void;

/** Rows are about 200 px tall; the skeleton keeps that room so nothing jumps when they arrive. */
export const RowsLoading = ({ label }: { label: string }) => <SkeletonCards count={3} height="200px" label={label} />;

/**
 * The schedule's games, the fan's favorite teams' games first (then in the order given); team names
 * link by the ids the games carry, and /api/teams is read only when one is missing.
 */
export function GameList({ games, onViewLive }: { games: Game[]; onViewLive: OnViewLive }) {
  const needsTeams = games.some((g) => !g.awayTeamId || !g.homeTeamId);
  const teams = useQuery({ ...teamsQuery(), enabled: needsTeams });
  const favorites = useFavoriteTeamIds();
  return (
    <CardGrid>
      {favoritesFirst(games, teamsOfGame, favorites).map((g) => <li key={g.id}><ScheduleGameRow game={g} teams={teams.data} favorites={favorites} onViewLive={onViewLive} /></li>)}
    </CardGrid>
  );
}

export function GamesSection({ id, title, note, children }: { id: string; title: string; note?: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <SectionHead><h2 id={id}>{title}</h2>{note ? <Note>{note}</Note> : null}</SectionHead>
      {children}
    </Section>
  );
}

export const plural = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;
