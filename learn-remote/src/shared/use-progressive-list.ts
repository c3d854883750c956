import { startTransition, useEffect, useState } from 'react';

/** How many items render with the first paint; enough to fill a phone screen several times over. */
export const FIRST_PAINT_ITEMS = 24;

/**
 * A long list (269 glossary terms) rendered all at once blocks a phone's main thread for hundreds
 * of milliseconds before the first screen can respond. This renders the first items at once and
 * the rest just after, in a transition React splits into short slices, so nothing is left out
 * (find-in-page and screen readers still get the whole list a moment later) and no long task blocks
 * the first tap.
 */
export function useProgressiveList<T>(items: readonly T[], first = FIRST_PAINT_ITEMS): readonly T[] {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    if (items.length <= limit) return;
    startTransition(() => setLimit(Infinity));
  }, [items.length, limit]);
  return items.length > limit ? items.slice(0, limit) : items;
}
