/**
 * Notifications. `toast()` can be called from any remote: this entry point is one shared module
 * on the page, so every caller and the shell's <Toaster /> use the same queue. The toast UI (and
 * Radix) loads with the first toast, not with the page, or before it with `preloadToasts()`.
 */
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '@gg/ui';
import { toastStore } from './toast-store';

export { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX, toast, type ToastInput } from './toast-store';

const ToastList = lazyWithPreload(() => import('./toast-list').then((m) => m.default));

/**
 * Fetches the toast UI ahead of a toast a screen knows is coming (a refresh button under the fan's
 * finger), so the toast shows the moment it is raised rather than after its download and React's
 * 300 ms hold on a placeholder.
 */
export const preloadToasts: () => void = ToastList.preload;

export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  // once shown, the list stays mounted so a dismissed toast can animate out and F8 keeps working
  const [needed, setNeeded] = useState(false);
  useEffect(() => { if (items.length > 0) setNeeded(true); }, [items.length]);
  useEffect(() => () => toastStore.reset(), []);
  if (!needed && items.length === 0) return null;
  return <Suspense fallback={null}><ToastList /></Suspense>;
}
