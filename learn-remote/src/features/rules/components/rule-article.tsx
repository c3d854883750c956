import styled from '@emotion/styled';
import type { Rule } from '@gg/contracts';
import { Badge, Card, theme } from '@gg/ui';
import { useMemo } from 'react';
import { useGlossary } from '../../glossary/api/get-glossary';
import { LinkedText } from '../../glossary-links/linked-text';
import { buildLinkIndex, compileMatcher, linkify } from '../../glossary-links/linkify';
import { useAllRules } from '../api/get-all-rules';

const Lead = styled.p({ fontSize: theme.font.size.lg, margin: `${theme.space(1)} 0` });
const Tags = styled.ul({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.space(1), padding: 0, margin: 0 });
const Callout = styled.aside({
  borderLeft: `4px solid ${theme.color.info}`, background: theme.color.surfaceAlt, borderRadius: theme.radius.sm,
  padding: theme.space(1.5), margin: `${theme.space(2)} 0 0`,
  '& p': { margin: '4px 0 0' },
});

/** Title, description, details (glossary terms linked), tags, and what changed recently. */
export function RuleArticle({ rule }: { rule: Rule }) {
  const glossary = useGlossary();
  const allRules = useAllRules();
  const matcher = useMemo(
    () => compileMatcher(buildLinkIndex(glossary.data ?? [], allRules.data ?? []), `rule:${rule.id}`),
    [glossary.data, allRules.data, rule.id],
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
      <p style={{ margin: 0 }}><LinkedText segments={details} /></p>
      {rule.recentChange ? (
        <Callout aria-label="What changed recently">
          <strong>What changed</strong>
          <p>{rule.recentChange}</p>
        </Callout>
      ) : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginTop: 16 }}>
        <h2 className="gg-visually-hidden">Tags</h2>
        <Tags aria-label="Tags">
          {rule.tags.map((tag) => <li key={tag}><Badge>#{tag}</Badge></li>)}
        </Tags>
        <span style={{ marginLeft: 'auto', color: theme.color.textMuted, fontSize: theme.font.size.xs }}>Checked for the {rule.checkedForSeason} season</span>
      </div>
    </Card>
  );
}
