// Test-only builders for games and odds rows.
import { FantasyAdviceSchema, PredictionSchema, type BettingOdds, type FantasyAdvice, type Game, type Prediction } from '@gg/contracts';
import { scheduledGame } from '@gg/contracts/testing';

/** A scheduled game with no extras (LAC at KC, 2025 week 1), on the contracts' shared factory. */
export function makeGame(overrides: Partial<Game> = {}): Game {
  return scheduledGame({
    id: 'g1', statusDetail: null, awayTeam: 'Los Angeles Chargers', awayTeamId: '24', awayTeamAbbreviation: 'LAC',
    awayRecord: null, homeRecord: null, gameDate: '2025-09-05T00:00Z', season: 2025, week: 1, venue: null, broadcast: null,
    ...overrides,
  });
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
