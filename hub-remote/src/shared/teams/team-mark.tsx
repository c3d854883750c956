import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { useTeams } from '@gg/data/queries';
import { canWriteOn, inkOn, normalizeHex } from './team-colors';
import { themedBy } from '@gg/ui';

type MarkSize = 'mark' | 'markLarge';

/**
 * The fallback mark wears the team's own colour (from data): filled, with ink that contrasts with
 * it, or as a ring around a plain mark when no ink reads well enough on that colour.
 */
const Mark = styled('span', { shouldForwardProp: (prop) => prop !== 'fill' && prop !== 'ring' && prop !== 'ink' && prop !== 'side' })<{ fill: string | null; ring: string | null; ink: 'dark' | 'light'; side: MarkSize }>(
  themedBy<{ fill: string | null; ring: string | null; ink: 'dark' | 'light'; side: MarkSize }>({ fill: true, ring: true, ink: true, side: true }, ({ theme, fill, ring, ink, side }) => ({
    width: theme.size[side], height: theme.size[side], flex: `0 0 ${theme.size[side]}`, borderRadius: '50%',
    display: 'inline-grid', placeItems: 'center', overflow: 'hidden',
    background: fill ?? theme.color.surfaceAlt,
    color: fill ? (ink === 'dark' ? theme.color.chrome : theme.color.chromeText) : theme.color.text,
    border: ring ? `${theme.space(0.375)} solid ${ring}` : `1px solid ${theme.color.border}`,
    fontSize: side === 'markLarge' ? theme.font.size.lg : theme.font.size.xs, fontWeight: theme.font.weight.bold,
  })),
);

const Logo = styled('img', { shouldForwardProp: (prop) => prop !== 'side' })<{ side: MarkSize }>(themedBy<{ side: MarkSize }>({ side: true }, ({ theme, side }) => ({
  width: theme.size[side], height: theme.size[side], flex: `0 0 ${theme.size[side]}`, objectFit: 'contain',
})));

export interface TeamMarkProps {
  logo: string | null;
  abbreviation: string | null;
  /** The team's colour; when left out it is looked up from the team list by `teamId`. */
  color?: string | null;
  teamId?: string | null;
  size?: MarkSize;
}

/**
 * A team's logo, or (no logo, or it fails to load: offline, a blocked CDN) a round mark in the
 * team's colour with its abbreviation. Decorative: the team's name is always written next to it.
 */
export function TeamMark({ logo, abbreviation, color, teamId, size = 'mark' }: TeamMarkProps) {
  const [broken, setBroken] = useState(false);
  const teams = useTeams({ enabled: color === undefined && Boolean(teamId) });
  const theme = useTheme();
  // the image's own size attributes reserve its box before it loads
  const side = Number.parseInt(theme.size[size], 10);
  if (logo && !broken) return <Logo side={size} src={logo} alt="" width={side} height={side} loading="lazy" onError={() => setBroken(true)} />;
  const known = color !== undefined ? color : (teams.data?.find((t) => t.id === teamId)?.primaryColor ?? null);
  const hex = normalizeHex(known);
  const fill = hex && canWriteOn(hex) ? hex : null;
  const ring = hex && !fill ? hex : null;
  return <Mark aria-hidden="true" data-testid="team-mark" side={size} fill={fill} ring={ring} ink={fill ? inkOn(fill) : 'light'}>{abbreviation ?? '?'}</Mark>;
}
