import type { Team } from '@gg/contracts';
import type { SportsProvider } from '../data-access/providers/provider';

export function createTeamsDomain(provider: SportsProvider) {
  return {
    /** Teams sorted by display name, the order a fan scans a list in. */
    async listTeams(): Promise<Team[]> {
      const teams = await provider.getTeams();
      return [...teams].sort((a, b) => a.displayName.localeCompare(b.displayName));
    },
  };
}
export type TeamsDomain = ReturnType<typeof createTeamsDomain>;
