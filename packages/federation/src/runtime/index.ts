/**
 * Browser-side federation: connecting the remotes listed at runtime, and the two runtime plugins
 * that keep one broken remote from breaking the site (retry network errors, then fall back).
 */
import type { RemoteList } from '@gg/contracts';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
/** What the hook resolves to: the loading of a recovered entry, or undefined to give up. */
type Recovery = ReturnType<LoadEntryError> extends Promise<infer R> ? R : never;

export interface RetryOptions {
  retries: number;
  delayMs: number;
  /**
   * How long one attempt may take. A remote's server that hangs (accepts, never answers) must not
   * leave its routes loading: a slow attempt is abandoned like a failed one.
   */
  attemptTimeoutMs?: number;
}

/** One attempt's signal: the caller's, and a deadline of its own. */
function attemptSignal(outer: AbortSignal | null | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  const signals = [outer, timeoutMs ? AbortSignal.timeout(timeoutMs) : null].filter((s): s is AbortSignal => Boolean(s));
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Retries transient network failures: manifest fetches (fetch hook) and remoteEntry script loads
 * (loadEntryError hook), with exponential back-off. HTTP answers are not retried: a 404 will not
 * fix itself. (Module Federation's own retry plugin retries every non-2xx answer and, on the
 * registry here, is published only for an older runtime; see docs/decisions.)
 */
export function retryPlugin({ retries, delayMs, attemptTimeoutMs }: RetryOptions): ModuleFederationRuntimePlugin {
  const entryAttempts = new Map<string, number>();
  return {
    name: 'gg-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        try {
          return await fetch(url, { ...init, signal: attemptSignal(init?.signal, attemptTimeoutMs) });
        } catch (err) {
          lastError = err;
          if (attempt < retries) await sleep(delayMs * 2 ** attempt);
        }
      }
      throw lastError;
    },
    // the remote's entry script gets the same per-attempt deadline (the runtime's own is 20 s)
    createScript: attemptTimeoutMs ? () => ({ timeout: attemptTimeoutMs }) : undefined,
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // The hook's type nests the recovered loading in the result (a promise that settles to the
      // loading, which the runtime awaits), so the results are built with new Promise<Recovery>.
      const used = entryAttempts.get(uniqueKey) ?? 0;
      if (used >= retries) return new Promise<Recovery>((resolve) => resolve(undefined));
      entryAttempts.set(uniqueKey, used + 1);
      const retried = sleep(delayMs * 2 ** used).then(() => {
        // The runtime hands this hook its loading table so a retry can start a fresh load: the
        // failed attempt is still registered under this key while its error is being handled.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports }).then((entry) => entry || undefined);
      });
      return new Promise<Recovery>((resolve) => resolve(retried));
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
