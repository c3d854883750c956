/** Every sports call of the hub: parse the request, ask the domain, send contract-checked JSON. */
import {
  BettingOddsSchema, FantasyAdviceSchema, GameSchema, GameSummarySchema, InjurySchema, LiveGameDataSchema, NewsItemSchema,
  PlayerAdvancedStatsSchema, PlayerBioSchema, PlayerSchema, PlayerSeasonStatsSchema, PlaySchema, PredictionSchema,
  StandingSchema, TeamSchema, TeamSeasonSchema,
} from '@gg/contracts';
import type { Game } from '@gg/contracts';
import { ApiHttpError, badRequest, sendValidated } from '@gg/service-kit';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { LiveScores } from '../domain/live/live-scores';
import { gameCalendar } from '../domain/game-calendar';
import { seasonWithScoreboard } from '../domain/season-on-game-day';
import type { GameInsights } from '../domain/game-insights';
import type { CachedResult } from '../domain/snapshot-cache';
import type { SportsData } from '../domain/sports-data';
import type { LiveStreamHub } from './live-stream';
import { booleanParam, gameIdList, numericId, seasonParam, seasonTypeParam, weekParam } from './params';
import { sendSnapshot } from './respond';

export const STATS_SEASON = 2024;

/** `?teamId=` narrows a list (or a refresh) to one team; absent or empty means the whole league. */
const optionalTeamId = (value: unknown) => (value === undefined || value === '' ? undefined : numericId(value, 'teamId'));

const refreshed = (res: Response, result: CachedResult<unknown[]>, extra: Record<string, unknown> = {}) => {
  res.setHeader('X-Data-Stale', String(result.stale));
  res.json({ refreshed: !result.stale, updatedAt: result.updatedAt, count: result.data.length, stale: result.stale, ...extra });
};

export interface SportsRoutesDeps { data: SportsData; live: LiveScores; stream: LiveStreamHub; insights: GameInsights }

export function sportsRouter({ data, live, stream, insights }: SportsRoutesDeps): Router {
  const r = Router();

  // --- games and live scores
  r.get('/api/games/upcoming', async (_req, res) => sendSnapshot(res, z.array(GameSchema), await data.upcoming()));
  r.get('/api/games/week/:week', async (req, res) => {
    const seasonType = seasonTypeParam(req.query.seasonType);
    const week = weekParam(req.params.week, seasonType);
    sendSnapshot(res, z.array(GameSchema), await data.schedule({ week, seasonType }));
  });
  r.post('/api/games/refresh', async (_req, res) => {
    const [{ polled }, upcoming] = await Promise.all([live.refresh().catch(() => ({ polled: false })), data.refreshUpcoming()]);
    refreshed(res, upcoming, { polled });
  });
  r.get('/api/scores/live', async (_req, res) => {
    const slate = await live.slate().catch((err: unknown) => {
      // nothing stored and the provider down: say when to come back
      if (err instanceof ApiHttpError && err.status === 503) res.setHeader('Retry-After', String(live.retryAfterSeconds()));
      throw err;
    });
    sendSnapshot(res, z.array(GameSchema), { data: slate.games, updatedAt: slate.updatedAt, stale: slate.stale });
  });
  r.get('/api/scores/stream', (req, res) => stream.connect(req, res));

  const detail = (req: Request) => data.gameDetail(numericId(req.params.id, 'Game id'));
  r.get('/api/games/:id/live-data', async (req, res) => {
    const d = await detail(req);
    res.setHeader('X-Data-Stale', String(d.stale));
    sendValidated(res, LiveGameDataSchema, {
      gameId: d.data.game.id, lastUpdated: d.updatedAt, stale: d.stale, playByPlay: d.data.plays, bettingOdds: d.data.odds,
      winProbability: d.data.winProbability ?? [],
      ...(d.data.drives ? { drives: d.data.drives } : {}),
    });
  });
  r.get('/api/games/:id/odds', async (req, res) => {
    sendSnapshot(res, z.array(BettingOddsSchema), await data.gameOdds(numericId(req.params.id, 'Game id')));
  });
  r.get('/api/games/:id/summary', async (req, res) => sendSnapshot(res, GameSummarySchema, await data.gameSummary(numericId(req.params.id, 'Game id'))));
  r.get('/api/games/:id/plays', async (req, res) => {
    const d = await detail(req);
    sendSnapshot(res, z.array(PlaySchema), { ...d, data: d.data.plays });
  });

  // --- predictions and fantasy, from real inputs (odds, probabilities, records)
  r.get('/api/predictions', async (req, res) => sendValidated(res, z.array(PredictionSchema), await insights.predictions(gameIdList(req.query.gameIds))));
  r.get('/api/fantasy', async (req, res) => sendValidated(res, z.array(FantasyAdviceSchema), await insights.fantasy(gameIdList(req.query.gameIds))));

  // --- teams and players
  r.get('/api/teams', async (_req, res) => sendSnapshot(res, z.array(TeamSchema), await data.teams()));
  r.post('/api/teams/refresh', async (_req, res) => refreshed(res, await data.refreshTeams()));
  r.get('/api/teams/:teamId', async (req, res) => sendSnapshot(res, TeamSchema, await data.team(numericId(req.params.teamId, 'Team id'))));
  r.get('/api/teams/:teamId/season', async (req, res) => {
    const teamId = numericId(req.params.teamId, 'Team id');
    // the scoreboard is only a fresher view of some games: without it the season is still the answer
    const [season, scoreboard] = await Promise.all([data.teamSeason(teamId), live.slate().catch(() => null)]);
    sendSnapshot(res, TeamSeasonSchema, scoreboard ? { ...season, data: seasonWithScoreboard(season.data, scoreboard.games) } : season);
  });
  // null: the provider has no advanced numbers for this player (an answer, not a failure)
  r.get('/api/players/:playerId/advanced-stats', async (req, res) =>
    sendSnapshot(res, PlayerAdvancedStatsSchema.nullable(), await data.playerAdvancedStats(numericId(req.params.playerId, 'Player id'))));
  r.get('/api/players/:playerId/stats', async (req, res) => {
    const season = seasonParam(req.query.season, STATS_SEASON);
    sendSnapshot(res, z.array(PlayerSeasonStatsSchema), await data.playerSeasonStats(numericId(req.params.playerId, 'Player id'), season));
  });
  r.get('/api/players/:teamId', async (req, res) => sendSnapshot(res, z.array(PlayerSchema), await data.roster(numericId(req.params.teamId, 'Team id'))));
  r.get('/api/player/:playerId/bio', async (req, res) => {
    const expected = req.query.expectedName;
    if (expected !== undefined && (typeof expected !== 'string' || expected.length > 100)) throw badRequest('expectedName must be a name of at most 100 characters');
    const bio = await data.playerBio(numericId(req.params.playerId, 'Player id'));
    // The UI asks by id and names the player it expects; say so when the provider disagrees.
    if (typeof expected === 'string' && expected && bio.data && bio.data.name.toLowerCase() !== expected.toLowerCase()) res.setHeader('X-Name-Mismatch', 'true');
    // null: the provider has no bio for this player (an answer, not a failure)
    sendSnapshot(res, PlayerBioSchema.nullable(), bio);
  });

  // --- injuries, news, standings
  r.get('/api/injuries', async (req, res) => {
    const teamId = optionalTeamId(req.query.teamId);
    sendSnapshot(res, z.array(InjurySchema), await data.injuries({ teamId, includeGeneric: booleanParam(req.query.includeGeneric, 'includeGeneric') }));
  });
  r.post('/api/injuries/refresh', async (req, res) => refreshed(res, await data.refreshInjuries(optionalTeamId(req.query.teamId))));
  r.get('/api/news', async (req, res) => {
    sendSnapshot(res, z.array(NewsItemSchema), await data.news(optionalTeamId(req.query.teamId)));
  });
  r.post('/api/news/refresh', async (req, res) => refreshed(res, await data.refreshNews(optionalTeamId(req.query.teamId))));
  r.get('/api/standings', async (_req, res) => sendSnapshot(res, z.array(StandingSchema), await data.standings()));
  r.post('/api/standings/refresh', async (_req, res) => refreshed(res, await data.refreshStandings()));

  // --- calendar feeds: /api/calendar/all.ics and /api/calendar/{teamId}.ics
  r.get('/api/calendar/:feed', async (req, res) => {
    const feed = /^(all|\d{1,6})\.ics$/.exec(req.params.feed);
    if (!feed) throw badRequest(`calendar feed must be all.ics or {teamId}.ics (got ${JSON.stringify(req.params.feed)})`);
    const teamId = feed[1] === 'all' ? undefined : feed[1];
    const [teams, slate, upcoming] = await Promise.all([
      teamId ? data.teams() : null,
      live.slate().then((s) => s.games, () => [] as Game[]),
      data.upcoming(),
    ]);
    const team = teamId ? teams?.data.find((t) => t.id === teamId) : undefined;
    if (teamId && !team) throw new ApiHttpError(404, 'not_found', `No team with id ${teamId}`);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `inline; filename="${team ? team.abbreviation.toLowerCase() : 'nfl'}-games.ics"`);
    res.setHeader('Cache-Control', 'public, max-age=900');
    res.setHeader('X-Data-Updated', upcoming.updatedAt);
    res.setHeader('X-Data-Stale', String(upcoming.stale));
    res.send(gameCalendar({ games: [...slate, ...upcoming.data], team, now: new Date() }));
  });

  return r;
}
