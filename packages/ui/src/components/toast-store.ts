/**
 * The page's toast queue, without any UI: at most 1 visible, 5000 ms each, swipe right 50 px or
 * more to dismiss, and a dismissed toast is removed after 1,000,000 ms (the design's constants).
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput { title: string; description?: string; variant?: 'default' | 'destructive' }
export interface ToastItem extends ToastInput { id: number; open: boolean }

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
export const toastStore = createToastStore();

export function toast(input: ToastInput): void {
  toastStore.add(input);
}

