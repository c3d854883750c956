/**
 * Remote discovery and loading. The shell knows remote NAMES and the route -> expose table; where
 * each remote lives comes from /remotes.json at start, so remotes redeploy without a shell rebuild.
 */
import { createInstance, getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteList } from '@gg/contracts';
import { remoteModuleId, type RemotePage } from '@gg/federation/catalog';
import { fallbackPlugin, retryPlugin } from '@gg/federation/runtime';
import type { ComponentType } from 'react';
import { makeUnavailableModule } from './remote-unavailable';

let remoteList: RemoteList = { remotes: [] };

/**
 * How long a remote page may take to load before the fan sees its fallback (with Retry) instead
 * of a skeleton: a remote's server that hangs must not leave its routes loading for long. One
 * attempt at a manifest or entry script is abandoned sooner, so a retry still fits in.
 */
export const REMOTE_LOAD_DEADLINE_MS = 6_000;
export const REMOTE_ATTEMPT_TIMEOUT_MS = 2_500;

/**
 * Checks the list's shape by hand: the gateway already builds it with RemoteListSchema, and zod
 * would cost the first page ~40 KB of JavaScript for this one check.
 */
export function parseRemoteList(value: unknown): RemoteList {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json: "remotes" must be a list');
  return {
    remotes: remotes.map((r: { name?: unknown; entry?: unknown }) => {
      if (typeof r?.name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(r.name)) throw new Error(`remotes.json: bad remote name ${JSON.stringify(r?.name)}`);
      if (typeof r.entry !== 'string' || !/^https?:\/\//.test(r.entry)) throw new Error(`remotes.json: bad entry for ${r.name}`);
      return { name: r.name, entry: r.entry };
    }),
  };
}

export async function fetchRemoteList(): Promise<RemoteList> {
  // the gateway inlines the list into index.html; /remotes.json is the fallback (e.g. a static host)
  const inline = document.getElementById('gg-remotes')?.textContent;
  if (inline) {
    try {
      return parseRemoteList(JSON.parse(inline));
    } catch (err) {
      console.warn('Inline remote list unusable, fetching /remotes.json', err);
    }
  }
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
  return parseRemoteList(await res.json());
}

/** Registers the remotes the page may load; returns where they are. */
export async function connectRemotes(): Promise<RemoteList> {
  // Keep the real federation instance the bundler set up; create one only in tests.
  if (!getInstance()) createInstance({ name: 'shell', remotes: [] });
  registerPlugins([
    retryPlugin({ retries: 2, delayMs: 300, attemptTimeoutMs: REMOTE_ATTEMPT_TIMEOUT_MS }),
    fallbackPlugin((id, error) => makeUnavailableModule(id, error)),
  ]);
  try {
    remoteList = await fetchRemoteList();
  } catch (err) {
    // No list: every remote area shows its fallback; header and navigation still work.
    console.error('Could not read /remotes.json', err);
    remoteList = { remotes: [] };
  }
  registerRemotes(remoteList.remotes);
  return remoteList;
}

/**
 * The server renderer's way in: it registers the remotes' server containers itself (there is no
 * page to read a list from) and tells the loader which remotes exist.
 */
export function setRemoteList(list: RemoteList): void {
  remoteList = list;
}

/** Forget everything cached for a remote so the next load really fetches it again. */
export function resetRemote(name: string): void {
  const remote = remoteList.remotes.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}

export async function loadRemoteComponent(page: RemotePage): Promise<{ default: ComponentType }> {
  const id = remoteModuleId(page);
  if (!remoteList.remotes.some((r) => r.name === page.remote)) return makeUnavailableModule(id, new Error(`Remote "${page.remote}" is not configured`));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), REMOTE_LOAD_DEADLINE_MS); });
  try {
    const mod = await Promise.race([loadRemote<{ default: ComponentType }>(id), deadline]);
    if (mod === 'late') return makeUnavailableModule(id, new Error(`${id} did not load within ${REMOTE_LOAD_DEADLINE_MS} ms`));
    if (!mod || typeof mod.default !== 'function') throw new Error(`${id} did not export a component`);
    return mod;
  } finally {
    clearTimeout(timer);
  }
}
