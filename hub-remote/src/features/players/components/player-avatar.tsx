import { useTheme, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { useState } from 'react';
import { avatarLabel } from '../format';

type AvatarSize = 'card' | 'profile';

const sideOf = (theme: Theme, size: AvatarSize) => (size === 'card' ? theme.size.mark : theme.size.avatar);

const Photo = styled('img', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: AvatarSize }>(({ theme, size }) => ({
  width: sideOf(theme, size), height: sideOf(theme, size), flex: `0 0 ${sideOf(theme, size)}`,
  borderRadius: '50%', objectFit: 'cover', background: theme.color.surfaceAlt,
}));

/** The jersey-number badge that stands in for a missing or broken headshot. */
const Jersey = styled('span', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: AvatarSize }>(({ theme, size }) => ({
  width: sideOf(theme, size), height: sideOf(theme, size), flex: `0 0 ${sideOf(theme, size)}`,
  borderRadius: '50%', display: 'inline-grid', placeItems: 'center',
  background: theme.color.chrome, color: theme.color.chromeText,
  fontSize: size === 'card' ? theme.font.size.sm : theme.font.size.xl, fontWeight: theme.font.weight.bold,
  fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap',
}));

/**
 * The player's headshot, or (none, or it fails to load) a badge with the jersey number, or the
 * player's initials when the number is unknown. The badge is read out only when it says a number
 * and `decorative` is off (the name is always written beside it).
 */
export function PlayerAvatar({ headshot, jersey, name, size = 'card', decorative = false }: { headshot: string | null; jersey: string | null; name?: string; size?: AvatarSize; decorative?: boolean }) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  // the image's own size attributes reserve its box before it loads
  const side = Number.parseInt(sideOf(useTheme(), size), 10);
  if (headshot && brokenSrc !== headshot) {
    return <Photo size={size} src={headshot} alt="" width={side} height={side} loading="lazy" decoding="async" onError={() => setBrokenSrc(headshot)} />;
  }
  const label = avatarLabel(jersey, name);
  const hidden = decorative || !label.startsWith('#') || label === '#';
  return <Jersey size={size} data-testid="jersey-badge" aria-hidden={hidden ? 'true' : undefined}>{label}</Jersey>;
}
