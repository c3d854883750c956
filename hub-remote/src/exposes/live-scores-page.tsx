import { Page, PageHeader, useDocumentTitle } from '@gg/ui';
import { TeamList } from '../features/teams/components/TeamList';

export default function LiveScoresPage() {
  useDocumentTitle('Live Scores');
  return (
    <Page>
      <PageHeader title="Live Scores" subtitle="Real-time NFL game scores and updates" />
      <TeamList grouped={false} />
    </Page>
  );
}
