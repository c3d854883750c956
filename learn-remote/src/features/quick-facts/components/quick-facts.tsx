import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { QuickFact } from '@gg/contracts';
import { CardGrid, diagramColors, EmptyState, QueryView, Skeleton, themed } from '@gg/ui';
import { useQuickFacts } from '../api/get-quick-facts';

const VALUE_LINE_HEIGHT = 1.1;
const DESCRIPTION_LINE_HEIGHT = 1.45;

/** Two by two on tablets, the four in one row on desktops. */
const FactGrid = styled(CardGrid)(themed(({ theme }) => ({ [theme.breakpoint.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })));

const FactCard = styled.li(themed(({ theme }) => ({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space(0.5),
  background: theme.color.surface,
  color: theme.color.text,
  border: `1px solid ${theme.color.border}`,
  borderLeft: `6px solid ${diagramColors.grass}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: `${theme.space(1.5)} ${theme.space(2)}`,
})));

/** "100 Yards Long": the value big, the label beside it, read as one phrase. */
const Headline = styled.h3(themed(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: theme.space(1),
  margin: 0,
  lineHeight: VALUE_LINE_HEIGHT,
  minHeight: `calc(${theme.font.size.xxl} * 1.5 * ${VALUE_LINE_HEIGHT})`,
})));

const Value = styled.span(themed(({ theme }) => ({
  fontSize: `calc(${theme.font.size.xxl} * 1.5)`,
  fontWeight: theme.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
})));

const Label = styled.span(themed(({ theme }) => ({
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.bold,
  color: theme.color.text,
})));

const Description = styled.p(themed(({ theme }) => ({
  margin: 0,
  fontSize: theme.font.size.sm,
  lineHeight: DESCRIPTION_LINE_HEIGHT,
  color: theme.color.textMuted,
  minHeight: `${2 * DESCRIPTION_LINE_HEIGHT}em`,
})));

/** The skeleton keeps the headline's height, with its two grey bars centred in it. */
const HeadlineSkeleton = styled(Headline)({ alignItems: 'center' });
/** The skeleton's two grey lines, spread over the description's two-line height. */
const DescriptionLines = styled(Description)({ display: 'grid', alignContent: 'space-around' });

function Fact({ fact }: { fact: QuickFact }) {
  return (
    <FactCard>
      <Headline>
        <Value>{fact.value}</Value>
        {/* a space so "100 Yards Long" reads as one phrase to screen readers and when copied */}
        {' '}
        <Label>{fact.label}</Label>
      </Headline>
      <Description>{fact.description}</Description>
    </FactCard>
  );
}

function FactSkeleton() {
  const theme = useTheme();
  return (
    <FactCard as="div" aria-hidden="true">
      <HeadlineSkeleton as="div">
        <Skeleton width={theme.space(7)} height={`calc(${theme.font.size.xxl} * 1.2)`} />
        <Skeleton width={theme.space(14)} height={theme.font.size.lg} />
      </HeadlineSkeleton>
      <DescriptionLines as="div">
        <Skeleton height="1em" />
        <Skeleton width="65%" height="1em" />
      </DescriptionLines>
    </FactCard>
  );
}

/** The four quick facts: value, label and description for each. */
export function QuickFacts() {
  const query = useQuickFacts();
  return (
    <QueryView
      query={query}
      errorTitle="Couldn't load the quick facts"
      loading={
        <div role="status" aria-busy="true">
          <span className="gg-visually-hidden">Loading quick facts</span>
          <FactGrid as="div">
            {Array.from({ length: 4 }, (_, i) => <FactSkeleton key={i} />)}
          </FactGrid>
        </div>
      }
      empty={<EmptyState title="No quick facts available" />}
    >
      {(facts) => (
        <FactGrid>
          {facts.map((fact) => <Fact key={`${fact.value}-${fact.label}`} fact={fact} />)}
        </FactGrid>
      )}
    </QueryView>
  );
}
