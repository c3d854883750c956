/**
 * Fan-out cost on a busy replica: an event is serialised once however many viewers watch; a
 * poll's changes go to each viewer in one write; a crowd is written to in chunks, so other work
 * (the poller's lease renewal) runs in between; viewers who connect together, or one by one
 * between changes, share one slate read, and none of them misses a change published before they
 * connected or while an earlier read was under way.
 */
import type { Game } from '@gg/contracts';
import express from 'express';
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSportsApp, fixedPolicy } from '../app';
import { createMemoryBus } from '../data-access/live/bus';
import { createLocalLock } from '../data-access/live/leader-lock';
import { createRecordedProvider } from '../data-access/providers/recorded/recorded-provider';
import { openSqliteSnapshotStore, type SnapshotStore } from '../data-access/store/snapshot-store';
import { SCOREBOARD_KEY } from '../domain/live/live-scores';
import { openStream } from '../test/sse-client';
import { createLiveStreamHub, RECONNECT_SPREAD_MS, SNAPSHOT_REUSE_MS } from './live-stream';

const VIEWERS = 40;

async function startApp() {
  const provider = createRecordedProvider({ speed: 20 });
  const inner = openSqliteSnapshotStore(':memory:');
  const games = await provider.scoreboard();
  await inner.put(SCOREBOARD_KEY, games, new Date());
  let slateReads = 0;
  let gate: Promise<void> | null = null;
  // counts slate reads; while gated, a read returns what was stored when it began, only later
  const store: SnapshotStore = {
    ...inner,
    async get<T>(key: string) {
      const value = await inner.get<T>(key);
      if (key === SCOREBOARD_KEY) slateReads++;
      if (gate) await gate;
      return value;
    },
  };
  const bus = createMemoryBus();
  // no polling: the test writes the slate and publishes changes itself
  const sports = createSportsApp({ provider, store, bus, lock: createLocalLock(), policy: fixedPolicy(60_000) });
  const server: Server = sports.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return {
    sports, bus, store: inner, games,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`,
    slateReads: () => slateReads,
    hold() { let open!: () => void; gate = new Promise<void>((r) => { open = r; }); return () => { gate = null; open(); }; },
    async stop() { await sports.close(); server.closeAllConnections(); server.close(); await inner.close(); },
  };
}

const snapshotOf = (events: Array<{ event: string; data: unknown }>) => events.find((e) => e.event === 'snapshot')?.data as { games: Game[] } | undefined;

describe('live stream fan-out', () => {
  it('on shutdown tells its viewers to reconnect spread over a window, not all in the same second', async () => {
    const app = await startApp();
    try {
      const viewers = Array.from({ length: VIEWERS }, () => openStream(app.url));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      app.sports.stream.close({ reconnectMs: 1_000 });
      await Promise.all(viewers.map((v) => v.ended));
      const asked = viewers.map((v) => (v.events.at(-1)!.data as { retryMs: number }).retryMs);
      for (const ms of asked) expect(ms >= 1_000 && ms < 1_000 + RECONNECT_SPREAD_MS).toBe(true);
      // spread: the viewers fall into most of the window's seconds, none holds most of them
      const bySecond = new Map<number, number>();
      for (const ms of asked) bySecond.set(Math.floor(ms / 1_000), (bySecond.get(Math.floor(ms / 1_000)) ?? 0) + 1);
      expect(bySecond.size).toBeGreaterThanOrEqual(3);
      expect(Math.max(...bySecond.values())).toBeLessThan(VIEWERS / 2);
      // the stream's own retry field says the same as the event
      expect(viewers.every((v) => v.retries.at(-1) === (v.events.at(-1)!.data as { retryMs: number }).retryMs)).toBe(true);
    } finally {
      await app.stop();
    }
  });

  it('serialises an event once for all its viewers', async () => {
    const app = await startApp();
    try {
      const viewers = Array.from({ length: VIEWERS }, () => openStream(app.url));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      let serialised = 0;
      await app.bus.publish('game', { gameId: '1', toJSON() { serialised++; return { gameId: '1', changes: ['score'] }; } });
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'game'))));
      for (const v of viewers) expect(v.events.find((x) => x.event === 'game')!.data).toEqual({ gameId: '1', changes: ['score'] });
      expect(serialised).toBe(1);
      viewers.forEach((v) => v.close());
    } finally {
      await app.stop();
    }
  });

  it("sends a poll's changes to each viewer in one write", async () => {
    const app = await startApp();
    const writes = jest.spyOn(http.ServerResponse.prototype, 'write');
    try {
      const viewers = Array.from({ length: 10 }, () => openStream(app.url));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      writes.mockClear();
      // the Redis bus hands a poll's entries over in one go; the in-process bus when published in one tick
      const ids = await Promise.all(['1', '2', '3', '4', '5'].map((gameId) => app.bus.publish('game', { gameId, changes: ['score'] })));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.filter((x) => x.event === 'game').length === 5)));
      for (const v of viewers) expect(v.events.filter((x) => x.event === 'game').map((x) => x.id)).toEqual(ids);
      expect(writes).toHaveBeenCalledTimes(viewers.length);
      viewers.forEach((v) => v.close());
    } finally {
      writes.mockRestore();
      await app.stop();
    }
  });

  it('viewers who connect together share one slate read', async () => {
    const app = await startApp();
    try {
      const release = app.hold();
      const first = openStream(app.url);
      await first.connected;
      for (let i = 0; i < 50 && app.slateReads() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      const others = Array.from({ length: VIEWERS - 1 }, () => openStream(app.url));
      await Promise.all(others.map((v) => v.connected));
      for (let i = 0; i < 50 && app.sports.stream.clientCount() < VIEWERS; i++) await new Promise((r) => setTimeout(r, 10));
      release();
      const viewers = [first, ...others];
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      for (const v of viewers) expect(snapshotOf(v.events)!.games).toHaveLength(app.games.length);
      // the first viewer's read, then one for everyone who arrived while it ran
      expect(app.slateReads()).toBeLessThanOrEqual(2);
      viewers.forEach((v) => v.close());
    } finally {
      await app.stop();
    }
  });

  it('viewers trickling in between changes reuse one slate read; a change or its age ends the reuse', async () => {
    const app = await startApp();
    try {
      const connectOne = async () => {
        const v = openStream(app.url);
        await v.waitFor((e) => e.some((x) => x.event === 'snapshot'));
        return v;
      };
      const viewers = [];
      for (let i = 0; i < 10; i++) viewers.push(await connectOne());
      expect(app.slateReads()).toBe(1);

      const changed = { ...app.games[0]!, homeScore: (app.games[0]!.homeScore ?? 0) + 3 };
      await app.store.put(SCOREBOARD_KEY, [changed, ...app.games.slice(1)], new Date());
      await app.bus.publish('game', { gameId: changed.id, changes: ['score'], game: changed });
      const afterChange = await connectOne();
      expect(app.slateReads()).toBe(2);
      expect(snapshotOf(afterChange.events)!.games[0]!.homeScore).toBe(changed.homeScore);

      await new Promise((r) => setTimeout(r, SNAPSHOT_REUSE_MS + 50));
      const later = await connectOne(); // a fresh read: `updatedAt` and `stale` stay current
      expect(app.slateReads()).toBe(3);
      [...viewers, afterChange, later].forEach((v) => v.close());
    } finally {
      await app.stop();
    }
  });

  it('a viewer who arrives during a read started before a change still gets that change', async () => {
    const app = await startApp();
    try {
      const release = app.hold();
      const early = openStream(app.url);
      await early.connected;
      for (let i = 0; i < 50 && app.slateReads() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      // a poll commits a new score while that read is under way (it returns the slate from before)
      const changed = { ...app.games[0]!, homeScore: (app.games[0]!.homeScore ?? 0) + 7 };
      await app.store.put(SCOREBOARD_KEY, [changed, ...app.games.slice(1)], new Date());
      await app.bus.publish('game', { gameId: changed.id, changes: ['score'], game: changed });
      const late = openStream(app.url); // registers after the change was published: only a newer read has it
      await late.connected;
      for (let i = 0; i < 50 && app.sports.stream.clientCount() < 2; i++) await new Promise((r) => setTimeout(r, 10));
      release();
      await late.waitFor((e) => e.some((x) => x.event === 'snapshot'));
      await early.waitFor((e) => e.some((x) => x.event === 'game'));
      expect(snapshotOf(late.events)!.games[0]!.homeScore).toBe(changed.homeScore);
      // the early viewer got the older slate, then the change it queued meanwhile
      expect(snapshotOf(early.events)!.games[0]!.homeScore).toBe(app.games[0]!.homeScore);
      early.close();
      late.close();
    } finally {
      await app.stop();
    }
  });

  it('a read that a change overtook is not reused', async () => {
    const app = await startApp();
    try {
      const release = app.hold();
      const early = openStream(app.url);
      for (let i = 0; i < 50 && app.slateReads() === 0; i++) await new Promise((r) => setTimeout(r, 10));
      const changed = { ...app.games[0]!, homeScore: (app.games[0]!.homeScore ?? 0) + 2 };
      await app.store.put(SCOREBOARD_KEY, [changed, ...app.games.slice(1)], new Date());
      await app.bus.publish('game', { gameId: changed.id, changes: ['score'], game: changed });
      release();
      await early.waitFor((e) => e.some((x) => x.event === 'game'));
      const next = openStream(app.url);
      await next.waitFor((e) => e.some((x) => x.event === 'snapshot'));
      expect(snapshotOf(next.events)!.games[0]!.homeScore).toBe(changed.homeScore);
      early.close();
      next.close();
    } finally {
      await app.stop();
    }
  });

  it('writes to a crowd in chunks, yielding to the event loop between them', async () => {
    const bus = createMemoryBus();
    const hub = createLiveStreamHub(bus, async () => ({ games: [], updatedAt: new Date().toISOString(), stale: false }), { fanOutChunk: 10 });
    const app = express();
    app.get('/api/scores/stream', (req, res) => void hub.connect(req, res));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const writes = jest.spyOn(http.ServerResponse.prototype, 'write');
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`;
      const viewers = Array.from({ length: 30 }, () => openStream(url));
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.some((x) => x.event === 'snapshot'))));
      writes.mockClear();
      const first = await bus.publish('game', { gameId: '1', changes: ['score'] });
      // runs right after the fan-out's first turn: lease renewals and other work would get in here
      const writtenBeforeYield = await new Promise<number>((r) => setImmediate(() => r(writes.mock.calls.length)));
      expect(writtenBeforeYield).toBe(10);
      // a change that arrives mid fan-out waits for it: nobody gets the newer change first
      const second = await bus.publish('game', { gameId: '2', changes: ['score'] });
      await Promise.all(viewers.map((v) => v.waitFor((e) => e.filter((x) => x.event === 'game').length === 2)));
      for (const v of viewers) expect(v.events.filter((x) => x.event === 'game').map((x) => x.id)).toEqual([first, second]);
      expect(writes).toHaveBeenCalledTimes(60);
      viewers.forEach((v) => v.close());
    } finally {
      writes.mockRestore();
      hub.close();
      server.closeAllConnections();
      server.close();
    }
  });
});
