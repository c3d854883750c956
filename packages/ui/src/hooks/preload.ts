/**
 * Code a screen loads on first use (a tab, a panel) fetched before the fan asks for it: when the
 * pointer comes over the control, a finger goes down on it, it gets keyboard focus, or the page is
 * idle. An entry point of its own (`@gg/ui/preload`): only the screens that use it load it.
 *
 *   const penalties = lazyWithPreload(() => import('./penalty-card').then((m) => m.PenaltyCard));
 *   <penalties.Component … />  ·  <Trigger {...preloadOnIntent(penalties.preload)}>  ·  usePreloadWhenIdle(penalties.preload)
 */
import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

export interface Preloadable<P extends object> {
  /** Render inside <Suspense>; once the code is in, it renders at once, with no fallback. */
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the code (once; a failed load is tried again next time). Never throws. */
  preload: () => void;
}

/**
 * React.lazy whose code can be loaded ahead. React.lazy alone suspends on its first render even
 * when the code is already in (its promise settles a tick later), and React then holds the content
 * back for up to 300 ms after showing the fallback, which made a tap wait a third of a second for
 * code it had. Here, code already loaded is handed to React synchronously, so nothing suspends.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => { loading = undefined; throw error; },
    );
    return loading;
  };
  const Component = lazy<ComponentType<P>>(() => {
    const ready = loaded;
    // a thenable that answers at once: React reads the component in the same render
    if (ready) return { then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: ready }) } as unknown as Promise<{ default: ComponentType<P> }>;
    return start().then((component) => ({ default: component }));
  });
  return { Component, preload: () => { void start().catch(() => {}); } };
}

/** Handlers that start a preload when the fan is about to use a control: pointer over, finger down, keyboard focus. */
export function preloadOnIntent(preload: () => void): { onPointerEnter: () => void; onPointerDown: () => void; onFocus: () => void } {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/**
 * Runs `preload` `afterMs` after the screen mounts, when the browser is next idle: after the first
 * load (whose budget counts what a page fetches until the network is quiet), and before most fans
 * reach for the control.
 */
export function usePreloadWhenIdle(preload: () => void, afterMs = 2_000): void {
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(preload, { timeout: 2_000 });
      else preload();
    };
    const timer = setTimeout(whenIdle, afterMs);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    };
  }, [preload, afterMs]);
}
