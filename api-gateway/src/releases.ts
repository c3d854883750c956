/**
 * Which version of each remote a visitor gets, from the release pointers (@gg/releases) every
 * gateway replica reads from the shared store. The pointers are read in the background, never on a
 * page's request path; a switch (promote, canary, rollback) reaches every replica within one interval.
 *
 * A visitor belongs to a bucket, 0–99, kept in a cookie: a canary at n % goes to buckets below n, so
 * the same fan gets the same versions on every load until the canary changes. A remote with no
 * current version is served from its unversioned build, as before releases existed.
 *
 * A pointer that cannot be read, or names a version that cannot be served, is not followed: the
 * last one read stays. A gateway that has none to keep (started meanwhile) would serve the
 * unversioned build while its peers serve the released one, so it is not ready until it can read it.
 */
import type { RemoteList } from '@gg/contracts';
import { isRemoteName, type RemoteName } from '@gg/federation/catalog';
import { createReleaseStore, type Pointer } from '@gg/releases';
import type { Logger } from '@gg/service-kit';
import { randomInt } from 'node:crypto';

/** The cookie that keeps a visitor in one canary bucket. */
export const BUCKET_COOKIE = 'gg_release_bucket';
const BUCKET_MAX_AGE_S = 365 * 24 * 3600;
const BUCKET = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);

/** The visitor's bucket from the Cookie header, or null when it has none (or one that is not 0–99). */
export function bucketFromCookie(cookie: string | undefined): number | null {
  const match = cookie ? BUCKET.exec(cookie) : null;
  return match ? Number(match[1]) : null;
}

export const bucketCookie = (bucket: number) => `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${BUCKET_MAX_AGE_S}; SameSite=Lax; HttpOnly`;
export const newBucket = () => randomInt(100);

/** The remotes one page is made with: the entry of each, and what names that set in cache keys. */
export interface ReleaseSet {
  remotes: RemoteList;
  /** Each remote's published version, or null for its unversioned build. */
  versions: Readonly<Record<string, string | null>>;
  /** Names the set: equal keys, equal entries. */
  key: string;
}

export interface ReleaseView {
  /** What every visitor outside a canary gets (and what the server renders with). */
  current(): ReleaseSet;
  /** What a visitor in `bucket` gets; with no bucket, the current set. */
  forVisitor(bucket: number | null): ReleaseSet;
  /** Whether any remote has a canary running (a visitor without a bucket then gets one). */
  canaryRunning(): boolean;
  /** Every set some visitors get other than the current one (one per combination of canaries). */
  otherSets(): ReleaseSet[];
  /** Calls `listener` after a reading of the pointers found a switch. */
  onChange(listener: () => void): void;
  /** Reads every pointer now (the timer does too). */
  refresh(): Promise<void>;
  /** Why this gateway cannot serve the versions its peers do (a pointer it never could follow), once the pointers were read a first time. */
  problems(): Promise<string[]>;
  stop(): void;
}

export interface ReleaseViewOptions {
  /** The remotes' unversioned entries (`<origin>/remoteEntry.js`). */
  base: RemoteList;
  /** The release store; unset: no releases, every visitor gets the unversioned builds. */
  releasesDir?: string;
  intervalMs: number;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/** `<origin>/remoteEntry.js` -> `<origin>/v/<version>/remoteEntry.js`. */
export const versionedEntry = (entry: string, version: string) => new URL(`v/${encodeURIComponent(version)}/remoteEntry.js`, entry).href;

export function createReleaseView({ base, releasesDir, intervalMs, logger }: ReleaseViewOptions): ReleaseView {
  const store = releasesDir ? createReleaseStore(releasesDir) : null;
  const pointers = new Map<RemoteName, Pointer>();
  /** Why a remote's pointer is not followed now, by remote. */
  const notFollowed = new Map<RemoteName, { problem: string; reason: string }>();
  const sets = new Map<string, ReleaseSet>(); // at most a few: the current set and one per canary combination
  const listeners: Array<() => void> = [];

  function setOf(versions: Record<string, string | null>): ReleaseSet {
    const key = base.remotes.map((r) => `${r.name}@${versions[r.name] ?? '-'}`).join(',');
    let set = sets.get(key);
    if (!set) {
      if (sets.size >= 16) sets.clear();
      set = { key, versions, remotes: { remotes: base.remotes.map((r) => ({ name: r.name, entry: versions[r.name] ? versionedEntry(r.entry, versions[r.name]!) : r.entry })) } };
      sets.set(key, set);
    }
    return set;
  }

  const versionsFor = (bucket: number | null) => Object.fromEntries(base.remotes.map((r) => {
    const pointer = isRemoteName(r.name) ? pointers.get(r.name) : undefined;
    if (!pointer) return [r.name, null];
    const canary = pointer.canary && bucket !== null && bucket < pointer.canary.percent ? pointer.canary.version : null;
    return [r.name, canary ?? pointer.current];
  }));

  async function refresh(): Promise<void> {
    if (!store) return;
    let switched = false;
    await Promise.all(base.remotes.map(async ({ name }) => {
      if (!isRemoteName(name)) return;
      // a pointer that cannot be read or followed keeps the last one read: a release must not take a remote down
      const refuse = (problem: string, reason: string, message: string) => {
        if (notFollowed.get(name)?.reason !== reason) logger.warn({ remote: name, reason }, message);
        notFollowed.set(name, { problem, reason });
      };
      let next: Pointer;
      try {
        next = await store.pointer(name);
      } catch (err) {
        refuse('cannot be read', (err as Error).message, 'release pointer unreadable; keeping the last one read');
        return;
      }
      const before = pointers.get(name);
      if (before?.revision === next.revision && before.current === next.current) { notFollowed.delete(name); return; }
      for (const version of [next.current, next.canary?.version]) {
        const reason = version ? await store.whyNotServable(name, version).catch((err: unknown) => (err as Error).message) : null;
        if (reason) { refuse('cannot be followed', reason, 'release pointer names a version that cannot be served; keeping the last one read'); return; }
      }
      notFollowed.delete(name);
      pointers.set(name, next);
      switched = true;
      if (before || next.current) logger.info({ remote: name, current: next.current, canary: next.canary, revision: next.revision }, 'release pointer changed');
    }));
    if (switched) for (const listener of listeners) listener();
  }

  const timer = store ? setInterval(() => { void refresh(); }, intervalMs) : null;
  timer?.unref();
  const firstReading = refresh();

  return {
    current: () => setOf(versionsFor(null)),
    forVisitor: (bucket) => setOf(versionsFor(bucket)),
    canaryRunning: () => [...pointers.values()].some((p) => p.canary !== null),
    otherSets: () => {
      const current = setOf(versionsFor(null)).key;
      const others = new Map<string, ReleaseSet>();
      for (let bucket = 0; bucket < 100; bucket++) {
        const set = setOf(versionsFor(bucket));
        if (set.key !== current) others.set(set.key, set);
      }
      return [...others.values()];
    },
    onChange: (listener) => { listeners.push(listener); },
    refresh,
    problems: async () => {
      await firstReading;
      return [...notFollowed].filter(([name]) => !pointers.has(name)).map(([name, { problem, reason }]) => `${name}'s release pointer ${problem}: ${reason}`);
    },
    stop: () => { if (timer) clearInterval(timer); },
  };
}
