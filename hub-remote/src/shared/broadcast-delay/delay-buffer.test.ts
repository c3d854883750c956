import { createDelayBuffer, type DelayClock } from './delay-buffer';

/** A clock the test moves by hand, counting the wake-ups the buffer asks for. */
function manualClock() {
  let now = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const clock: DelayClock = {
    now: () => now,
    setTimeout: (run, ms) => { const id = ++ids; timers.push({ at: now + ms, run, id }); return id; },
    clearTimeout: (id) => { timers = timers.filter((t) => t.id !== id); },
  };
  return {
    clock,
    pending: () => timers.length,
    scheduled: () => ids,
    advance(ms: number) {
      const until = now + ms;
      for (;;) {
        const next = [...timers].sort((a, b) => a.at - b.at)[0];
        if (!next || next.at > until) break;
        timers = timers.filter((t) => t !== next);
        now = next.at;
        next.run();
      }
      now = until;
    },
  };
}

const shown = (buffer: ReturnType<typeof createDelayBuffer>, key: string) => buffer.track(key)?.shown.value;

describe('the page\'s broadcast delay buffer', () => {
  it('releases each key\'s values on time with one wake-up at a time, and tells only that key\'s listeners', () => {
    const time = manualClock();
    const buffer = createDelayBuffer(time.clock);
    const heard: string[] = [];
    buffer.subscribe('slate', () => heard.push('slate'));
    buffer.subscribe('plays:1', () => heard.push('plays'));
    buffer.offer('slate', 's0', 30_000);
    buffer.offer('plays:1', 'p0', 30_000);
    heard.length = 0;
    for (let n = 1; n <= 10; n++) {
      time.advance(1_000);
      buffer.offer('slate', `s${n}`, 30_000);
      buffer.offer('plays:1', `p${n}`, 30_000);
    }
    expect(time.pending()).toBe(1);
    expect(time.scheduled()).toBe(1); // not a timer per update: the first due value's wake-up stands
    expect(heard).toEqual(['slate', 'plays']); // once each, when something started to be held
    heard.length = 0;
    time.advance(20_999); // 30.999 s after the first change
    expect([shown(buffer, 'slate'), shown(buffer, 'plays:1')]).toEqual(['s0', 'p0']);
    time.advance(1);
    expect([shown(buffer, 'slate'), shown(buffer, 'plays:1')]).toEqual(['s1', 'p1']);
    expect(heard).toEqual(['slate', 'plays']);
    time.advance(9_000);
    expect([shown(buffer, 'slate'), shown(buffer, 'plays:1')]).toEqual(['s10', 'p10']);
    expect(time.pending()).toBe(0); // nothing waits: nothing scheduled
  });

  it('with no delay shows each value at once and schedules nothing', () => {
    const time = manualClock();
    const buffer = createDelayBuffer(time.clock);
    for (let n = 0; n < 5; n++) {
      buffer.offer('slate', n, 0);
      expect(shown(buffer, 'slate')).toBe(n);
    }
    expect(time.scheduled()).toBe(0);
  });

  it('catches every key up when the delay is lowered, and holds what is shown when it is raised', () => {
    const time = manualClock();
    const buffer = createDelayBuffer(time.clock);
    buffer.offer('slate', 'a', 0);
    time.advance(1_000);
    buffer.offer('slate', 'b', 60_000); // raised: b waits, a stays
    expect(shown(buffer, 'slate')).toBe('a');
    time.advance(10_000);
    buffer.offer('plays:1', 'p', 5_000); // lowered, by a component showing another key
    expect(shown(buffer, 'slate')).toBe('b');
  });
});
