import { createEventStream, RETRY_BASE_MS, RETRY_MAX_MS, retryDelayMs, type StreamStatus } from './event-stream';
import { FakeEventSource } from './testing/fake-event-source';

interface Events { snapshot: { n: number }; game: { id: string } }

const make = (over: Partial<Parameters<typeof createEventStream<Events>>[0]> = {}) => {
  FakeEventSource.instances = [];
  return createEventStream<Events>({
    url: '/api/stream', events: ['snapshot', 'game'], random: () => 1,
    eventSource: () => FakeEventSource as unknown as typeof EventSource, ...over,
  });
};
const latest = () => FakeEventSource.instances.at(-1)!;

describe('shared event stream', () => {
  beforeEach(() => { jest.useFakeTimers(); });
  afterEach(() => { jest.useRealTimers(); });

  it('opens one connection however many use it, and closes it when the last one leaves', () => {
    const stream = make();
    expect(stream.status()).toBe('off');
    const releaseA = stream.connect();
    const releaseB = stream.connect();
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(stream.status()).toBe('connecting');
    latest().open();
    expect(stream.status()).toBe('open');
    releaseA();
    releaseA(); // releasing twice counts once
    expect(latest().readyState).toBe(FakeEventSource.OPEN);
    releaseB();
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
    expect(stream.status()).toBe('off');
  });

  it('hands each named event to its handlers as parsed JSON, and skips malformed frames', () => {
    const stream = make();
    const release = stream.connect();
    const games: string[] = [];
    const off = stream.on('game', (g) => games.push(g.id));
    latest().open();
    latest().emit('game', { id: '7' });
    latest().dispatchEvent(new MessageEvent('game', { data: '{not json' }));
    off();
    latest().emit('game', { id: '8' });
    expect(games).toEqual(['7']);
    release();
  });

  it('goes down on an error, retries with a growing delay, resumes from the last event id, and is up again once events flow', () => {
    const stream = make();
    const statuses: StreamStatus[] = [];
    stream.subscribeStatus(() => statuses.push(stream.status()));
    const release = stream.connect();
    latest().open();
    latest().emit('game', { id: '1' }, '41');
    const first = latest();
    first.fail();
    expect(stream.status()).toBe('down');
    expect(first.readyState).toBe(FakeEventSource.CLOSED); // no browser retry every 3 s: the stream decides
    jest.advanceTimersByTime(RETRY_BASE_MS - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().url).toBe('/api/stream?lastEventId=41');
    expect(stream.status()).toBe('down'); // still down until events flow again
    latest().fail({ closed: true });
    jest.advanceTimersByTime(RETRY_BASE_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(3);
    latest().open();
    expect(stream.status()).toBe('down'); // opened, but nothing delivered yet
    latest().emit('snapshot', { n: 1 });
    expect(stream.status()).toBe('open');
    expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
    release();
  });

  it('tries at most about twice a minute while the stream stays blocked', () => {
    const stream = make();
    const release = stream.connect();
    for (let s = 0; s < 10 * 60; s++) {
      if (latest().readyState === FakeEventSource.CONNECTING) latest().fail();
      jest.advanceTimersByTime(1000);
    }
    expect(FakeEventSource.instances.length).toBeLessThanOrEqual(25); // EventSource alone: 200
    expect(stream.status()).toBe('down');
    release();
    jest.advanceTimersByTime(RETRY_MAX_MS * 2);
    expect(FakeEventSource.instances.every((s) => s.readyState === FakeEventSource.CLOSED)).toBe(true);
  });

  it('keeps backing off while connections open but drop before delivering anything', () => {
    const stream = make();
    const release = stream.connect();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      latest().open();
      latest().fail();
      const before = FakeEventSource.instances.length;
      let waited = 0;
      while (FakeEventSource.instances.length === before) { jest.advanceTimersByTime(1000); waited += 1000; }
      waits.push(waited);
    }
    expect(waits).toEqual([3000, 6000, 12_000, 24_000]);
    latest().open();
    latest().emit('snapshot', { n: 1 });
    latest().fail();
    jest.advanceTimersByTime(RETRY_BASE_MS);
    expect(latest().readyState).toBe(FakeEventSource.CONNECTING); // delivered: the next wait is short again
    release();
  });

  it('counts as down when the first connection takes too long, and up once events flow on it', () => {
    const stream = make({ connectTimeoutMs: 5000 });
    const release = stream.connect();
    jest.advanceTimersByTime(4999);
    expect(stream.status()).toBe('connecting');
    jest.advanceTimersByTime(1);
    expect(stream.status()).toBe('down');
    latest().open();
    expect(stream.status()).toBe('down');
    latest().emit('snapshot', { n: 1 });
    expect(stream.status()).toBe('open');
    release();
  });

  it('is down at once where there is no EventSource', () => {
    const stream = make({ eventSource: () => undefined });
    const release = stream.connect();
    expect(stream.status()).toBe('down');
    release();
    expect(stream.status()).toBe('off');
  });

  it('waits between half and all of a doubling delay, capped', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 3000, 30_000, () => 1))).toEqual([3000, 6000, 12_000, 24_000, 30_000, 30_000]);
    expect(retryDelayMs(1, 3000, 30_000, () => 0)).toBe(1500);
  });

  it('counts as down while the server says it has no data yet, and as up again once data flows on the same connection', () => {
    const stream = make();
    const release = stream.connect();
    latest().open();
    latest().dispatchEvent(new MessageEvent('unavailable', { data: JSON.stringify({ error: { status: 503, code: 'unavailable', message: 'no scoreboard yet' }, retryAfterSeconds: 5 }) }));
    expect(stream.status()).toBe('down'); // the screens poll meanwhile
    expect(latest().readyState).toBe(FakeEventSource.OPEN); // the server sends the snapshot on this connection when it has one
    latest().emit('snapshot', { n: 1 });
    expect(stream.status()).toBe('open');
    release();
  });

  it('after a silence longer than two heartbeats, reconnects from the last event id and says so until events flow again', () => {
    const stream = make();
    const statuses: StreamStatus[] = [];
    stream.subscribeStatus(() => { if (statuses.at(-1) !== stream.status()) statuses.push(stream.status()); });
    const release = stream.connect();
    latest().open();
    latest().emit('heartbeat', { intervalMs: 15_000 }); // the server says its beat when the stream opens
    latest().emit('snapshot', { n: 1 }, '40');
    jest.advanceTimersByTime(10_000);
    latest().emit('game', { id: '1' }, '41');
    const stalled = latest();
    // the replica stops (SIGSTOP, a dead link): no event, no heartbeat, no error
    jest.advanceTimersByTime(32_000 - 1);
    expect(stalled.readyState).toBe(FakeEventSource.OPEN);
    expect(stream.stalled()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(stalled.readyState).toBe(FakeEventSource.CLOSED);
    expect(stream.status()).toBe('down'); // the screens poll meanwhile
    expect(stream.stalled()).toBe(true);
    // at once (within a second, spread so a replica's viewers do not all come back together), through the gateway to a healthy replica
    jest.advanceTimersByTime(1_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().url).toBe('/api/stream?lastEventId=41');
    latest().open();
    expect(stream.stalled()).toBe(true); // open is not yet delivering
    latest().emit('heartbeat', { intervalMs: 15_000 });
    latest().emit('game', { id: '2' }, '42');
    expect(stream.status()).toBe('open');
    expect(stream.stalled()).toBe(false);
    expect(statuses).toEqual(['connecting', 'open', 'down', 'open']);
    release();
  });

  it('follows the beat the server says, and heartbeats alone keep a quiet stream alive', () => {
    const stream = make();
    const release = stream.connect();
    latest().open();
    latest().emit('heartbeat', { intervalMs: 1_000 });
    latest().emit('snapshot', { n: 1 }, '1');
    for (let i = 0; i < 60; i++) { jest.advanceTimersByTime(1_000); latest().emit('heartbeat', { intervalMs: 1_000 }); }
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(stream.status()).toBe('open');
    jest.advanceTimersByTime(2_500); // two beats and a half of silence
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(stream.stalled()).toBe(true);
    release();
    expect(stream.stalled()).toBe(false);
  });

  it('does not time out a server that sends no heartbeat events (an older one), nor a stream still connecting', () => {
    const stream = make();
    const release = stream.connect();
    latest().open();
    latest().emit('snapshot', { n: 1 }, '1');
    jest.advanceTimersByTime(10 * 60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(stream.status()).toBe('open');
    release();
  });

  it('reconnects after the wait a shutting-down server asks for, not after its own back-off', () => {
    const stream = make({ retryBaseMs: 10_000 });
    const release = stream.connect();
    latest().open();
    latest().emit('game', { id: '1' }, '41');
    const first = latest();
    first.dispatchEvent(new MessageEvent('reconnect', { data: JSON.stringify({ reason: 'shutdown', retryMs: 1_000 }) }));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    jest.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(latest().url).toContain('lastEventId=41');
    release();
  });

  it('comes back when a refusing gateway says (a service down, streams full), not after its back-off of up to 30 s', () => {
    const stream = make();
    const release = stream.connect();
    latest().open();
    latest().emit('game', { id: '1' }, '41');
    for (let i = 0; i < 4; i++) { latest().fail(); jest.advanceTimersByTime(RETRY_MAX_MS); } // the next wait would be 24 s
    const refused = latest();
    const statuses: StreamStatus[] = [];
    stream.subscribeStatus(() => statuses.push(stream.status()));
    // what the gateway answers an EventSource it will not serve now: a 200 stream that only says when to return
    refused.open();
    refused.dispatchEvent(new MessageEvent('reconnect', { data: JSON.stringify({ reason: 'service_unavailable', status: 503, retryMs: 1_500 }) }));
    // still down throughout: the screens keep polling (a flash of 'open' would restart their intervals)
    expect(statuses).toEqual([]);
    expect(stream.status()).toBe('down');
    const attempts = FakeEventSource.instances.length;
    jest.advanceTimersByTime(1_499);
    expect(FakeEventSource.instances).toHaveLength(attempts);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(attempts + 1);
    expect(latest().url).toContain('lastEventId=41');
    release();
  });
});
