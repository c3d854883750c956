/**
 * One generation run, the story: read the sports data (every source at once, each on its own
 * timeout), read the plays and lines of the games that need them, generate, then store — keeping
 * each point's first `createdAt` — and end the points the data no longer supports.
 *
 * - A full refresh is single-flight: a second caller while one runs gets the same result.
 * - Runs never overlap (a live change waits for a full refresh and the other way round), so an
 *   older snapshot can never overwrite a newer one.
 * - A live change regenerates only the games it touches, from the last full snapshot plus the
 *   pushed game and its fresh plays: one request per game instead of a whole refresh.
 * - With the sports service down (no source answers) nothing stored is touched and the caller
 *   gets a 503 `sports_unavailable` with the reason; a source that fails alone just sits the run out.
 */
import { isFinalGame, isLiveGame, TalkingPointSchema, type Game, type TalkingPoint, type TalkingPointsRefresh } from '@gg/contracts';
import { ApiHttpError } from '@gg/service-kit';
import type { SportsClient } from '../data-access/sports-client';
import type { TalkingPointStore } from '../data-access/talking-point-store';
import { generateTalkingPoints, mergeGames } from './points/generate';
import { RESULT_POINT_LASTS_MS } from './points/result-points';
import type { GameDetail, Generated, SportsSnapshot } from './points/sports-snapshot';
import { isUpcomingCandidate, recordBook } from './points/upcoming-points';

/** 503 with the reason and when to try again (the route sends `Retry-After`). */
export class SportsUnavailable extends ApiHttpError {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super(503, 'sports_unavailable', message);
  }
}

export type SportsSource = Pick<SportsClient, 'liveScores' | 'upcoming' | 'teams' | 'standings' | 'injuries' | 'news' | 'gameDetail' | 'odds'>;

export interface RefresherOptions {
  store: TalkingPointStore;
  sports: SportsSource;
  now?: () => Date;
  retryAfterSeconds?: number;
  /** Game requests (plays, lines) in flight at once. */
  concurrency?: number;
  /** Game requests not started within this long after a run begins are skipped (the run stays well inside the gateway's timeout). */
  detailBudgetMs?: number;
  /** Expired points are forgotten after this long. */
  keepExpiredMs?: number;
  log?: (message: string) => void;
  /** Told when a run (a full refresh or a live change's) has ended, and how. */
  onRunEnded?: (outcome: 'ok' | 'failed') => void;
}

export interface RefreshStatus { lastRunAt: string | null; lastSuccessAt: string | null; lastError: string | null; runs: number }

const reasonOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? String((r.reason as Error)?.message ?? r.reason) : null);

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

export function createRefresher({ store, sports, now = () => new Date(), retryAfterSeconds = 30, concurrency = 4, detailBudgetMs = 5_000, keepExpiredMs = 30 * 86_400_000, log = console.warn, onRunEnded }: RefresherOptions) {
  /** The last full snapshot: what a live change is regenerated against. */
  let context: SportsSnapshot | null = null;
  /** A final game's plays and lines do not change: read once. */
  const finalDetails = new Map<string, GameDetail>();
  let running: Promise<TalkingPointsRefresh> | null = null;
  let queue: Promise<unknown> = Promise.resolve();
  const status: RefreshStatus = { lastRunAt: null, lastSuccessAt: null, lastError: null, runs: 0 };

  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => {});
    return run;
  };

  /** Plays and lines for the games that need them; a game whose request fails keeps what it had. */
  async function readDetails(snapshot: SportsSnapshot, games: Game[], previous: ReadonlyMap<string, GameDetail>): Promise<Map<string, GameDetail>> {
    const details = new Map(previous);
    const deadline = Date.now() + detailBudgetMs;
    const records = recordBook(snapshot.standings);
    const resultWindowStart = snapshot.now.getTime() - RESULT_POINT_LASTS_MS;
    let failed = 0;
    const jobs = games.flatMap((game): Array<() => Promise<void>> => {
      if (isLiveGame(game)) {
        return [async () => { const d = await sports.gameDetail(game.id); if (d) details.set(game.id, d); }];
      }
      if (isFinalGame(game) && Date.parse(game.gameDate) > resultWindowStart) {
        const known = finalDetails.get(game.id);
        if (known) { details.set(game.id, known); return []; }
        // kept once it has its plays (a final read at the whistle may not have them all yet)
        return [async () => { const d = await sports.gameDetail(game.id); if (d) details.set(game.id, d); if (d && d.plays.length > 0) finalDetails.set(game.id, d); }];
      }
      if (isUpcomingCandidate(game, { records, injuries: snapshot.injuries, now: snapshot.now })) {
        return [async () => { details.set(game.id, { plays: [], odds: await sports.odds(game.id) }); }];
      }
      return [];
    });
    await eachLimited(jobs, concurrency, (job) => (Date.now() > deadline ? Promise.reject(new Error('out of time')) : job()).catch(() => { failed++; }));
    if (failed > 0) log(`talk: ${failed} of ${jobs.length} game requests to the sports service failed or ran out of time; those games use what was known`);
    return details;
  }

  async function readSnapshot(at: Date): Promise<SportsSnapshot> {
    const answers = await Promise.allSettled([sports.liveScores(), sports.upcoming(), sports.teams(), sports.standings(), sports.injuries(), sports.news()]);
    const [slate, upcoming, teams, standings, injuries, news] = answers;
    const failures = answers.map(reasonOf).filter((r): r is string => r !== null);
    if (failures.length === answers.length) {
      throw new SportsUnavailable(`The sports service is unavailable (${failures[0]}); stored talking points are still served`, retryAfterSeconds);
    }
    if (failures.length > 0) log(`talk: generating without part of the sports data: ${failures.join('; ')}`);
    const value = <T>(r: PromiseSettledResult<T> | undefined): T | null => (r?.status === 'fulfilled' ? r.value : null);
    const snapshot: SportsSnapshot = {
      now: at,
      games: mergeGames(value(slate), value(upcoming)),
      details: new Map(),
      teams: value(teams),
      standings: value(standings),
      injuries: value(injuries),
      news: value(news),
    };
    // forget finals no longer listed (keeps the cache as small as the slate)
    const listed = new Set((snapshot.games ?? []).map((g) => g.id));
    for (const id of finalDetails.keys()) if (!listed.has(id)) finalDetails.delete(id);
    return { ...snapshot, details: await readDetails(snapshot, snapshot.games ?? [], new Map()) };
  }

  /** Stores a generation: a point keeps the createdAt of its live predecessor; withdrawn ones end now. */
  function write(generation: Generated, at: Date): TalkingPointsRefresh {
    const valid = generation.points.filter((p) => {
      const ok = TalkingPointSchema.safeParse(p).success;
      if (!ok) log(`talk: generated point ${p.id} does not match the contract; not stored`);
      return ok;
    });
    const existing = store.getMany(valid.map((p) => p.id));
    const points: TalkingPoint[] = valid.map((p) => {
      const before = existing.get(p.id);
      const stillShown = before && (!before.expiresAt || Date.parse(before.expiresAt) > at.getTime());
      return stillShown ? { ...p, createdAt: before.createdAt } : p;
    });
    const stored = store.upsertMany(points);
    store.expire(generation.retire, at);
    return { generated: points.length, stored, updatedAt: at.toISOString() };
  }

  function track<T>(run: Promise<T>): Promise<T> {
    status.runs++;
    status.lastRunAt = now().toISOString();
    return run.then(
      (result) => { status.lastSuccessAt = now().toISOString(); status.lastError = null; onRunEnded?.('ok'); return result; },
      (err: unknown) => { status.lastError = (err as Error).message; onRunEnded?.('failed'); throw err; },
    );
  }

  async function runAll(): Promise<TalkingPointsRefresh> {
    const at = now();
    const snapshot = await readSnapshot(at);
    context = snapshot;
    const result = write(generateTalkingPoints(snapshot), at);
    store.purgeExpired(new Date(at.getTime() - keepExpiredMs));
    return result;
  }

  async function runGames(games: Game[]): Promise<TalkingPointsRefresh> {
    if (!context) return runAll();
    const at = now();
    const byId = new Map((context.games ?? []).map((g) => [g.id, g]));
    for (const g of games) byId.set(g.id, g);
    const base: SportsSnapshot = { ...context, now: at, games: [...byId.values()] };
    context = { ...base, details: await readDetails(base, games, context.details) };
    return write(generateTalkingPoints(context, { gameIds: new Set(games.map((g) => g.id)) }), at);
  }

  return {
    /** Reads everything and regenerates every point. Concurrent callers share one run. */
    refreshAll(): Promise<TalkingPointsRefresh> {
      running ??= enqueue(() => track(runAll())).finally(() => { running = null; });
      return running;
    },
    /** Regenerates the points of these games (pushed by the live stream). */
    refreshGames(games: Game[]): Promise<TalkingPointsRefresh> {
      return enqueue(() => track(runGames(games)));
    },
    status: (): RefreshStatus => ({ ...status }),
    /** Resolves once no run is in progress or waiting (shutdown). */
    idle: async (): Promise<void> => { await queue; },
  };
}
export type Refresher = ReturnType<typeof createRefresher>;
