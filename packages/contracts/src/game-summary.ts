// A finished game's summary: how the points came, each side's numbers, the leaders. Every part is
// optional because providers differ: a scoreboard knows the points per quarter and the leaders, a
// full box score also the scoring plays and the team statistics.
import { z } from 'zod';
import { GameLeaderSchema } from './hub';

/** How points were scored; a touchdown's extra point or two-point try is part of its play. */
export const SCORING_PLAY_TYPES = ['touchdown', 'field-goal', 'safety', 'two-point', 'extra-point', 'other'] as const;
export type ScoringPlayType = (typeof SCORING_PLAY_TYPES)[number];

export const ScoringPlaySchema = z.object({
  id: z.string().min(1),
  /** 1–4, then 5 and up for overtime. */
  quarter: z.number().int().min(1),
  /** Game clock when the points went up, e.g. "3:50"; null when the provider left it out. */
  clock: z.string().nullable(),
  /** The scoring side. */
  teamId: z.string().nullable(),
  type: z.enum(SCORING_PLAY_TYPES),
  description: z.string().min(1),
  /** The running score after the play (try included). */
  awayScore: z.number().int().min(0),
  homeScore: z.number().int().min(0),
});
export type ScoringPlay = z.infer<typeof ScoringPlaySchema>;

/** "made-tried" ("3-9"), also "count-yards" for penalties ("11-75"). */
const pair = z.string().regex(/^\d+-\d+$/);

/** One side's box-score numbers; null where the provider has none. Yards can be negative. */
export const TeamGameStatsSchema = z.object({
  firstDowns: z.number().int().min(0).nullable(),
  totalYards: z.number().int().nullable(),
  /** Net passing yards (sack yardage taken off). */
  passingYards: z.number().int().nullable(),
  rushingYards: z.number().int().nullable(),
  turnovers: z.number().int().min(0).nullable(),
  /** Penalties and the yards they cost: "11-75". */
  penalties: pair.nullable(),
  /** Time of possession, "26:09". */
  possessionTime: z.string().regex(/^\d{1,2}:\d{2}$/).nullable(),
  /** Third downs converted of those tried: "1-8". */
  thirdDownEfficiency: pair.nullable(),
  fourthDownEfficiency: pair.nullable(),
});
export type TeamGameStats = z.infer<typeof TeamGameStatsSchema>;

/** Points per period, side by side; a fifth entry and on is overtime. */
export const LineScoreSchema = z.object({
  away: z.array(z.number().int().min(0)).min(1),
  home: z.array(z.number().int().min(0)).min(1),
}).refine((l) => l.away.length === l.home.length, { message: 'both sides need the same periods', path: ['home'] });
export type LineScore = z.infer<typeof LineScoreSchema>;

/** GET /api/games/{id}/summary: only for a game that is final (409 before). */
export const GameSummarySchema = z.object({
  gameId: z.string().min(1),
  /** In game order; [] for a game without points, null when the provider does not list them. */
  scoringPlays: z.array(ScoringPlaySchema).nullable(),
  lineScore: LineScoreSchema.nullable(),
  teamStats: z.object({ away: TeamGameStatsSchema, home: TeamGameStatsSchema }).nullable(),
  /** Passing, rushing and receiving leaders, per team when the provider says so. */
  leaders: z.array(GameLeaderSchema),
});
export type GameSummary = z.infer<typeof GameSummarySchema>;
