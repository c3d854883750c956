import type { PageData } from '@gg/routes';
import { Page, useDocumentTitle } from '@gg/ui';
import { injuriesQuery } from '../features/injuries/api/get-injuries';
import { InjuryReport } from '../features/injuries/components/injury-report';
import { teamsQuery } from '@gg/data/queries';

/** /injuries: the league injury report; its one h1 is the report's own heading. */
export default function InjuriesPage() {
  useDocumentTitle('NFL Injury Report');
  return (
    <Page>
      <InjuryReport variant="page" />
    </Page>
  );
}

/** The league's report, or one team's (?team=), and the teams to choose from. */
export const pageData: PageData = ({ searchParams }) => [injuriesQuery({ teamId: searchParams.get('team') ?? '' }), teamsQuery()];
