import { Page, useDocumentTitle } from '@gg/ui';
import { InjuryReport } from '../features/injuries/components/injury-report';

/** /injuries: the league injury report; its one h1 is the report's own heading. */
export default function InjuriesPage() {
  useDocumentTitle('NFL Injury Report');
  return (
    <Page>
      <InjuryReport variant="page" />
    </Page>
  );
}
