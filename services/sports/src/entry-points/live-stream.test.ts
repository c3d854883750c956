import { heartbeatIntervalOf, ScoresStreamEventSchemas, type Game } from '@gg/contracts';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { openStream } from '../test/sse-client';
import { recordedApp } from '../test-support';
import { compareEventIds } from './live-stream';

describe('live score stream (SSE)', () => {
  const start = Date.now();
  let fakeNow = start;
  const sports = recordedApp({ speed: 60, pollMs: 40, now: () => new Date(fakeNow) });
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = sports.app.listen(0);
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`;
    sports.live.start();
  });
  afterAll(async () => { await sports.dispose(); server.closeAllConnections(); server.close(); });

  it('sends the slate first, then score, status and play changes as the replay moves, with heartbeats', async () => {
    const client = openStream(url);
    await client.connected;
    await client.waitFor((e) => e.some((x) => x.event === 'snapshot'));
    const snapshot = client.events[0]!.data as { games: Game[] };
    expect(snapshot.games.find((g) => g.id === '401547417')?.status).toBe('scheduled');

    // jump the replay clock through kickoff and into the game
    for (let t = 0; t < 40; t++) {
      fakeNow += 5_000; // 300 virtual seconds each step
      await new Promise((r) => setTimeout(r, 60));
    }
    await client.waitFor((e) => e.filter((x) => x.event === 'game').length >= 5);
    const changes = client.events.filter((x) => x.event === 'game').map((x) => x.data as { changes: string[]; game: Game });
    expect(changes.some((c) => c.changes.includes('status') && c.game.status === 'live')).toBe(true);
    expect(changes.some((c) => c.changes.includes('score'))).toBe(true);
    expect(changes.some((c) => c.changes.includes('play') && c.game.lastPlay)).toBe(true);
    const ids = client.events.filter((x) => x.id).map((x) => x.id!);
    expect([...ids].sort(compareEventIds)).toEqual(ids); // in order
    await client.waitFor(() => client.heartbeats() > 0, 2000);
    client.close();
  });

  it('beats with a heartbeat event (a browser sees events, not comments) saying its interval: when the stream opens, then every interval', async () => {
    const client = openStream(url);
    const openedAt = Date.now();
    await client.connected;
    await client.waitFor(() => client.beats.length >= 1, 1_000);
    expect(client.beats[0]!.data).toEqual({ intervalMs: 200 }); // recordedApp beats every 200 ms
    expect(client.beats[0]!.at - openedAt).toBeLessThan(150); // at once, not an interval later
    await client.waitFor(() => client.beats.length >= 4, 2_000);
    for (const beat of client.beats) expect(beat.data).toEqual({ intervalMs: 200 });
    client.close();
  });

  it('resumes from Last-Event-ID with exactly the missed events', async () => {
    fakeNow = start + 20_000; // back to the first quarter of the replay, where plays come quickly
    const first = openStream(url);
    await first.connected;
    fakeNow += 2_000;
    await first.waitFor((e) => e.some((x) => x.event === 'game'));
    const lastSeen = first.events.filter((x) => x.id).at(-1)!.id!;
    first.close();

    // the game moves on while the client is away
    for (let t = 0; t < 5; t++) { fakeNow += 2_000; await new Promise((r) => setTimeout(r, 60)); }
    const missedExpected = (await sports.bus.since(lastSeen))!.map((e) => e.id);
    expect(missedExpected.length).toBeGreaterThan(0);

    const again = openStream(url, { 'Last-Event-ID': lastSeen });
    await again.connected;
    await again.waitFor((e) => e.filter((x) => x.id).length >= missedExpected.length);
    expect(again.events.some((x) => x.event === 'snapshot')).toBe(false);
    expect(again.events.filter((x) => x.id).map((x) => x.id).slice(0, missedExpected.length)).toEqual(missedExpected);
    again.close();
  });

  it('a client too far behind gets a fresh snapshot instead', async () => {
    const stale = openStream(url, { 'Last-Event-ID': 'not-an-id' });
    await stale.connected;
    await stale.waitFor((e) => e.some((x) => x.event === 'snapshot'));
    stale.close();
  });

  it('sends events whose data match the schemas of @gg/contracts the hub and the talk service read them with', async () => {
    const client = openStream(url);
    await client.connected;
    await client.waitFor((e) => e.some((x) => x.event === 'snapshot'));
    for (let t = 0; t < 10 && !client.events.some((x) => x.event === 'game'); t++) {
      fakeNow += 2_000; // the replay moves on, so the poller publishes changes
      await new Promise((r) => setTimeout(r, 60));
    }
    await client.waitFor((e) => e.some((x) => x.event === 'game'));
    for (const { event, data } of client.events) {
      const schema = ScoresStreamEventSchemas[event as keyof typeof ScoresStreamEventSchemas];
      expect(schema).toBeDefined(); // no event the contract does not name
      expect(schema.safeParse(data).error?.issues ?? []).toEqual([]);
    }
    expect(client.beats.length).toBeGreaterThan(0);
    for (const beat of client.beats) expect(heartbeatIntervalOf(beat.data)).not.toBeNull();
    client.close();
  });
});
