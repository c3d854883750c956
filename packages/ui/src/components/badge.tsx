import styled from '@emotion/styled';
import { themedBy } from '../theme/themed';

export type BadgeTone = 'neutral' | 'live' | 'success' | 'info' | 'warning' | 'strong';

/** Small label. Colour never carries the meaning alone: the text says it too. */
export const Badge = styled.span<{ tone?: BadgeTone }>(themedBy<{ tone?: BadgeTone }>({ tone: true }, ({ theme, tone = 'neutral' }) => {
  const tones: Record<BadgeTone, { bg: string; fg: string }> = {
    neutral: { bg: theme.color.surfaceAlt, fg: theme.color.text },
    live: { bg: theme.color.accent, fg: theme.color.accentText },
    success: { bg: theme.color.success, fg: theme.color.surface },
    info: { bg: theme.color.info, fg: theme.color.surface },
    warning: { bg: theme.color.warning, fg: theme.color.surface },
    // the primary fill: navy in light mode, light blue in dark (navy vanished into dark cards)
    strong: { bg: theme.color.primary, fg: theme.color.primaryText },
  };
  const t = tones[tone];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(0.5),
    padding: `${theme.space(0.25)} ${theme.space(1)}`,
    borderRadius: theme.radius.pill,
    background: t.bg,
    color: t.fg,
    fontSize: theme.font.size.xs,
    fontWeight: theme.font.weight.bold,
    letterSpacing: '0.02em',
    whiteSpace: 'nowrap',
  };
}));
