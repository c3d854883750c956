/**
 * Notifications: at most 1 visible, 5000 ms each, swipe right 50 px or more to dismiss, F8 moves
 * focus to them, and a dismissed toast is removed after 1,000,000 ms (the design's constants).
 * `toast()` can be called from any remote: the UI kit is one shared module on the page, so every
 * caller and the shell's <Toaster /> use the same store.
 */
import styled from '@emotion/styled';
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput { title: string; description?: string; variant?: 'default' | 'destructive' }
interface ToastItem extends ToastInput { id: number; open: boolean }

/** The page's toasts: newest first, capped at TOAST_LIMIT; closed ones linger until removed. */
function createToastStore() {
  let items: ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const removals = new Map<number, ReturnType<typeof setTimeout>>();
  const set = (next: ToastItem[]) => { items = next; for (const l of listeners) l(); };
  return {
    add(input: ToastInput) { set([{ ...input, id: nextId++, open: true }, ...items].slice(0, TOAST_LIMIT)); },
    dismiss(id: number) {
      set(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
      if (removals.has(id)) return;
      removals.set(id, setTimeout(() => { removals.delete(id); set(items.filter((t) => t.id !== id)); }, TOAST_REMOVE_DELAY_MS));
    },
    subscribe(listener: () => void) { listeners.add(listener); return () => { listeners.delete(listener); }; },
    snapshot: () => items,
    reset() { for (const timer of removals.values()) clearTimeout(timer); removals.clear(); set([]); },
  };
}
const store = createToastStore();

export function toast(input: ToastInput): void {
  store.add(input);
}

const Root = styled(RadixToast.Root, { shouldForwardProp: (p) => p !== 'destructive' })<{ destructive: boolean }>(({ theme, destructive }) => ({
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
}));

const Viewport = styled(RadixToast.Viewport)(({ theme }) => ({
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
}));

const Close = styled(RadixToast.Close)(({ theme }) => ({
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
}));

const Title = styled(RadixToast.Title)(({ theme }) => ({ fontWeight: theme.font.weight.bold }));

export function Toaster() {
  const items = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  useEffect(() => () => store.reset(), []);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notifications">
      {items.map((t) => (
        <Root key={t.id} open={t.open} onOpenChange={(open) => { if (!open) store.dismiss(t.id); }} destructive={t.variant === 'destructive'}>
          <Title>{t.title}</Title>
          {t.description ? <RadixToast.Description>{t.description}</RadixToast.Description> : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
