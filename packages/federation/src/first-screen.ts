/**
 * Server rendering of a route's first screen: what the gateway asks of the shell's server build
 * (dist/server/render.js) and what the browser gets back in the HTML. Browser-safe: no Node APIs.
 */

/** A query's answer as rendered into the page, so the browser starts from the data the HTML shows. */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
  dataUpdatedAt: number;
}

export interface FirstScreenRequest {
  /** Path and query of the page, e.g. "/rules/down-system?tab=x". */
  url: string;
  /** The remotes' server containers (…/server/remoteEntry.js), by remote name. */
  remotes: { name: string; entry: string }[];
  /** Where the renderer reaches /api (the gateway itself). */
  apiOrigin: string;
  /** The whole render, remote code and data included, gives up after this. */
  deadlineMs: number;
  /** The IANA zone the page's dates and times are written in (the fan's, from the time-zone cookie); 'UTC' when left out. */
  timeZone?: string;
  /** The moment the page is rendered for, in ms ("Today", "2h ago"); now when left out. The HTML names both (<html data-time-zone data-rendered-at>). */
  now?: number;
}

export interface FirstScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** What goes at the end of the head: the page's styles. */
  head: string;
  queries: RenderedQuery[];
}

/** `null`: this page is not rendered on the server (the browser renders it, as without this step). */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** The id of the JSON data block holding the rendered queries. */
export const RENDERED_QUERIES_ID = 'gg-queries';

/** A remote's server container, published beside its browser one: …/remoteEntry.js -> …/server/remoteEntry.js. */
export const serverEntryOf = (browserEntry: string): string => new URL('server/remoteEntry.js', browserEntry).href;

/**
 * A fan's explicit light/dark choice, also kept in a cookie: the gateway marks <html data-theme>
 * with it, so the page is drawn in that mode from its first paint, before any script has run.
 */
export type ColorModeChoice = 'light' | 'dark';
export const COLOR_MODE_COOKIE = 'gg-color-mode';

/** The choice in a Cookie header; anything else (no cookie, another value) is no choice. */
export function colorModeChoiceFrom(cookieHeader: string | undefined): ColorModeChoice | null {
  const value = cookieHeader?.split(';').map((part) => part.trim().split('=')).find(([name]) => name === COLOR_MODE_COOKIE)?.[1];
  return value === 'light' || value === 'dark' ? value : null;
}
