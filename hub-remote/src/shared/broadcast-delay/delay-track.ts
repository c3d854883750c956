/**
 * The rule behind "I'm behind the broadcast", pure so each part is tested on its own.
 *
 * A track follows one time-varying value (a slate of scores, a game's plays). Each new value is
 * kept with the time it ARRIVED; the screen shows the newest value that arrived at least `delay`
 * ago. The first value a track ever gets is shown at once: the fan opened the page then, and we
 * cannot know where their broadcast is; every change after it waits the delay.
 *
 * What was shown is never taken back: raising the delay keeps the shown value until newer ones are
 * old enough; lowering it shows at once whatever is now old enough.
 */
import { BROADCAST_DELAY_MAX_SECONDS } from '@gg/preferences';

export interface Arrival<T> { value: T; at: number }

export interface DelayTrack<T> {
  /** What the screen shows. */
  shown: Arrival<T>;
  /** Values that arrived after it, oldest first, not yet old enough. */
  waiting: readonly Arrival<T>[];
}

export const MAX_DELAY_MS = BROADCAST_DELAY_MAX_SECONDS * 1000;

/**
 * At most this many values wait per track: pushes every second for the longest delay, with room to
 * spare. Past it the oldest waiting one is dropped (the screen then skips it; it never runs ahead).
 */
export const WAITING_LIMIT = 256;

const clampDelay = (delayMs: number) => Math.min(MAX_DELAY_MS, Math.max(0, delayMs));

/** A value arrives `now`. The same value as the latest one is no change, and keeps the track as it is. */
export function recordArrival<T>(track: DelayTrack<T> | undefined, value: T, now: number): DelayTrack<T> {
  if (!track) return { shown: { value, at: now }, waiting: [] };
  const latest = track.waiting.at(-1) ?? track.shown;
  if (Object.is(latest.value, value)) return track;
  const waiting = [...track.waiting, { value, at: now }];
  return { shown: track.shown, waiting: waiting.length > WAITING_LIMIT ? waiting.slice(-WAITING_LIMIT) : waiting };
}

/** Shows the newest waiting value that has waited `delayMs`; the older waiting ones are passed over. */
export function releaseDue<T>(track: DelayTrack<T>, now: number, delayMs: number): DelayTrack<T> {
  const cutoff = now - clampDelay(delayMs);
  let due = -1;
  while (due + 1 < track.waiting.length && track.waiting[due + 1]!.at <= cutoff) due += 1;
  if (due < 0) return track;
  return { shown: track.waiting[due]!, waiting: track.waiting.slice(due + 1) };
}

/** When the next waiting value is due, or null when nothing waits. */
export function nextReleaseAt(track: DelayTrack<unknown>, delayMs: number): number | null {
  const next = track.waiting[0];
  return next ? next.at + clampDelay(delayMs) : null;
}
