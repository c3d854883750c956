/**
 * The toasts on screen (Radix Toast): F8 moves focus to them, a swipe or the close button
 * dismisses. Loaded only once the page has a toast to show, so no page pays for it up front.
 */
import styled from '@emotion/styled';
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastStore } from './toast-store';
import { themed, themedBy } from '../theme/themed';

const Root = styled(RadixToast.Root, { shouldForwardProp: (p) => p !== 'destructive' })<{ destructive: boolean }>(themedBy<{ destructive: boolean }>({ destructive: true }, ({ theme, destructive }) => ({
  display: 'grid',
  gap: theme.space(0.5),
  padding: theme.space(2),
  paddingRight: theme.space(6),
  position: 'relative',
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  background: destructive ? theme.color.accent : theme.color.surface,
  color: destructive ? theme.color.accentText : theme.color.text,
  border: `1px solid ${destructive ? theme.color.accent : theme.color.border}`,
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))', transition: 'transform 150ms ease-out' },
})));

const Viewport = styled(RadixToast.Viewport)(themed(({ theme }) => ({
  position: 'fixed',
  left: theme.space(2),
  right: theme.space(2),
  bottom: `calc(${theme.layout.bottomNavHeight} + ${theme.space(2)} + env(safe-area-inset-bottom))`,
  margin: '0 auto',
  maxWidth: theme.layout.toastMaxWidth,
  listStyle: 'none',
  padding: 0,
  zIndex: 100,
  outline: 'none',
  // no bottom navigation on desktops (it sits in the header there)
  [theme.breakpoint.desktop]: { bottom: theme.space(3) },
})));

const Close = styled(RadixToast.Close)(themed(({ theme }) => ({
  position: 'absolute',
  top: 0,
  right: 0,
  width: theme.touchTarget,
  height: theme.touchTarget,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: theme.font.size.xl,
  cursor: 'pointer',
})));

const Title = styled(RadixToast.Title)(themed(({ theme }) => ({ fontWeight: theme.font.weight.bold })));

export default function ToastList() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notifications">
      {items.map((t) => (
        <Root key={t.id} open={t.open} onOpenChange={(open) => { if (!open) toastStore.dismiss(t.id); }} destructive={t.variant === 'destructive'}>
          <Title>{t.title}</Title>
          {t.description ? <RadixToast.Description>{t.description}</RadixToast.Description> : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
