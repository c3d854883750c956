import styled from '@emotion/styled';
import type { GlossaryTerm, Rule } from '@gg/contracts';
import { buildLinkIndex, compileMatcher, LinkedText, linkify } from '@gg/glossary-links';
import { Badge, Card } from '@gg/ui';
import { useMemo } from 'react';
import { useAllRules } from '../api/get-all-rules';

const Lead = styled.p(({ theme }) => ({ fontSize: theme.font.size.lg, margin: `${theme.space(1)} 0` }));
const Details = styled.p({ margin: 0 });
const Callout = styled.aside(({ theme }) => ({
  borderLeft: `4px solid ${theme.color.info}`, background: theme.color.surfaceAlt, borderRadius: theme.radius.sm,
  padding: theme.space(1.5), margin: `${theme.space(2)} 0 0`,
  '& p': { margin: `${theme.space(0.5)} 0 0` },
}));
const Footer = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1), marginTop: theme.space(2) }));
const Tags = styled.ul(({ theme }) => ({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), padding: 0, margin: 0 }));
const Season = styled.span(({ theme }) => ({ marginLeft: 'auto', color: theme.color.textMuted, fontSize: theme.font.size.xs }));

const NO_TERMS: readonly GlossaryTerm[] = [];

/**
 * Title, description, details, tags, and what changed recently. Glossary terms (handed in by the
 * page, once loaded) and other rules' titles become links in the text.
 */
export function RuleArticle({ rule, glossaryTerms = NO_TERMS }: { rule: Rule; glossaryTerms?: readonly GlossaryTerm[] }) {
  const allRules = useAllRules();
  const matcher = useMemo(
    () => compileMatcher(buildLinkIndex(glossaryTerms, allRules.data ?? []), `rule:${rule.id}`),
    [glossaryTerms, allRules.data, rule.id],
  );
  // one link per term across the whole article, in reading order
  const [description, details] = useMemo(() => {
    const linked = new Set<string>();
    return [linkify(rule.description, matcher, { linked }), linkify(rule.details, matcher, { linked })];
  }, [rule, matcher]);

  return (
    <Card as="article" aria-labelledby="rule-title">
      <h1 id="rule-title">{rule.title}</h1>
      <Lead><LinkedText segments={description} /></Lead>
      <Details><LinkedText segments={details} /></Details>
      {rule.recentChange ? (
        <Callout aria-label="What changed recently">
          <strong>What changed</strong>
          <p>{rule.recentChange}</p>
        </Callout>
      ) : null}
      <Footer>
        <h2 className="gg-visually-hidden">Tags</h2>
        <Tags aria-label="Tags">
          {rule.tags.map((tag) => <li key={tag}><Badge>#{tag}</Badge></li>)}
        </Tags>
        <Season>Checked for the {rule.checkedForSeason} season</Season>
      </Footer>
    </Card>
  );
}
