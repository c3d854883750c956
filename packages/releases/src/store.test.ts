import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createReleaseStore, PointerSchema, ReleaseError, type ReleaseStore } from './store';
import { writeBuild } from './test/builds';

let root: string;
let store: ReleaseStore;
const made: string[] = [];
const build = async (marker: string) => { const dir = await writeBuild('hub', marker); made.push(dir); return dir; };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 18, minute));

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'gg-releases-'));
  store = createReleaseStore(root);
});
afterEach(async () => {
  await Promise.all([root, ...made.splice(0)].map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('publishing a build', () => {
  it('names the version by its content and the commit, and keeps the build whole and read-only', async () => {
    const { info, alreadyPublished } = await store.publish('hub', await build('v1'), { commit: 'a1b2c3d', now: at(0) });
    expect(alreadyPublished).toBe(false);
    expect(info.version).toMatch(/^[0-9a-f]{12}-a1b2c3d$/);
    expect(info).toMatchObject({ remote: 'hub', commit: 'a1b2c3d', publishedAt: at(0).toISOString(), buildVersion: '1.0.0' });
    const dir = store.versionDir('hub', info.version);
    expect((await readdir(dir)).sort()).toEqual(['42.abcdef0123.js', 'mf-manifest.json', 'release.json', 'remoteEntry.js', 'server']);
    expect(await readFile(path.join(dir, 'server', 'remoteEntry.js'), 'utf8')).toBe('/* hub server v1 */');
    expect((await stat(path.join(dir, 'remoteEntry.js'))).mode & 0o222).toBe(0);
    // nothing half-copied is left beside the versions
    expect(await readdir(path.join(root, 'hub', 'versions'))).toEqual([info.version]);
  });

  it('gives the same content its existing version instead of writing it again, and new content a new one', async () => {
    const first = await store.publish('hub', await build('v1'), { commit: null });
    expect(first.info.version).toMatch(/^[0-9a-f]{12}$/);
    const again = await store.publish('hub', await build('v1'), { commit: 'deadbee' });
    expect(again).toEqual({ info: first.info, alreadyPublished: true });
    // the same build again, but for the federation plugin's statistics (their order changes from build to build)
    const restated = await build('v1');
    await writeFile(path.join(restated, 'mf-stats.json'), '{"shared":["b","a"]}');
    expect((await store.publish('hub', restated)).info.version).toBe(first.info.version);
    const other = await store.publish('hub', await build('v2'));
    expect(other.info.version).not.toBe(first.info.version);
    expect((await store.versions('hub')).map((v) => v.version).sort()).toEqual([first.info.version, other.info.version].sort());
  });
});

describe('the pointer', () => {
  async function published(...markers: string[]): Promise<string[]> {
    const versions: string[] = [];
    for (const marker of markers) versions.push((await store.publish('hub', await build(marker))).info.version);
    return versions;
  }

  it('is empty before anything went live', async () => {
    expect(await store.pointer('hub')).toEqual({ remote: 'hub', current: null, since: null, previous: [], canary: null, revision: 0, history: [] });
  });

  it('promotes, remembers what was current, and rolls back one step at a time', async () => {
    const [v1, v2, v3] = await published('v1', 'v2', 'v3');
    await store.promote('hub', v1!, at(1));
    await store.promote('hub', v2!, at(2));
    const p3 = await store.promote('hub', v3!, at(3));
    expect(p3).toMatchObject({ current: v3, since: at(3).toISOString(), previous: [v2, v1], revision: 3 });

    const back = await store.rollback('hub', at(4));
    expect(back).toMatchObject({ current: v2, since: at(4).toISOString(), previous: [v1], revision: 4 });
    expect((await store.rollback('hub', at(5))).current).toBe(v1);
    await expect(store.rollback('hub')).rejects.toThrow(new ReleaseError('hub has no previous version to go back to'));
    const history = (await store.pointer('hub')).history;
    expect(history.map((h) => `${h.action} ${h.version}`)).toEqual([`rollback ${v1}`, `rollback ${v2}`, `promote ${v3}`, `promote ${v2}`, `promote ${v1}`]);
  });

  it('sends a share of visitors to a canary, which ends when it is promoted, rolled back or set to 0', async () => {
    const [v1, v2] = await published('v1', 'v2');
    await expect(store.canary('hub', v2!, 50)).rejects.toThrow(/no current version yet/);
    await store.promote('hub', v1!, at(1));
    await expect(store.canary('hub', v1!, 50)).rejects.toThrow(/already hub's current version/);
    for (const bad of [100, -1, 12.5, Number.NaN]) await expect(store.canary('hub', v2!, bad)).rejects.toThrow(ReleaseError);
    expect((await store.canary('hub', v2!, 50, at(2))).canary).toEqual({ version: v2, percent: 50, since: at(2).toISOString() });
    // a new share keeps the canary's start
    expect((await store.canary('hub', v2!, 20, at(3))).canary).toEqual({ version: v2, percent: 20, since: at(2).toISOString() });
    expect((await store.canary('hub', v2!, 0, at(4))).canary).toBeNull();
    await expect(store.canary('hub', v2!, 0)).rejects.toThrow(/no canary running/);

    await store.canary('hub', v2!, 10, at(5));
    const promoted = await store.promote('hub', v2!, at(6));
    expect(promoted).toMatchObject({ current: v2, previous: [v1], canary: null });
    await store.canary('hub', v1!, 10, at(7));
    expect(await store.rollback('hub', at(8))).toMatchObject({ current: v1, canary: null });
  });

  it('refuses a version that is not published, or not a version at all', async () => {
    await expect(store.promote('hub', '0123456789ab')).rejects.toThrow('hub has no published version 0123456789ab; `npm run remote -- status` lists them');
    await expect(store.promote('hub', '../../etc')).rejects.toThrow(/is not a version/);
    expect((await store.pointer('hub')).revision).toBe(0);
  });

  it('takes switches made at the same moment one after the other: none is lost, the file is always whole', async () => {
    const [v1, v2] = await published('v1', 'v2');
    await Promise.all(Array.from({ length: 12 }, (_, i) => store.promote('hub', i % 2 ? v1! : v2!)));
    const pointer = PointerSchema.parse(JSON.parse(await readFile(path.join(root, 'hub', 'pointer.json'), 'utf8')));
    expect(pointer.revision).toBe(12);
    expect(pointer.history).toHaveLength(12);
    expect((await readdir(path.join(root, 'hub'))).sort()).toEqual(['pointer.json', 'pointer.previous.json', 'versions']);
  });
});

describe('what a switch goes to', () => {
  async function published(...markers: string[]): Promise<string[]> {
    const versions: string[] = [];
    for (const marker of markers) versions.push((await store.publish('hub', await build(marker))).info.version);
    return versions;
  }

  it('refuses to roll back to a version whose folder is gone, and leaves the pointer as it was', async () => {
    const [v1, v2] = await published('v1', 'v2');
    await store.promote('hub', v1!, at(1));
    await store.promote('hub', v2!, at(2));
    await rm(store.versionDir('hub', v1!), { recursive: true, force: true });
    await expect(store.rollback('hub', at(3))).rejects.toThrow(new ReleaseError(`hub has no published version ${v1}; \`npm run remote -- status\` lists them`));
    expect(await store.pointer('hub')).toMatchObject({ current: v2, previous: [v1], revision: 2 });
  });

  it('refuses a version the remote servers could not read (they run as another user) or one holding a link', async () => {
    const [v1, v2] = await published('v1', 'v2');
    await chmod(store.versionDir('hub', v1!), 0o700);
    await expect(store.promote('hub', v1!)).rejects.toThrow(`hub's version ${v1} cannot be read by the remote servers: ${store.versionDir('hub', v1!)} is not readable by every user (mode 700): \`chmod -R a+rX ${store.versionDir('hub', v1!)}\` makes it so`);
    const dir = store.versionDir('hub', v2!);
    await chmod(dir, 0o755);
    await symlink('/etc/hostname', path.join(dir, 'leak.js'));
    await chmod(dir, 0o555);
    await expect(store.canary('hub', v2!, 10)).rejects.toThrow(/hub's version [0-9a-f]{12} cannot be read by the remote servers: .*leak\.js is a link: remove the version's folder and publish the build again/);
    expect((await store.pointer('hub')).revision).toBe(0);
  });

  it('refuses a version the remote servers cannot reach: a folder above it in the store they cannot search', async () => {
    const [v1] = await published('v1');
    const versions = path.join(root, 'hub', 'versions');
    await chmod(versions, 0o700);
    await expect(store.promote('hub', v1!)).rejects.toThrow(`hub's version ${v1} cannot be read by the remote servers: ${versions} is not searchable by every user (mode 700): \`chmod a+x ${versions}\` makes it so`);
    await chmod(versions, 0o711);
    await expect(store.promote('hub', v1!)).resolves.toMatchObject({ current: v1 });
  });
});

describe('publishing for servers that run as another user', () => {
  const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

  it('makes every folder of the version 0755 and every file 0444, whatever the build\'s own modes', async () => {
    const dir = await build('v1');
    expect(await modeOf(dir)).toBe(0o700); // a temporary folder, as the release command builds into
    await chmod(path.join(dir, 'server'), 0o700);
    await chmod(path.join(dir, 'remoteEntry.js'), 0o600);
    const { info } = await store.publish('hub', dir);
    const version = store.versionDir('hub', info.version);
    expect([await modeOf(version), await modeOf(path.join(version, 'server'))]).toEqual([0o755, 0o755]);
    for (const file of ['remoteEntry.js', 'release.json', 'mf-manifest.json', path.join('server', 'remoteEntry.js')]) expect([file, await modeOf(path.join(version, file))]).toEqual([file, 0o444]);
    await expect(store.promote('hub', info.version)).resolves.toMatchObject({ current: info.version });
  });

  it('refuses a build holding a symbolic link, naming it, and publishes nothing', async () => {
    const dir = await build('v1');
    await symlink('/etc/hostname', path.join(dir, 'leak.js'));
    await expect(store.publish('hub', dir)).rejects.toThrow(new ReleaseError(`the build holds a symbolic link, leak.js -> /etc/hostname: a version is published as files only (a link could reach outside it); copy what it points to into the build instead`));
    const nested = await build('v2');
    await symlink('../42.abcdef0123.js', path.join(nested, 'server', 'chunk.js'));
    await expect(store.publish('hub', nested)).rejects.toThrow(/symbolic link, server\/chunk\.js -> \.\.\/42\.abcdef0123\.js/);
    expect(await store.versions('hub')).toEqual([]);
  });
});

describe('a pointer that cannot be read', () => {
  const pointerFile = () => path.join(root, 'hub', 'pointer.json');

  it('is reported with the way back: the pointer from before the last switch, kept beside it, restored whole', async () => {
    const v1 = (await store.publish('hub', await build('v1'))).info.version;
    const v2 = (await store.publish('hub', await build('v2'))).info.version;
    await store.promote('hub', v1, at(1));
    await store.promote('hub', v2, at(2));
    await writeFile(pointerFile(), '{"remote": "hub", "curr');
    const refusal = `hub's pointer ${pointerFile()} cannot be read (Unterminated string in JSON at position 23): \`npm run remote -- restore-pointer hub\` puts back the one from before the last switch (${path.join(root, 'hub', 'pointer.previous.json')})`;
    await expect(store.pointer('hub')).rejects.toThrow(new ReleaseError(refusal));
    await expect(store.promote('hub', v1)).rejects.toThrow(new ReleaseError(refusal));
    await expect(store.rollback('hub')).rejects.toThrow(new ReleaseError(refusal));

    const restored = await store.restorePointer('hub');
    expect(restored).toMatchObject({ current: v1, previous: [], revision: 1 });
    expect(await store.pointer('hub')).toEqual(restored);
    expect(await store.promote('hub', v2, at(3))).toMatchObject({ current: v2, previous: [v1], revision: 2 });
    await expect(store.restorePointer('hub')).rejects.toThrow(new ReleaseError('hub\'s pointer reads as it should: nothing to restore (`npm run remote -- rollback hub` goes one version back)'));
  });

  it('says so when a pointer that is not one was never switched here, with nothing kept to restore', async () => {
    await mkdir(path.join(root, 'hub'));
    await writeFile(pointerFile(), '{"remote": "hub", "current": "nope"}');
    await expect(store.pointer('hub')).rejects.toThrow(/^hub's pointer .*pointer\.json cannot be read \(current: a version is 12 hex digits, optionally -<commit>\): no earlier pointer is kept beside it; fix it by hand, or remove it to serve the remote's unversioned build$/);
    await expect(store.restorePointer('hub')).rejects.toThrow(/no earlier pointer is kept beside it/);
  });
});
