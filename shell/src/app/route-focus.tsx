import { useLocation } from '@gg/router';
import { useEffect, useRef } from 'react';

/**
 * After a client-side route change (a link, back or forward; not the first load), focus moves to
 * the new page's main heading, as Reach Router and accessible routers do: keyboard and screen
 * reader users start at the top of the page they asked for (a screen reader reads the heading,
 * which announces the page) instead of on the link that brought them. If the fan moves focus
 * themselves meanwhile, it stays where they put it (see focusHeadingOf). The code that waits for
 * the heading loads with the first route change, not with the first page (whose budget it would
 * spend on something the first page never uses).
 */
export function RouteFocus({ containerId }: { containerId: string }) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return undefined;
    }
    const startedOn = document.activeElement;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./focus-heading').then(({ focusHeadingOf }) => {
      if (!cancelled) stop = focusHeadingOf(containerId, startedOn);
    }, () => undefined); // the chunk could not load (offline, never cached): focus stays put
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname, containerId]);

  return null;
}
