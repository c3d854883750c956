/**
 * Notifications (spec learning-area §4, §9): at most 1 visible, 5000 ms, swipe right ≥ 50 px to
 * dismiss, F8 focuses the area, dismissed toasts are removed after 1,000,000 ms.
 * Remotes are bundled separately, so `toast()` talks to the shell's <Toaster /> through a window
 * event rather than a module-level store that each bundle would have its own copy of.
 */
import styled from '@emotion/styled';
import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const EVENT = 'gg:toast';

export interface ToastInput { title: string; description?: string; variant?: 'default' | 'destructive' }
interface ToastItem extends ToastInput { id: number; open: boolean }

export function toast(input: ToastInput): void {
  window.dispatchEvent(new CustomEvent<ToastInput>(EVENT, { detail: input }));
}

const Root = styled(RadixToast.Root)<{ destructive: boolean }>(({ theme, destructive }) => ({
  display: 'grid',
  gap: 4,
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
  maxWidth: '420px',
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
  fontSize: '1.25rem',
  cursor: 'pointer',
}));

export function Toaster() {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const onToast = (e: Event) => {
      const detail = (e as CustomEvent<ToastInput>).detail;
      const id = nextId.current++;
      setItems((prev) => [{ ...detail, id, open: true }, ...prev].slice(0, TOAST_LIMIT));
    };
    window.addEventListener(EVENT, onToast);
    const pending = timers.current;
    return () => {
      window.removeEventListener(EVENT, onToast);
      pending.forEach(clearTimeout);
    };
  }, []);

  const dismiss = (id: number) => {
    setItems((prev) => prev.map((t) => (t.id === id ? { ...t, open: false } : t)));
    if (!timers.current.has(id)) {
      timers.current.set(id, setTimeout(() => {
        timers.current.delete(id);
        setItems((prev) => prev.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS));
    }
  };

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notifications">
      {items.map((t) => (
        <Root key={t.id} open={t.open} onOpenChange={(open) => { if (!open) dismiss(t.id); }} destructive={t.variant === 'destructive'}>
          <RadixToast.Title style={{ fontWeight: 700 }}>{t.title}</RadixToast.Title>
          {t.description ? <RadixToast.Description>{t.description}</RadixToast.Description> : null}
          <Close aria-label="Dismiss notification">×</Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
