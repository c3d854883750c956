/**
 * Server rendering of a route's first screen: what the gateway asks of the shell's server build
 * (dist/server/render.js) and what the browser gets back in the HTML. Browser-safe: no Node APIs.
 */

/**
 * A query's answer as rendered into the page, so the browser starts from the data the HTML shows.
 * A query the page could not find (its service answered 404 or 400: an unknown rule or team) is rendered
 * with that error instead, so the page says "not found" from its first paint.
 */
export interface RenderedQuery {
  queryKey: readonly unknown[];
  data?: unknown;
  dataUpdatedAt: number;
  error?: { status: number; body: string };
}

/** The part of a fetch Response the page's reads use: the gateway answers with no more than this. */
export interface ApiAnswer {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  json(): Promise<unknown>;
  text(): Promise<string>;
}

/** Answers one of the page's /api reads (a path such as "/api/teams?x=1"). */
export type PageApi = (path: string, init: { signal: AbortSignal }) => Promise<ApiAnswer>;

/** Where the renderer reports what a fan would not see: a failure, an undeclared query. */
export interface RenderLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface FirstScreenRequest {
  /** Path and query of the page, e.g. "/rules/down-system?tab=x". */
  url: string;
  /**
   * The remotes' server containers (…/server/remoteEntry.js) by remote name, and which of its code
   * to render with: when `version` changes (a redeploy), the remote's code is loaded afresh.
   */
  remotes: { name: string; entry: string; version: string | null }[];
  /** How the page's data is read: the gateway reaches the services directly, for this request. */
  api: PageApi;
  /** Aborted when the page's time is up: remote code, data and rendering all stop. */
  signal: AbortSignal;
  /** The fan's time zone (IANA name; 'UTC' when not known) and the moment the page is rendered for. */
  clock: { timeZone: string; now: number };
  log: RenderLog;
}

export interface FirstScreen {
  /** The markup that goes inside #root. */
  html: string;
  /** What goes at the end of the head: the page's styles. */
  head: string;
  queries: RenderedQuery[];
  /** 404 when the page's own data says it does not exist (an unknown rule or team, an unknown route). */
  status: 200 | 404;
}

/** `null`: this page is not rendered on the server (the browser renders it, as without this step). */
export type RenderFirstScreen = (request: FirstScreenRequest) => Promise<FirstScreen | null>;

/** The id of the JSON data block holding the rendered queries. */
export const RENDERED_QUERIES_ID = 'gg-queries';
