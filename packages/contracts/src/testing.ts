/**
 * Test factories for the contracts' objects, one set for every workspace's tests: games in each
 * state, odds, plays with a running score, standings, injuries and news. Each passes its schema
 * (a factory that drifts from the contract fails at once). For tests only: production code never
 * imports this entry point.
 */
import {
  BettingOddsSchema, GameSchema, InjurySchema, NewsItemSchema, PlaySchema, StandingSchema,
  type BettingOdds, type Game, type Injury, type NewsItem, type Play, type Standing,
} from './index';

const BASE_GAME: Game = {
  id: '900000001',
  status: 'live',
  statusDetail: '8:00 - 4th',
  awayTeam: 'Buffalo Bills',
  homeTeam: 'Kansas City Chiefs',
  awayTeamId: '2',
  homeTeamId: '12',
  awayTeamAbbreviation: 'BUF',
  homeTeamAbbreviation: 'KC',
  awayScore: 20,
  homeScore: 17,
  awayTeamLogo: null,
  homeTeamLogo: null,
  awayRecord: '9-3',
  homeRecord: '10-2',
  gameDate: '2026-11-22T18:00:00.000Z',
  season: 2026,
  seasonType: 2,
  week: 12,
  venue: 'GEHA Field at Arrowhead Stadium',
  broadcast: 'CBS',
  period: 4,
  clock: '8:00',
  possessionTeamId: null,
  downDistance: null,
  isRedZone: null,
  lastPlay: null,
  temperature: null,
  windSpeed: null,
  windDirection: null,
  precipitationProbability: null,
  weatherCondition: null,
  weatherCode: null,
  isIndoorVenue: null,
};

export const liveGame = (over: Partial<Game> = {}): Game => GameSchema.parse({ ...BASE_GAME, ...over });
export const finalGame = (over: Partial<Game> = {}): Game => GameSchema.parse({ ...BASE_GAME, status: 'final', statusDetail: 'Final', clock: null, ...over });
export const scheduledGame = (over: Partial<Game> = {}): Game =>
  GameSchema.parse({ ...BASE_GAME, status: 'scheduled', statusDetail: 'Scheduled', awayScore: 0, homeScore: 0, period: null, clock: null, ...over });

export const odds = (over: Partial<BettingOdds> = {}): BettingOdds =>
  BettingOddsSchema.parse({ id: 'odds:1', provider: 'Test Book', awayTeamSpread: 3.5, homeTeamSpread: -3.5, overUnder: 47.5, awayTeamMoneyline: 150, homeTeamMoneyline: -175, ...over });

/** Plays with a running score, one per [away, home, quarter]. */
export const plays = (scores: Array<[number, number, number]>): Play[] =>
  scores.map(([awayScore, homeScore, quarter], i) =>
    PlaySchema.parse({ id: `p${i}`, quarter, clock: '5:00', playType: 'Rush', yards: 3, scoringPlay: false, turnover: false, penalty: false, description: `play ${i}`, awayScore, homeScore }));

export const standing = (over: Partial<Standing> & { teamId: string }): Standing =>
  StandingSchema.parse({ id: `s${over.teamId}`, season: 2026, wins: 8, losses: 4, ties: 0, winPercentage: 0.667, pointsFor: 300, pointsAgainst: 250, streak: 'W1', ...over });

export const injury = (over: Partial<Injury> = {}): Injury =>
  InjurySchema.parse({ id: 'inj1', teamId: '12', teamName: 'Kansas City Chiefs', playerId: '1', playerName: 'Test Player', status: 'out', injuryType: 'Ankle', description: null, dateReported: null, expectedReturn: null, ...over });

export const article = (over: Partial<NewsItem> & { id: string }): NewsItem =>
  NewsItemSchema.parse({ headline: `Headline ${over.id}`, description: null, link: null, images: [], categories: ['NFL'], published: '2026-11-22T10:00:00Z', modified: null, ...over });
