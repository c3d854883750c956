// Test-only builders for games and odds rows.
import { FantasyAdviceSchema, PredictionSchema, type BettingOdds, type FantasyAdvice, type Game, type Prediction } from '@gg/contracts';

export function makeGame(overrides: Partial<Game> = {}): Game {
  return {
    id: 'g1',
    status: 'scheduled',
    statusDetail: null,
    awayTeam: 'Los Angeles Chargers',
    homeTeam: 'Kansas City Chiefs',
    awayTeamId: '24',
    homeTeamId: '12',
    awayTeamAbbreviation: 'LAC',
    homeTeamAbbreviation: 'KC',
    awayScore: 0,
    homeScore: 0,
    awayTeamLogo: null,
    homeTeamLogo: null,
    awayRecord: null,
    homeRecord: null,
    gameDate: '2025-09-05T00:00Z',
    season: 2025,
    seasonType: 2,
    week: 1,
    venue: null,
    broadcast: null,
    period: null,
    clock: null,
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
    ...overrides,
  };
}

export function makeOdds(provider: string, fields: Partial<Omit<BettingOdds, 'provider'>> = {}): BettingOdds {
  return {
    id: `g1:${provider}`,
    provider,
    awayTeamSpread: fields.homeTeamSpread === undefined || fields.homeTeamSpread === null ? null : -fields.homeTeamSpread,
    homeTeamSpread: null,
    overUnder: null,
    awayTeamMoneyline: null,
    homeTeamMoneyline: null,
    ...fields,
  };
}

/** Parse through the contract schema (throws on any violation) and return the value. */
export function validPrediction(p: Prediction): Prediction {
  return PredictionSchema.parse(p);
}
export function validAdvice(a: FantasyAdvice): FantasyAdvice {
  return FantasyAdviceSchema.parse(a);
}
