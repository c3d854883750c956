import styled from '@emotion/styled';
import type { GlossaryIndexEntry, Rule } from '@gg/contracts';
import { LinkedText, linkify, matcherFor } from '@gg/glossary-links';
import { Button, Card, themed } from '@gg/ui';
import { useId, useMemo, useState } from 'react';
import { NewInSeasonBadge, newInSeason } from '../../../shared/season-badge';
import { useRuleIndex } from '../api/get-rule-index';

const Lead = styled.p(themed(({ theme }) => ({ fontSize: theme.font.size.lg, margin: `${theme.space(1)} 0` })));
const Details = styled.p({ margin: 0 });
const Callout = styled.aside(themed(({ theme }) => ({
  borderLeft: `4px solid ${theme.color.info}`, background: theme.color.surfaceAlt, borderRadius: theme.radius.sm,
  padding: theme.space(1.5), margin: `${theme.space(2)} 0 0`,
  '& p': { margin: `${theme.space(0.5)} 0 0` },
})));
const Footer = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1), marginTop: theme.space(2) })));
/**
 * The rule's topics as plain words ("Tags: downs · first down"): labels, not chips or hashtags,
 * which would look tappable and lead nowhere.
 */
const TagLine = styled.div(themed(({ theme }) => ({ color: theme.color.textMuted, fontSize: theme.font.size.sm })));
/** Words in a line of text that wraps like one (not a row of boxes that wraps as boxes). */
const Tags = styled.ul(themed(({ theme }) => ({
  display: 'inline', padding: 0, margin: 0,
  '& li': { display: 'inline', whiteSpace: 'nowrap' },
  '& li + li::before': { content: '"·" / ""', padding: `0 ${theme.space(0.75)}` },
})));
const TitleRow = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) })));
const Previously = styled.div(themed(({ theme }) => ({
  marginTop: theme.space(1), paddingTop: theme.space(1), borderTop: `1px solid ${theme.color.border}`,
  '& h2': { fontSize: theme.font.size.md, margin: 0 },
})));
const Season = styled.span(themed(({ theme }) => ({ marginLeft: 'auto', color: theme.color.textMuted, fontSize: theme.font.size.xs })));

const NO_TERMS: readonly GlossaryIndexEntry[] = [];

/** The rule as it stood the season before its change, behind a button so the current rule leads. */
function RuleBefore({ previously }: { previously: NonNullable<Rule['previously']> }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <p>
        <Button variant="secondary" size="sm" aria-expanded={open} aria-controls={regionId} onClick={() => setOpen((o) => !o)}>
          {open ? `Hide the ${previously.season} rule` : `Show the rule as it stood in ${previously.season}`}
        </Button>
      </p>
      <Previously id={regionId} role="region" aria-label={`The rule in ${previously.season}`} hidden={!open}>
        <h2>In {previously.season}</h2>
        <p>{previously.text}</p>
      </Previously>
    </>
  );
}

/**
 * Title, description, details, tags, and what changed recently. Glossary terms (handed in by the
 * page, once loaded) and other rules' titles become links in the text.
 */
export function RuleArticle({ rule, glossaryTerms = NO_TERMS }: { rule: Rule; glossaryTerms?: readonly GlossaryIndexEntry[] }) {
  const ruleIndex = useRuleIndex();
  const matcher = useMemo(
    () => matcherFor(glossaryTerms, ruleIndex.data ?? [], `rule:${rule.id}`),
    [glossaryTerms, ruleIndex.data, rule.id],
  );
  // one link per term across the whole article, in reading order
  const [description, details] = useMemo(() => {
    const linked = new Set<string>();
    return [linkify(rule.description, matcher, { linked }), linkify(rule.details, matcher, { linked })];
  }, [rule, matcher]);

  return (
    <Card as="article" aria-labelledby="rule-title">
      <TitleRow>
        <h1 id="rule-title">{rule.title}</h1>
        <NewInSeasonBadge rule={rule} />
      </TitleRow>
      <Lead><LinkedText segments={description} /></Lead>
      <Details><LinkedText segments={details} /></Details>
      {rule.recentChange ? (
        <Callout aria-label="What changed recently">
          <strong>What changed</strong>
          <p>{rule.recentChange}</p>
          {rule.previously && newInSeason(rule) !== null ? <RuleBefore previously={rule.previously} /> : null}
        </Callout>
      ) : null}
      <Footer>
        <TagLine>
          <h2 className="gg-visually-hidden">Tags</h2>
          <span aria-hidden="true">Tags: </span>
          <Tags aria-label="Tags">
            {rule.tags.map((tag) => <li key={tag}>{tag}</li>)}
          </Tags>
        </TagLine>
        <Season>Checked for the {rule.checkedForSeason} season</Season>
      </Footer>
    </Card>
  );
}
