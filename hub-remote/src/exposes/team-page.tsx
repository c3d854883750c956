import { ButtonLink, Card, EmptyState, Page, QueryView, SkeletonCards, useDocumentTitle } from '@gg/ui';
import { Link, useParams } from 'react-router-dom';
import { useTeams } from '../features/teams/api/get-teams';

export default function TeamPage() {
  const { teamId = '' } = useParams();
  const query = useTeams();
  const team = query.data?.find((t) => t.id === teamId);
  useDocumentTitle(team?.displayName ?? 'Team');
  return (
    <Page>
      <Link to="/schedule">Back to Schedule</Link>
      <QueryView query={query} loading={<SkeletonCards count={1} height="120px" label="Loading team" />}>
        {() => team ? (
          <Card style={{ borderTop: `6px solid ${team.primaryColor ?? 'transparent'}` }}>
            <h1>{team.displayName}</h1>
            <p>{[team.conference, team.division].filter(Boolean).join(' · ')}</p>
          </Card>
        ) : (
          <EmptyState title="Team not found" action={<ButtonLink to="/schedule">Back to Schedule</ButtonLink>} />
        )}
      </QueryView>
    </Page>
  );
}
