import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from '@gg/router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonLook { theme: Theme; variant?: ButtonVariant; size?: 'md' | 'sm' }

function buttonStyles({ theme, variant = 'primary', size = 'md' }: ButtonLook) {
  // a filled button stands 3:1 against the cards and page it sits on, and a pressed toggle
  // (primary) against its unpressed neighbours (secondary), in light and dark (theme/contrast.test.tsx)
  const look = {
    primary: { background: theme.color.primary, color: theme.color.primaryText, border: 'transparent' },
    secondary: { background: theme.color.surface, color: theme.color.text, border: theme.color.border },
    ghost: { background: 'transparent', color: theme.color.link, border: 'transparent' },
    danger: { background: theme.color.accent, color: theme.color.accentText, border: 'transparent' },
  }[variant];
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(1),
    minHeight: theme.touchTarget,
    minWidth: theme.touchTarget,
    padding: size === 'sm' ? `0 ${theme.space(1.5)}` : `0 ${theme.space(2)}`,
    borderRadius: theme.radius.sm,
    border: `1px solid ${look.border}`,
    background: look.background,
    color: look.color,
    fontWeight: theme.font.weight.medium,
    fontSize: size === 'sm' ? theme.font.size.sm : theme.font.size.md,
    cursor: 'pointer',
    textDecoration: 'none',
    '&:disabled': { opacity: 0.6, cursor: 'default' },
    '&:hover:not(:disabled)': { filter: 'brightness(1.08)' },
  } as const;
}

/** Every button meets the 44 px touch target. */
export const Button = styled.button<Omit<ButtonLook, 'theme'>>(buttonStyles);
/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link, { shouldForwardProp: (p) => p !== 'variant' && p !== 'size' })<Omit<ButtonLook, 'theme'>>(buttonStyles);
/** A plain link that looks like a button: files and other apps (a calendar feed), not pages of the site. */
export const ButtonAnchor = styled('a', { shouldForwardProp: (p) => p !== 'variant' && p !== 'size' })<Omit<ButtonLook, 'theme'>>(buttonStyles);
