/**
 * The page's light/dark mode as React state. An explicit choice is kept on this device twice: in
 * storage (for the browser) and in a cookie, so the gateway sends the page already drawn in it
 * (<html data-theme>; the colours are CSS). The server renders the header's toggle for light, as it
 * cannot see the phone's system mode; the browser's first render matches that, so hydration does,
 * and React then renders the toggle for the mode in use.
 */
import { applyColorMode, COLOR_MODE_COOKIE, currentColorMode, type ColorMode } from '@gg/ui';
import { useSyncExternalStore } from 'react';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => { listeners.delete(onChange); };
}

/** Keeps (or forgets) the choice in the cookie the gateway reads; a display preference, nothing secret. */
export function rememberForServer(mode: ColorMode | null): void {
  document.cookie = `${COLOR_MODE_COOKIE}=${mode ?? ''}; Path=/; Max-Age=${mode ? ONE_YEAR_S : 0}; SameSite=Lax`;
}

export function chooseColorMode(mode: ColorMode): void {
  applyColorMode(mode);
  rememberForServer(mode);
  for (const listener of listeners) listener();
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(subscribe, currentColorMode, () => 'light');
}
