import { startTransition, useEffect, useMemo, useState } from 'react';

/**
 * A long list (269 glossary terms, a game's 180-odd plays) rendered at once keeps a phone's main
 * thread busy for hundreds of milliseconds, right when the fan wants to tap. This renders the
 * first `first` items at once and the rest after, in batches of `batch` (all at once by default),
 * each in a transition once the previous one has committed: React renders a transition in short
 * slices, and a small batch keeps each commit (DOM, style and layout, which cannot be sliced)
 * short too. Nothing is left out: find-in-page and screen readers get the whole list a moment later.
 */
export function useProgressiveList<T>(items: readonly T[], first: number, batch = Infinity): readonly T[] {
  const [limit, setLimit] = useState(first);
  const complete = items.length <= limit;
  useEffect(() => {
    if (complete) return;
    startTransition(() => setLimit((shown) => shown + batch));
  }, [complete, limit, batch]);
  return complete ? items : items.slice(0, limit);
}

/**
 * useProgressiveList over the items of groups, in order (a roster's positions, the standings'
 * conferences): each group with its items shown so far; a group none of whose items is shown yet
 * is left out. `itemsOf` should be defined once (outside the component), as it is a dependency.
 */
export function useProgressiveGroups<G, T>(groups: readonly G[], itemsOf: (group: G) => readonly T[], first: number, batch = Infinity): ReadonlyArray<{ group: G; items: readonly T[] }> {
  const all = useMemo(() => groups.flatMap(itemsOf), [groups, itemsOf]);
  const count = useProgressiveList(all, first, batch).length;
  return useMemo(() => {
    const shown: Array<{ group: G; items: readonly T[] }> = [];
    let left = count;
    for (const group of groups) {
      const items = itemsOf(group).slice(0, left);
      left -= items.length;
      if (items.length > 0) shown.push({ group, items });
    }
    return shown;
  }, [groups, itemsOf, count]);
}
