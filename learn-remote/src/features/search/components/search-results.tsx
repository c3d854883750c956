import styled from '@emotion/styled';
import { Badge, Card, EmptyState, ErrorState, LoadingText, Stack, theme } from '@gg/ui';
import { Link } from 'react-router-dom';
import { useSearch } from '../api/search';

const RuleLink = styled(Link)({ display: 'block', color: 'inherit', textDecoration: 'none', minHeight: theme.touchTarget });
const Section = styled.section({ display: 'grid', gap: theme.space(1) });
const More = styled(Link)({ display: 'inline-flex', alignItems: 'center', minHeight: theme.touchTarget, fontWeight: theme.font.weight.medium });
const GLOSSARY_PREVIEW = 5;

/**
 * Results for one query (spec §2.7): the rules list (type=rules), then matching glossary terms
 * and penalties (type=terms, type=penalties), so the header search finds all three together.
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
            <Stack as="ul" gap={1} style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={`Rules matching ${q}`}>
              {rules.data.map((rule) => (
                <li key={rule.id}>
                  <Card>
                    <RuleLink to={`/rules/${rule.id}`}>
                      <h3 style={{ color: theme.color.link }}>{rule.title}</h3>
                      <p style={{ margin: '4px 0 0', color: theme.color.textMuted }}>{rule.description}</p>
                    </RuleLink>
                  </Card>
                </li>
              ))}
            </Stack>
          )}
      </Section>

      {terms.data && terms.data.length > 0 ? (
        <Section aria-labelledby="search-terms-heading">
          <h2 id="search-terms-heading">Glossary terms</h2>
          <Stack as="ul" gap={1} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {terms.data.slice(0, GLOSSARY_PREVIEW).map((t) => (
              <li key={t.id}>
                <Card>
                  <RuleLink to={`/glossary?search=${encodeURIComponent(t.term)}`}>
                    <h3 style={{ color: theme.color.link }}>{t.term} <Badge>{t.category}</Badge></h3>
                    <p style={{ margin: '4px 0 0', color: theme.color.textMuted }}>{t.definition}</p>
                  </RuleLink>
                </Card>
              </li>
            ))}
          </Stack>
          {terms.data.length > GLOSSARY_PREVIEW ? <More to={glossaryHref()}>All {terms.data.length} matching terms</More> : null}
        </Section>
      ) : null}

      {penalties.data && penalties.data.length > 0 ? (
        <Section aria-labelledby="search-penalties-heading">
          <h2 id="search-penalties-heading">Penalties</h2>
          <Stack as="ul" gap={1} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {penalties.data.slice(0, GLOSSARY_PREVIEW).map((p) => (
              <li key={p.id}>
                <Card>
                  <RuleLink to={`/glossary?tab=penalties&search=${encodeURIComponent(p.name)}`}>
                    <h3 style={{ color: theme.color.link }}>{p.name}</h3>
                    <p style={{ margin: '4px 0 0', color: theme.color.textMuted }}>
                      {p.yardage > 0 ? `${p.yardage} yards` : 'No yardage'}{p.automatic ? ' · automatic first down' : ''}
                    </p>
                  </RuleLink>
                </Card>
              </li>
            ))}
          </Stack>
          {penalties.data.length > GLOSSARY_PREVIEW ? <More to={glossaryHref('penalties')}>All {penalties.data.length} matching penalties</More> : null}
        </Section>
      ) : null}
    </Stack>
  );
}
