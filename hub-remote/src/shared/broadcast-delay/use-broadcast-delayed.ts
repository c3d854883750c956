/**
 * `useBroadcastDelayed(key, value)`: what the screen may show of a live value when the fan is
 * behind the broadcast (their delay in the viewing preferences). Every component showing the same
 * data uses the same key, so they show the same thing, and a screen opened again later goes on
 * from what was shown rather than from the newest data.
 *
 * The buffer lives as long as the page's QueryClient (the cache whose data it holds back), so it
 * is shared across the hub's screens and starts afresh with each client (each test).
 */
import { useQueryClient, type QueryClient } from '@gg/data';
import { useViewingPreferences } from '@gg/preferences';
import { useCallback, useLayoutEffect, useSyncExternalStore } from 'react';
import { createDelayBuffer, type DelayBuffer } from './delay-buffer';

const buffers = new WeakMap<QueryClient, DelayBuffer>();

function bufferFor(client: QueryClient): DelayBuffer {
  let buffer = buffers.get(client);
  if (!buffer) {
    buffer = createDelayBuffer();
    buffers.set(client, buffer);
  }
  return buffer;
}

const unsubscribed = () => () => {};

export interface BroadcastDelayed<T> {
  /** The newest value that arrived at least the delay ago (the first value at once). */
  value: T;
  /** Whether newer data has arrived and is being held back. */
  holding: boolean;
}

/** The fan's delay in milliseconds (0: off). */
export const useBroadcastDelayMs = () => useViewingPreferences().broadcastDelaySeconds * 1000;

/**
 * Pass the live value as it is now (undefined while there is none); returns what to show. With
 * no delay it returns `value` itself: no extra render, no timer.
 */
export function useBroadcastDelayed<T>(key: string, value: T): BroadcastDelayed<T> {
  const buffer = bufferFor(useQueryClient());
  const delayMs = useBroadcastDelayMs();
  const on = delayMs > 0;
  // with no delay nothing is listened to, so the buffer keeping up re-renders nobody
  const subscribe = useCallback((listener: () => void) => (on ? buffer.subscribe(key, listener) : unsubscribed()), [buffer, key, on]);
  const read = () => (on ? buffer.view(key) : undefined);
  const view = useSyncExternalStore(subscribe, read, read);
  // recorded before paint: a new value is held from the frame it arrived in
  useLayoutEffect(() => {
    if (value !== undefined) buffer.offer(key, value, delayMs);
  }, [buffer, key, value, delayMs]);
  if (!on || !view) return { value, holding: false };
  return { value: view.value as T, holding: view.holding };
}
