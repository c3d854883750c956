/**
 * What the sports service needs from a data provider. Two implementations: `recorded` (the
 * embedded default, serves the fixtures in ./fixtures and needs no network) and `espn` (live).
 * Every method returns contract-shaped data; normalisation of the provider's JSON happens inside.
 */
import type { Team } from '@gg/contracts';

export interface SportsProvider {
  readonly name: 'recorded' | 'espn';
  getTeams(): Promise<Team[]>;
}
