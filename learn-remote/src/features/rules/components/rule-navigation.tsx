import styled from '@emotion/styled';
import type { RuleIndexEntry } from '@gg/contracts';
import { ButtonLink, themed } from '@gg/ui';
import { useRuleIndex } from '../api/get-rule-index';

const Bar = styled.nav(themed(({ theme }) => ({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.space(1), minHeight: theme.touchTarget })));
const PreviousLink = styled(ButtonLink)({ width: '100%', justifyContent: 'flex-start' });
const NextLink = styled(ButtonLink)({ width: '100%', justifyContent: 'flex-end' });
const Title = styled.span({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** Previous / Next through the full rule list in its documented order; each hidden at its end. */
export function RuleNavigation({ ruleId }: { ruleId: string }) {
  const { data: rules } = useRuleIndex();
  const index = rules ? rules.findIndex((r) => r.id === ruleId) : -1;
  const previous: RuleIndexEntry | undefined = index > 0 ? rules?.[index - 1] : undefined;
  const next: RuleIndexEntry | undefined = index >= 0 ? rules?.[index + 1] : undefined;
  // The bar keeps its height while the list loads, so the page does not jump.
  return (
    <Bar aria-label="Rule navigation">
      <div>
        {previous ? (
          <PreviousLink to={`/rules/${previous.id}`} variant="secondary" aria-label={`Previous: ${previous.title}`}>
            <span aria-hidden="true">‹</span> <Title>Previous</Title>
          </PreviousLink>
        ) : null}
      </div>
      <div>
        {next ? (
          <NextLink to={`/rules/${next.id}`} variant="secondary" aria-label={`Next: ${next.title}`}>
            <Title>Next</Title> <span aria-hidden="true">›</span>
          </NextLink>
        ) : null}
      </div>
    </Bar>
  );
}
