import { remoteModuleId, type RemotePage } from '@gg/federation/catalog';
import { Component, Suspense, lazy, useCallback, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { PageReady } from '../layout/page-ready';
import { PageSkeleton } from '../layout/page-skeleton';
import { loadRemoteComponent, resetRemote } from './remotes';
import { RemoteRetryContext, RemoteUnavailable } from './remote-unavailable';

type PageModule = Awaited<ReturnType<typeof loadRemoteComponent>>;

const lazyCache = new Map<string, LazyExoticComponent<ComponentType>>();
/** Loads started before the page was first rendered, each handed to that first render. */
const preloads = new Map<string, Promise<PageModule>>();

function lazyRemote(page: RemotePage): LazyExoticComponent<ComponentType> {
  const key = remoteModuleId(page);
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => {
      const started = preloads.get(key);
      preloads.delete(key);
      return started ?? loadRemoteComponent(page);
    });
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * Starts loading a page before React reaches it: as the app starts, the page of the URL opened, so
 * its chunks download while the shell's own code runs instead of after. A failure surfaces (and is
 * retried) where the page renders, as if it had been loaded there.
 */
export function preloadRemotePage(page: RemotePage): void {
  const key = remoteModuleId(page);
  if (lazyCache.has(key) || preloads.has(key)) return;
  const started = loadRemoteComponent(page);
  started.catch(() => undefined); // handled by the render that takes it
  preloads.set(key, started);
}

/** Drops the loaded pages of a remote, so the next render loads them again (a retry, a redeploy). */
export function forgetRemotePages(remote: string): void {
  for (const key of lazyCache.keys()) if (key.startsWith(`${remote}/`)) lazyCache.delete(key);
  for (const key of preloads.keys()) if (key.startsWith(`${remote}/`)) preloads.delete(key);
}

class RemoteErrorBoundary extends Component<{ remote: string; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) { return { error }; }
  override componentDidCatch(error: unknown) { console.error(`Remote "${this.props.remote}" failed to render`, error); }
  override render() {
    return this.state.error ? <RemoteUnavailable remote={this.props.remote} /> : this.props.children;
  }
}

/** One remote page: loaded on demand, isolated by its own error boundary, retryable. */
export function RemoteRoute({ page }: { page: RemotePage }) {
  const { remote } = page;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetRemotePages(remote);
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const Page = lazyRemote(page);
  return (
    <RemoteRetryContext.Provider value={retry}>
      <RemoteErrorBoundary remote={remote} key={attempt}>
        <Suspense fallback={<PageSkeleton />}>
          <Page />
          <PageReady />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
