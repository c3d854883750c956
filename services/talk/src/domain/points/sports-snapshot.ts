/**
 * What the generators read: one moment of the sports service's data. A source that did not answer
 * is `null`, so its points are neither made nor withdrawn on that run (nothing is guessed).
 */
import type { BettingOdds, Game, Injury, NewsItem, Play, Standing, Team, TalkingPoint, TalkingPointCategory } from '@gg/contracts';

export interface GameDetail { plays: Play[]; odds: BettingOdds[] }

export interface SportsSnapshot {
  now: Date;
  /** The slate and the upcoming games, one entry per game id. */
  games: Game[] | null;
  /** Plays and lines of live and recent final games; lines of the upcoming games worth a point. */
  details: ReadonlyMap<string, GameDetail>;
  teams: Team[] | null;
  standings: Standing[] | null;
  injuries: Injury[] | null;
  news: NewsItem[] | null;
}

/** A generator's answer: the points that hold now, and the ids of points that no longer do. */
export interface Generated {
  points: TalkingPoint[];
  retire: string[];
}

/** The id of a point is its category and source, so generating again updates it in place. */
export const pointId = (category: TalkingPointCategory, source: string) => `${category}:${source}`;

export const gameSource = (gameId: string) => `game:${gameId}`;
