import { useTheme, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { avatarLabel, NO_JERSEY } from '../format';
import { themedBy } from '@gg/ui';

type AvatarSize = 'card' | 'profile';

const sideOf = (theme: Theme, size: AvatarSize) => (size === 'card' ? theme.size.mark : theme.size.avatar);

const Photo = styled('img', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: AvatarSize }>(themedBy<{ size: AvatarSize }>({ size: true }, ({ theme, size }) => ({
  width: sideOf(theme, size), height: sideOf(theme, size), flex: `0 0 ${sideOf(theme, size)}`,
  borderRadius: '50%', objectFit: 'cover', background: theme.color.surfaceAlt,
})));

/** The jersey-number badge that stands in for a missing or broken headshot. */
const Jersey = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: AvatarSize }>(themedBy<{ size: AvatarSize }>({ size: true }, ({ theme, size }) => ({
  width: sideOf(theme, size), height: sideOf(theme, size), flex: `0 0 ${sideOf(theme, size)}`,
  borderRadius: '50%', display: 'inline-grid', placeItems: 'center',
  background: theme.color.primary, color: theme.color.primaryText,
  fontSize: size === 'card' ? theme.font.size.sm : theme.font.size.xl, fontWeight: theme.font.weight.bold,
  fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap',
  // no number known: a quiet badge, so the dash does not look like a number
  '&[data-jersey="none"]': { background: theme.color.surfaceAlt, color: theme.color.textMuted, fontWeight: theme.font.weight.regular },
})));

/**
 * The player's headshot, or (none, or it fails to load) a badge with the jersey number, or a
 * neutral dash when the number is unknown (never initials: "GM" reads as General Manager). Unless
 * `decorative` (the profile's header, whose facts say the number), the badge is read out: the
 * number, or "No jersey number".
 */
export function PlayerAvatar({ headshot, jersey, size = 'card', decorative = false }: { headshot: string | null; jersey: string | null; size?: AvatarSize; decorative?: boolean }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  // the image's own size attributes reserve its box before it loads
  const side = Number.parseInt(sideOf(useTheme(), size), 10);
  if (headshot && brokenSrc !== headshot) {
    return <Photo size={size} src={headshot} alt="" width={side} height={side} loading="lazy" decoding="async" onError={() => setBrokenSrc(headshot)} />;
  }
  const label = avatarLabel(jersey);
  const none = label === NO_JERSEY ? 'none' : undefined;
  if (decorative) return <Jersey size={size} data-testid="jersey-badge" data-jersey={none} aria-hidden="true">{label}</Jersey>;
  if (none) return <Jersey size={size} data-testid="jersey-badge" data-jersey={none} role="img" aria-label="No jersey number"><span aria-hidden="true">{label}</span></Jersey>;
  return <Jersey size={size} data-testid="jersey-badge">{label}</Jersey>;
}
