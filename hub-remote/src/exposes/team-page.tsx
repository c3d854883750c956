import styled from '@emotion/styled';
import { ButtonLink, Card, EmptyState, ErrorState, Page, SkeletonCards, useDocumentTitle } from '@gg/ui';
import { Link, useParams } from 'react-router-dom';
import { useTeams } from '../shared/api/get-teams';

/** The team's own colour (from data) tops its card. */
const TeamCard = styled(Card, { shouldForwardProp: (prop) => prop !== 'teamColor' })<{ teamColor: string | null }>(({ teamColor }) => ({
  borderTop: `6px solid ${teamColor ?? 'transparent'}`,
}));

/** /team/:teamId. Every state has the page's one h1: the team's name, or what went wrong. */
export default function TeamPage() {
  const { teamId = '' } = useParams();
  const query = useTeams();
  const team = query.data?.find((t) => t.id === teamId);
  useDocumentTitle(team?.displayName ?? 'Team');
  return (
    <Page>
      <Link to="/schedule">Back to Schedule</Link>
      {query.isPending ? (
        <>
          <h1 className="gg-visually-hidden">Team</h1>
          <SkeletonCards count={1} height="120px" label="Loading team" />
        </>
      ) : query.isError ? (
        <ErrorState level={1} error={query.error} onRetry={() => void query.refetch()} />
      ) : team ? (
        <TeamCard teamColor={team.primaryColor}>
          <h1>{team.displayName}</h1>
          <p>{[team.conference, team.division].filter(Boolean).join(' · ')}</p>
        </TeamCard>
      ) : (
        <EmptyState level={1} title="Team not found" action={<ButtonLink to="/schedule">Back to Schedule</ButtonLink>} />
      )}
    </Page>
  );
}
