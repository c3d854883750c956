/**
 * The sports service, read over HTTP (services never import each other). Every answer is checked
 * against @gg/contracts one item at a time: an item that does not parse is dropped (and logged),
 * never fatal. A request that fails as a whole (refused, timed out, a 5xx, not JSON, not the
 * expected shape) throws SportsUnavailableError saying why.
 */
import {
  BettingOddsSchema, GameSchema, InjurySchema, NewsItemSchema, PlaySchema, StandingSchema, TeamSchema,
  type BettingOdds, type Game, type Injury, type NewsItem, type Play, type Standing, type Team,
} from '@gg/contracts';
import type { z } from 'zod';

export class SportsUnavailableError extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = 'SportsUnavailableError';
  }
}

/** Plays and lines of one game (`/api/games/{id}/live-data`). */
export interface GameDetail { plays: Play[]; odds: BettingOdds[] }

export interface SportsClientOptions {
  baseUrl: string;
  /** Per request, body included. */
  timeoutMs: number;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** Keeps the items that match the contract; says how many were dropped. */
export function parseEach<S extends z.ZodType>(items: unknown[], schema: S, what: string, log: (m: string) => void): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
  }
  if (out.length < items.length) log(`sports: dropped ${items.length - out.length} of ${items.length} ${what} that did not match the contract`);
  return out;
}

function why(err: unknown, timeoutMs: number): string {
  const e = err as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no answer within ${timeoutMs} ms`;
  if (e?.cause?.code === 'ECONNREFUSED') return 'connection refused';
  return e?.cause?.code ?? e?.cause?.message ?? e?.message ?? String(err);
}

export function createSportsClient({ baseUrl, timeoutMs, fetch: doFetch = fetch, log = console.warn }: SportsClientOptions) {
  const root = baseUrl.replace(/\/+$/, '');

  /** The parsed JSON body; `null` for a 404 when the caller allows it (an unknown game). */
  async function getJson(path: string, { allow404 = false } = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await doFetch(`${root}${path}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new SportsUnavailableError(`GET ${path}: ${why(err, timeoutMs)}`);
    }
    if (res.status === 404 && allow404) {
      await res.body?.cancel().catch(() => {});
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => {});
      throw new SportsUnavailableError(`GET ${path} answered ${res.status}`, res.status);
    }
    try {
      return await res.json();
    } catch (err) {
      throw new SportsUnavailableError(`GET ${path}: ${(err as Error).name === 'SyntaxError' ? 'the answer is not JSON' : why(err, timeoutMs)}`);
    }
  }

  async function list<S extends z.ZodType>(path: string, schema: S, what: string): Promise<z.infer<S>[]> {
    const body = await getJson(path);
    if (!Array.isArray(body)) throw new SportsUnavailableError(`GET ${path} did not answer a list`);
    return parseEach(body, schema, what, log);
  }

  const gamePath = (gameId: string, tail: string) => `/api/games/${encodeURIComponent(gameId)}/${tail}`;

  return {
    baseUrl: root,
    /** The current slate: live games, recent finals and the next games (`/api/scores/live`). */
    liveScores: (): Promise<Game[]> => list('/api/scores/live', GameSchema, 'live-score games'),
    upcoming: (): Promise<Game[]> => list('/api/games/upcoming', GameSchema, 'upcoming games'),
    standings: (): Promise<Standing[]> => list('/api/standings', StandingSchema, 'standings'),
    teams: (): Promise<Team[]> => list('/api/teams', TeamSchema, 'teams'),
    injuries: (): Promise<Injury[]> => list('/api/injuries', InjurySchema, 'injuries'),
    news: (): Promise<NewsItem[]> => list('/api/news', NewsItemSchema, 'news items'),
    /** Plays and odds of one game; null when the sports service does not know the game. */
    async gameDetail(gameId: string): Promise<GameDetail | null> {
      const path = gamePath(gameId, 'live-data');
      const body = await getJson(path, { allow404: true });
      if (body === null) return null;
      const b = body as { playByPlay?: unknown; bettingOdds?: unknown };
      if (typeof body !== 'object' || !Array.isArray(b.playByPlay) || !Array.isArray(b.bettingOdds)) throw new SportsUnavailableError(`GET ${path} did not answer live game data`);
      return { plays: parseEach(b.playByPlay, PlaySchema, `plays of game ${gameId}`, log), odds: parseEach(b.bettingOdds, BettingOddsSchema, `odds of game ${gameId}`, log) };
    },
    /** The betting lines of one game; none when the sports service does not know it. */
    async odds(gameId: string): Promise<BettingOdds[]> {
      const path = gamePath(gameId, 'odds');
      const body = await getJson(path, { allow404: true });
      if (body === null) return [];
      if (!Array.isArray(body)) throw new SportsUnavailableError(`GET ${path} did not answer a list`);
      return parseEach(body, BettingOddsSchema, `odds of game ${gameId}`, log);
    },
  };
}
export type SportsClient = ReturnType<typeof createSportsClient>;
