import { Page, PageHeader, useDocumentTitle } from '@gg/ui';
import { TeamList } from '../features/teams/components/team-list';

export default function StandingsPage() {
  useDocumentTitle('NFL Standings');
  return (
    <Page>
      <PageHeader title="NFL Standings" subtitle="Current team standings for the 2025 season" />
      <TeamList grouped={true} />
    </Page>
  );
}
