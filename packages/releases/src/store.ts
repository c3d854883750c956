/**
 * The release store: one folder per remote on storage every gateway replica and remote server
 * reads (a shared volume in production, `.releases/` here).
 *
 *   <root>/<remote>/versions/<version>/   a build as published: browser files, server/, release.json
 *   <root>/<remote>/pointer.json          what is live: current, previous, canary
 *   <root>/<remote>/pointer.previous.json the pointer as it was before the last switch (restorePointer)
 *
 * A version is named by its content (plus the commit it was built from, when there is one) and is
 * never written again once published: a page a fan opened keeps loading its own version's files.
 * The pointer is the only thing that changes, always whole (written aside, then renamed over the
 * old one), so a reader sees the old pointer or the new one, never half of one.
 */
import { REMOTE_NAMES, type RemoteName } from '@gg/federation/catalog';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** `3f9a1c2b7d4e` (content) or `3f9a1c2b7d4e-a1b2c3d` (content and commit). */
export const VersionSchema = z.string().regex(/^[0-9a-f]{12}(-[0-9a-f]{7,12})?$/, 'a version is 12 hex digits, optionally -<commit>');
const CONTENT_HASH_LENGTH = 12;

/** How many earlier currents the pointer remembers (rollback goes one step back each time). */
export const PREVIOUS_KEPT = 20;
/** How many switches the pointer's history keeps. */
export const HISTORY_KEPT = 50;

const CanarySchema = z.object({
  version: VersionSchema,
  /** Share of visitors, 1–99, who get the canary. */
  percent: z.number().int().min(1).max(99),
  since: z.string(),
});

export const PointerSchema = z.object({
  remote: z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]),
  current: VersionSchema.nullable(),
  /** When the current version became current. */
  since: z.string().nullable(),
  /** Earlier currents, most recent first. */
  previous: z.array(VersionSchema).max(PREVIOUS_KEPT),
  canary: CanarySchema.nullable(),
  /** Goes up by one with every switch. */
  revision: z.number().int().min(0),
  history: z.array(z.object({
    at: z.string(),
    action: z.enum(['promote', 'canary', 'end-canary', 'rollback']),
    version: VersionSchema.nullable(),
    percent: z.number().optional(),
  })).max(HISTORY_KEPT),
});
export type Pointer = z.infer<typeof PointerSchema>;
export type PointerAction = Pointer['history'][number]['action'];

const emptyPointer = (remote: RemoteName): Pointer => ({ remote, current: null, since: null, previous: [], canary: null, revision: 0, history: [] });

/** What is written beside a published build. */
export const ReleaseInfoSchema = z.object({
  remote: z.string(),
  version: VersionSchema,
  contentHash: z.string(),
  commit: z.string().nullable(),
  publishedAt: z.string(),
  /** The manifest's own build version (the remote's package version). */
  buildVersion: z.string().nullable(),
});
export type ReleaseInfo = z.infer<typeof ReleaseInfoSchema>;

/** Where the store is: RELEASES_DIR, else `.releases/` in the repository. */
export function releasesDirFrom(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(__dirname, '..', '..', '..', '.releases'));
}

/** For a remote's static server: the folder of each published version by its name (null for a name that is none). */
export function publishedVersionDirs(remote: RemoteName, env: NodeJS.ProcessEnv = process.env): (version: string) => string | null {
  const store = createReleaseStore(releasesDirFrom(env));
  return (version) => (VersionSchema.safeParse(version).success ? store.versionDir(remote, version) : null);
}

/** Thrown for a request the store refuses (unknown version, nothing to roll back to…): its message is for the operator. */
export class ReleaseError extends Error {}

export interface ReleaseStore {
  root: string;
  versionDir(remote: RemoteName, version: string): string;
  /** Copies a finished build in as a new version; a build whose content is already published gets that version back. */
  publish(remote: RemoteName, buildDir: string, options?: { commit?: string | null; now?: Date }): Promise<{ info: ReleaseInfo; alreadyPublished: boolean }>;
  versions(remote: RemoteName): Promise<ReleaseInfo[]>;
  pointer(remote: RemoteName): Promise<Pointer>;
  /** Why `version` cannot be gone to (not published, not readable by the remote servers), or null when it can. */
  whyNotServable(remote: RemoteName, version: string): Promise<string | null>;
  promote(remote: RemoteName, version: string, now?: Date): Promise<Pointer>;
  /** Sends `percent` of visitors (1–99) to `version`; 0 ends the canary. */
  canary(remote: RemoteName, version: string, percent: number, now?: Date): Promise<Pointer>;
  /**
   * One step back: the previous current becomes current again (and a running canary ends). With
   * `expected`, refused unless that is the version it goes back to (what the caller checked).
   */
  rollback(remote: RemoteName, now?: Date, expected?: string): Promise<Pointer>;
  /**
   * Puts back the pointer kept from before the last switch, when the pointer itself cannot be read;
   * `check` is called with each version it names before (e.g. that it fits the shell), and may refuse.
   */
  restorePointer(remote: RemoteName, check?: (version: string) => Promise<void>): Promise<Pointer>;
}

export function createReleaseStore(root: string): ReleaseStore {
  const remoteDir = (remote: RemoteName) => path.join(root, remote);
  const versionsDir = (remote: RemoteName) => path.join(remoteDir(remote), 'versions');
  const pointerFile = (remote: RemoteName) => path.join(remoteDir(remote), 'pointer.json');
  const keptPointerFile = (remote: RemoteName) => path.join(remoteDir(remote), 'pointer.previous.json');
  const versionDir = (remote: RemoteName, version: string) => path.join(versionsDir(remote), VersionSchema.parse(version));

  async function readInfo(remote: RemoteName, version: string): Promise<ReleaseInfo | null> {
    try {
      return ReleaseInfoSchema.parse(JSON.parse(await readFile(path.join(versionDir(remote, version), 'release.json'), 'utf8')));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async function versions(remote: RemoteName): Promise<ReleaseInfo[]> {
    let names: string[];
    try {
      names = await readdir(versionsDir(remote));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const infos = await Promise.all(names.filter((n) => VersionSchema.safeParse(n).success).map((n) => readInfo(remote, n)));
    return infos.filter((i): i is ReleaseInfo => i !== null).sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  }

  /** A pointer file as written, or null when there is none; why it cannot be read otherwise. */
  async function readPointerFile(file: string): Promise<{ pointer: Pointer | null } | { unreadable: string }> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { pointer: null };
      return { unreadable: (err as Error).message };
    }
    try {
      const parsed = PointerSchema.safeParse(JSON.parse(text));
      if (parsed.success) return { pointer: parsed.data };
      const [issue] = parsed.error.issues;
      return { unreadable: `${issue!.path.join('.') || 'the pointer'}: ${issue!.message}` };
    } catch (err) {
      return { unreadable: (err as Error).message };
    }
  }

  async function pointer(remote: RemoteName): Promise<Pointer> {
    const read = await readPointerFile(pointerFile(remote));
    if ('pointer' in read) return read.pointer ?? emptyPointer(remote);
    const kept = existsSync(keptPointerFile(remote));
    throw new ReleaseError(`${remote}'s pointer ${pointerFile(remote)} cannot be read (${read.unreadable}): ${kept
      ? `\`npm run remote -- restore-pointer ${remote}\` puts back the one from before the last switch (${keptPointerFile(remote)})`
      : 'no earlier pointer is kept beside it; fix it by hand, or remove it to serve the remote\'s unversioned build'}`);
  }

  /** Reads, changes and writes the pointer with no other switch of this remote in between. */
  async function switchPointer(remote: RemoteName, change: (p: Pointer) => Omit<Pointer, 'revision' | 'history'> | Promise<Omit<Pointer, 'revision' | 'history'>>, action: PointerAction, now: Date, percent?: number): Promise<Pointer> {
    const switchedTo = (p: Omit<Pointer, 'revision' | 'history'>) => (action === 'canary' ? p.canary?.version ?? null : action === 'end-canary' ? null : p.current);
    await mkdir(remoteDir(remote), { recursive: true });
    return withLock(path.join(remoteDir(remote), '.pointer.lock'), async () => {
      const before = await pointer(remote);
      const after = await change(before);
      const entry = { at: now.toISOString(), action, version: switchedTo(after), ...(percent === undefined ? {} : { percent }) };
      const next = PointerSchema.parse({ ...after, revision: before.revision + 1, history: [entry, ...before.history].slice(0, HISTORY_KEPT) });
      // kept for restorePointer: a pointer damaged outside this store can be put back to a known one
      await writeWhole(keptPointerFile(remote), `${JSON.stringify(before, null, 2)}\n`);
      await writeWhole(pointerFile(remote), `${JSON.stringify(next, null, 2)}\n`);
      return next;
    });
  }

  /** What every switch goes to: a published version the remote servers can serve as it is. */
  async function mustBePublished(remote: RemoteName, version: string): Promise<void> {
    if (!VersionSchema.safeParse(version).success) throw new ReleaseError(`"${version}" is not a version (12 hex digits, optionally -<commit>); \`npm run remote -- status\` lists them`);
    if (!(await readInfo(remote, version))) throw new ReleaseError(`${remote} has no published version ${version}; \`npm run remote -- status\` lists them`);
    const dir = versionDir(remote, version);
    for (const above of [remoteDir(remote), versionsDir(remote)]) {
      const mode = (await stat(above)).mode & 0o777;
      if (!(mode & SEARCH_BY_OTHERS)) throw new ReleaseError(`${remote}'s version ${version} cannot be read by the remote servers: ${above} is not searchable by every user (mode ${mode.toString(8)}): \`chmod a+x ${above}\` makes it so`);
    }
    const problem = await unservable(dir);
    if (problem) throw new ReleaseError(`${remote}'s version ${version} cannot be read by the remote servers: ${problem.kind === 'link'
      ? `${problem.file} is a link: remove the version's folder and publish the build again`
      : `${problem.file} is not readable by every user (mode ${problem.mode.toString(8)}): \`chmod -R a+rX ${dir}\` makes it so`}`);
  }

  return {
    root,
    versionDir,
    versions,
    pointer,

    async whyNotServable(remote, version) {
      try {
        await mustBePublished(remote, version);
        return null;
      } catch (err) {
        if (err instanceof ReleaseError) return err.message;
        throw err;
      }
    },

    async publish(remote, buildDir, { commit = null, now = new Date() } = {}) {
      const link = await firstLink(buildDir);
      if (link) throw new ReleaseError(`the build holds a symbolic link, ${link.file} -> ${link.target}: a version is published as files only (a link could reach outside it); copy what it points to into the build instead`);
      const contentHash = await hashFolder(buildDir);
      const short = contentHash.slice(0, CONTENT_HASH_LENGTH);
      const existing = (await versions(remote)).find((v) => v.contentHash === contentHash);
      if (existing) return { info: existing, alreadyPublished: true };
      const version = VersionSchema.parse(commit ? `${short}-${commit}` : short);
      const manifest = JSON.parse(await readFile(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as { metaData?: { buildInfo?: { buildVersion?: string } } };
      const info: ReleaseInfo = { remote, version, contentHash, commit, publishedAt: now.toISOString(), buildVersion: manifest.metaData?.buildInfo?.buildVersion ?? null };
      // copied aside and renamed into place: a version folder is there whole or not at all
      await mkdir(versionsDir(remote), { recursive: true, mode: 0o755 });
      const staging = path.join(versionsDir(remote), `.incoming-${randomBytes(6).toString('hex')}`);
      try {
        await cp(buildDir, staging, { recursive: true });
        await writeFile(path.join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
        await readableByAll(staging);
        await rename(staging, versionDir(remote, version));
      } catch (err) {
        await rm(staging, { recursive: true, force: true });
        throw err;
      }
      return { info, alreadyPublished: false };
    },

    async promote(remote, version, now = new Date()) {
      await mustBePublished(remote, version);
      return switchPointer(remote, (p) => ({
        remote,
        current: version,
        since: p.current === version ? p.since : now.toISOString(),
        previous: p.current && p.current !== version ? [p.current, ...p.previous.filter((v) => v !== p.current)].slice(0, PREVIOUS_KEPT) : p.previous,
        canary: p.canary?.version === version ? null : p.canary,
      }), 'promote', now);
    },

    async canary(remote, version, percent, now = new Date()) {
      if (!Number.isInteger(percent) || percent < 0 || percent > 99) throw new ReleaseError(`a canary's share is a whole percent from 1 to 99 (0 ends the canary; 100 is \`promote\`), not ${percent}`);
      if (percent === 0) {
        return switchPointer(remote, (p) => {
          if (!p.canary) throw new ReleaseError(`${remote} has no canary running`);
          return { ...p, canary: null };
        }, 'end-canary', now);
      }
      await mustBePublished(remote, version);
      return switchPointer(remote, (p) => {
        if (!p.current) throw new ReleaseError(`${remote} has no current version yet: promote one before sending a share of visitors elsewhere`);
        if (p.current === version) throw new ReleaseError(`${version} is already ${remote}'s current version`);
        return { ...p, canary: { version, percent, since: p.canary?.version === version ? p.canary.since : now.toISOString() } };
      }, 'canary', now, percent);
    },

    async rollback(remote, now = new Date(), expected) {
      return switchPointer(remote, async (p) => {
        const [back, ...older] = p.previous;
        if (!back) throw new ReleaseError(`${remote} has no previous version to go back to`);
        if (expected !== undefined && back !== expected) throw new ReleaseError(`${remote}'s pointer changed meanwhile (rollback would now go back to ${back}, not ${expected}); try again`);
        await mustBePublished(remote, back);
        return { remote, current: back, since: now.toISOString(), previous: older, canary: null };
      }, 'rollback', now);
    },

    async restorePointer(remote, check) {
      return withLock(path.join(remoteDir(remote), '.pointer.lock'), async () => {
        const damaged = await readPointerFile(pointerFile(remote));
        if ('pointer' in damaged) throw new ReleaseError(`${remote}'s pointer reads as it should: nothing to restore (\`npm run remote -- rollback ${remote}\` goes one version back)`);
        const kept = await readPointerFile(keptPointerFile(remote));
        if ('unreadable' in kept) throw new ReleaseError(`the pointer kept beside ${remote}'s, ${keptPointerFile(remote)}, cannot be read either (${kept.unreadable}); fix one by hand`);
        if (!kept.pointer) throw new ReleaseError(`${remote}'s pointer cannot be read (${damaged.unreadable}) and no earlier pointer is kept beside it; fix it by hand, or remove it to serve the remote's unversioned build`);
        for (const version of [kept.pointer.current, kept.pointer.canary?.version]) {
          if (!version) continue;
          await mustBePublished(remote, version);
          await check?.(version);
        }
        await writeWhole(pointerFile(remote), `${JSON.stringify(kept.pointer, null, 2)}\n`);
        return kept.pointer;
      });
    },
  };
}

/**
 * Build metadata left out of a version's name: the federation plugin's `mf-stats.json` lists which
 * chunks use a module in a different order from one build of the same sources to the next, and
 * nothing loads it at run time.
 */
const NOT_CONTENT = new Set(['mf-stats.json']);

/** sha256 over every file's path and bytes (but NOT_CONTENT), in a stable order. */
export async function hashFolder(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (rel: string): Promise<void> => {
    const entries = (await readdir(path.join(dir, rel), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile() && !NOT_CONTENT.has(child)) hash.update(child).update('\0').update(await readFile(path.join(dir, child))).update('\0');
    }
  };
  await walk('');
  return hash.digest('hex');
}

/** The first symbolic link in a build (by its path in the build), or null. */
async function firstLink(dir: string, rel = ''): Promise<{ file: string; target: string } | null> {
  for (const entry of await readdir(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) return { file: child, target: await readlink(path.join(dir, child)) };
    const below = entry.isDirectory() ? await firstLink(dir, child) : null;
    if (below) return below;
  }
  return null;
}

/** Folders 0755 and files 0444, the temporary folder's 0700 included: the remote servers run as another user, and nobody writes a published version. */
async function readableByAll(dir: string): Promise<void> {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await readableByAll(child);
    else await chmod(child, 0o444);
  }
}

const READ_BY_OTHERS = 0o004;
const SEARCH_BY_OTHERS = 0o001;

/** Why a version's folder cannot be served as it is by a server running as another user (a link, or a mode it cannot read), or null. */
async function unservable(file: string): Promise<{ kind: 'link' | 'mode'; file: string; mode: number } | null> {
  const info = await lstat(file);
  const mode = info.mode & 0o777;
  if (info.isSymbolicLink()) return { kind: 'link', file, mode };
  if (info.isDirectory()) {
    if ((mode & (READ_BY_OTHERS | SEARCH_BY_OTHERS)) !== (READ_BY_OTHERS | SEARCH_BY_OTHERS)) return { kind: 'mode', file, mode };
    for (const name of (await readdir(file)).sort()) {
      const problem = await unservable(path.join(file, name));
      if (problem) return problem;
    }
    return null;
  }
  return mode & READ_BY_OTHERS ? null : { kind: 'mode', file, mode };
}

/** Writes a file aside, then renames it over the old one. */
async function writeWhole(file: string, text: string): Promise<void> {
  const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(aside, text);
  await rename(aside, file);
}

const LOCK_WAIT_MS = 5_000;
/** A lock older than this was left by a process that died. */
const LOCK_STALE_MS = 30_000;

/** A lock folder (mkdir is atomic, also on shared volumes) around `work`. */
async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const held = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (held > LOCK_STALE_MS) await rm(lock, { recursive: true, force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) throw new ReleaseError(`another switch of this remote is running (${lock}); try again`);
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
