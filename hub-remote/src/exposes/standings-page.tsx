import { Page, useDocumentTitle } from '@gg/ui';
import { StandingsView } from '../features/standings/components/standings-view';

/** /standings: the page's one h1 comes from the standings view, which knows the season. */
export default function StandingsPage() {
  useDocumentTitle('NFL Standings');
  return (
    <Page>
      <StandingsView variant="page" />
    </Page>
  );
}
