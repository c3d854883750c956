import styled from '@emotion/styled';
import { Badge, Card, EmptyState, ErrorState, LoadingText, Stack, themed } from '@gg/ui';
import { Link } from '@gg/router';
import { useSearch } from '../api/search';

const RuleLink = styled(Link)(themed(({ theme }) => ({ display: 'block', color: 'inherit', textDecoration: 'none', minHeight: theme.touchTarget })));
const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1) })));
const ResultList = styled(Stack)({ listStyle: 'none', margin: 0, padding: 0 });
const ResultTitle = styled.h3(themed(({ theme }) => ({ color: theme.color.link })));
const ResultSummary = styled.p(themed(({ theme }) => ({ margin: `${theme.space(0.5)} 0 0`, color: theme.color.textMuted })));
const More = styled(Link)(themed(({ theme }) => ({ display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, fontWeight: theme.font.weight.medium })));
const GLOSSARY_PREVIEW = 5;

/**
 * Results for one query: the rules list (type=rules), then matching glossary terms and penalties
 * (type=terms, type=penalties), so the header search finds all three together.
 */
export function SearchResults({ query }: { query: string }) {
  const rules = useSearch(query, 'rules');
  const terms = useSearch(query, 'terms');
  const penalties = useSearch(query, 'penalties');
  const q = query.trim();
  const glossaryHref = (tab?: string) => `/glossary?${new URLSearchParams({ ...(tab ? { tab } : {}), search: q })}`;

  return (
    <Stack gap={3}>
      <Section aria-labelledby="search-results-heading" aria-busy={rules.isPending}>
        <h2 id="search-results-heading">Search Results</h2>
        {rules.isPending ? <LoadingText>Searching...</LoadingText>
          : rules.isError ? <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
          : rules.data.length === 0 ? <EmptyState title={`No rules found for "${q}"`} text="Try another word, or browse the categories." />
          : (
            <ResultList as="ul" gap={1} aria-label={`Rules matching ${q}`}>
              {rules.data.map((rule) => (
                <li key={rule.id}>
                  <Card>
                    <RuleLink to={`/rules/${rule.id}`}>
                      <ResultTitle>{rule.title}</ResultTitle>
                      <ResultSummary>{rule.description}</ResultSummary>
                    </RuleLink>
                  </Card>
                </li>
              ))}
            </ResultList>
          )}
      </Section>

      {terms.data && terms.data.length > 0 ? (
        <Section aria-labelledby="search-terms-heading">
          <h2 id="search-terms-heading">Glossary terms</h2>
          <ResultList as="ul" gap={1}>
            {terms.data.slice(0, GLOSSARY_PREVIEW).map((t) => (
              <li key={t.id}>
                <Card>
                  <RuleLink to={`/glossary?search=${encodeURIComponent(t.term)}`}>
                    <ResultTitle>{t.term} <Badge>{t.category}</Badge></ResultTitle>
                    <ResultSummary>{t.definition}</ResultSummary>
                  </RuleLink>
                </Card>
              </li>
            ))}
          </ResultList>
          {terms.data.length > GLOSSARY_PREVIEW ? <More to={glossaryHref()}>All {terms.data.length} matching terms</More> : null}
        </Section>
      ) : null}

      {penalties.data && penalties.data.length > 0 ? (
        <Section aria-labelledby="search-penalties-heading">
          <h2 id="search-penalties-heading">Penalties</h2>
          <ResultList as="ul" gap={1}>
            {penalties.data.slice(0, GLOSSARY_PREVIEW).map((p) => (
              <li key={p.id}>
                <Card>
                  <RuleLink to={`/glossary?tab=penalties&search=${encodeURIComponent(p.name)}`}>
                    <ResultTitle>{p.name}</ResultTitle>
                    <ResultSummary>
                      {p.yardage > 0 ? `${p.yardage} yards` : 'No yardage'}{p.automatic ? ' · automatic first down' : ''}
                    </ResultSummary>
                  </RuleLink>
                </Card>
              </li>
            ))}
          </ResultList>
          {penalties.data.length > GLOSSARY_PREVIEW ? <More to={glossaryHref('penalties')}>All {penalties.data.length} matching penalties</More> : null}
        </Section>
      ) : null}
    </Stack>
  );
}
