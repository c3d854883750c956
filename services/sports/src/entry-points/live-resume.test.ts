/**
 * Resuming the live stream with the in-process bus: an id the bus no longer holds (trimmed, or
 * from before a restart) gets a fresh snapshot and every later event; a client that stops reading
 * is cut once its buffer passes a bound instead of growing the server's memory.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSportsApp, fixedPolicy } from '../app';
import { createMemoryBus, type LiveBus } from '../data-access/live/bus';
import { createLocalLock } from '../data-access/live/leader-lock';
import { createRecordedProvider } from '../data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore } from '../data-access/store/snapshot-store';
import { openStream } from '../test/sse-client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startApp(bus: LiveBus) {
  const store = openSqliteSnapshotStore(':memory:');
  const sports = createSportsApp({ provider: createRecordedProvider({ speed: 20 }), store, bus, lock: createLocalLock(), policy: fixedPolicy(60_000) });
  const server: Server = sports.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`;
  return {
    sports, url,
    async stop() { sports.close(); server.closeAllConnections(); server.close(); await store.close(); },
  };
}
const publish = async (bus: LiveBus, n: number, data: unknown = { gameId: '1' }) => {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await bus.publish('game', data));
  return ids;
};

describe('live stream resume without Redis', () => {
  it('a client whose last id was trimmed from history gets a snapshot, not a replay with a gap', async () => {
    const bus = createMemoryBus(5);
    const app = await startApp(bus);
    const ids = await publish(bus, 10);
    const client = openStream(app.url, { 'Last-Event-ID': ids[1]! }); // events 3..5 are gone
    await client.connected;
    await client.waitFor((e) => e.length > 0);
    await sleep(100);
    expect(client.events[0]!.event).toBe('snapshot');
    // none of the published events is replayed (the first poll's own announcements may follow the snapshot)
    expect(client.events.filter((e) => e.event === 'game' && ids.includes(e.id!))).toHaveLength(0);
    client.close();
    await app.stop();
  });

  it('after a restart, a client with an id from the previous process gets a snapshot and then every new event', async () => {
    const before = createMemoryBus();
    const first = await startApp(before);
    const lastSeen = (await publish(before, 50)).at(-1)!;
    await first.stop();

    const after = createMemoryBus();
    const second = await startApp(after);
    const client = openStream(second.url, { 'Last-Event-ID': lastSeen });
    await client.connected;
    await client.waitFor((e) => e.some((x) => x.event === 'snapshot'));
    const fresh = await publish(after, 3);
    // the test's own events (the first poll of the new process announces its games too)
    const published = (e: typeof client.events) => e.filter((x) => x.event === 'game' && (x.data as { changes?: unknown }).changes === undefined);
    await client.waitFor((e) => published(e).length === 3, 3_000);
    expect(published(client.events).map((x) => x.id)).toEqual(fresh);
    expect(client.events.filter((x) => x.event === 'game' && !fresh.includes(x.id!) && (x.data as { changes?: unknown }).changes === undefined)).toHaveLength(0);
    client.close();
    await second.stop();
  });

  it('cuts a client that stops reading once its buffer passes the bound', async () => {
    const bus = createMemoryBus();
    const app = await startApp(bus);
    let received = 0;
    const req = http.get(app.url, (res) => {
      res.once('data', (chunk: Buffer) => { received += chunk.length; res.pause(); }); // then never reads again
    });
    req.on('error', () => {});
    for (let i = 0; i < 50 && app.sports.stream.clientCount() === 0; i++) await sleep(20);
    await sleep(200);
    expect(app.sports.stream.clientCount()).toBe(1);
    const big = { gameId: '1', filler: 'x'.repeat(64 * 1024) };
    for (let i = 0; i < 300 && app.sports.stream.clientCount() > 0; i++) {
      await bus.publish('game', big);
      if (i % 10 === 0) await sleep(5);
    }
    await sleep(100);
    expect(app.sports.stream.clientCount()).toBe(0);
    expect(received).toBeGreaterThan(0);
    req.destroy();
    await app.stop();
  }, 20_000);
});
