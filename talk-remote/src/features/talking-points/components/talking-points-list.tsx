import type { GlossaryTerm, TalkingPoint, TalkingPointCategory } from '@gg/contracts';
import { matcherFor, type LinkMatcher } from '@gg/glossary-links';
import { Button, CardGrid, EmptyState, ErrorState, useNow } from '@gg/ui';
import { memo, useDeferredValue, useMemo } from 'react';
import { useGlossaryOnceHydrated } from '@gg/data/glossary-once-hydrated';
import { useTalkingPoints } from '../api/get-talking-points';
import { TalkingPointCard } from './talking-point-card';
import { TalkingPointSkeletons } from './talking-point-skeletons';

const NO_TERMS: readonly GlossaryTerm[] = [];

/** The cards; memoised, so a render in which neither the points nor the links changed skips them. */
const PointCards = memo(function PointCards({ points, matcher, now }: { points: TalkingPoint[]; matcher: LinkMatcher; now: number }) {
  return (
    <CardGrid>
      {points.map((point) => (
        <li key={point.id}><TalkingPointCard point={point} matcher={matcher} now={now} /></li>
      ))}
    </CardGrid>
  );
});

/**
 * One category's talking points (all of them without `category`), in the service's order (most
 * relevant first), or the loading, error or empty state. The glossary loads once the page is in
 * the browser; until it is there, or if it fails, the text shows without links. `heading` names the list for the page
 * outline (the tab shows it on screen already).
 */
export function TalkingPointsList({ category, heading, onGenerate, generating }: {
  category?: TalkingPointCategory;
  heading: string;
  onGenerate: () => void;
  generating: boolean;
}) {
  const query = useTalkingPoints(category);
  const glossary = useGlossaryOnceHydrated();
  // React Query hands over new data as a blocking update; the cards (and their links, once the
  // glossary is there) render a beat later in a pass React slices, not in one long task
  const points = useDeferredValue(query.data);
  const terms = useDeferredValue(glossary.data) ?? NO_TERMS;
  const matcher = useMemo(() => matcherFor(terms, []), [terms]);
  const now = useNow();

  return (
    <>
      <h2 className="gg-visually-hidden">{heading}</h2>
      {query.isPending || (points === undefined && !query.isError) ? (
        <TalkingPointSkeletons />
      ) : query.isError ? (
        <ErrorState level={3} error={query.error} onRetry={() => void query.refetch()} />
      ) : points === undefined || points.length === 0 ? (
        <EmptyState
          level={3}
          title="No talking points available"
          text="Generate a fresh set from the latest games and news."
          action={<Button onClick={onGenerate} disabled={generating}>{generating ? 'Generating...' : 'Generate Talking Points'}</Button>}
        />
      ) : (
        <PointCards points={points} matcher={matcher} now={now} />
      )}
    </>
  );
}
