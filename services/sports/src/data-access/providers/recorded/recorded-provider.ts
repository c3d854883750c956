/**
 * The embedded default provider: recorded ESPN responses, no network. It presents them as a game
 * day happening now: recorded finals are moved to the past few days, recorded pregame games (with
 * their real odds) to the coming days, and one recorded game is replayed live on a clock.
 * Relative times inside each recording are kept; only whole recordings are shifted.
 * It is the offline provider, so it hands out no third-party image URLs (logos, headshots, news
 * photos): the pages show their own fallbacks (team-colour marks, jersey numbers) and the browser
 * requests nothing outside the site's own origins.
 */
import { isScheduledGame, type Game, type Injury, type NewsItem, type Team } from '@gg/contracts';
import { gamesFromScoreboard } from '../../espn/normalize/games';
import { injuriesFromRoster, injuriesFromSummary, injuryFromCore } from '../../espn/normalize/injuries';
import { newsFromArticles } from '../../espn/normalize/news';
import { oddsByEventFromScoreboard, oddsFromCore, oddsFromPickcenter } from '../../espn/normalize/odds';
import { playersFromRoster } from '../../espn/normalize/roster';
import { standingsFrom } from '../../espn/normalize/standings';
import { teamFromDetail, teamsFromList } from '../../espn/normalize/teams';
import {
  advancedStatsFromGamelog, advancedStatsFromSplits, advancedStatsFromStats, mergeAdvancedStats, playerBioFrom,
  seasonStatsFromOverview, seasonStatsListFromStats,
} from '../../espn/normalize/athlete';
import { readFixture } from '../fixture-files';
import type { GameDetail, InjuryQuery, ScheduleQuery, SportsProvider } from '../provider';
import { recordedSummaries } from './recorded-summaries';
import { GameReplay } from './replay';
import { recordedTeamSeason } from './recorded-team-season';

const DAY = 24 * 3600 * 1000;

export interface RecordedOptions { speed: number; startedAt?: Date; now?: () => Date }

const MINUTE = 60 * 1000;

/**
 * Shifts every game of a recording by the same amount so its first kickoff lands at `target`, to the
 * minute: recorded kickoffs are whole minutes, and a schedule (and a calendar event) shows them so.
 */
function rebase(games: Game[], target: Date): Game[] {
  const first = Math.min(...games.map((g) => Date.parse(g.gameDate)));
  const shift = Math.round((target.getTime() - first) / MINUTE) * MINUTE;
  return games.map((g) => ({ ...g, gameDate: new Date(Date.parse(g.gameDate) + shift).toISOString() }));
}

const f = readFixture;

/** The offline provider serves no image the browser would have to fetch from the internet. */
const offlineGame = (g: Game): Game => ({ ...g, awayTeamLogo: null, homeTeamLogo: null });
const offlineTeam = (t: Team): Team => ({ ...t, logo: null });
const offlineNews = (items: NewsItem[]): NewsItem[] => items.map((n) => ({ ...n, images: [] }));
const withoutHeadshot = <P extends { headshot: string | null }>(p: P): P => ({ ...p, headshot: null });

export function createRecordedProvider({ speed, now = () => new Date(), startedAt = now() }: RecordedOptions): SportsProvider {
  const replay = new GameReplay(f('summary_401547417_2023_wk2_GB_at_ATL_final.json'), f('core_event_401547417_probabilities.json'), { speed, startedAt });
  const replayOdds = oddsFromCore(f('core_event_401547417_odds_list.json'), replay.gameId);

  // Finals kick off three days before the service started; pregame games two days after.
  const finalsScoreboard = f('scoreboard_2024_reg_wk15_dates20241215_final.json');
  const finals = rebase(gamesFromScoreboard(finalsScoreboard), new Date(startedAt.getTime() - 3 * DAY)).map(offlineGame);
  const pregameScoreboard = f('scoreboard_2025_reg_wk1_pregame_odds.json');
  const upcomingGames = rebase(gamesFromScoreboard(pregameScoreboard), new Date(startedAt.getTime() + 2 * DAY)).map(offlineGame);
  const upcomingOdds = oddsByEventFromScoreboard(pregameScoreboard);

  const teams = teamsFromList(f('teams_list.json')).map(offlineTeam);
  const kcRoster = f('team_12_KC_roster.json');
  const kcDetail = teamFromDetail(f('team_12_KC_detail.json'), kcRoster);
  const kc = kcDetail ? offlineTeam(kcDetail) : null;
  const summary = f('summary_401547417_2023_wk2_GB_at_ATL_final.json');

  const slate = (): Game[] => {
    const live = offlineGame(replay.at(now()).game);
    return [live, ...finals, ...upcomingGames].sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate));
  };

  const summaryOf = recordedSummaries({ replayedGameId: replay.gameId, replayedSummary: summary, finalsScoreboard, slate });

  const injuries = (): Injury[] => {
    // every entry is kept here, ESPN's "active" ones (not injuries) with status null; filtered per query
    const core = injuryFromCore(f('core_athlete_4426502_injury_598153.json'), { includeGeneric: true });
    return [
      ...injuriesFromSummary(summary, { includeGeneric: true }),
      ...injuriesFromRoster(kcRoster, { includeGeneric: true }),
      ...(core ? [core] : []),
    ];
  };

  const athletes: Record<string, () => ReturnType<typeof playerBioFrom>> = {
    '3139477': () => playerBioFrom(f('core_athlete_3139477.json'), f('athlete_3139477_bio_web_v3.json')),
    '4430191': () => playerBioFrom(f('athlete_4430191_profile_web_v3.json')),
  };

  return {
    name: 'recorded',
    async scoreboard() { return slate(); },
    async upcoming() {
      const t = now().getTime();
      return slate().filter((g) => isScheduledGame(g) && Date.parse(g.gameDate) >= t - 3600_000);
    },
    async schedule({ week, seasonType }: ScheduleQuery) {
      if (seasonType !== 2) return []; // no preseason recording
      return slate().filter((g) => g.week === week);
    },
    async gameDetail(gameId): Promise<GameDetail | null> {
      if (gameId === replay.gameId) {
        const state = replay.at(now());
        return { game: offlineGame(state.game), plays: state.plays, odds: replayOdds.length ? replayOdds : oddsFromPickcenter(summary, gameId), homeWinProbability: state.homeWinProbability, winProbability: state.winProbability, drives: state.drives };
      }
      const game = slate().find((g) => g.id === gameId);
      return game ? { game, plays: [], odds: upcomingOdds[gameId] ?? [], homeWinProbability: null } : null;
    },
    async gameSummary(gameId) { return summaryOf(gameId); },
    async teams(): Promise<Team[]> { return teams; },
    async team(teamId) {
      if (teamId === '12' && kc) return kc;
      return teams.find((t) => t.id === teamId) ?? null;
    },
    async roster(teamId) { return teamId === '12' ? playersFromRoster(kcRoster).map(withoutHeadshot) : []; },
    async injuries({ teamId, includeGeneric }: InjuryQuery) {
      return injuries()
        .filter((i) => includeGeneric || i.status !== null)
        .filter((i) => !teamId || i.teamId === teamId);
    },
    async news(teamId?: string): Promise<NewsItem[]> {
      if (teamId === '12') return offlineNews(newsFromArticles(f('news_team_12_KC.json')));
      const league = offlineNews(newsFromArticles(f('news_league.json')));
      if (!teamId) return league;
      const team = teams.find((t) => t.id === teamId);
      return team ? league.filter((n) => n.categories.includes(team.displayName)) : [];
    },
    async standings() { return standingsFrom(f('standings_apis_v2_2024.json')); },
    async teamSeason(teamId) { return teams.some((t) => t.id === teamId) ? recordedTeamSeason(teamId, slate(), now()) : null; },
    async playerBio(playerId) {
      const bio = athletes[playerId]?.() ?? null;
      return bio ? withoutHeadshot(bio) : null;
    },
    async playerSeasonStats(playerId, season) {
      if (playerId === '3139477') return seasonStatsListFromStats(f('athlete_3139477_stats_web_v3.json'), playerId).filter((s) => s.season === season);
      if (playerId === '4430191') {
        const overview = seasonStatsFromOverview(f('athlete_4430191_overview_web_v3.json'), playerId);
        return overview ? [overview].filter((s) => s.season === season) : [];
      }
      return null;
    },
    async playerAdvancedStats(playerId) {
      if (playerId === '3139477') {
        return mergeAdvancedStats(advancedStatsFromStats(f('athlete_3139477_stats_web_v3.json'), playerId), advancedStatsFromGamelog(f('athlete_3139477_gamelog_web_v3.json'), playerId));
      }
      if (playerId === '4430191') return advancedStatsFromSplits(f('athlete_4430191_splits_web_v3.json'), playerId);
      return null;
    },
  };
}

export { GameReplay };
