/**
 * The fetch client every screen uses: GETs go to the product's own
 * /api with credentials included, JSON is read back, and a non-OK answer raises
 * "<status>: <body text or status text>".
 */
export class HttpError extends Error {
  constructor(readonly status: number, readonly body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
  }
}

async function throwIfNotOk(res: Answer): Promise<void> {
  if (res.ok) return;
  const body = await res.text().catch(() => '');
  throw new HttpError(res.status, body, res.statusText);
}

export interface GetOptions { signal?: AbortSignal; params?: Record<string, string | number | boolean | undefined> }

/** Builds `/api/...` from query-key segments joined with slashes, plus optional query parameters. */
export function apiPath(segments: readonly (string | number)[], params?: GetOptions['params']): string {
  const path = segments.map((s) => String(s)).join('/');
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * On the server, the page being rendered reads /api through the renderer (which reaches the
 * services directly, with the page request's id and deadline), not over the network to the public
 * origin. The reader travels with the query's signal: the renderer hands each query a signal of its
 * request and registers, under this name, how to find that request's reader from it. One reader
 * per request, never a process-wide address; a name on globalThis, not module state, so a remote
 * running its own copy of this module finds it too.
 */
const SERVER_API = Symbol.for('gg.server-api');
/** What this client reads of an answer: a fetch Response in the browser, the renderer's own answer on the server. */
type Answer = Pick<Response, 'ok' | 'status' | 'statusText' | 'json' | 'text'> & { headers: Pick<Headers, 'get'> };
type ServerApi = (path: string, init: { signal: AbortSignal }) => Promise<Answer>;

function request(path: string, signal: AbortSignal | undefined): Promise<Answer> {
  if (typeof window !== 'undefined') return fetch(path, { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  const readerOf = (globalThis as Record<symbol, ((signal: AbortSignal) => ServerApi | undefined) | undefined>)[SERVER_API];
  const reader = signal && readerOf?.(signal);
  if (!reader || !signal) return Promise.reject(new Error(`${path}: no API to read outside a page render on the server`));
  return reader(path, { signal });
}

export async function getJson<T>(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  const res = await request(path, signal);
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** Provider-backed answers say how fresh they are (X-Data-Updated, X-Data-Stale). */
export interface Fresh<T> { data: T; updatedAt: string | null; stale: boolean }

export async function getJsonWithFreshness<T>(path: string, { signal }: { signal?: AbortSignal } = {}): Promise<Fresh<T>> {
  const res = await request(path, signal);
  await throwIfNotOk(res);
  return { data: (await res.json()) as T, updatedAt: res.headers.get('X-Data-Updated'), stale: res.headers.get('X-Data-Stale') === 'true' };
}

/** POST with a JSON content type and no payload (the refresh calls), or with a JSON body. */
export async function postJson<T = unknown>(path: string, body?: unknown): Promise<T | null> {
  const res = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return text ? (JSON.parse(text) as T) : null;
}

/** Default query function: the query key is the path, e.g. ['/api/rules', 'touchdown']. */
export function defaultQueryFn({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }) {
  return getJson(apiPath(queryKey as (string | number)[]), { signal });
}
