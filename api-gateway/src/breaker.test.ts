import { Breaker, watchReadiness } from './breaker';

describe('Breaker', () => {
  it('opens after N failures, half-opens after the wait with one probe, closes on success', () => {
    let now = 0;
    const b = new Breaker({ failures: 2, clients: 2, openMs: 1000, now: () => now });
    expect(b.allow()).toBe(true);
    b.failure('a');
    expect(b.allow()).toBe(true);
    b.failure('b');
    expect(b.allow()).toBe(false);
    expect(b.retryAfterSeconds()).toBe(1);
    now = 1000;
    expect(b.allow()).toBe(true); // the probe
    expect(b.allow()).toBe(false); // only one probe at a time
    b.success();
    expect(b.allow()).toBe(true);
  });

  it('opens only when the consecutive failures came from enough distinct clients', () => {
    const b = new Breaker({ failures: 3, clients: 2, openMs: 1000, now: () => 0 });
    for (let i = 0; i < 50; i++) b.failure('one');
    expect(b.isOpen()).toBe(false);
    expect(b.allow()).toBe(true);
    b.failure('two'); // the run goes on: now from two clients
    expect(b.isOpen()).toBe(true);

    const c = new Breaker({ failures: 3, clients: 2, openMs: 1000, now: () => 0 });
    c.failure('one');
    c.failure('two');
    c.success(); // a success starts the count over, clients too
    c.failure('one');
    c.failure('one');
    c.failure('one');
    expect(c.isOpen()).toBe(false);
  });

  it('needs no more clients than failures', () => {
    const b = new Breaker({ failures: 1, clients: 2, openMs: 1000, now: () => 0 });
    b.failure('one');
    expect(b.isOpen()).toBe(true);
  });

  it('keeps the probe slot free when the probe ends without a verdict (a slow or too large body, a client gone)', () => {
    let now = 0;
    const b = new Breaker({ failures: 2, clients: 2, openMs: 1000, now: () => now });
    b.failure('a');
    b.failure('b');
    now = 1000;
    expect(b.allow()).toBe(true);
    b.cancelled();
    expect(b.isOpen()).toBe(false);
    expect(b.allow()).toBe(true); // another request may try it
  });

  it('says it is open only while it keeps requests away (for the metrics)', () => {
    let now = 0;
    const b = new Breaker({ failures: 2, clients: 1, openMs: 1000, now: () => now });
    b.failure('a');
    expect(b.isOpen()).toBe(false);
    b.failure('a');
    expect(b.isOpen()).toBe(true);
    now = 1000; // time to probe: no longer keeping requests away
    expect(b.isOpen()).toBe(false);
    b.failure('a');
    expect(b.isOpen()).toBe(true);
    b.success();
    expect(b.isOpen()).toBe(false);
  });

  it('tells refused clients to come back within a second early in an outage, later as it lasts, never past the probe', () => {
    let now = 0;
    const b = new Breaker({ failures: 1, clients: 1, openMs: 60_000, now: () => now });
    b.failure('a');
    expect(b.retryAfterSeconds()).toBe(1);
    now = 4_000;
    expect(b.retryAfterSeconds()).toBe(2);
    now = 30_000;
    expect(b.retryAfterSeconds()).toBe(5); // at most 5 s, however long it lasts

    now = 0;
    const soon = new Breaker({ failures: 1, clients: 1, openMs: 10_000, now: () => now });
    soon.failure('a');
    now = 8_500;
    expect(soon.retryAfterSeconds()).toBe(2); // the half-open probe is 1.5 s away
  });
});

describe('watchReadiness', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  const flush = async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); };

  it('asks only while the breaker is open, and closes it on the first yes', async () => {
    const b = new Breaker({ failures: 1, clients: 1, openMs: 60_000 });
    let ready = false;
    const isReady = jest.fn(async () => ready);
    const stop = watchReadiness(b, isReady, 500);
    jest.advanceTimersByTime(2_000);
    expect(isReady).not.toHaveBeenCalled(); // closed: nothing to ask

    b.failure('a');
    expect(b.isOpen()).toBe(true);
    jest.advanceTimersByTime(500);
    await flush();
    expect(isReady).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(500);
    await flush();
    expect(isReady).toHaveBeenCalledTimes(2);
    expect(b.isOpen()).toBe(true);

    ready = true;
    jest.advanceTimersByTime(500);
    await flush();
    expect(b.isOpen()).toBe(false);
    expect(b.allow()).toBe(true);
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(isReady).toHaveBeenCalledTimes(3); // closed again: no more asking

    b.failure('a'); // a new outage is watched too
    ready = false;
    jest.advanceTimersByTime(500);
    await flush();
    expect(isReady).toHaveBeenCalledTimes(4);
    stop();
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(isReady).toHaveBeenCalledTimes(4);
  });

  it('takes a failed check for "not ready"', async () => {
    const b = new Breaker({ failures: 1, clients: 1, openMs: 60_000 });
    const isReady = jest.fn(async () => { throw new Error('refused'); });
    const stop = watchReadiness(b, isReady, 500);
    b.failure('a');
    jest.advanceTimersByTime(500);
    await flush();
    jest.advanceTimersByTime(500);
    await flush();
    expect(isReady).toHaveBeenCalledTimes(2);
    expect(b.isOpen()).toBe(true);
    stop();
  });
});
