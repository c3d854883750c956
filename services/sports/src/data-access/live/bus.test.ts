import { createMemoryBus, withOwnEvents, type BusEvent, type LiveBus } from './bus';

/** Orders `<ms>-<seq>` ids as a Redis stream does. */
const compareEventIds = (a: string, b: string) => {
  const [am, as] = a.split('-').map(Number) as [number, number];
  const [bm, bs] = b.split('-').map(Number) as [number, number];
  return am - bm || as - bs;
};

/** A shared bus whose ids the test chooses (a Redis stream's, from Redis' clock). */
function fakeShared() {
  const inner = createMemoryBus();
  const handlers = new Set<(e: BusEvent) => void>();
  const bus: LiveBus = { ...inner, subscribe(h) { handlers.add(h); return () => handlers.delete(h); } };
  return { bus, emit: (id: string, n: number) => { for (const h of handlers) h({ id, type: 'game', data: { n } }); } };
}

describe('withOwnEvents', () => {
  it('hands viewers the shared events and its own in one order, its own always after every id seen', async () => {
    const shared = fakeShared();
    const { bus, own } = withOwnEvents(shared.bus);
    const seen: BusEvent[] = [];
    bus.subscribe((e) => seen.push(e));

    // Redis' clock a minute ahead of ours: this replica's own ids must still come after its last one
    const ahead = Date.now() + 60_000;
    shared.emit(`${ahead}-0`, 1);
    await own.publish('game', { n: 2 }); // Redis gone: this replica polls alone
    await own.publish('game', { n: 3 });
    shared.emit(`${ahead + 5_000}-0`, 4); // Redis back, its clock moved on

    expect(seen.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
    const ids = seen.map((e) => e.id);
    expect(ids.every((id, i) => i === 0 || compareEventIds(ids[i - 1]!, id) < 0)).toBe(true);
    expect(ids.every((id) => /^\d+-\d+$/.test(id))).toBe(true); // shaped like Redis', so any replica can be asked to resume from one
  });

  it('replays what followed an id it handed out, its own events included; other ids are the shared bus\' to answer', async () => {
    const shared = createMemoryBus(100, 1_000);
    const { bus, own } = withOwnEvents(shared);
    const first = await shared.publish('game', { n: 1 });
    const mine = await own.publish('game', { n: 2 });
    await shared.publish('game', { n: 3 });

    expect((await bus.since(first))?.map((e) => (e.data as { n: number }).n)).toEqual([2, 3]);
    expect((await bus.since(mine))?.map((e) => (e.data as { n: number }).n)).toEqual([3]);
    expect(await bus.since('5-5')).toBeNull(); // neither here nor on the shared bus: a snapshot
  });
});
