/**
 * `npm run remote -- <command>`: what a team runs to ship its area.
 *
 *   release <remote> [--build-dir <dir>]   build (or take a finished build), check it fits the shell, publish a new version
 *   promote <remote> <version>             make it what every visitor gets
 *   canary <remote> <version> <percent>    send that share of visitors to it (0 ends the canary)
 *   rollback <remote>                      one step back to the previous current
 *   restore-pointer <remote>               put back the pointer kept from before the last switch, when the pointer cannot be read
 *   status [--json]                        what is live, where, since when
 *
 * Nothing here touches a running process: gateways and remote servers read the store.
 */
import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@gg/federation/catalog';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FederationManifestSchema, fitProblems, type FederationManifest } from './fit';
import { createReleaseStore, ReleaseError, type Pointer, type ReleaseStore } from './store';

export interface CommandContext {
  /** The release store's folder. */
  releasesDir: string;
  /** The repository: the apps' folders, and the shell's build the releases must fit. */
  repoRoot: string;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

const USAGE = [
  'usage: npm run remote -- <command>',
  `  release <remote> [--build-dir <dir>]   remotes: ${REMOTE_NAMES.join(', ')}`,
  '  promote <remote> <version>',
  '  canary <remote> <version> <percent>   (0 ends the canary)',
  '  rollback <remote>',
  '  restore-pointer <remote>   (when its pointer cannot be read)',
  '  status [--json]',
].join('\n');

/** Runs one command; resolves to the process's exit code (0 done, 1 refused, 2 not understood). */
export async function runRemoteCommand(argv: readonly string[], context: CommandContext): Promise<number> {
  const [command, ...args] = argv;
  const store = createReleaseStore(context.releasesDir);
  const now = context.now ?? (() => new Date());
  const usage = (problem: string) => { context.err(`${problem}\n${USAGE}`); return 2; };
  const remoteArg = (value: string | undefined): RemoteName | null => (value && isRemoteName(value) ? value : null);
  try {
    switch (command) {
      case 'release': {
        const remote = remoteArg(args[0]);
        if (!remote) return usage(`release: which remote? (${REMOTE_NAMES.join(', ')})`);
        const at = args.indexOf('--build-dir');
        const buildDir = at >= 0 ? args[at + 1] : undefined;
        if (at >= 0 && !buildDir) return usage('release: --build-dir needs a folder');
        return await release(store, remote, buildDir ? path.resolve(buildDir) : null, context, now());
      }
      case 'promote': {
        const remote = remoteArg(args[0]);
        if (!remote || !args[1]) return usage('promote: which remote and version?');
        await mustFit(store, remote, args[1], context);
        const pointer = await store.promote(remote, args[1], now());
        context.out(`${remote}: ${pointer.current} is now current for every visitor${pointer.previous[0] ? ` (rollback goes back to ${pointer.previous[0]})` : ''}.`);
        return 0;
      }
      case 'canary': {
        const remote = remoteArg(args[0]);
        if (!remote || !args[1] || args[2] === undefined) return usage('canary: which remote, version and percent?');
        // Number() would also take "0x10", "1e1" or " 10": a share is read only as people write it
        if (!/^(0|[1-9][0-9]*)$/.test(args[2])) return usage(`canary: the share is a whole percent written in decimal digits, 0 to 99 (0 ends the canary), not "${args[2]}"`);
        const percent = Number(args[2]);
        if (percent !== 0) await mustFit(store, remote, args[1], context);
        const pointer = await store.canary(remote, args[1], percent, now());
        context.out(pointer.canary
          ? `${remote}: ${pointer.canary.percent} % of visitors now get ${pointer.canary.version}; the others ${pointer.current}.`
          : `${remote}: the canary has ended; every visitor gets ${pointer.current}.`);
        return 0;
      }
      case 'rollback': {
        const remote = remoteArg(args[0]);
        if (!remote) return usage(`rollback: which remote? (${REMOTE_NAMES.join(', ')})`);
        // the version it goes back to is checked as any other switch's: the shell may have moved on since it was current
        const back = (await store.pointer(remote)).previous[0];
        if (back) await mustFit(store, remote, back, context);
        const pointer = await store.rollback(remote, now(), back);
        context.out(`${remote}: rolled back; ${pointer.current} is current again for every visitor.`);
        return 0;
      }
      case 'restore-pointer': {
        const remote = remoteArg(args[0]);
        if (!remote) return usage(`restore-pointer: which remote? (${REMOTE_NAMES.join(', ')})`);
        const pointer = await store.restorePointer(remote, (version) => mustFit(store, remote, version, context));
        context.out(`${remote}: the pointer from before the last switch is back (revision ${pointer.revision}): ${pointer.current ?? 'its unversioned build'} is current for every visitor${pointer.canary ? ` but the canary's ${pointer.canary.percent} %, who get ${pointer.canary.version}` : ''}.`);
        return 0;
      }
      case 'status': {
        // one pointer that cannot be read does not hide the others
        const pointers = await Promise.all(REMOTE_NAMES.map((remote) => store.pointer(remote).catch((err: unknown) => {
          if (err instanceof ReleaseError) return { remote, unreadable: err.message };
          throw err;
        })));
        const code = pointers.some((p) => 'unreadable' in p) ? 1 : 0;
        if (args.includes('--json')) {
          context.out(JSON.stringify({ releasesDir: store.root, remotes: pointers }, null, 2));
          return code;
        }
        context.out(`releases in ${store.root}`);
        for (const pointer of pointers) context.out('unreadable' in pointer ? `${pointer.remote}:\n  pointer   ${pointer.unreadable.replace(/^.*? cannot be read/, 'cannot be read')}` : await describe(store, pointer));
        return code;
      }
      default:
        return usage(command ? `unknown command "${command}"` : 'no command');
    }
  } catch (err) {
    if (err instanceof ReleaseError) {
      context.err(`Refused: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

async function release(store: ReleaseStore, remote: RemoteName, givenBuild: string | null, context: CommandContext, now: Date): Promise<number> {
  const shell = await shellManifest(context.repoRoot);
  const buildDir = givenBuild ?? await mkdtemp(path.join(os.tmpdir(), `gg-release-${remote}-`));
  try {
    if (!givenBuild) {
      context.out(`building ${remote} (browser and server) into ${buildDir}…`);
      buildInto(path.join(context.repoRoot, `${remote}-remote`), buildDir);
    }
    for (const file of ['mf-manifest.json', 'remoteEntry.js', path.join('server', 'remoteEntry.js')]) {
      if (!existsSync(path.join(buildDir, file))) throw new ReleaseError(`${buildDir} is not a whole build of ${remote}: ${file} is missing`);
    }
    const problems = fitProblems(remote, await manifestIn(buildDir), shell);
    if (problems.length) throw new ReleaseError(notFitting(remote, 'this build', problems));
    const { info, alreadyPublished } = await store.publish(remote, buildDir, { commit: commitOf(context.repoRoot), now });
    context.out(alreadyPublished
      ? `${remote}: this build is already published as ${info.version} (${info.publishedAt}); nothing was written.`
      : `${remote}: published ${info.version}. Nothing is live yet: \`npm run remote -- canary ${remote} ${info.version} 10\` or \`npm run remote -- promote ${remote} ${info.version}\`.`);
    return 0;
  } finally {
    if (!givenBuild) await rm(buildDir, { recursive: true, force: true });
  }
}

/** A published version is checked again when it goes live: the shell may have moved on since. */
async function mustFit(store: ReleaseStore, remote: RemoteName, version: string, context: CommandContext): Promise<void> {
  let manifest: FederationManifest;
  try {
    manifest = await manifestIn(store.versionDir(remote, version));
  } catch {
    throw new ReleaseError(`${remote} has no published version ${version}; \`npm run remote -- status\` lists them`);
  }
  const problems = fitProblems(remote, manifest, await shellManifest(context.repoRoot));
  if (problems.length) throw new ReleaseError(notFitting(remote, version, problems));
}

const notFitting = (remote: RemoteName, what: string, problems: string[]) =>
  `${what} of ${remote} does not fit the shell, so it was not put live:\n${problems.map((p) => `  - ${p}`).join('\n')}`;

async function manifestIn(dir: string): Promise<FederationManifest> {
  return FederationManifestSchema.parse(JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8')));
}

async function shellManifest(repoRoot: string): Promise<FederationManifest> {
  const file = path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new ReleaseError(`no build of the shell to check releases against (${file}): run \`npm run build\` first`);
  return FederationManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
}

/** The app's own build (gg-build-app), written to `outDir` instead of the app's dist. */
function buildInto(appDir: string, outDir: string): void {
  const bin = path.join(appDir, '..', 'node_modules', '.bin', 'gg-build-app');
  const result = spawnSync(bin, [], { cwd: appDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', GG_BUILD_OUT: outDir } });
  if (result.status !== 0) throw new ReleaseError(`the build of ${path.basename(appDir)} failed (exit ${result.status ?? result.signal})`);
}

/** The commit the build came from, when the work tree is exactly that commit. */
function commitOf(repoRoot: string): string | null {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const head = git('rev-parse', '--short=7', 'HEAD');
  if (head.status !== 0) return null;
  const dirty = git('status', '--porcelain', '--untracked-files=no');
  return dirty.status === 0 && dirty.stdout.trim() === '' ? head.stdout.trim() : null;
}

async function describe(store: ReleaseStore, pointer: Pointer): Promise<string> {
  const published = await store.versions(pointer.remote);
  const lines = [`${pointer.remote}:`];
  if (!pointer.current) lines.push('  current   none (the remote\'s own build is served as it is)');
  else lines.push(`  current   ${pointer.current} since ${pointer.since}`);
  if (pointer.canary) lines.push(`  canary    ${pointer.canary.version} for ${pointer.canary.percent} % of visitors since ${pointer.canary.since}`);
  if (pointer.previous.length) lines.push(`  previous  ${pointer.previous.slice(0, 5).join(', ')}${pointer.previous.length > 5 ? ', …' : ''}`);
  lines.push(`  published ${published.length} version${published.length === 1 ? '' : 's'}${published.length ? `, newest ${published.at(-1)!.version} (${published.at(-1)!.publishedAt})` : ''}`);
  return lines.join('\n');
}
