// Sports-hub payloads: games, plays, odds, teams, players, injuries, news, standings, talking points, predictions.
import { z } from 'zod';
import { GAME_STATUSES } from './game-status';
import { SITUATION_PHASES, TIMEOUTS_PER_HALF, type GameSituation } from './situation';
import { CompletedDriveSchema, CurrentDriveSchema } from './drive-schemas';
import { WinProbabilitySeriesSchema } from './win-probability-schema';

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO date');

export const ConferenceSchema = z.enum(['AFC', 'NFC', 'Unknown']);
export type Conference = z.infer<typeof ConferenceSchema>;

export const TeamSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  displayName: z.string().min(1),
  abbreviation: z.string().min(1),
  logo: z.string().nullable(),
  conference: ConferenceSchema,
  division: z.string().nullable(),
  headCoach: z.string().nullable(),
  /** Hex colour, always with a leading '#'. */
  primaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable(),
  secondaryColor: z.string().regex(/^#[0-9a-fA-F]{6}$/).nullable(),
  venue: z.string().nullable(),
  location: z.string().nullable(),
  founded: z.number().int().nullable(),
});
export type Team = z.infer<typeof TeamSchema>;

/** The statuses, their type (GameStatus) and what each means (isLiveStatus, isFinalStatus, …) are in ./game-status. */
export const GameStatusSchema = z.enum(GAME_STATUSES);

export const GameLeaderCategorySchema = z.enum(['passing', 'rushing', 'receiving']);
export type GameLeaderCategory = z.infer<typeof GameLeaderCategorySchema>;
/** A box-score leader of a game: "Bijan Robinson, 19 CAR, 124 YDS". `value` is the yards. */
export const GameLeaderSchema = z.object({
  category: GameLeaderCategorySchema,
  athlete: z.string().min(1),
  teamId: z.string().nullable(),
  /** The provider's stat line, e.g. "19/38, 159 YDS, 2 TD". */
  displayValue: z.string().min(1),
  value: z.number(),
});
export type GameLeader = z.infer<typeof GameLeaderSchema>;

/** What a live game is waiting for, where the ball is, timeouts left; its rules are in ./situation. */
export const GameSituationSchema = z.object({
  phase: z.enum(SITUATION_PHASES).optional(),
  down: z.number().int().min(1).max(4).optional(),
  distance: z.number().int().min(0).max(99).optional(),
  yardLine: z.number().min(0).max(100).optional(),
  possessionTeamId: z.string().min(1).optional(),
  homeTimeouts: z.number().int().min(0).max(TIMEOUTS_PER_HALF).optional(),
  awayTimeouts: z.number().int().min(0).max(TIMEOUTS_PER_HALF).optional(),
}) satisfies z.ZodType<GameSituation>;

export const GameSchema = z.object({
  id: z.string().min(1),
  status: GameStatusSchema,
  /** Provider's own words for the state, e.g. "5:49 - 2nd", "Final/OT", "Halftime". */
  statusDetail: z.string().nullable(),
  awayTeam: z.string().min(1),
  homeTeam: z.string().min(1),
  awayTeamId: z.string().nullable(),
  homeTeamId: z.string().nullable(),
  awayTeamAbbreviation: z.string().nullable(),
  homeTeamAbbreviation: z.string().nullable(),
  awayScore: z.number().int().min(0),
  homeScore: z.number().int().min(0),
  awayTeamLogo: z.string().nullable(),
  homeTeamLogo: z.string().nullable(),
  awayRecord: z.string().nullable(),
  homeRecord: z.string().nullable(),
  gameDate: isoDate,
  season: z.number().int().nullable(),
  /** 1 preseason, 2 regular, 3 postseason. */
  seasonType: z.number().int().min(1).max(4).nullable(),
  week: z.number().int().nullable(),
  venue: z.string().nullable(),
  broadcast: z.string().nullable(),
  period: z.number().int().nullable(),
  clock: z.string().nullable(),
  possessionTeamId: z.string().nullable(),
  downDistance: z.string().nullable(),
  isRedZone: z.boolean().nullable(),
  lastPlay: z.string().nullable(),
  temperature: z.number().nullable(),
  windSpeed: z.number().nullable(),
  windDirection: z.number().nullable(),
  precipitationProbability: z.number().nullable(),
  weatherCondition: z.string().nullable(),
  weatherCode: z.string().nullable(),
  isIndoorVenue: z.boolean().nullable(),
  /**
   * Passing, rushing and receiving leaders when the provider has a box score (live and final
   * games): one per category for the game (scoreboard) or one per category and team (summary).
   */
  leaders: z.array(GameLeaderSchema).optional(),
  /** The situation on the field, while live and when the provider gives one. */
  situation: GameSituationSchema.optional(),
  /** The drive under way, while live and when the provider gives one (see ./drive). */
  drive: CurrentDriveSchema.optional(),
});
export type Game = z.infer<typeof GameSchema>;

export const PlaySchema = z.object({
  id: z.string().min(1),
  quarter: z.number().int().min(0),
  clock: z.string(),
  playType: z.string(),
  yards: z.number(),
  scoringPlay: z.boolean(),
  turnover: z.boolean(),
  penalty: z.boolean(),
  description: z.string(),
  awayScore: z.number().int().min(0),
  homeScore: z.number().int().min(0),
});
export type Play = z.infer<typeof PlaySchema>;

export const BettingOddsSchema = z.object({
  id: z.string().min(1),
  provider: z.string().min(1),
  awayTeamSpread: z.number().nullable(),
  homeTeamSpread: z.number().nullable(),
  overUnder: z.number().nullable(),
  awayTeamMoneyline: z.number().nullable(),
  homeTeamMoneyline: z.number().nullable(),
});
export type BettingOdds = z.infer<typeof BettingOddsSchema>;

export const LiveGameDataSchema = z.object({
  gameId: z.string().min(1),
  lastUpdated: isoDate,
  stale: z.boolean(),
  playByPlay: z.array(PlaySchema),
  bettingOdds: z.array(BettingOddsSchema),
  /** The drives that ended, in game order, when the provider gives them (see ./drive). */
  drives: z.array(CompletedDriveSchema).optional(),
  /** The home team's win probability after each play so far; empty when the provider has none. */
  winProbability: WinProbabilitySeriesSchema.optional(),
});
export type LiveGameData = z.infer<typeof LiveGameDataSchema>;

// ---- the live-scores stream (/api/scores/stream): event payloads, sent by the sports service and
// read by the hub and the talk service (the heartbeat, which every stream shares, is in ./live-stream)

/** `snapshot`: the whole slate, first on a new connection (and to a client too far behind to replay). */
export const ScoresSnapshotSchema = z.object({
  games: z.array(GameSchema),
  updatedAt: isoDate,
  /** The slate is the last good one: the provider did not answer the latest poll. */
  stale: z.boolean(),
});
export type ScoresSnapshot = z.infer<typeof ScoresSnapshotSchema>;

export const GameChangeKindSchema = z.enum(['score', 'status', 'play', 'clock', 'situation', 'drive', 'new']);
export type GameChangeKind = z.infer<typeof GameChangeKindSchema>;

/** `game`: one game changed between two polls; `game` is the whole game as it is now. */
export const GameChangeSchema = z.object({
  gameId: z.string().min(1),
  changes: z.array(GameChangeKindSchema),
  game: GameSchema,
  /** When the poll saw it (ISO time); a plain string, as clients have always read it. */
  at: z.string(),
});
export type GameChange = z.infer<typeof GameChangeSchema>;

/** Each event name of the stream with the schema of its data. */
export const ScoresStreamEventSchemas = { snapshot: ScoresSnapshotSchema, game: GameChangeSchema } as const;
export type ScoresStreamEvents = { [K in keyof typeof ScoresStreamEventSchemas]: z.infer<(typeof ScoresStreamEventSchemas)[K]> };

export const PlayerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  position: z.string().nullable(),
  jersey: z.string().nullable(),
  height: z.string().nullable(),
  weight: z.number().nullable(),
  age: z.number().int().nullable(),
  experience: z.number().int().nullable(),
  college: z.string().nullable(),
  headshot: z.string().nullable(),
});
export type Player = z.infer<typeof PlayerSchema>;

export const PlayerBioSchema = PlayerSchema.extend({
  drafted: z.string().nullable(),
  birthPlace: z.string().nullable(),
  bio: z.string().nullable(),
  awards: z.array(z.string()),
  careerHighlights: z.array(z.string()),
});
export type PlayerBio = z.infer<typeof PlayerBioSchema>;

export const PlayerSeasonStatsSchema = z.object({
  playerId: z.string(),
  season: z.number().int(),
  passingYards: z.number(),
  passingTouchdowns: z.number(),
  passingInterceptions: z.number(),
  rushingYards: z.number(),
  rushingTouchdowns: z.number(),
  receivingYards: z.number(),
  receptions: z.number(),
  receivingTouchdowns: z.number(),
  tackles: z.number(),
  sacks: z.number(),
  interceptions: z.number(),
});
export type PlayerSeasonStats = z.infer<typeof PlayerSeasonStatsSchema>;

const maybe = z.number().nullable();
export const PlayerAdvancedStatsSchema = z.object({
  playerId: z.string(),
  season: z.number().int(),
  qbr: maybe, completionPercentage: maybe, yardsPerAttempt: maybe, passerRating: maybe,
  redZoneEfficiency: maybe, yardsPerCarry: maybe, yardsAfterContact: maybe, brokenTackles: maybe,
  yardsAfterCatch: maybe, targetShare: maybe, catchRate: maybe, separationDistance: maybe,
  tackleEfficiency: maybe, passRushWinRate: maybe, coverageRating: maybe, snapCount: maybe,
  snapPercentage: maybe, fantasyPoints: maybe, fantasyPointsPerGame: maybe,
});
export type PlayerAdvancedStats = z.infer<typeof PlayerAdvancedStatsSchema>;

export const InjuryStatusSchema = z.enum(['out', 'doubtful', 'questionable', 'probable', 'injured-reserve', 'suspended', 'day-to-day']);
export const InjurySchema = z.object({
  id: z.string().min(1),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
  playerId: z.string().nullable(),
  playerName: z.string().nullable(),
  status: InjuryStatusSchema.nullable(),
  injuryType: z.string().nullable(),
  description: z.string().nullable(),
  dateReported: z.string().nullable(),
  expectedReturn: z.string().nullable(),
});
export type Injury = z.infer<typeof InjurySchema>;

export const NewsItemSchema = z.object({
  id: z.string().min(1),
  headline: z.string().min(1),
  description: z.string().nullable(),
  link: z.string().nullable(),
  images: z.array(z.object({ url: z.string(), alt: z.string().nullable(), width: z.number().nullable(), height: z.number().nullable() })),
  categories: z.array(z.string()),
  published: z.string().nullable(),
  modified: z.string().nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const StandingSchema = z.object({
  id: z.string().min(1),
  teamId: z.string().min(1),
  season: z.number().int(),
  wins: z.number().int().min(0),
  losses: z.number().int().min(0),
  ties: z.number().int().min(0),
  winPercentage: z.number().min(0).max(1),
  pointsFor: z.number().int().min(0),
  pointsAgainst: z.number().int().min(0),
  streak: z.string(),
});
export type Standing = z.infer<typeof StandingSchema>;

export const TalkingPointCategorySchema = z.enum(['live_game', 'trending', 'recent_performance', 'upcoming']);
export type TalkingPointCategory = z.infer<typeof TalkingPointCategorySchema>;
export const TalkingPointSchema = z.object({
  id: z.string().min(1),
  category: TalkingPointCategorySchema,
  title: z.string().min(1),
  talkingPoint: z.string().min(1),
  context: z.string().min(1),
  casualPhrase: z.string().optional(),
  relevanceScore: z.number().min(0).max(10),
  createdAt: isoDate,
  expiresAt: isoDate.optional(),
  /** Where the point came from (a game id, a news article id) so it can be traced. */
  source: z.string().optional(),
  /**
   * The kickoff of the game the words speak of, when they name its day: `{when}` in the title,
   * talkingPoint, context or casualPhrase (`{When}` at the start of a sentence) stands for that
   * day as the reader says it ("tonight", "on Sunday", "last night"), worded by the reader's app
   * in the reader's time zone. Required whenever a text holds the marker.
   */
  kickoff: isoDate.optional(),
}).refine(
  (p) => p.kickoff !== undefined || ![p.title, p.talkingPoint, p.context, p.casualPhrase].some((t) => t !== undefined && /\{[Ww]hen\}/.test(t)),
  { message: 'a text that says {when} needs the kickoff it stands for', path: ['kickoff'] },
);
export type TalkingPoint = z.infer<typeof TalkingPointSchema>;

/** POST /api/water-cooler-talk/refresh: what one generation run did. */
export const TalkingPointsRefreshSchema = z.object({
  /** Talking points this run produced from the sports data. */
  generated: z.number().int().min(0),
  /** Of those, the new or changed ones written to the store (an unchanged point is left as it is). */
  stored: z.number().int().min(0),
  /** When the run finished. */
  updatedAt: isoDate,
});
export type TalkingPointsRefresh = z.infer<typeof TalkingPointsRefreshSchema>;

export const PredictionBasisSchema = z.enum(['moneyline', 'spread', 'provider-probability', 'records', 'none']);
export const PredictionSchema = z.object({
  gameId: z.string().min(1),
  awayWinProbability: z.number().min(0).max(1),
  homeWinProbability: z.number().min(0).max(1),
  predictedAwayScore: z.number().int().nullable(),
  predictedHomeScore: z.number().int().nullable(),
  /** 5–9, from how strong the inputs are. */
  confidence: z.number().int().min(1).max(10),
  basis: PredictionBasisSchema,
  /** Plain-words explanation shown in the UI, e.g. "From DraftKings moneylines, vig removed". */
  explanation: z.string().min(1),
});
export type Prediction = z.infer<typeof PredictionSchema>;

export const FantasyAdviceSchema = z.object({
  gameId: z.string().min(1),
  matchup: z.enum(['Close Game', 'Balanced', 'Mismatch']),
  ratingGap: z.number().min(0),
  advice: z.string().min(1),
  basis: PredictionBasisSchema,
});
export type FantasyAdvice = z.infer<typeof FantasyAdviceSchema>;
