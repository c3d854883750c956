import { Page, PageHeader, useDocumentTitle } from '@gg/ui';
import { TeamList } from '../features/teams/components/team-list';

export default function InjuriesPage() {
  useDocumentTitle('NFL Injury Report');
  return (
    <Page>
      <PageHeader title="NFL Injury Report" subtitle="Real-time injury updates from ESPN" />
      <TeamList grouped={true} />
    </Page>
  );
}
