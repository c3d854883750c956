import styled from '@emotion/styled';
import { ButtonLink, EmptyState, ErrorState, HttpError, LoadingText, Page, Skeleton, theme, useDocumentTitle } from '@gg/ui';
import { Link, useParams } from 'react-router-dom';
import { RuleDiagramCard } from '../features/rule-diagrams/rule-diagram-card';
import { useRule } from '../features/rules/api/get-rule';
import { RuleArticle } from '../features/rules/components/rule-article';
import { RuleNavigation } from '../features/rules/components/rule-navigation';

const Back = styled(Link)({ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: theme.touchTarget, fontWeight: theme.font.weight.medium });

/** /rules/:ruleId — spec §2.8. */
export default function RuleDetailPage() {
  const { ruleId = '' } = useParams();
  const rule = useRule(ruleId);
  useDocumentTitle(rule.data?.title ?? (rule.isError ? 'Rule not found' : 'Rule'));
  const notFound = rule.isError && rule.error instanceof HttpError && rule.error.status === 404;

  return (
    <Page>
      <Back to="/rules"><span aria-hidden="true">‹</span> Back to Rules</Back>
      <RuleNavigation ruleId={ruleId} />
      {rule.isPending ? (
        <div aria-busy="true" style={{ display: 'grid', gap: 12 }}>
          <LoadingText>Loading rule...</LoadingText>
          <Skeleton height="220px" radius="md" />
        </div>
      ) : notFound ? (
        <EmptyState title="Rule not found." text="That rule isn't in the guide. Browse the categories instead." action={<ButtonLink to="/rules">Back to Rules</ButtonLink>} />
      ) : rule.isError ? (
        <ErrorState error={rule.error} onRetry={() => void rule.refetch()} />
      ) : (
        <>
          <RuleArticle rule={rule.data} />
          {/* keyed by rule: moving to another rule clears any selected diagram element */}
          <RuleDiagramCard key={rule.data.id} ruleId={rule.data.id} ruleTitle={rule.data.title} />
        </>
      )}
    </Page>
  );
}
