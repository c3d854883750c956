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
});
