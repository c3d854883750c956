/**
 * What the sports service needs from a data provider, already normalised to the contracts.
 * Two implementations: `recorded` (the embedded default: fixtures shipped in ./fixtures, one game
 * replayed play by play on a clock, no network) and `espn` (live HTTP to ESPN's public API).
 *
 * Methods throw ProviderError when the provider cannot answer (network, timeout, bad status);
 * the caching layer above turns that into "last good snapshot, marked stale".
 * `null` means "the provider has no such thing" (unknown id) and becomes a 404.
 */
import type {
  BettingOdds, CompletedDrive, Game, GameSummary, Injury, NewsItem, Play, Player, PlayerAdvancedStats, PlayerBio, PlayerSeasonStats, Standing, Team,
  TeamSeason, WinProbabilityPoint,
} from '@gg/contracts';

export interface GameDetail {
  game: Game;
  plays: Play[];
  odds: BettingOdds[];
  /** Home win probability 0..1 from the provider's live model, when it has one. */
  homeWinProbability: number | null;
  /** The home team's chance after each play so far, in game order (absent in snapshots stored before it existed). */
  winProbability?: WinProbabilityPoint[];
  /** The drives that ended, in game order, when the provider has them. */
  drives?: CompletedDrive[];
}

/** A game's summary with the game as the provider has it now: its status says whether it may be shown. */
export interface GameSummaryAnswer {
  game: Game;
  summary: GameSummary;
}

export interface ScheduleQuery {
  /** Provider week within the season type (regular 1–18, preseason 1–4). */
  week: number;
  /** 1 preseason, 2 regular. */
  seasonType: 1 | 2;
}

export interface InjuryQuery {
  teamId?: string;
  /** Keep ESPN's "active" roster entries that are not injuries (the hub asks with includeGeneric=true). */
  includeGeneric?: boolean;
}

export interface SportsProvider {
  readonly name: 'recorded' | 'espn';
  /** The current slate: live, today's final and upcoming games (what live polling watches). */
  scoreboard(): Promise<Game[]>;
  /** Games still to be played, soonest first. */
  upcoming(): Promise<Game[]>;
  schedule(query: ScheduleQuery): Promise<Game[]>;
  gameDetail(gameId: string): Promise<GameDetail | null>;
  gameSummary(gameId: string): Promise<GameSummaryAnswer | null>;
  teams(): Promise<Team[]>;
  /** Team with detail (coach, venue) or null when unknown. */
  team(teamId: string): Promise<Team | null>;
  roster(teamId: string): Promise<Player[]>;
  injuries(query: InjuryQuery): Promise<Injury[]>;
  news(teamId?: string): Promise<NewsItem[]>;
  standings(): Promise<Standing[]>;
  /** The team's season (record, games, next game, leaders), or null when the team is unknown. */
  teamSeason(teamId: string): Promise<TeamSeason | null>;
  playerBio(playerId: string): Promise<PlayerBio | null>;
  playerSeasonStats(playerId: string, season: number): Promise<PlayerSeasonStats[] | null>;
  playerAdvancedStats(playerId: string): Promise<PlayerAdvancedStats | null>;
}

export class ProviderError extends Error {
  constructor(message: string, override readonly cause?: unknown, readonly status?: number) {
    super(message);
    this.name = 'ProviderError';
  }
}
