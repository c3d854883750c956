/** Builds on disk for the release tests: the shape of a real `mf-manifest.json`, with what a test changes. */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_CATALOG, type RemoteName } from '@gg/federation/catalog';
import type { FederationManifest } from '../fit';

type Shared = FederationManifest['shared'][number];

/** What the shell shares today (versions as its build says them). */
export const SHELL_SHARED: Shared[] = [
  { name: '@emotion/react', version: '11.14.0', singleton: true, requiredVersion: '^11.14.0' },
  { name: '@gg/data', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: '@gg/router', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
  { name: '@gg/ui/toast', version: '4.0.0', singleton: true, requiredVersion: '^4.0.0' },
  { name: '@gg/ui', version: '4.0.0', singleton: false, requiredVersion: '^4.0.0' },
  { name: 'react-dom', version: '19.3.1', singleton: true, requiredVersion: '^19.2.3' },
  { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.3.1' },
  { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.3' },
];

export const shellManifest = (): FederationManifest => ({ name: 'shell', shared: SHELL_SHARED, exposes: [] });

/** A remote's manifest that fits the shell: it shares what the shell shares, plus a module of its own. */
export function remoteManifest(remote: RemoteName, change: (m: FederationManifest) => void = () => {}): FederationManifest {
  const manifest: FederationManifest = {
    name: remote,
    metaData: { buildInfo: { buildVersion: '1.0.0' } },
    shared: [...SHELL_SHARED.filter((s) => s.name !== '@gg/ui/toast').map((s) => ({ ...s })), { name: '@gg/preferences', version: '1.0.0', singleton: false, requiredVersion: '^1.0.0' }],
    exposes: REMOTE_CATALOG[remote].exposes.map((name) => ({ name })),
  };
  change(manifest);
  return manifest;
}

/** A whole build folder (browser entry, a chunk, the server entry, the manifest); `marker` changes its content. */
export async function writeBuild(remote: RemoteName, marker: string, manifest = remoteManifest(remote)): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `gg-build-${remote}-`));
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${marker} */`);
  await writeFile(path.join(dir, '42.abcdef0123.js'), `/* chunk ${marker} */`);
  await writeFile(path.join(dir, 'server', 'remoteEntry.js'), `/* ${remote} server ${marker} */`);
  return dir;
}

/** A repository folder with a built shell, for the command's checks. */
export async function repoWithShell(): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'gg-repo-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(path.join(root, 'shell', 'dist', 'mf-manifest.json'), JSON.stringify(shellManifest()));
  return root;
}
