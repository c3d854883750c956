/**
 * Provider answers go through here: a fresh-enough snapshot is served as it is; otherwise the
 * provider is asked once (concurrent callers share the call) and the answer stored. When the
 * provider fails, the last good snapshot is served marked stale; with none, the caller gets 503.
 */
import { unavailable } from '@gg/service-kit';
import type { SnapshotStore } from '../data-access/store/snapshot-store';

export interface CachedResult<T> { data: T; updatedAt: string; stale: boolean }

export function createSnapshotCache(store: SnapshotStore, now: () => Date = () => new Date()) {
  const inFlight = new Map<string, Promise<CachedResult<unknown>>>();

  async function load<T>(key: string, loader: () => Promise<T>): Promise<CachedResult<T>> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<CachedResult<T>>;
    const run = (async () => {
      try {
        const data = await loader();
        const at = now();
        await store.put(key, data, at);
        return { data, updatedAt: at.toISOString(), stale: false };
      } catch (err) {
        const last = await store.get<T>(key);
        if (last) {
          console.warn(`provider failed for ${key}; serving the snapshot from ${last.updatedAt}: ${(err as Error).message}`);
          return { data: last.data, updatedAt: last.updatedAt, stale: true };
        }
        throw unavailable(`The sports data provider is unavailable and no earlier data is stored for ${key.split(':')[0]}`);
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, run);
    return run;
  }

  return {
    /** A snapshot younger than maxAgeMs, else a fresh load (falling back to stale). */
    async get<T>(key: string, maxAgeMs: number, loader: () => Promise<T>): Promise<CachedResult<T>> {
      const last = await store.get<T>(key);
      if (last && now().getTime() - Date.parse(last.updatedAt) < maxAgeMs) return { data: last.data, updatedAt: last.updatedAt, stale: false };
      return load(key, loader);
    },
    /** Always asks the provider (the refresh endpoints). */
    refresh<T>(key: string, loader: () => Promise<T>): Promise<CachedResult<T>> {
      return load(key, loader);
    },
  };
}
export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
