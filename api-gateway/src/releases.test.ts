import { createReleaseStore, type ReleaseStore } from '@gg/releases';
import type { Logger } from '@gg/service-kit';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createGatewayApp } from './app';
import { createReleaseView } from './releases';
import { testConfig } from './test-helpers';

const REMOTES = { remotes: [{ name: 'learn', entry: 'http://127.0.0.1:3001/remoteEntry.js' }] };
const warnings: string[] = [];
const log = {
  warn: (_fields: unknown, message: string) => { warnings.push(message); },
  info: () => undefined,
  error: () => undefined,
  isLevelEnabled: () => false,
  child() { return this; },
} as unknown as Logger;

let releasesDir: string;
let store: ReleaseStore;
const stops: Array<() => void> = [];

/** Publishes a build of learn (its files differ by `marker`) and returns its version. */
async function publish(marker: string): Promise<string> {
  const build = mkdtempSync(path.join(os.tmpdir(), 'gg-build-'));
  writeFileSync(path.join(build, 'mf-manifest.json'), `{"id":"learn","marker":"${marker}"}`);
  writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${marker} */`);
  try {
    return (await store.publish('learn', build)).info.version;
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
}

function gateway() {
  const started = createGatewayApp(testConfig({ RELEASES_DIR: releasesDir, RELEASE_CHECK_MS: '50' }), { REMOTE_LEARN_URL: 'http://127.0.0.1:3001' }, log);
  stops.push(started.close);
  return started.app;
}
const learnEntry = async (app: ReturnType<typeof gateway>) =>
  ((await request(app).get('/remotes.json').expect(200)).body as typeof REMOTES).remotes.find((r) => r.name === 'learn')!.entry;
/** Waits until `done` holds (the pointers are read every 50 ms), for at most 5 s. */
async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('not within 5 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}
const readyAnswer = async (app: ReturnType<typeof gateway>) => (await request(app).get('/readyz')).status;
const pointerFile = () => path.join(releasesDir, 'learn', 'pointer.json');

beforeEach(() => {
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'gg-releases-'));
  store = createReleaseStore(releasesDir);
  warnings.splice(0);
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  rmSync(releasesDir, { recursive: true, force: true });
});

describe('a gateway and the release pointers', () => {
  it('is not ready while a pointer it never read cannot be read, rather than serve another version than its peers; ready once it is restored', async () => {
    const v1 = await publish('v1');
    const v2 = await publish('v2');
    await store.promote('learn', v1);
    await store.promote('learn', v2);
    const peer = gateway();
    await request(peer).get('/readyz').expect(200); // answered once the pointers were read
    writeFileSync(pointerFile(), '{"remote":"learn","current":');

    const started = gateway(); // started while the pointer cannot be read
    const answer = await request(started).get('/readyz').expect(503);
    expect(answer.body).toEqual({ status: 'not_ready', service: 'gateway', reasons: [expect.stringMatching(/^learn's release pointer cannot be read: learn's pointer .*pointer\.json cannot be read \(Unexpected end of JSON input\): `npm run remote -- restore-pointer learn` puts back/)] });
    // the peer keeps what it read, and stays ready
    await request(peer).get('/readyz').expect(200);
    expect(await learnEntry(peer)).toBe(`http://127.0.0.1:3001/v/${v2}/remoteEntry.js`);

    // the pointer from before the last switch: both gateways follow it
    await store.restorePointer('learn');
    await until(async () => (await readyAnswer(started)) === 200);
    expect(await learnEntry(started)).toBe(`http://127.0.0.1:3001/v/${v1}/remoteEntry.js`);
    await until(async () => (await learnEntry(peer)) === `http://127.0.0.1:3001/v/${v1}/remoteEntry.js`);
  });

  it('does not switch to a version that is not published (its folder gone), and is not ready when it has nothing else read', async () => {
    const v1 = await publish('v1');
    const v2 = await publish('v2');
    await store.promote('learn', v1);
    await store.promote('learn', v2);
    const peer = gateway();
    await request(peer).get('/readyz').expect(200); // answered once the pointers were read
    expect(await learnEntry(peer)).toBe(`http://127.0.0.1:3001/v/${v2}/remoteEntry.js`);

    // a pointer sent back by hand (or an older release tool) to a version since deleted
    const pointer = await store.pointer('learn');
    rmSync(store.versionDir('learn', v1), { recursive: true, force: true });
    writeFileSync(pointerFile(), JSON.stringify({ ...pointer, current: v1, previous: [], revision: pointer.revision + 1 }));
    await until(() => warnings.includes('release pointer names a version that cannot be served; keeping the last one read'));
    expect(await learnEntry(peer)).toBe(`http://127.0.0.1:3001/v/${v2}/remoteEntry.js`);
    await request(peer).get('/readyz').expect(200);

    const started = gateway();
    expect((await request(started).get('/readyz').expect(503)).body.reasons).toEqual([`learn's release pointer cannot be followed: learn has no published version ${v1}; \`npm run remote -- status\` lists them`]);
  });

  it('answers readiness only once the pointers were read a first time', async () => {
    await store.promote('learn', await publish('v1'));
    const view = createReleaseView({ base: REMOTES, releasesDir, intervalMs: 60_000, logger: log });
    stops.push(view.stop);
    expect(await view.problems()).toEqual([]);
    expect(view.current().versions.learn).toMatch(/^[0-9a-f]{12}$/);
  });
});
