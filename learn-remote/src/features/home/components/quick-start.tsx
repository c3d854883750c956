import styled from '@emotion/styled';
import { CardGrid, diagramColors, themed, themedBy } from '@gg/ui';
import type { ReactNode } from 'react';
import { Link } from '@gg/router';
import { ChevronRight, RulebookIcon, ScoreboardIcon } from './icons';

/** The whole tile is the link (one tab stop, one big target). */
const Tile = styled(Link)(themed(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${theme.space(6)} minmax(0, 1fr) ${theme.size.icon}`,
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: theme.space(10),
  padding: theme.space(2),
  background: theme.color.surface,
  color: theme.color.text,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  textDecoration: 'none',
  transition: 'box-shadow 140ms ease, transform 140ms ease',
  '@media (hover: hover)': { '&:hover': { boxShadow: theme.shadow.raised } },
  '&:active': { transform: 'translateY(1px)' },
  '& > svg:last-child': { color: theme.color.textMuted },
})));

const IconBadge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: 'field' | 'info' }>(themedBy<{ tone: 'field' | 'info' }>({ tone: true }, ({ theme, tone }) => ({
  display: 'grid',
  placeItems: 'center',
  width: theme.space(6),
  height: theme.space(6),
  borderRadius: theme.radius.md,
  background: tone === 'field' ? diagramColors.grass : theme.color.info,
  color: tone === 'field' ? diagramColors.line : theme.color.surface,
})));

const Title = styled.span(themed(({ theme }) => ({ display: 'block', fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold, lineHeight: 1.3 })));
const Subtitle = styled.span(themed(({ theme }) => ({ display: 'block', fontSize: theme.font.size.sm, color: theme.color.textMuted })));

interface QuickStartTile { title: string; subtitle: string; to: string; icon: ReactNode; tone: 'field' | 'info' }

export const QUICK_START_TILES: QuickStartTile[] = [
  { title: 'Basic Rules', subtitle: 'Learn the basics', to: '/rules/down-system', icon: <RulebookIcon />, tone: 'field' },
  { title: 'NFL Hub', subtitle: 'Live scores & stats', to: '/nfl-hub', icon: <ScoreboardIcon />, tone: 'info' },
];

/** Quick Start tiles: first steps for a newcomer, the basic rules and the live NFL Hub. */
export function QuickStart() {
  return (
    <CardGrid>
      {QUICK_START_TILES.map((tile) => (
        <li key={tile.to}>
          <Tile to={tile.to}>
            <IconBadge tone={tile.tone}>{tile.icon}</IconBadge>
            <span>
              <Title>{tile.title}</Title>
              <Subtitle>{tile.subtitle}</Subtitle>
            </span>
            <ChevronRight />
          </Tile>
        </li>
      ))}
    </CardGrid>
  );
}
