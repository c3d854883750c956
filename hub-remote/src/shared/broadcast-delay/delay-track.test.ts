import { MAX_DELAY_MS, nextReleaseAt, recordArrival, releaseDue, WAITING_LIMIT, type DelayTrack } from './delay-track';

const DELAY = 30_000;

/** Records `value` at `at` and releases what is due then, as the buffer does. */
const step = <T,>(track: DelayTrack<T> | undefined, value: T, at: number, delay = DELAY) => releaseDue(recordArrival(track, value, at), at, delay);

describe('the broadcast delay rule', () => {
  it('shows the first value at once, and each change only once it has waited the delay', () => {
    let track = step(undefined, '7-3', 0);
    expect(track.shown.value).toBe('7-3');
    track = step(track, '14-3', 1_000);
    expect(track.shown.value).toBe('7-3');
    expect(nextReleaseAt(track, DELAY)).toBe(31_000);
    expect(releaseDue(track, 30_999, DELAY).shown.value).toBe('7-3');
    expect(releaseDue(track, 31_000, DELAY).shown.value).toBe('14-3');
  });

  it('shows the newest value that is old enough, passing over older ones that waited too', () => {
    let track = step(undefined, 'a', 0);
    track = step(track, 'b', 1_000);
    track = step(track, 'c', 2_000);
    track = step(track, 'd', 40_000);
    track = releaseDue(track, 35_000, DELAY);
    expect(track.shown).toEqual({ value: 'c', at: 2_000 });
    expect(track.waiting.map((a) => a.value)).toEqual(['d']);
    expect(nextReleaseAt(track, DELAY)).toBe(70_000);
  });

  it('passes every value straight through with no delay', () => {
    let track = step(undefined, 1, 0, 0);
    for (let n = 2; n < 5; n++) {
      track = step(track, n, n * 100, 0);
      expect(track.shown.value).toBe(n);
      expect(track.waiting).toEqual([]);
      expect(nextReleaseAt(track, 0)).toBeNull();
    }
  });

  it('never takes back what was shown when the delay is raised', () => {
    let track = step(undefined, 'a', 0, 0);
    track = step(track, 'b', 5_000, 0); // shown at once with no delay
    track = step(track, 'c', 6_000, 60_000); // now 60 s behind
    for (const now of [6_000, 30_000, 65_999]) expect(releaseDue(track, now, 60_000).shown.value).toBe('b');
    expect(releaseDue(track, 66_000, 60_000).shown.value).toBe('c');
  });

  it('catches up at once when the delay is lowered', () => {
    let track = step(undefined, 'a', 0, 60_000);
    track = step(track, 'b', 1_000, 60_000);
    track = step(track, 'c', 9_000, 60_000);
    expect(releaseDue(track, 10_000, 60_000).shown.value).toBe('a');
    expect(releaseDue(track, 10_000, 5_000).shown.value).toBe('b');
    expect(releaseDue(track, 10_000, 0).shown.value).toBe('c');
  });

  it('treats the same value again as no change', () => {
    const value = { score: '7-3' };
    const track = step(undefined, value, 0);
    expect(recordArrival(track, value, 1_000)).toBe(track);
    const changed = recordArrival(track, { score: '7-3' }, 1_000); // a new object is a new arrival
    expect(changed.waiting).toHaveLength(1);
    expect(recordArrival(changed, changed.waiting[0]!.value, 2_000)).toBe(changed);
  });

  it('keeps a bounded history: at most the limit waiting, nothing older than the longest delay', () => {
    let track = step(undefined, -1, 0, MAX_DELAY_MS);
    for (let n = 0; n < WAITING_LIMIT * 2; n++) track = step(track, n, 1 + n * 10, MAX_DELAY_MS);
    expect(track.waiting).toHaveLength(WAITING_LIMIT);
    expect(track.waiting.at(-1)!.value).toBe(WAITING_LIMIT * 2 - 1);
    expect(track.shown.value).toBe(-1); // dropping the oldest never shows anything early
    // past the longest delay everything has been released, whatever delay is asked for
    expect(releaseDue(track, 10_000 + MAX_DELAY_MS, 10 * MAX_DELAY_MS).waiting).toEqual([]);
  });
});
