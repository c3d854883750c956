import type { PageData } from '@gg/routes';
import styled from '@emotion/styled';
import { ButtonLink, EmptyState, ErrorState, LoadingText, Page, Skeleton, useDocumentTitle, themed } from '@gg/ui';
import { HttpError } from '@gg/data';
import { Link, useParams } from '@gg/router';
import { RuleDiagramCard } from '../features/rule-diagrams/rule-diagram-card';
import { glossaryIndexQuery, useGlossaryIndex } from '../features/rules/api/get-glossary-index';
import { ruleIndexQuery } from '../features/rules/api/get-rule-index';
import { ruleQuery, useRule } from '../features/rules/api/get-rule';
import { RuleArticle } from '../features/rules/components/rule-article';
import { RuleNavigation } from '../features/rules/components/rule-navigation';

const Back = styled(Link)(themed(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space(0.5), minHeight: theme.touchTarget, fontWeight: theme.font.weight.medium })));
const Loading = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));
/** The article, then its diagram; side by side on desktops, where one column would leave long lines. */
const Columns = styled.div(themed(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space(2),
  [theme.breakpoint.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
})));

/**
 * /rules/:ruleId: the rule's article (glossary terms linked) and its diagram, with Previous/Next.
 * Every state has exactly one h1: the rule title, or the whole-page loading, not-found or error state.
 */
export default function RuleDetailPage() {
  const { ruleId = '' } = useParams();
  const rule = useRule(ruleId);
  const glossary = useGlossaryIndex();
  useDocumentTitle(rule.data?.title ?? (rule.isError ? 'Rule not found' : 'Rule'));
  const notFound = rule.isError && rule.error instanceof HttpError && rule.error.status === 404;

  return (
    <Page>
      <Back to="/rules"><span aria-hidden="true">‹</span> Back to Rules</Back>
      <RuleNavigation ruleId={ruleId} />
      {rule.isPending ? (
        <Loading aria-busy="true">
          <h1 className="gg-visually-hidden">Rule</h1>
          <LoadingText>Loading rule...</LoadingText>
          <Skeleton height="220px" radius="md" />
        </Loading>
      ) : notFound ? (
        <EmptyState level={1} title="Rule not found." text="That rule isn't in the guide. Browse the categories instead." action={<ButtonLink to="/rules">Back to Rules</ButtonLink>} />
      ) : rule.isError ? (
        <ErrorState level={1} error={rule.error} onRetry={() => void rule.refetch()} />
      ) : (
        <Columns>
          <RuleArticle rule={rule.data} glossaryTerms={glossary.data} />
          {/* keyed by rule: moving to another rule clears any selected diagram element */}
          <RuleDiagramCard key={rule.data.id} ruleId={rule.data.id} ruleTitle={rule.data.title} />
        </Columns>
      )}
    </Page>
  );
}

/**
 * The rule, the glossary's term names its text links to (not the whole glossary: the definitions
 * would be most of the page's HTML), and every rule's title (its previous and next, links to them).
 */
export const pageData: PageData = ({ params }) => [ruleQuery(params.ruleId ?? ''), glossaryIndexQuery(), ruleIndexQuery()];
