import { createServiceApp } from '@gg/service-kit';
import type { SportsProvider } from './data-access/providers/provider';
import { createTeamsDomain } from './domain/teams';
import { teamsRouter } from './entry-points/teams-routes';

export function createSportsApp({ provider }: { provider: SportsProvider }) {
  return createServiceApp({
    name: 'sports',
    routers: [teamsRouter(createTeamsDomain(provider))],
    health: () => ({ provider: provider.name }),
  });
}
