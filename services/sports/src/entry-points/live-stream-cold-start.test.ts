/**
 * Cold start with the provider down: a viewer gets an `unavailable` status at once, stays
 * connected, and gets the snapshot (then live changes) as soon as a first poll succeeds.
 */
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { SportsProvider } from '../data-access/providers/provider';
import { createRecordedProvider } from '../data-access/providers/recorded/recorded-provider';
import { openStream } from '../test/sse-client';
import { recordedApp } from '../test-support';

it('tells a viewer the slate is unavailable, then sends it once the provider answers', async () => {
  const base = createRecordedProvider({ speed: 20 });
  let down = true;
  const provider = { ...base, scoreboard: async () => { if (down) throw new Error('provider down'); return base.scoreboard(); } } as SportsProvider;
  const sports = recordedApp({ provider, pollMs: 200 });
  const server = sports.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    sports.live.start();
    const viewer = openStream(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/scores/stream`);
    await viewer.connected;
    await viewer.waitFor((e) => e.some((x) => x.event === 'unavailable'), 3_000);
    const live = await request(sports.app).get('/api/scores/live').expect(503);
    expect(Number(live.headers['retry-after'])).toBeGreaterThan(0);

    down = false;
    await viewer.waitFor((e) => e.some((x) => x.event === 'snapshot'), 5_000);
    expect(viewer.events.filter((x) => x.event === 'unavailable')).toHaveLength(1);
    await request(sports.app).get('/api/scores/live').expect(200);
    viewer.close();
  } finally {
    await sports.dispose();
    server.closeAllConnections();
    server.close();
  }
});
