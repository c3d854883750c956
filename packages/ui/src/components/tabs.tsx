/** Radix Tabs (keyboard arrows, roles, aria-selected) styled with the theme. */
import styled from '@emotion/styled';
import * as RadixTabs from '@radix-ui/react-tabs';

export const Tabs = RadixTabs.Root;
export const TabsContent = styled(RadixTabs.Content)({ outline: 'none' });

export const TabsList = styled(RadixTabs.List)(({ theme }) => ({
  display: 'flex',
  gap: theme.space(0.5),
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: theme.space(0.5),
  borderRadius: theme.radius.md,
  background: theme.color.surfaceAlt,
}));

export const TabsTrigger = styled(RadixTabs.Trigger)(({ theme }) => ({
  flex: '1 0 auto',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space(1)}`,
  fontSize: theme.font.size.sm,
  [theme.breakpoint.tablet]: { padding: `0 ${theme.space(1.5)}`, fontSize: theme.font.size.md },
  border: 0,
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.color.textMuted,
  fontWeight: theme.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '&[data-state="active"]': { background: theme.color.surface, color: theme.color.text, boxShadow: theme.shadow.card },
}));
