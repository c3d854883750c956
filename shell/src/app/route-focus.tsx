import { useLocation } from '@gg/router';
import { useEffect, useRef } from 'react';

/** How long a page may take to show its h1 (its remote's code and data load lazily). */
const WAIT_FOR_HEADING_MS = 3_000;

/**
 * After a client-side route change (a link, back or forward; not the first load), focus moves to
 * the new page's main heading, as Reach Router and accessible routers do: keyboard and screen
 * reader users start at the top of the page they asked for (a screen reader reads the heading,
 * which announces the page) instead of on the link that brought them. The page comes from a remote
 * and may render late, first as a loading state: a MutationObserver waits for the h1 (up to
 * WAIT_FOR_HEADING_MS) and follows it if a loading h1 gives way to the real one. If the fan moves
 * focus themselves meanwhile, it stays where they put it. No h1 in time: the content region.
 * Scrolling is left to the scroll handling (focus never scrolls).
 */
export function RouteFocus({ containerId }: { containerId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const container = document.getElementById(containerId);
    if (!container) return undefined;
    const startedOn = document.activeElement;
    let placed: HTMLElement | null = null;

    /** Focus is still where navigation left it (the link, nothing, or a heading we placed that is gone). */
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === startedOn || active === placed || !active.isConnected;
    };
    const place = (target: HTMLElement) => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      placed = target;
    };
    const focusHeading = () => {
      if (!untouched()) { stop(); return; }
      const heading = container.querySelector<HTMLElement>('h1');
      if (heading && heading !== document.activeElement) place(heading);
    };

    const observer = new MutationObserver(focusHeading);
    const timer = window.setTimeout(() => {
      observer.disconnect();
      if (!placed && untouched()) place(container);
    }, WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    focusHeading();
    return stop;
  }, [pathname, containerId]);

  return null;
}
