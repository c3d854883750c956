import { heartbeatIntervalOf, silenceLimitMs, watchSilence } from './live-stream';

describe('the live stream silence rule', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('takes a stream for dead after a silence longer than two heartbeats', () => {
    expect(silenceLimitMs(15_000)).toBe(32_000);
    expect(silenceLimitMs(1_000)).toBe(2_500);
    expect(silenceLimitMs(15_000)).toBeGreaterThan(2 * 15_000);
  });

  it('calls back once after the limit, counted from the last thing heard', () => {
    const silent: number[] = [];
    const watch = watchSilence({ limitMs: 1_000, onSilence: (ms) => silent.push(ms) });
    jest.advanceTimersByTime(600);
    watch.heard();
    jest.advanceTimersByTime(999);
    expect(silent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(silent).toEqual([1_000]);
    jest.advanceTimersByTime(10_000);
    expect(silent).toHaveLength(1);
  });

  it('takes a new limit from what was last heard, and stays quiet once stopped', () => {
    const silent: number[] = [];
    const watch = watchSilence({ limitMs: 30_000, onSilence: (ms) => silent.push(ms) });
    jest.advanceTimersByTime(2_000);
    watch.setLimit(2_500);
    jest.advanceTimersByTime(499);
    expect(silent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(silent).toEqual([2_500]);

    const other = watchSilence({ limitMs: 100, onSilence: (ms) => silent.push(ms) });
    other.stop();
    jest.advanceTimersByTime(1_000);
    expect(silent).toHaveLength(1);
  });

  it('reads the beat a heartbeat says, and nothing from anything else', () => {
    expect(heartbeatIntervalOf('{"intervalMs":15000}')).toBe(15_000);
    expect(heartbeatIntervalOf({ intervalMs: 1_000 })).toBe(1_000);
    for (const bad of ['{"intervalMs":-1}', '{"intervalMs":"15000"}', '{not json', '', null, undefined, 42, { intervalMs: 1.5 }]) expect(heartbeatIntervalOf(bad)).toBeNull();
  });
});
