import type { Team } from '@gg/contracts';
import { teamsFromList } from '../espn/normalize/teams';
import { readFixture } from './fixture-files';
import type { SportsProvider } from './provider';

/** Serves recorded ESPN responses: the product runs and demos with no network at all. */
export function createRecordedProvider(): SportsProvider {
  return {
    name: 'recorded',
    async getTeams(): Promise<Team[]> {
      return teamsFromList(readFixture('teams_list.json'));
    },
  };
}
