/**
 * A fan's explicit light/dark choice is also kept in a cookie, so the gateway sends the page
 * already drawn in it (<html data-theme>, before any script runs). The name and the reading live
 * here, free of browser code, for the browser (which writes it) and the gateway (which reads it).
 */
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_COOKIE = 'gg-color-mode';

/** The choice in a Cookie header; anything else (no cookie, another value) is no choice. */
export function colorModeFrom(cookieHeader: string | undefined): ColorMode | null {
  const value = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === COLOR_MODE_COOKIE)?.[1];
  return value === 'light' || value === 'dark' ? value : null;
}
