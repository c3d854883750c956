/** Runs `task` once the page has loaded and the browser is idle, so it never competes with the first load. */
export function whenIdle(task: () => void): void {
  const idle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 5_000 });
    else setTimeout(task, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
