import styled from '@emotion/styled';
import type { Category } from '@gg/contracts';
import { ErrorState, LoadingText, Skeleton, theme } from '@gg/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCategoryRules } from '../api/get-category-rules';
import { CategoryIllustration, ILLUSTRATION_SIZE } from './category-illustration';

const NAME_LINE_HEIGHT = 1.3;
const DESCRIPTION_LINE_HEIGHT = 1.45;

const Shell = styled.div({
  background: theme.color.surface,
  color: theme.color.text,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  overflow: 'hidden',
});

/** The card's header row; a real <button> on cards, a plain box on skeletons (same geometry). */
const HeaderRow = styled.div({
  display: 'grid',
  gridTemplateColumns: `${ILLUSTRATION_SIZE}px minmax(0, 1fr) 24px`,
  alignItems: 'center',
  gap: theme.space(2),
  width: '100%',
  minHeight: theme.touchTarget,
  padding: theme.space(2),
  margin: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  textAlign: 'left',
  font: 'inherit',
});

const Toggle = styled(HeaderRow.withComponent('button'))({
  cursor: 'pointer',
  borderRadius: 0,
  // hover only where there is a pointer: on phones a tap would leave the card tinted
  '@media (hover: hover)': { '&:hover': { background: theme.color.surfaceAlt } },
  // inset ring: the card clips its corners, an outside outline would be cut off
  '&:focus-visible': { outlineOffset: '-3px', borderRadius: theme.radius.md },
});

const Text = styled.span({ display: 'grid', gap: '2px', minWidth: 0 });

const Name = styled.span({
  display: 'block',
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.bold,
  lineHeight: NAME_LINE_HEIGHT,
  minHeight: `${NAME_LINE_HEIGHT}em`,
});

/** Always two lines tall (clamped when longer), so every card and its skeleton match. */
const Description = styled.span({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.regular,
  lineHeight: DESCRIPTION_LINE_HEIGHT,
  minHeight: `${2 * DESCRIPTION_LINE_HEIGHT}em`,
  color: theme.color.textMuted,
});

const Chevron = ({ open }: { open: boolean }) => (
  <svg
    width="24"
    height="24"
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
    style={{ color: theme.color.textMuted, transition: 'transform 160ms ease', transform: open ? 'rotate(180deg)' : 'none' }}
  >
    <path d="M6 9l6 6 6-6" />
  </svg>
);

const Panel = styled.div({
  borderTop: `1px solid ${theme.color.border}`,
  padding: `${theme.space(1)} ${theme.space(2)} ${theme.space(1.5)}`,
  '& > p': { margin: `${theme.space(1)} 0`, color: theme.color.textMuted },
});

const RuleList = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const RuleLink = styled(Link)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(1),
  minHeight: theme.touchTarget,
  padding: `${theme.space(0.5)} ${theme.space(1)}`,
  margin: `0 -${theme.space(1)}`,
  borderRadius: theme.radius.sm,
  color: theme.color.link,
  fontWeight: theme.font.weight.medium,
  textDecoration: 'none',
  '@media (hover: hover)': { '&:hover': { background: theme.color.surfaceAlt, textDecoration: 'underline' } },
  '& svg': { flexShrink: 0, color: theme.color.textMuted },
});

const Arrow = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 6l6 6-6 6" />
  </svg>
);

function CategoryRules({ categoryId, expanded }: { categoryId: string; expanded: boolean }) {
  // requested only once the card is open (spec §4); cached afterwards, so re-opening is instant
  const query = useCategoryRules(categoryId, { enabled: expanded });
  if (!expanded) return null;
  if (query.isError) return <ErrorState title="Couldn't load these rules" error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingText>Loading rules...</LoadingText>;
  if (query.data.length === 0) return <p>No rules available</p>;
  return (
    <RuleList>
      {query.data.map((rule) => (
        <li key={rule.id}>
          <RuleLink to={`/rules/${encodeURIComponent(rule.id)}`}>
            <span>{rule.title}</span>
            <Arrow />
          </RuleLink>
        </li>
      ))}
    </RuleList>
  );
}

/**
 * A rule category (spec learning-area §2.4): picture, name and a two-line description. Collapsed
 * by default; the header toggles it, and only an open card loads its rules.
 */
export function CategoryCard({ category }: { category: Category }) {
  const [expanded, setExpanded] = useState(false);
  const uid = useId();
  const nameId = `${uid}-name`;
  const descriptionId = `${uid}-description`;
  const panelId = `${uid}-rules`;

  return (
    <Shell data-category={category.id}>
      {/* accordion pattern: the heading holds the button, the button names the panel */}
      <h3 style={{ margin: 0, fontSize: 'inherit' }}>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-labelledby={nameId}
          aria-describedby={descriptionId}
          onClick={() => setExpanded((open) => !open)}
        >
          <CategoryIllustration id={category.id} name={category.name} />
          <Text>
            <Name id={nameId}>{category.name}</Name>
            <Description id={descriptionId}>{category.description}</Description>
          </Text>
          <Chevron open={expanded} />
        </Toggle>
      </h3>
      <Panel id={panelId} role="region" aria-labelledby={nameId} hidden={!expanded}>
        <CategoryRules categoryId={category.id} expanded={expanded} />
      </Panel>
    </Shell>
  );
}

/** Loading placeholder with the card's exact geometry (same rows, same line heights). */
export function CategoryCardSkeleton() {
  return (
    <Shell aria-hidden="true">
      <HeaderRow>
        <Skeleton width={`${ILLUSTRATION_SIZE}px`} height={`${ILLUSTRATION_SIZE}px`} radius="md" />
        <Text>
          <Name><Skeleton width="45%" height={`${NAME_LINE_HEIGHT}em`} /></Name>
          <Description style={{ display: 'grid', alignContent: 'space-around' }}>
            <Skeleton width="100%" height="1em" />
            <Skeleton width="70%" height="1em" />
          </Description>
        </Text>
        <span />
      </HeaderRow>
    </Shell>
  );
}
