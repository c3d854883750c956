import type { PageData } from '@gg/routes';
import { Page, useDocumentTitle } from '@gg/ui';
import { StandingsView } from '../features/standings/components/standings-view';
import { standingsQuery } from '../shared/api/get-standings';
import { teamsQuery } from '@gg/data/queries';

/** /standings: the page's one h1 comes from the standings view, which knows the season. */
export default function StandingsPage() {
  useDocumentTitle('NFL Standings');
  return (
    <Page>
      <StandingsView variant="page" />
    </Page>
  );
}

/** The standings, and the teams their rows name. */
export const pageData: PageData = () => [standingsQuery(), teamsQuery()];
