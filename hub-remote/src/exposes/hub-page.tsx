import { Page, PageHeader, useDocumentTitle } from '@gg/ui';
import { TeamList } from '../features/teams/components/team-list';

export default function HubPage() {
  useDocumentTitle('NFL Hub');
  return (
    <Page>
      <PageHeader title="NFL Hub" subtitle="Schedule, standings, and news all in one place" />
      <TeamList />
    </Page>
  );
}
