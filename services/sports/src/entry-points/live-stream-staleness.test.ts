/**
 * The provider stops answering while viewers watch: the REST answer says the slate is stale, and
 * so does the stream (a fresh `snapshot`, which carries `stale`, once per change of freshness), so
 * a viewer's page says its scores may be old instead of only hearing heartbeats; when polls work
 * again, a snapshot says the slate is fresh.
 */
import type { ScoresSnapshot } from '@gg/contracts';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { SportsProvider } from '../data-access/providers/provider';
import { createRecordedProvider } from '../data-access/providers/recorded/recorded-provider';
import { openStream, type SseEvent } from '../test/sse-client';
import { recordedApp } from '../test-support';

const snapshots = (events: SseEvent[]) => events.filter((e) => e.event === 'snapshot').map((e) => e.data as ScoresSnapshot);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('tells viewers when the slate turns stale and when it is fresh again, once each', async () => {
  const base = createRecordedProvider({ speed: 20 });
  let down = false;
  const provider = { ...base, scoreboard: async () => { if (down) throw new Error('provider down'); return base.scoreboard(); } } as SportsProvider;
  const sports = recordedApp({ provider, pollMs: 200 });
  const server = sports.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    sports.live.start();
    const viewer = openStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`);
    await viewer.connected;
    await viewer.waitFor((e) => snapshots(e).length === 1, 3_000);
    expect(snapshots(viewer.events)[0]!.stale).toBe(false);

    down = true;
    await viewer.waitFor((e) => snapshots(e).some((s) => s.stale), 3_000);
    expect((await request(sports.app).get('/api/scores/live').expect(200)).headers['x-data-stale']).toBe('true');
    await sleep(1_500); // still down: told once, not again at every check
    expect(snapshots(viewer.events).filter((s) => s.stale)).toHaveLength(1);

    down = false;
    await viewer.waitFor((e) => snapshots(e).at(-1)?.stale === false && snapshots(e).length === 3, 5_000);
    expect((await request(sports.app).get('/api/scores/live').expect(200)).headers['x-data-stale']).toBe('false');
    viewer.close();
  } finally {
    await sports.dispose();
    server.closeAllConnections();
    server.close();
  }
}, 20_000);
