/**
 * The sports data the API serves, read through the snapshot cache (last good answer on provider
 * failure). How long each kind of data counts as fresh is decided here, in one table.
 */
import { isFinalStatus, type BettingOdds, type Game } from '@gg/contracts';
import { ApiHttpError, notFound } from '@gg/service-kit';
import type { InjuryQuery, ScheduleQuery, SportsProvider } from '../data-access/providers/provider';
import type { CachedResult, SnapshotCache } from './snapshot-cache';

const MIN = 60_000;
export const FRESH_FOR = {
  upcoming: 5 * MIN,
  schedule: 10 * MIN,
  gameDetail: 5_000, // live plays and odds; the UI polls plays every 10 s
  gameSummary: 10_000, // a final's box score hardly changes, but a game that just ended must not wait long for it
  odds: 5 * MIN, // odds boxes on every game card: lines move slowly, and each game costs a provider call
  teams: 24 * 60 * MIN,
  team: 6 * 60 * MIN,
  roster: 6 * 60 * MIN,
  injuries: 30 * MIN,
  news: 10 * MIN,
  standings: 30 * MIN,
  player: 24 * 60 * MIN,
  playerStats: 6 * 60 * MIN,
  teamSeason: 5 * MIN, // results and the next game change on game days only
} as const;

/**
 * How each kind of answer is kept in the store. The league's data and each team's are a fixed set
 * of keys, kept. Answers keyed by what a visitor asked for (any player, any season, any game) are
 * kept for a while and within a budget (see Keep), and so is a team's list that came back empty:
 * it says no more than a miss.
 */
const BY_VISITOR = 'bounded' as const;
const TEAM_LIST = (list: unknown[]) => (list.length === 0 ? 'bounded' : 'always');

/** A refresh within this long of the provider's last answer is answered from it (see SnapshotCache.refresh). */
export const REFRESH_AFTER = { upcoming: 30_000, teams: 5 * MIN, injuries: MIN, news: MIN, standings: MIN } as const;

const byDate = (a: Game, b: Game) => Date.parse(a.gameDate) - Date.parse(b.gameDate);

/** A provider listed with no line at all (seen in recorded core odds) tells a fan nothing. */
const hasAnyLine = (o: BettingOdds) =>
  [o.awayTeamSpread, o.homeTeamSpread, o.overUnder, o.awayTeamMoneyline, o.homeTeamMoneyline].some((v) => v !== null);

export function createSportsData(provider: SportsProvider, cache: SnapshotCache) {
  const mustExist = <T>(result: CachedResult<T | null>, what: string): CachedResult<T> => {
    if (result.data === null) throw notFound(`No ${what}`);
    return result as CachedResult<T>;
  };

  const teams = () => cache.get('teams', FRESH_FOR.teams, () => provider.teams());

  async function assertTeam(teamId: string) {
    const list = await teams();
    if (!list.data.some((t) => t.id === teamId)) throw notFound(`No team with id ${teamId}`);
  }

  return {
    teams,
    refreshTeams: () => cache.refresh('teams', () => provider.teams(), REFRESH_AFTER.teams),
    async team(teamId: string) {
      await assertTeam(teamId);
      return mustExist(await cache.get(`team:${teamId}`, FRESH_FOR.team, () => provider.team(teamId)), `team with id ${teamId}`);
    },
    async teamSeason(teamId: string) {
      await assertTeam(teamId);
      return mustExist(await cache.get(`team-season:${teamId}`, FRESH_FOR.teamSeason, () => provider.teamSeason(teamId)), `season for team ${teamId}`);
    },
    async roster(teamId: string) {
      await assertTeam(teamId);
      return cache.get(`roster:${teamId}`, FRESH_FOR.roster, () => provider.roster(teamId), TEAM_LIST);
    },
    async upcoming() {
      const r = await cache.get('upcoming', FRESH_FOR.upcoming, async () => (await provider.upcoming()).sort(byDate));
      return r;
    },
    refreshUpcoming: () => cache.refresh('upcoming', async () => (await provider.upcoming()).sort(byDate), REFRESH_AFTER.upcoming),
    schedule: (q: ScheduleQuery) => cache.get(`schedule:${q.seasonType}:${q.week}`, FRESH_FOR.schedule, async () => (await provider.schedule(q)).sort(byDate)),
    async gameDetail(gameId: string) {
      const detail = mustExist(await cache.get(`detail:${gameId}`, FRESH_FOR.gameDetail, () => provider.gameDetail(gameId), BY_VISITOR), `game with id ${gameId}`);
      return { ...detail, data: { ...detail.data, odds: detail.data.odds.filter(hasAnyLine) } };
    },
    /**
     * A finished game's summary. Before the final whistle there is none to give (409): a box score
     * of a game still being played is not its summary, and the recorded one would give the result away.
     */
    async gameSummary(gameId: string) {
      const answer = mustExist(await cache.get(`summary:${gameId}`, FRESH_FOR.gameSummary, () => provider.gameSummary(gameId), BY_VISITOR), `game with id ${gameId}`);
      if (!isFinalStatus(answer.data.game.status)) throw new ApiHttpError(409, 'not_final', `Game ${gameId} is not final yet: its summary comes at the final whistle`);
      return { ...answer, data: answer.data.summary };
    },
    /** Odds only, kept longer than live detail (game cards show them for every game). */
    async gameOdds(gameId: string) {
      const detail = mustExist(await cache.get(`odds:${gameId}`, FRESH_FOR.odds, () => provider.gameDetail(gameId), BY_VISITOR), `game with id ${gameId}`);
      return { ...detail, data: detail.data.odds.filter(hasAnyLine) };
    },
    /**
     * One snapshot per scope (the league, or one team) holds every entry, ESPN's "listed on the
     * report" ones included; who asked for what is filtered here. So one refresh renews every view.
     */
    async injuries(q: InjuryQuery) {
      if (q.teamId) await assertTeam(q.teamId);
      const all = await cache.get(`injuries:${q.teamId ?? 'all'}`, FRESH_FOR.injuries, () => provider.injuries({ teamId: q.teamId, includeGeneric: true }), q.teamId ? TEAM_LIST : 'always');
      return q.includeGeneric ? all : { ...all, data: all.data.filter((i) => i.status !== null) };
    },
    /** The league's injury report, or one team's (`teamId`), read from the provider again. */
    async refreshInjuries(teamId?: string) {
      if (teamId) await assertTeam(teamId);
      return cache.refresh(`injuries:${teamId ?? 'all'}`, () => provider.injuries({ teamId, includeGeneric: true }), REFRESH_AFTER.injuries, teamId ? TEAM_LIST : 'always');
    },
    async news(teamId?: string) {
      if (teamId) await assertTeam(teamId);
      return cache.get(`news:${teamId ?? 'league'}`, FRESH_FOR.news, () => provider.news(teamId), teamId ? TEAM_LIST : 'always');
    },
    /** League news, or one team's (`teamId`), read from the provider again. */
    async refreshNews(teamId?: string) {
      if (teamId) await assertTeam(teamId);
      return cache.refresh(`news:${teamId ?? 'league'}`, () => provider.news(teamId), REFRESH_AFTER.news, teamId ? TEAM_LIST : 'always');
    },
    standings: () => cache.get('standings', FRESH_FOR.standings, () => provider.standings()),
    refreshStandings: () => cache.refresh('standings', () => provider.standings(), REFRESH_AFTER.standings),
    // A player the provider has nothing for is answered as "nothing" (no bio, no season lines, no
    // advanced numbers), not as a 404: most rostered players have no recorded bio or numbers, and
    // a profile opened for one of them would otherwise fail three requests. A provider failure
    // still fails (503), as everywhere. Keyed by visitor input, so these entries expire and are capped.
    playerBio: (playerId: string) => cache.get(`bio:${playerId}`, FRESH_FOR.player, () => provider.playerBio(playerId), BY_VISITOR),
    async playerSeasonStats(playerId: string, season: number) {
      const lines = await cache.get(`stats:${playerId}:${season}`, FRESH_FOR.playerStats, () => provider.playerSeasonStats(playerId, season), BY_VISITOR);
      return { ...lines, data: lines.data ?? [] };
    },
    playerAdvancedStats: (playerId: string) => cache.get(`advanced:${playerId}`, FRESH_FOR.playerStats, () => provider.playerAdvancedStats(playerId), BY_VISITOR),
  };
}
export type SportsData = ReturnType<typeof createSportsData>;
