/**
 * What the fan has tapped to reveal while spoiler-safe mode hides it: one key per item (a game's
 * score, a play, a headline). Kept in memory only, so a reveal lasts for this page session and
 * a reload hides everything again — the setting itself is what persists.
 */
import { useCallback, useSyncExternalStore } from 'react';

const revealed = new Set<string>();
const listeners = new Set<() => void>();

export function isRevealed(key: string): boolean {
  return revealed.has(key);
}

export function revealSpoiler(key: string): void {
  if (revealed.has(key)) return;
  revealed.add(key);
  for (const listener of listeners) listener();
}

/** Forgets every reveal (tests; a page that wants to start hidden again). */
export function resetRevealedSpoilers(): void {
  revealed.clear();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => { listeners.delete(onChange); };
}

/** Whether `key` has been revealed this session, and the function that reveals it. */
export function useReveal(key: string): [revealed: boolean, reveal: () => void] {
  const shown = useSyncExternalStore(subscribe, () => revealed.has(key), () => false);
  const reveal = useCallback(() => revealSpoiler(key), [key]);
  return [shown, reveal];
}
