/** How long a page may take to show its h1 (its remote's code and data load lazily). */
const WAIT_FOR_HEADING_MS = 3_000;

/**
 * Moves focus to the h1 that appears in the container (see RouteFocus), unless the fan moves focus
 * first: `startedOn` is where focus was when the route changed (the link that was followed). The
 * page may render late, first as a loading state: a MutationObserver waits for the h1 (up to
 * WAIT_FOR_HEADING_MS) and follows it if a loading h1 gives way to the real one. No h1 in time:
 * the container itself. Focus never scrolls (scrolling is the router's). Returns a stop function.
 */
export function focusHeadingOf(containerId: string, startedOn: Element | null): () => void {
  const container = document.getElementById(containerId);
  if (!container) return () => undefined;
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
}
