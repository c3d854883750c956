import styled from '@emotion/styled';
import type { Category } from '@gg/contracts';
import { Card, ErrorState, LoadingText, Skeleton, themed, themedBy } from '@gg/ui';
import { useId, useState } from 'react';
import { Link } from '@gg/router';
import { NewInSeasonBadge } from '../../../shared/season-badge';
import { useCategoryRules } from '../api/get-category-rules';
import { CategoryIllustration, illustrationSize } from './category-illustration';

const NAME_LINE_HEIGHT = 1.3;
const DESCRIPTION_LINE_HEIGHT = 1.45;

/** The UI kit's card; the header row and the rules panel bring their own padding. */
const CategoryShell = styled(Card)({ padding: 0, overflow: 'hidden' });

/** The card's header row; a real <button> on cards, a plain box on skeletons (same geometry). */
const HeaderRow = styled.div(themed(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `${illustrationSize(theme)} minmax(0, 1fr) ${theme.space(3)}`,
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
})));

/** Holds the toggle button (accordion pattern); no heading size or margin of its own. */
const CardHeading = styled.h3({ margin: 0, fontSize: 'inherit' });

const Toggle = styled(HeaderRow.withComponent('button'))(themed(({ theme }) => ({
  cursor: 'pointer',
  borderRadius: 0,
  // hover only where there is a pointer: on phones a tap would leave the card tinted
  '@media (hover: hover)': { '&:hover': { background: theme.color.surfaceAlt } },
  // inset by the 3 px focus ring's own width: the card clips its corners, an outside outline would be cut off
  '&:focus-visible': { outlineOffset: `calc(-1 * ${theme.space(0.375)})`, borderRadius: theme.radius.md },
})));

const Text = styled.span(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.25), minWidth: 0 })));

const Name = styled.span(themed(({ theme }) => ({
  display: 'block',
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.bold,
  lineHeight: NAME_LINE_HEIGHT,
  minHeight: `${NAME_LINE_HEIGHT}em`,
})));

/** Always two lines tall (clamped when longer), so every card and its skeleton match. */
const Description = styled.span(themed(({ theme }) => ({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.regular,
  lineHeight: DESCRIPTION_LINE_HEIGHT,
  minHeight: `${2 * DESCRIPTION_LINE_HEIGHT}em`,
  color: theme.color.textMuted,
})));

/** The skeleton's two grey lines, spread over the description's two-line height. */
const DescriptionLines = styled(Description)({ display: 'grid', alignContent: 'space-around' });

const IllustrationSkeleton = styled(Skeleton)(themed(({ theme }) => ({ width: illustrationSize(theme), height: illustrationSize(theme) })));

const ChevronSvg = styled('svg', { shouldForwardProp: (prop) => prop !== 'expanded' })<{ expanded: boolean }>(themedBy<{ expanded: boolean }>({ expanded: true }, ({ theme, expanded }) => ({
  color: theme.color.textMuted,
  transition: 'transform 160ms ease',
  transform: expanded ? 'rotate(180deg)' : 'none',
})));

const Chevron = ({ open }: { open: boolean }) => (
  <ChevronSvg
    expanded={open}
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
  >
    <path d="M6 9l6 6 6-6" />
  </ChevronSvg>
);

const Panel = styled.div(themed(({ theme }) => ({
  borderTop: `1px solid ${theme.color.border}`,
  padding: `${theme.space(1)} ${theme.space(2)} ${theme.space(1.5)}`,
  '& > p': { margin: `${theme.space(1)} 0`, color: theme.color.textMuted },
})));

const RuleList = styled.ul({ listStyle: 'none', margin: 0, padding: 0 });

const RuleLink = styled(Link)(themed(({ theme }) => ({
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
})));

const RuleTitle = styled.span(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) })));

const Arrow = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M9 6l6 6-6 6" />
  </svg>
);

function CategoryRules({ categoryId, expanded }: { categoryId: string; expanded: boolean }) {
  // requested only once the card is open; cached afterwards, so re-opening is instant
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
            <RuleTitle>{rule.title} <NewInSeasonBadge rule={rule} /></RuleTitle>
            <Arrow />
          </RuleLink>
        </li>
      ))}
    </RuleList>
  );
}

/**
 * A rule category: picture, name and a two-line description. Collapsed by default; the header
 * toggles it, and only an open card loads its rules.
 */
export function CategoryCard({ category }: { category: Category }) {
  const [expanded, setExpanded] = useState(false);
  const uid = useId();
  const nameId = `${uid}-name`;
  const panelId = `${uid}-rules`;

  return (
    <CategoryShell data-category={category.id}>
      {/* accordion pattern: the heading holds the button, the category's name labels the panel;
          the button's own name is everything it shows (name and description), as a sighted fan reads it */}
      <CardHeading>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
        >
          <CategoryIllustration id={category.id} name={category.name} />
          <Text>
            <Name id={nameId}>{category.name}</Name>
            <Description>{category.description}</Description>
          </Text>
          <Chevron open={expanded} />
        </Toggle>
      </CardHeading>
      <Panel id={panelId} role="region" aria-labelledby={nameId} hidden={!expanded}>
        <CategoryRules categoryId={category.id} expanded={expanded} />
      </Panel>
    </CategoryShell>
  );
}

/** Loading placeholder with the card's exact geometry (same rows, same line heights). */
export function CategoryCardSkeleton() {
  return (
    <CategoryShell aria-hidden="true">
      <HeaderRow>
        <IllustrationSkeleton radius="md" />
        <Text>
          <Name><Skeleton width="45%" height={`${NAME_LINE_HEIGHT}em`} /></Name>
          <DescriptionLines>
            <Skeleton width="100%" height="1em" />
            <Skeleton width="70%" height="1em" />
          </DescriptionLines>
        </Text>
        <span />
      </HeaderRow>
    </CategoryShell>
  );
}
