import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Team } from '@gg/contracts';
import { useState } from 'react';
import { inkOn, normalizeHex } from '../format';

/** The fallback mark wears the team's own colour (from data) with ink that contrasts with it. */
const Mark = styled('span', { shouldForwardProp: (prop) => prop !== 'fill' && prop !== 'ink' })<{ fill: string | null; ink: 'dark' | 'light' }>(
  ({ theme, fill, ink }) => ({
    width: theme.size.markLarge, height: theme.size.markLarge, flex: `0 0 ${theme.size.markLarge}`, borderRadius: '50%',
    display: 'inline-grid', placeItems: 'center', overflow: 'hidden',
    background: fill ?? theme.color.chrome,
    color: ink === 'dark' ? theme.color.chrome : theme.color.chromeText,
    border: `1px solid ${theme.color.border}`,
    fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold, letterSpacing: '0.02em',
  }),
);

const Logo = styled.img(({ theme }) => ({
  width: theme.size.markLarge, height: theme.size.markLarge, flex: `0 0 ${theme.size.markLarge}`, objectFit: 'contain',
}));

/**
 * The team's logo, or (no logo, or it fails to load) a round mark in the team's colour with its
 * abbreviation. Decorative: the team's name is always written next to it.
 */
export function TeamLogo({ team }: { team: Pick<Team, 'logo' | 'abbreviation' | 'primaryColor'> }) {
  const [broken, setBroken] = useState(false);
  // the image's own size attributes reserve its box before it loads
  const side = Number.parseInt(useTheme().size.markLarge, 10);
  if (team.logo && !broken) return <Logo src={team.logo} alt="" width={side} height={side} onError={() => setBroken(true)} />;
  const fill = normalizeHex(team.primaryColor);
  return <Mark aria-hidden="true" data-testid="team-mark" fill={fill} ink={fill ? inkOn(fill) : 'light'}>{team.abbreviation}</Mark>;
}
