/**
 * A replica that is shutting down still takes connections for a moment (serve()'s drain: one
 * already in its listen backlog, or sent by a proxy that has not yet heard the replica is going).
 * A viewer that arrives after the stream hub has closed must be told to reconnect elsewhere at
 * once: held, it would get no event and keep the process from exiting until its grace period ran
 * out (found by bench/rolling-update.ts without a preStop pause: "still busy", exit code 1 after
 * 10 s, the viewer silent all that time).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { openStream } from '../test/sse-client';
import { recordedApp } from '../test-support';
import { RECONNECT_SPREAD_MS } from './live-stream';

describe('live stream after shutdown began', () => {
  const sports = recordedApp();
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = sports.app.listen(0);
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`;
    sports.live.start();
  });
  afterAll(async () => { await sports.dispose(); server.closeAllConnections(); server.close(); });

  it('tells a viewer who arrives late to reconnect, within the same spread, and ends its stream', async () => {
    const early = openStream(url);
    await early.waitFor((e) => e.some((x) => x.event === 'snapshot'));
    sports.stream.close({ reconnectMs: 1_000 });
    await early.ended;

    const late = openStream(url);
    await late.connected;
    await Promise.race([late.ended, new Promise((r) => setTimeout(r, 2_000))]);
    expect(late.isEnded()).toBe(true);
    const last = late.events.at(-1);
    expect(last?.event).toBe('reconnect');
    const { retryMs } = last!.data as { retryMs: number };
    expect(retryMs >= 1_000 && retryMs < 1_000 + RECONNECT_SPREAD_MS).toBe(true);
    expect(late.retries.at(-1)).toBe(retryMs);
    expect(sports.stream.clientCount()).toBe(0);
  });
});
