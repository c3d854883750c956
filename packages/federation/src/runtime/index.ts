/**
 * Browser-side federation: connecting the remotes listed at runtime, and the two runtime plugins
 * that keep one broken remote from breaking the site (retry network errors, then fall back).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorResult = ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>;
import type { RemoteList } from '@gg/contracts';

export interface RetryOptions { retries: number; delayMs: number }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retries transient network failures: manifest fetches (fetch hook) and remoteEntry script loads
 * (loadEntryError hook). HTTP answers are not retried: a 404 will not fix itself.
 */
export function retryPlugin({ retries, delayMs }: RetryOptions): ModuleFederationRuntimePlugin {
  const entryAttempts = new Map<string, number>();
  return {
    name: 'gg-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        try {
          return await fetch(url, init);
        } catch (err) {
          lastError = err;
          if (attempt < retries) await sleep(delayMs * 2 ** attempt);
        }
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const used = entryAttempts.get(uniqueKey) ?? 0;
      if (used >= retries) return Promise.resolve(undefined) as LoadEntryErrorResult;
      entryAttempts.set(uniqueKey, used + 1);
      const retried = sleep(delayMs * 2 ** used).then(() => {
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((entry) => entry || undefined);
      });
      // The hook's declared type nests a promise that can never exist at runtime (promises flatten).
      return retried as unknown as LoadEntryErrorResult;
    },
  };
}

/**
 * When a remote cannot be loaded at all, hand back a module whose default export is the fallback
 * (a component that says the area is unavailable and offers a retry) instead of rejecting.
 */
export function fallbackPlugin(makeFallbackModule: (remoteId: string, error: unknown) => unknown): ModuleFederationRuntimePlugin {
  return {
    name: 'gg-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Manifest ('afterResolve') failures are left to surface here as 'onLoad', after the runtime
      // has forgotten the failed manifest, so a later retry really fetches again.
      if (lifecycle !== 'onLoad') return undefined;
      return makeFallbackModule(id, error);
    },
  };
}

export type { RemoteList };
