/** Light/dark toggle. Default follows the system; an explicit choice is remembered on this device. */
import type { ColorMode } from './color-mode-cookie';

export { COLOR_MODE_COOKIE, type ColorMode } from './color-mode-cookie';
const KEY = 'gg-color-mode';

export function storedColorMode(): ColorMode | null {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'light' || v === 'dark' ? v : null;
  } catch {
    return null;
  }
}

export function systemColorMode(): ColorMode {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function currentColorMode(): ColorMode {
  return storedColorMode() ?? systemColorMode();
}

export function applyColorMode(mode: ColorMode | null) {
  const root = document.documentElement;
  if (mode) root.setAttribute('data-theme', mode);
  else root.removeAttribute('data-theme');
  try {
    if (mode) localStorage.setItem(KEY, mode);
    else localStorage.removeItem(KEY);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
