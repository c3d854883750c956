import type { PageData } from '@gg/routes';
import styled from '@emotion/styled';
import type { GlossaryTerm, Penalty } from '@gg/contracts';
import { EmptyState, ErrorState, Page, PageHeader, SkeletonCards, Stack, useDebouncedValue, useDocumentTitle, useHydrated, useProgressiveList, useSearchParamState, lazyWithPreload, preloadOnIntent, themed } from '@gg/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@gg/ui/tabs';
import { memo, Suspense, useDeferredValue, type ReactNode } from 'react';
import { glossaryHeadQuery, useGlossaryTerms, type TermsList } from '../features/glossary/api/get-glossary-terms';
import { penaltiesQuery, usePenalties } from '../features/glossary/api/get-penalties';
import { TermCard } from '../features/glossary/components/term-card';
import { isSearchActive, searchQuery, useSearch } from '../features/search/api/search';
import { SearchBox } from '../shared/search-box';

/**
 * Terms rendered with the first paint (and in the server's HTML): more than a desktop's first
 * screen shows (four rows of three) and a phone's several times over. Each more is server render
 * time and HTML for every fan, for cards below the fold that follow a moment later anyway.
 */
const TERMS_FIRST_PAINT = 12;
/** The rest follow in batches this size, so no one commit (DOM, style, layout) is long. */
const TERMS_BATCH = 48;

// the penalties tab (and the tooltip it uses) loads on first use, not with the glossary; its code is
// fetched as the fan is about to open it (pointer over or down on it, or focus on it), not on the click
const PenaltyCard = lazyWithPreload(() => import('../features/glossary/components/penalty-card').then((m) => m.PenaltyCard));

type Tab = 'terms' | 'penalties';
const SINGULAR = { terms: 'term', penalties: 'penalty' } as const;
const Count = styled.p(themed(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })));
/** One column on phones, two on tablets, three on desktops. */
const Results = styled(Stack)(themed(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // cards of a row share its height
  '& > li > *': { height: '100%' },
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoint.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
})));
const SearchRow = styled.div(themed(({ theme }) => ({ margin: `${theme.space(2)} 0` })));

/**
 * The cards. Memoised, and given a render function defined once per module: a keystroke re-renders
 * the page (the search text lives in the URL) but not a few hundred cards whose items did not change.
 */
const CardList = memo(function CardList<T extends { id: string }>({ items, render }: { items: readonly T[]; render: (item: T) => ReactNode }) {
  return (
    <Results as="ul" gap={1}>
      {items.map((item) => <li key={item.id}>{render(item)}</li>)}
    </Results>
  );
}) as <T extends { id: string }>(props: { items: readonly T[]; render: (item: T) => ReactNode }) => ReactNode;

const renderTerm = (term: GlossaryTerm) => <TermCard term={term} />;
const renderPenalty = (penalty: Penalty) => <PenaltyCard penalty={penalty} />;

/** A tab's list and the state of its read (a query's result, or the glossary's terms as read so far). */
type ListSource<T> = Omit<TermsList, 'data' | 'total'> & { data: readonly T[] | undefined; total?: number };

/** One tab's list: the full list, or server search results once the text is long enough. */
function TabList<T extends { id: string }>({ all, searched, active, query, noun, render }: {
  all: ListSource<T>; searched: ListSource<T>; active: boolean; query: string; noun: 'terms' | 'penalties'; render: (item: T) => ReactNode;
}) {
  const source = active ? searched : all;
  const count = active ? undefined : all.total;
  // React Query hands over a list as a blocking update; the cards render a beat later in a pass
  // React slices (the skeleton, or the previous list while searching, stays until then)
  const data = useDeferredValue(source.data);
  const shown = useProgressiveList(data ?? [], TERMS_FIRST_PAINT, TERMS_BATCH);
  if (source.isPending || (data === undefined && !source.isError)) return <SkeletonCards count={4} height="120px" label={`Loading ${noun}`} />;
  if (source.isError) return <ErrorState error={source.error} onRetry={() => void source.refetch()} />;
  if (data === undefined || data.length === 0) {
    return <EmptyState title={active ? `No ${noun} found for "${query.trim()}"` : `No ${noun} available`} />;
  }
  return (
    <Stack gap={1}>
      {/* the tab names the list on screen; the outline needs it too, between the h1 and the cards' h3s */}
      <h2 className="gg-visually-hidden">{noun === 'terms' ? 'Terms' : 'Penalties'}</h2>
      <Count aria-live="polite">{count ?? data.length} {(count ?? data.length) === 1 ? SINGULAR[noun] : noun}{active ? ` matching "${query.trim()}"` : ''}</Count>
      <CardList items={shown} render={render} />
    </Stack>
  );
}

/** /glossary: Terms and Penalties tabs (?tab=penalties opens Penalties), search prefilled from ?search=. */
export default function GlossaryPage() {
  useDocumentTitle('Glossary');
  const [tabParam, setTabParam] = useSearchParamState('tab');
  const [search, setSearch] = useSearchParamState('search');
  const tab: Tab = tabParam === 'penalties' ? 'penalties' : 'terms';
  const query = useDebouncedValue(search, 250);
  const active = isSearchActive(query) && isSearchActive(search);

  const terms = useGlossaryTerms(TERMS_FIRST_PAINT, { termsTabOpen: tab === 'terms' });
  // the closed tab's list is not in the first screen (its data would be a sixth of the page's HTML);
  // it is read once the page is in the browser, so switching tabs shows it at once
  const penalties = usePenalties({ enabled: useHydrated() || tab === 'penalties' });
  const termHits = useSearch(active && tab === 'terms' ? query : '', 'terms');
  const penaltyHits = useSearch(active && tab === 'penalties' ? query : '', 'penalties');

  return (
    <Page>
      <PageHeader title="Glossary" subtitle="The words and flags of the game, explained." />
      <Tabs value={tab} onValueChange={(v) => setTabParam(v === 'penalties' ? 'penalties' : '')}>
        <TabsList aria-label="Glossary sections">
          <TabsTrigger value="terms">Terms</TabsTrigger>
          <TabsTrigger value="penalties" {...preloadOnIntent(PenaltyCard.preload)}>Penalties</TabsTrigger>
        </TabsList>
        <SearchRow>
          <SearchBox
            id="glossary-search"
            label={tab === 'terms' ? 'Search terms' : 'Search penalties'}
            placeholder={tab === 'terms' ? 'Search terms...' : 'Search penalties...'}
            value={search}
            onChange={setSearch}
          />
        </SearchRow>
        <TabsContent value="terms">
          <TabList<GlossaryTerm> all={terms} searched={termHits} active={active} query={query} noun="terms" render={renderTerm} />
        </TabsContent>
        <TabsContent value="penalties">
          <Suspense fallback={<SkeletonCards label="Loading penalties" />}>
            <TabList<Penalty> all={penalties} searched={penaltyHits} active={active} query={query} noun="penalties" render={renderPenalty} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </Page>
  );
}

/**
 * The open tab's list (the first terms and their count, or the penalties), and with ?search= the
 * open tab's results. The whole glossary is read in the browser.
 */
export const pageData: PageData = ({ searchParams }) => {
  const search = searchParams.get('search') ?? '';
  const penaltiesTab = searchParams.get('tab') === 'penalties';
  const lists = penaltiesTab ? [penaltiesQuery()] : [glossaryHeadQuery(TERMS_FIRST_PAINT)];
  if (!isSearchActive(search)) return lists;
  return [...lists, searchQuery(search, penaltiesTab ? 'penalties' : 'terms')];
};
