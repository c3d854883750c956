/**
 * The delay tracks of one page, by key, with ONE wake-up for the next release whatever the number
 * of tracks and values waiting (not a timer per update). Components subscribe to their key and
 * are told only when what it shows changes, or whether something is held back (not at each arrival).
 */
import { nextReleaseAt, recordArrival, releaseDue, type DelayTrack } from './delay-track';

export interface DelayClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: DelayClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DelayedView {
  /** What the screen shows. */
  value: unknown;
  /** Whether newer values are held back. */
  holding: boolean;
}

export interface DelayBuffer {
  /** A value for `key` as it is now; with `delayMs` 0 it is shown at once and nothing is scheduled. */
  offer(key: string, value: unknown, delayMs: number): void;
  /** The key's track, or undefined before its first value. */
  track(key: string): DelayTrack<unknown> | undefined;
  /** What the key shows: the same object until that changes (for useSyncExternalStore). */
  view(key: string): DelayedView | undefined;
  subscribe(key: string, listener: () => void): () => void;
}

export function createDelayBuffer(clock: DelayClock = realClock): DelayBuffer {
  const tracks = new Map<string, DelayTrack<unknown>>();
  const views = new Map<string, DelayedView>();
  const listeners = new Map<string, Set<() => void>>();
  let delayMs = 0;
  let wake: { at: number; handle: unknown } | null = null;

  const notify = (key: string) => {
    for (const listener of [...(listeners.get(key) ?? [])]) listener();
  };

  const set = (key: string, next: DelayTrack<unknown>) => {
    if (tracks.get(key) === next) return;
    tracks.set(key, next);
    const view = views.get(key);
    const holding = next.waiting.length > 0;
    if (view && view.value === next.shown.value && view.holding === holding) return;
    views.set(key, { value: next.shown.value, holding });
    notify(key);
  };

  const releaseAll = () => {
    const now = clock.now();
    for (const [key, track] of tracks) set(key, releaseDue(track, now, delayMs));
    schedule();
  };

  /** One wake-up, at the earliest time a waiting value is due. */
  function schedule() {
    let at: number | null = null;
    for (const track of tracks.values()) {
      const due = nextReleaseAt(track, delayMs);
      if (due !== null && (at === null || due < at)) at = due;
    }
    if (wake && wake.at === at) return;
    if (wake) clock.clearTimeout(wake.handle);
    wake = null;
    if (at === null) return;
    const handle = clock.setTimeout(() => { wake = null; releaseAll(); }, Math.max(0, at - clock.now()));
    wake = { at, handle };
  }

  return {
    offer(key, value, nextDelayMs) {
      if (nextDelayMs !== delayMs) {
        delayMs = nextDelayMs;
        releaseAll(); // lowered: catch up at once; raised: what is shown stays
      }
      const now = clock.now();
      const current = tracks.get(key);
      const recorded = recordArrival(current, value, now);
      if (recorded === current) return;
      set(key, releaseDue(recorded, now, delayMs));
      schedule();
    },
    track: (key) => tracks.get(key),
    view: (key) => views.get(key),
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => { set.delete(listener); };
    },
  };
}
