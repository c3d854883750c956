import { Card, EmptyState, HttpError, LoadingText, Page, ErrorState, useDocumentTitle } from '@gg/ui';
import { Link, useParams } from 'react-router-dom';
import { useRule } from '../features/rules/api/get-rule';

export default function RuleDetailPage() {
  const { ruleId = '' } = useParams();
  const query = useRule(ruleId);
  useDocumentTitle(query.data?.title ?? 'Rule');
  return (
    <Page>
      <Link to="/rules">Back to Rules</Link>
      {query.isPending ? <LoadingText>Loading rule...</LoadingText>
        : query.isError ? (query.error instanceof HttpError && query.error.status === 404
          ? <EmptyState title="Rule not found." />
          : <ErrorState error={query.error} onRetry={() => void query.refetch()} />)
        : (
          <Card as="article">
            <h1>{query.data.title}</h1>
            <p>{query.data.description}</p>
            <p>{query.data.details}</p>
          </Card>
        )}
    </Page>
  );
}
