/**
 * Provider answers go through here: a fresh-enough snapshot is served as it is; otherwise the
 * provider is asked once (concurrent callers share the call) and the answer stored. When the
 * provider fails, the last good snapshot is served marked stale; with none, the caller gets 503.
 */
import { unavailable } from '@gg/service-kit';
import type { Keep, SnapshotStore } from '../data-access/store/snapshot-store';

export interface CachedResult<T> { data: T; updatedAt: string; stale: boolean }

/** How an answer is kept in the store (see Keep): fixed, or decided by the answer (an empty list, say). */
export type KeepPolicy<T> = Keep | ((data: T) => Keep);

/**
 * "No such thing" answers (null, an unknown id) are keyed by user input: they are kept briefly in
 * memory, at most this many (oldest dropped first), and never written to the store.
 */
export const MISS_TTL_MS = 60_000;
export const MISS_LIMIT = 1000;

export function createSnapshotCache(store: SnapshotStore, now: () => Date = () => new Date()) {
  const inFlight = new Map<string, Promise<CachedResult<unknown>>>();
  const misses = new Map<string, number>(); // key -> when the provider said "none"; insertion order = age

  const recentMiss = (key: string): CachedResult<null> | null => {
    const at = misses.get(key);
    if (at === undefined) return null;
    if (now().getTime() - at >= MISS_TTL_MS) { misses.delete(key); return null; }
    return { data: null, updatedAt: new Date(at).toISOString(), stale: false };
  };
  const rememberMiss = (key: string, at: Date) => {
    misses.delete(key);
    misses.set(key, at.getTime());
    while (misses.size > MISS_LIMIT) misses.delete(misses.keys().next().value as string);
  };

  async function load<T>(key: string, loader: () => Promise<T>, keep: KeepPolicy<T>): Promise<CachedResult<T>> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<CachedResult<T>>;
    const run = (async () => {
      try {
        const data = await loader();
        const at = now();
        if (data === null) {
          rememberMiss(key, at);
          return { data, updatedAt: at.toISOString(), stale: false };
        }
        misses.delete(key);
        await store.put(key, data, at, typeof keep === 'function' ? keep(data) : keep);
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
    async get<T>(key: string, maxAgeMs: number, loader: () => Promise<T>, keep: KeepPolicy<T> = 'always'): Promise<CachedResult<T>> {
      const miss = recentMiss(key);
      if (miss) return miss as CachedResult<T>;
      const last = await store.get<T>(key);
      if (last && now().getTime() - Date.parse(last.updatedAt) < maxAgeMs) return { data: last.data, updatedAt: last.updatedAt, stale: false };
      return load(key, loader, keep);
    },
    /**
     * The refresh endpoints: asks the provider unless it answered less than `minAgeMs` ago (then
     * that answer is the refresh); concurrent refreshes share one call. So however fast visitors
     * press refresh, the provider is asked at most once per `minAgeMs` per key.
     */
    async refresh<T>(key: string, loader: () => Promise<T>, minAgeMs = 0, keep: KeepPolicy<T> = 'always'): Promise<CachedResult<T>> {
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<CachedResult<T>>;
      const last = minAgeMs > 0 ? await store.get<T>(key) : null;
      if (last && now().getTime() - Date.parse(last.updatedAt) < minAgeMs) return { data: last.data, updatedAt: last.updatedAt, stale: false };
      return load(key, loader, keep);
    },
    missCount: () => misses.size,
  };
}
export type SnapshotCache = ReturnType<typeof createSnapshotCache>;
