import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from '@gg/router';
import type { ColorName } from '../theme/tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonLook { theme: Theme; variant?: ButtonVariant; size?: 'md' | 'sm' }

/**
 * Each variant's colours, by token (null: none). A filled button's fill must stand 3:1 against the
 * cards and page it sits on, and a pressed toggle (primary) against its unpressed neighbours
 * (secondary): theme/contrast.test.ts checks both in light and dark.
 */
export const BUTTON_COLORS = {
  primary: { background: 'primary', text: 'primaryText', border: null },
  secondary: { background: 'surface', text: 'text', border: 'border' },
  ghost: { background: null, text: 'link', border: null },
  danger: { background: 'accent', text: 'accentText', border: null },
} as const satisfies Record<ButtonVariant, { background: ColorName | null; text: ColorName; border: ColorName | null }>;

function buttonStyles({ theme, variant = 'primary', size = 'md' }: ButtonLook) {
  const colors = BUTTON_COLORS[variant];
  const look = {
    background: colors.background ? theme.color[colors.background] : 'transparent',
    color: theme.color[colors.text],
    border: colors.border ? theme.color[colors.border] : 'transparent',
  };
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
