import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A whole game is ~180 plays, and rendering them all when the panel opens kept a phone's main
 * thread busy for half a second after the tap. The feed shows the newest `first` plays; earlier
 * ones are added `batch` at a time as the fan scrolls towards the end of the list (or taps the
 * button there, which keyboard and screen-reader users reach like any other). New plays arriving
 * at the top are always shown and never push a play already on screen out of the list: what is
 * counted is how many of the oldest plays are still held back, not how many are shown.
 *
 * `count` plays are in the feed, newest first. Returns how many to render, how many are held back,
 * a function that shows the next batch, and a ref for the element whose approach shows it.
 */
export function useEarlierPlays(count: number, { first, batch, margin = '600px' }: { first: number; batch: number; margin?: string }): {
  shown: number;
  heldBack: number;
  showEarlier: () => void;
  sentinelRef: RefObject<HTMLDivElement | null>;
} {
  // null until the feed has plays: the first list decides how many are held back
  const [heldBackState, setHeldBack] = useState<number | null>(null);
  if (heldBackState === null && count > 0) setHeldBack(Math.max(0, count - first));
  const heldBack = Math.min(heldBackState ?? Math.max(0, count - first), count);

  const showEarlier = () => startTransition(() => setHeldBack((held) => Math.max(0, (held ?? 0) - batch)));

  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const hasMore = heldBack > 0;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setHeldBack((held) => Math.max(0, (held ?? 0) - batch)));
    }, { rootMargin: `0px 0px ${margin} 0px` });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, batch, margin, heldBack]);

  return { shown: count - heldBack, heldBack, showEarlier, sentinelRef };
}
