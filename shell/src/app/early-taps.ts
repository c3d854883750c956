/**
 * Taps that land before the page can answer them. The server's HTML shows every control at once,
 * but until React has taken over the page, and the route's page code has loaded, a tap on a button
 * does nothing (React drops a tap on a part it cannot hydrate yet). On a stadium network that can
 * be seconds. Such taps are held from the shell's first script on — the browser's own action
 * cancelled, so a checkbox does not flip behind the app's back — and made again, in order, once
 * the page can take them: the fan does not have to tap twice. Links are left alone; they work
 * without script.
 */

/** Controls that need the app to do anything (a link or a form field works on its own). */
const NEEDS_THE_APP = 'button,[role=tab],[type=checkbox]';
/** More than a few taps before the page answers are impatience, not intent: the first ones are kept. */
const MAX_HELD_TAPS = 3;

const held: HTMLElement[] = [];

function hold(event: MouseEvent): void {
  const control = (event.target as Element).closest?.<HTMLElement>(NEEDS_THE_APP);
  if (control) {
    event.preventDefault();
    event.stopPropagation(); // nothing below sees it now: React would drop it
    if (held.length < MAX_HELD_TAPS) held.push(control);
  }
}

/**
 * From the first script on: taps on controls are held until `answerEarlyTaps`: when the route's
 * page (or the not-found page) has hydrated, or its remote failed (the page's own controls are
 * then gone, and only the ones still in the page are tapped again).
 */
export function holdEarlyTaps(): void {
  addEventListener('click', hold, true);
}

/** The page has hydrated: the held taps are made again, in order, on the controls still in the page. */
export function answerEarlyTaps(): void {
  removeEventListener('click', hold, true);
  for (const control of held.splice(0)) if (control.isConnected) control.click();
}
