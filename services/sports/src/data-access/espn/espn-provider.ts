// The live ESPN provider: builds ESPN URLs (always with explicit params: ESPN picks defaults by date otherwise),
// fetches through the ETag-aware client and hands bodies to the pure normalisers.
// No caching here beyond the client's conditional GETs: the snapshot layer above owns that.

import { type BettingOdds, type Game, type Injury, isLiveOrDelayedStatus, isScheduledGame, type NewsItem, type Player, type PlayerAdvancedStats, type PlayerBio, type PlayerSeasonStats, type Standing, type Team, type TeamSeason } from '@gg/contracts';
import { type GameDetail, type GameSummaryAnswer, type InjuryQuery, ProviderError, type ScheduleQuery, type SportsProvider } from '../providers/provider';
import { eastern8, lateNightPreviousDay, nflSeasonYear, upcomingMonths } from './calendar';
import { teamSeasonFromEspn } from './team-season-source';
import { winProbabilitySeries } from './normalize/win-probability';
import { ESPN_BASE_URLS, type EspnBaseUrls, type EspnHttpClient } from './http-client';
import {
  advancedStatsFromSplits, advancedStatsFromStats, gameFromSummary, gameSummaryFrom, gamesFromScoreboard, injuriesFromSummary, injuryFromCore,
  injuryRefsFromCoreList, mergeAdvancedStats, newsFromArticles, oddsFromCore, oddsFromPickcenter, playerBioFrom, playersFromRoster,
  playsFromSummary, seasonStatsListFromStats, standingsFrom, TEAM_REFERENCE, teamFromDetail, teamReferenceByAbbreviation,
  teamReferenceById, teamsFromList, winProbabilitiesFrom, type InjuryOptions,
} from './normalize';
import { completedDrivesFromSummary } from './normalize/drives';

/** How far ahead "upcoming" looks: the hub lists the next four weeks of games. */
export const UPCOMING_WINDOW_DAYS = 28;

export interface EspnProviderOptions {
  client: Pick<EspnHttpClient, 'getJson'>;
  baseUrls?: EspnBaseUrls;
  now?: () => Date;
  /**
   * Told about failures of optional enrichment calls that were swallowed (coach from the
   * roster, awards from /bio, core odds fallback, league injury feed before its fallback).
   */
  onSoftError?: (what: string, err: unknown) => void;
}

/** After midnight ET, last night's games stay on the slate while live or delayed, or kicked off this recently. */
export const LATE_GAME_WINDOW_MS = 8 * 3600_000;

/** Core team injury lists can hold 70+ refs; the newest come first, so a cap keeps the report current. */
export const MAX_INJURY_REFS_PER_TEAM = 60;
/** Parallel requests while fanning out over injury refs (one limiter per injuries() call). */
export const INJURY_CONCURRENCY = 6;

// ---------------------------------------------------------------- small helpers

/** Run at most `max` tasks at once; a finished task hands its slot straight to the next waiter. */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

type Limit = ReturnType<typeof createLimiter>;

function asProviderError(what: string, err: unknown): ProviderError {
  if (err instanceof ProviderError) return err;
  return new ProviderError(`ESPN ${what} failed: ${err instanceof Error ? err.message : String(err)}`, err);
}

const is404 = (err: unknown) => err instanceof ProviderError && err.status === 404;

/** The body, or null when ESPN says the resource does not exist. */
async function orNullOn404(load: Promise<unknown>): Promise<unknown> {
  try {
    return await load;
  } catch (err) {
    if (is404(err)) return null;
    throw err;
  }
}

// ESPN ids are digits; team endpoints also take abbreviations ("kc"). Anything else never
// reaches a URL (and would be a 404 anyway).
const numericId = (id: string): string | null => (/^\d{1,15}$/.test(id) ? id : null);
const siteTeamId = (id: string): string | null => (/^[A-Za-z0-9]{1,10}$/.test(id) ? id : null);
/** Core paths take numeric ids only, so map an abbreviation through the reference table. */
const coreTeamId = (id: string): string | null => numericId(id) ?? teamReferenceByAbbreviation(id.toUpperCase())?.id ?? null;

const byDate = (a: Game, b: Game) => Date.parse(a.gameDate) - Date.parse(b.gameDate);

function uniqueById<T extends { id: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((x) => {
    if (seen.has(x.id)) return false;
    seen.add(x.id);
    return true;
  });
}

const trimSlash = (s: string) => s.replace(/\/+$/, '');

// ---------------------------------------------------------------- provider

export function createEspnProvider({ client, baseUrls = ESPN_BASE_URLS, now = () => new Date(), onSoftError }: EspnProviderOptions): SportsProvider {
  const site = `${trimSlash(baseUrls.site)}/apis/site/v2/sports/football/nfl`;
  // Standings live under /apis/v2; the /apis/site/v2 one is a stub (pitfall 10).
  const siteV2 = `${trimSlash(baseUrls.site)}/apis/v2/sports/football/nfl`;
  const athletes = `${trimSlash(baseUrls.siteWeb)}/apis/common/v3/sports/football/nfl/athletes`;
  const core = `${trimSlash(baseUrls.core)}/v2/sports/football/leagues/nfl`;
  const fetchJson = (url: string) => client.getJson(url);

  /** Every public method: any failure leaves as a ProviderError (status kept). */
  async function guard<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw asProviderError(what, err);
    }
  }

  /** Optional enrichment: a failure costs a detail (coach, awards, odds), not the answer. */
  async function soft<T, F>(what: string, run: () => Promise<T>, fallback: F): Promise<T | F> {
    try {
      return await run();
    } catch (err) {
      onSoftError?.(what, err);
      return fallback;
    }
  }

  const scoreboardGames = async (query: string): Promise<Game[]> => gamesFromScoreboard(await fetchJson(`${site}/scoreboard?${query}`));

  // ------------------------------------------------------------ games

  /**
   * Today's Eastern slate. Just after midnight ET also last night's: a 10:15 PM ET Monday
   * kickoff (or overtime) runs past midnight and would otherwise vanish while still live.
   */
  async function slate(): Promise<Game[]> {
    const at = now();
    const yesterday = lateNightPreviousDay(at);
    const [today, lastNight] = await Promise.all([
      scoreboardGames(`dates=${eastern8(at)}`),
      yesterday ? scoreboardGames(`dates=${yesterday}`) : Promise.resolve([]),
    ]);
    const recent = lastNight.filter((g) => isLiveOrDelayedStatus(g.status) || at.getTime() - Date.parse(g.gameDate) <= LATE_GAME_WINDOW_MS);
    return uniqueById([...recent, ...today]).sort(byDate);
  }

  async function detail(gameId: string): Promise<GameDetail | null> {
    const id = numericId(gameId);
    if (!id) return null;
    const summary = await orNullOn404(fetchJson(`${site}/summary?event=${id}`));
    const game = summary === null ? null : gameFromSummary(summary);
    if (!game) return null; // 404, or a body without a header: ESPN has no such game
    // pickcenter is often [] (pitfall 6); the core odds list usually still has the books.
    let odds: BettingOdds[] = oddsFromPickcenter(summary, game.id);
    if (!odds.length) {
      odds = await soft('core odds', async () => oddsFromCore(await fetchJson(`${core}/events/${id}/competitions/${id}/odds`), game.id), []);
    }
    const points = winProbabilitiesFrom(summary);
    const plays = playsFromSummary(summary);
    return { game, plays, odds, homeWinProbability: points.at(-1)?.homeWinPercentage ?? null, winProbability: winProbabilitySeries(plays, summary), drives: completedDrivesFromSummary(summary) };
  }

  /** The same summary call as the detail: its header has the status, its body the box score. */
  async function summary(gameId: string): Promise<GameSummaryAnswer | null> {
    const id = numericId(gameId);
    const body = id ? await orNullOn404(fetchJson(`${site}/summary?event=${id}`)) : null;
    const game = body === null ? null : gameFromSummary(body);
    return game ? { game, summary: gameSummaryFrom(body, game.id) } : null;
  }

  async function upcomingGames(): Promise<Game[]> {
    const at = now();
    // the schedule's upcoming list covers four weeks: this month, and the next one when it starts within them
    const months = await Promise.all(upcomingMonths(at, UPCOMING_WINDOW_DAYS).map((m) => scoreboardGames(`dates=${m}&limit=500`)));
    return uniqueById(months.flat())
      .filter((g) => isScheduledGame(g) && Date.parse(g.gameDate) >= at.getTime())
      .sort(byDate);
  }

  async function schedule({ week, seasonType }: ScheduleQuery): Promise<Game[]> {
    if (!Number.isInteger(week) || week < 1 || (seasonType !== 1 && seasonType !== 2)) return [];
    const games = await scoreboardGames(`dates=${nflSeasonYear(now())}&seasontype=${seasonType}&week=${week}`);
    return games.sort(byDate);
  }

  // ------------------------------------------------------------ teams

  async function team(teamId: string): Promise<Team | null> {
    const id = siteTeamId(teamId);
    if (!id) return null;
    const [body, roster] = await Promise.all([
      orNullOn404(fetchJson(`${site}/teams/${id}`)),
      soft('roster (head coach)', () => fetchJson(`${site}/teams/${id}/roster`), undefined),
    ]);
    return body === null ? null : teamFromDetail(body, roster);
  }

  /** Team-scoped lists: an unknown team (404) simply has nothing to list. */
  async function teamScoped<T>(teamId: string, url: (id: string) => string, parse: (body: unknown) => T[]): Promise<T[]> {
    const id = siteTeamId(teamId);
    if (!id) return [];
    const body = await orNullOn404(fetchJson(url(id)));
    return body === null ? [] : parse(body);
  }

  // ------------------------------------------------------------ injuries

  /** Core per-team list -> refs (capped) -> items; items carry no team, so it is set from the list. */
  async function teamInjuriesFromCore(teamId: string, opts: InjuryOptions, limit: Limit): Promise<Injury[]> {
    const list = await limit(() => orNullOn404(fetchJson(`${core}/teams/${teamId}/injuries?limit=100`)));
    if (list === null) return [];
    const refs = injuryRefsFromCoreList(list).slice(0, MAX_INJURY_REFS_PER_TEAM);
    // A ref that vanished between list and item (404) is skipped; other failures fail the call.
    const items = await Promise.all(refs.map((ref) => limit(() => orNullOn404(fetchJson(ref)))));
    const teamName = teamReferenceById(teamId)?.displayName ?? null;
    const out: Injury[] = [];
    for (const item of items) {
      const injury = item === null ? null : injuryFromCore(item, opts);
      // The caller asked for this team's report, so the listing team wins over the item's own $ref.
      if (injury) out.push({ ...injury, teamId, teamName: teamName ?? injury.teamName });
    }
    return out;
  }

  /**
   * League feed (one request) when it answers with usable groups; null means "use the
   * per-team core fallback". Its live shape is unverified: no recording of it exists.
   */
  async function leagueInjuries(opts: InjuryOptions): Promise<Injury[] | null> {
    let body: unknown;
    try {
      body = await fetchJson(`${site}/injuries`);
    } catch (err) {
      // No HTTP status = ESPN unreachable: 32 more team requests would fail the same way.
      if (err instanceof ProviderError && err.status === undefined) throw err;
      onSoftError?.('league injuries', err);
      return null;
    }
    // Parse with generic entries kept: an empty result then means "shape not understood", not "nobody hurt".
    if (injuriesFromSummary(body, { includeGeneric: true }).length === 0) return null;
    return injuriesFromSummary(body, opts);
  }

  async function injuries({ teamId, includeGeneric }: InjuryQuery): Promise<Injury[]> {
    const opts: InjuryOptions = { includeGeneric: includeGeneric === true };
    const limit = createLimiter(INJURY_CONCURRENCY);
    if (teamId !== undefined) {
      const id = coreTeamId(teamId);
      return id ? teamInjuriesFromCore(id, opts, limit) : [];
    }
    const league = await leagueInjuries(opts);
    if (league) return league;
    const perTeam = await Promise.all(TEAM_REFERENCE.map((t) => teamInjuriesFromCore(t.id, opts, limit)));
    return uniqueById(perTeam.flat());
  }

  // ------------------------------------------------------------ players

  async function playerBio(playerId: string): Promise<PlayerBio | null> {
    const id = numericId(playerId);
    if (!id) return null;
    const [profile, bio] = await Promise.all([
      orNullOn404(fetchJson(`${athletes}/${id}`)),
      soft('athlete bio (awards)', () => fetchJson(`${athletes}/${id}/bio`), undefined),
    ]);
    return profile === null ? null : playerBioFrom(profile, bio);
  }

  async function playerSeasonStats(playerId: string, season: number): Promise<PlayerSeasonStats[] | null> {
    const id = numericId(playerId);
    if (!id || !Number.isInteger(season)) return null;
    const stats = await orNullOn404(fetchJson(`${athletes}/${id}/stats?season=${season}`));
    // ESPN may answer with the whole career; keep the season asked for.
    return stats === null ? null : seasonStatsListFromStats(stats, id).filter((s) => s.season === season);
  }

  async function playerAdvancedStats(playerId: string): Promise<PlayerAdvancedStats | null> {
    const id = numericId(playerId);
    if (!id) return null;
    const [stats, splits] = await Promise.all([
      orNullOn404(fetchJson(`${athletes}/${id}/stats`)),
      orNullOn404(fetchJson(`${athletes}/${id}/splits`)),
    ]);
    const fromSplits = splits === null ? null : advancedStatsFromSplits(splits, id);
    // Read /stats for the splits' season so the merge never mixes two seasons.
    const fromStats = stats === null ? null : advancedStatsFromStats(stats, id, fromSplits?.season);
    return mergeAdvancedStats(fromStats, fromSplits);
  }

  // ------------------------------------------------------------ the interface

  return {
    name: 'espn',
    scoreboard: () => guard('scoreboard', slate),
    upcoming: () => guard('upcoming', upcomingGames),
    schedule: (query) => guard('schedule', () => schedule(query)),
    gameDetail: (gameId) => guard('game detail', () => detail(gameId)),
    gameSummary: (gameId) => guard('game summary', () => summary(gameId)),
    teams: () => guard('teams', async () => teamsFromList(await fetchJson(`${site}/teams`))),
    team: (teamId) => guard('team', () => team(teamId)),
    roster: (teamId): Promise<Player[]> => guard('roster', () => teamScoped(teamId, (id) => `${site}/teams/${id}/roster`, playersFromRoster)),
    injuries: (query) => guard('injuries', () => injuries(query)),
    news: (teamId?: string): Promise<NewsItem[]> =>
      guard('news', async () => {
        if (teamId === undefined) return newsFromArticles(await fetchJson(`${site}/news?limit=20`));
        return teamScoped(teamId, (id) => `${site}/news?limit=20&team=${id}`, newsFromArticles);
      }),
    standings: (): Promise<Standing[]> => guard('standings', async () => standingsFrom(await fetchJson(`${siteV2}/standings`))),
    teamSeason: (teamId): Promise<TeamSeason | null> =>
      guard('team season', () => teamSeasonFromEspn(coreTeamId(teamId), { site, siteV2, core, season: nflSeasonYear(now()), fetchJson, soft, upcoming: upcomingGames })),
    playerBio: (playerId) => guard('player bio', () => playerBio(playerId)),
    playerSeasonStats: (playerId, season) => guard('player season stats', () => playerSeasonStats(playerId, season)),
    playerAdvancedStats: (playerId) => guard('player advanced stats', () => playerAdvancedStats(playerId)),
  };
}
