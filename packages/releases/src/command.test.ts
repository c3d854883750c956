import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runRemoteCommand } from './command';
import { createReleaseStore } from './store';
import { remoteManifest, repoWithShell, writeBuild } from './test/builds';

let releasesDir: string;
let repoRoot: string;
let out: string[];
let err: string[];
const cleanup: string[] = [];

const run = (...argv: string[]) => runRemoteCommand(argv, { releasesDir, repoRoot, out: (l) => out.push(l), err: (l) => err.push(l), now: () => new Date('2026-11-27T18:00:00Z') });
const built = async (marker: string, manifest = remoteManifest('hub')) => { const dir = await writeBuild('hub', marker, manifest); cleanup.push(dir); return dir; };
const publishedVersion = () => /published ([0-9a-f-]+)\./.exec(out.join('\n'))?.[1];

beforeEach(async () => {
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'gg-releases-'));
  repoRoot = await repoWithShell();
  out = [];
  err = [];
});
afterEach(async () => { await Promise.all([releasesDir, repoRoot, ...cleanup.splice(0)].map((d) => rm(d, { recursive: true, force: true }))); });

describe('npm run remote', () => {
  it('releases a build that fits, then promotes, canaries, rolls back and reports it', async () => {
    expect(await run('release', 'hub', '--build-dir', await built('v1'))).toBe(0);
    const v1 = publishedVersion()!;
    expect(out.at(-1)).toContain('Nothing is live yet');
    out = [];
    expect(await run('release', 'hub', '--build-dir', await built('v2'))).toBe(0);
    const v2 = publishedVersion()!;

    expect(await run('promote', 'hub', v1)).toBe(0);
    expect(out.at(-1)).toBe(`hub: ${v1} is now current for every visitor.`);
    expect(await run('canary', 'hub', v2, '25')).toBe(0);
    expect(out.at(-1)).toBe(`hub: 25 % of visitors now get ${v2}; the others ${v1}.`);

    out = [];
    expect(await run('status')).toBe(0);
    const status = out.join('\n');
    expect(status).toContain(`hub:\n  current   ${v1} since 2026-11-27T18:00:00.000Z\n  canary    ${v2} for 25 % of visitors since 2026-11-27T18:00:00.000Z`);
    expect(status).toContain('learn:\n  current   none');

    expect(await run('promote', 'hub', v2)).toBe(0);
    expect(out.at(-1)).toBe(`hub: ${v2} is now current for every visitor (rollback goes back to ${v1}).`);
    expect(await run('rollback', 'hub')).toBe(0);
    expect(out.at(-1)).toBe(`hub: rolled back; ${v1} is current again for every visitor.`);

    out = [];
    expect(await run('status', '--json')).toBe(0);
    const json = JSON.parse(out.join('\n')) as { remotes: Array<{ remote: string; current: string | null; previous: string[]; canary: unknown }> };
    expect(json.remotes.find((r) => r.remote === 'hub')).toMatchObject({ current: v1, previous: [], canary: null });
  });

  it('refuses a build that pins another React major or drops a page, saying what does not fit, and publishes nothing', async () => {
    const react18 = remoteManifest('hub', (m) => {
      for (const s of m.shared) if (s.name === 'react') Object.assign(s, { version: '18.3.1', requiredVersion: '^18.3.1' });
    });
    expect(await run('release', 'hub', '--build-dir', await built('react18', react18))).toBe(1);
    expect(err.join('\n')).toBe([
      'Refused: this build of hub does not fit the shell, so it was not put live:',
      '  - react: the build asks for ^18.3.1, the shell gives 19.3.1',
      '  - react: the build brings 18.3.1, the shell accepts ^19.2.3',
    ].join('\n'));

    err = [];
    const dropped = remoteManifest('hub', (m) => { m.exposes = m.exposes.filter((e) => e.name !== 'team-page'); });
    expect(await run('release', 'hub', '--build-dir', await built('dropped', dropped))).toBe(1);
    expect(err.join('\n')).toContain('  - the build does not expose team-page (the remote catalog routes to it)');
    expect(await readdir(releasesDir)).toEqual([]);
  });

  it('checks a published version again when it goes live: the shell may have moved on', async () => {
    const store = createReleaseStore(releasesDir);
    // published straight into the store, past the release command's check
    const { info } = await store.publish('hub', await built('old', remoteManifest('hub', (m) => { m.shared.find((s) => s.name === '@gg/ui')!.requiredVersion = '^3.0.0'; })));
    expect(await run('promote', 'hub', info.version)).toBe(1);
    expect(err.join('\n')).toContain('@gg/ui: the build asks for ^3.0.0, the shell gives 4.0.0');
    expect(await run('canary', 'hub', info.version, '10')).toBe(1);
    expect((await store.pointer('hub')).revision).toBe(0);
  });

  it('says what it needs when it cannot go on', async () => {
    expect(await run('release', 'hub', '--build-dir', path.join(releasesDir, 'nothing-here'))).toBe(1);
    expect(err.pop()).toMatch(/^Refused: .* is not a whole build of hub: mf-manifest.json is missing$/);
    expect(await run('promote', 'hub', 'abc')).toBe(1);
    expect(err.pop()).toMatch(/^Refused: hub has no published version abc/);
    expect(await run('rollback', 'talk')).toBe(1);
    expect(err.pop()).toBe('Refused: talk has no previous version to go back to');
    await rm(path.join(repoRoot, 'shell'), { recursive: true });
    expect(await run('release', 'hub', '--build-dir', await built('v1'))).toBe(1);
    expect(err.pop()).toMatch(/^Refused: no build of the shell to check releases against .*: run `npm run build` first$/);
  });

  it.each([[[]], [['deploy', 'hub']], [['release', 'stats']], [['canary', 'hub', 'abc']], [['release', 'hub', '--build-dir']]])('answers usage for %j', async (argv) => {
    expect(await run(...argv)).toBe(2);
    expect(err.join('\n')).toContain('usage: npm run remote -- <command>');
  });
});

describe('npm run remote, on what a switch goes to', () => {
  it('refuses to roll back to a version that no longer fits the shell, or whose folder is gone, and switches nothing', async () => {
    const store = createReleaseStore(releasesDir);
    // an old version, published and promoted past the command's checks: its UI kit is not the shell's any more
    const { info: old } = await store.publish('hub', await built('old', remoteManifest('hub', (m) => { m.shared.find((s) => s.name === '@gg/ui')!.requiredVersion = '^3.0.0'; })));
    await store.promote('hub', old.version);
    expect(await run('release', 'hub', '--build-dir', await built('v2'))).toBe(0);
    const v2 = publishedVersion()!;
    expect(await run('promote', 'hub', v2)).toBe(0);
    expect(await run('rollback', 'hub')).toBe(1);
    expect(err.join('\n')).toBe([
      `Refused: ${old.version} of hub does not fit the shell, so it was not put live:`,
      '  - @gg/ui: the build asks for ^3.0.0, the shell gives 4.0.0',
    ].join('\n'));

    err = [];
    await rm(store.versionDir('hub', old.version), { recursive: true, force: true });
    expect(await run('rollback', 'hub')).toBe(1);
    expect(err).toEqual([`Refused: hub has no published version ${old.version}; \`npm run remote -- status\` lists them`]);
    expect(await store.pointer('hub')).toMatchObject({ current: v2, previous: [old.version], revision: 2 });
  });

  it('publishes a build it made itself readable by the remote servers (another user): folders 0755, files 0444', async () => {
    // the app's build tool, standing in for gg-build-app: it writes a whole build into GG_BUILD_OUT
    const template = await built('made');
    await mkdir(path.join(repoRoot, 'hub-remote'));
    await mkdir(path.join(repoRoot, 'node_modules', '.bin'), { recursive: true });
    await writeFile(path.join(repoRoot, 'node_modules', '.bin', 'gg-build-app'), `#!/bin/sh\nset -e\ncp -R '${template}/.' "$GG_BUILD_OUT/"\n`, { mode: 0o755 });
    expect(await run('release', 'hub')).toBe(0);
    const dir = createReleaseStore(releasesDir).versionDir('hub', publishedVersion()!);
    const modeOf = async (file: string) => (await stat(path.join(dir, file))).mode & 0o777;
    expect([await modeOf('.'), await modeOf('server'), await modeOf('remoteEntry.js'), await modeOf('server/remoteEntry.js')]).toEqual([0o755, 0o755, 0o444, 0o444]);
  });

  it.each(['0x10', '1e1', '10.0', ' 10', '+10', '010', '-0'])('takes a canary\'s share only as a whole decimal number, not %j', async (share) => {
    expect(await run('release', 'hub', '--build-dir', await built('v1'))).toBe(0);
    const v1 = publishedVersion()!;
    out = [];
    expect(await run('release', 'hub', '--build-dir', await built('v2'))).toBe(0);
    expect(await run('promote', 'hub', v1)).toBe(0);
    expect(await run('canary', 'hub', publishedVersion()!, share)).toBe(2);
    expect(err.join('\n')).toContain(`canary: the share is a whole percent written in decimal digits, 0 to 99 (0 ends the canary), not "${share}"`);
    expect((await createReleaseStore(releasesDir).pointer('hub')).canary).toBeNull();
  });
});

describe('npm run remote, with a pointer that cannot be read', () => {
  it('refuses every switch naming the way back, reports it in status, and restores the pointer kept from before the last switch', async () => {
    expect(await run('release', 'hub', '--build-dir', await built('v1'))).toBe(0);
    const v1 = publishedVersion()!;
    out = [];
    expect(await run('release', 'hub', '--build-dir', await built('v2'))).toBe(0);
    const v2 = publishedVersion()!;
    expect(await run('promote', 'hub', v1)).toBe(0);
    expect(await run('promote', 'hub', v2)).toBe(0);
    await writeFile(path.join(releasesDir, 'hub', 'pointer.json'), '');

    for (const argv of [['promote', 'hub', v1], ['canary', 'hub', v1, '10'], ['rollback', 'hub']]) {
      err = [];
      expect(await run(...argv)).toBe(1);
      expect(err).toEqual([expect.stringMatching(/^Refused: hub's pointer .*pointer\.json cannot be read \(Unexpected end of JSON input\): `npm run remote -- restore-pointer hub` puts back/)]);
    }
    out = [];
    err = [];
    expect(await run('status')).toBe(1);
    expect(out.join('\n')).toContain('learn:\n  current   none');
    expect(out.join('\n')).toMatch(/hub:\n {2}pointer {3}cannot be read \(Unexpected end of JSON input\): `npm run remote -- restore-pointer hub`/);

    out = [];
    expect(await run('restore-pointer', 'hub')).toBe(0);
    expect(out).toEqual([`hub: the pointer from before the last switch is back (revision 1): ${v1} is current for every visitor.`]);
    expect(await run('promote', 'hub', v2)).toBe(0);
    expect(await run('restore-pointer', 'hub')).toBe(1);
    expect(await run('restore-pointer')).toBe(2);
  });
});

describe('npm run remote restore-pointer', () => {
  it('puts back no pointer whose versions no longer fit the shell', async () => {
    const store = createReleaseStore(releasesDir);
    const { info: old } = await store.publish('hub', await built('old', remoteManifest('hub', (m) => { m.shared.find((s) => s.name === '@gg/ui')!.requiredVersion = '^3.0.0'; })));
    await store.promote('hub', old.version);
    expect(await run('release', 'hub', '--build-dir', await built('v2'))).toBe(0);
    expect(await run('promote', 'hub', publishedVersion()!)).toBe(0);
    await writeFile(path.join(releasesDir, 'hub', 'pointer.json'), '{');
    expect(await run('restore-pointer', 'hub')).toBe(1);
    expect(err.join('\n')).toBe([
      `Refused: ${old.version} of hub does not fit the shell, so it was not put live:`,
      '  - @gg/ui: the build asks for ^3.0.0, the shell gives 4.0.0',
    ].join('\n'));
    expect(await readFile(path.join(releasesDir, 'hub', 'pointer.json'), 'utf8')).toBe('{');
  });
});
