// A team's season: its record, this season's games with results, the next game and its leaders
// (GET /api/teams/{teamId}/season). What a result and a record mean is in ./season-record.
import { z } from 'zod';
import { GAME_STATUSES } from './game-status';
import { GAME_RESULTS, type WinLossRecord } from './season-record';

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date');
const games = z.number().int().min(0);

export const WinLossRecordSchema = z.object({ wins: games, losses: games, ties: games }) satisfies z.ZodType<WinLossRecord>;

/** Overall and split records; a split the provider does not give is null, never guessed. */
export const TeamRecordSchema = z.object({
  /** The season the record is of (it can differ from the schedule's when a provider has only an older table). */
  season: z.number().int().nullable(),
  overall: WinLossRecordSchema,
  home: WinLossRecordSchema.nullable(),
  away: WinLossRecordSchema.nullable(),
  division: WinLossRecordSchema.nullable(),
  conference: WinLossRecordSchema.nullable(),
  /** "W3", "L1". */
  streak: z.string().regex(/^[WLT]\d+$/).nullable(),
  /** The provider's words for the place in the table, e.g. "1st in AFC West". */
  standing: z.string().nullable(),
});
export type TeamRecord = z.infer<typeof TeamRecordSchema>;

export const GameResultSchema = z.enum(GAME_RESULTS);

/** One game of the team's season, seen from the team's side. */
export const TeamSeasonGameSchema = z.object({
  gameId: z.string().min(1),
  week: z.number().int().nullable(),
  /** 1 preseason, 2 regular, 3 postseason. */
  seasonType: z.number().int().min(1).max(4).nullable(),
  gameDate: isoDate,
  status: z.enum(GAME_STATUSES),
  /** Provider's words for the state ("Final/OT", "5:49 - 2nd"). */
  statusDetail: z.string().nullable(),
  /** Where the team plays: at home, away, or at a neutral site (London, Brazil), listed as home or away by the league. */
  homeAway: z.enum(['home', 'away']),
  neutralSite: z.boolean(),
  opponent: z.object({ id: z.string().nullable(), name: z.string().min(1), abbreviation: z.string().nullable() }),
  /** Points, once the game has started; null before. */
  teamScore: z.number().int().min(0).nullable(),
  opponentScore: z.number().int().min(0).nullable(),
  /** Only for a final game. */
  result: GameResultSchema.nullable(),
  broadcast: z.string().nullable(),
  venue: z.string().nullable(),
});
export type TeamSeasonGame = z.infer<typeof TeamSeasonGameSchema>;

export const TEAM_LEADER_CATEGORIES = ['passing', 'rushing', 'receiving', 'defense'] as const;
export const TeamLeaderSchema = z.object({
  category: z.enum(TEAM_LEADER_CATEGORIES),
  athlete: z.string().min(1),
  athleteId: z.string().nullable(),
  /** The provider's stat line, e.g. "4,183 YDS, 27 TD, 14 INT". */
  displayValue: z.string().min(1),
  /** The number the leader is ranked by (yards, tackles). */
  value: z.number(),
});
export type TeamLeader = z.infer<typeof TeamLeaderSchema>;

/**
 * How much of each part the provider gave: `complete`, `partial` (some weeks only, say why in
 * `notes`) or `none`.
 */
export const CompletenessSchema = z.enum(['complete', 'partial', 'none']);
export type Completeness = z.infer<typeof CompletenessSchema>;

export const TeamSeasonSchema = z.object({
  teamId: z.string().min(1),
  /** The season of the schedule (the year it starts). */
  season: z.number().int().nullable(),
  record: TeamRecordSchema.nullable(),
  /** The season's games, soonest first. */
  games: z.array(TeamSeasonGameSchema),
  /** The week the team does not play, when the provider says. */
  byeWeek: z.number().int().min(1).max(18).nullable(),
  /** The first game not yet played (it may belong to the next season when this one is over). */
  nextGame: TeamSeasonGameSchema.nullable(),
  leaders: z.array(TeamLeaderSchema),
  completeness: z.object({ record: CompletenessSchema, schedule: CompletenessSchema, leaders: CompletenessSchema }),
  /** Plain words on what is partial or missing and why, for the page to say. */
  notes: z.array(z.string()),
});
export type TeamSeason = z.infer<typeof TeamSeasonSchema>;
