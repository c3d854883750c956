/**
 * Code that loads when first used, fetched a moment before it is: a tap that waits for its code
 * shows a placeholder for the download and then at least 300 ms more (React holds a placeholder
 * that long before revealing what replaces it, so a page does not flicker). Fetched on the first
 * sign of intent (a pointer over or down on the control, focus on it) or when the page is idle,
 * the code is there when the tap lands and the screen changes at once, with no placeholder.
 *
 *   const StandingsView = lazyWithPreload(() => import('./standings-view').then((m) => m.StandingsView));
 *   <TabsTrigger value="standings" {...preloadOnIntent(StandingsView.preload)}>Standings</TabsTrigger>
 *   const IDLE_PRELOADS = [StandingsView.preload];   // module level
 *   usePreloadWhenIdle(IDLE_PRELOADS);
 */
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /**
   * Starts fetching the code (once; again after a failure) and tells whether it arrived. Never
   * rejects: a failure shows where the component renders.
   */
  preload: () => Promise<boolean>;
};

/** React.lazy with a `preload()`; once the code is there, the component renders without suspending. */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let started: Promise<ComponentType<P>> | undefined;
  const start = () => {
    started ??= load().then(
      (component) => { loaded = component; return component; },
      (error: unknown) => { started = undefined; throw error; },
    );
    return started;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Preloaded(props: P) {
    // chosen once per mounted instance: switching types when the code arrives would remount it
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Preloaded, { preload: () => start().then(() => true, () => false) });
}

/** Props for a control that opens lazily loaded code: a pointer over or down on it, or focus, starts the download. */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/** How long after the page's load the idle wait starts: the first screen (its data, hydration) goes first. */
const IDLE_AFTER_MS = 1500;

/**
 * Runs `task` once the page has loaded, IDLE_AFTER_MS have passed and the browser is idle, so it
 * never competes with the first load.
 */
export function whenIdle(task: () => void): void {
  const settle = () => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 5_000 }) : task()), IDLE_AFTER_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/**
 * Fetches the code of what a screen may open next, once the page is idle (see whenIdle). Pass a
 * list kept at module level. A preload is fetched once, so a screen opened again asks for nothing.
 */
export function usePreloadWhenIdle(preloads: ReadonlyArray<() => void>): void {
  useEffect(() => whenIdle(() => { for (const preload of preloads) preload(); }), [preloads]);
}
