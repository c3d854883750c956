import { Breaker } from './breaker';

describe('Breaker', () => {
  it('opens after N failures, half-opens after the wait with one probe, closes on success', () => {
    let now = 0;
    const b = new Breaker(2, 1000, () => now);
    expect(b.allow()).toBe(true);
    b.failure();
    expect(b.allow()).toBe(true);
    b.failure();
    expect(b.allow()).toBe(false);
    expect(b.retryAfterSeconds()).toBe(1);
    now = 1000;
    expect(b.allow()).toBe(true); // the probe
    expect(b.allow()).toBe(false); // only one probe at a time
    b.success();
    expect(b.allow()).toBe(true);
  });

  it('says it is open only while it keeps requests away (for the metrics)', () => {
    let now = 0;
    const b = new Breaker(2, 1000, () => now);
    b.failure();
    expect(b.isOpen()).toBe(false);
    b.failure();
    expect(b.isOpen()).toBe(true);
    now = 1000; // time to probe: no longer keeping requests away
    expect(b.isOpen()).toBe(false);
    b.failure();
    expect(b.isOpen()).toBe(true);
    b.success();
    expect(b.isOpen()).toBe(false);
  });
});
