import styled from '@emotion/styled';
import type { GlossaryTerm, Penalty } from '@gg/contracts';
import { EmptyState, ErrorState, Page, PageHeader, SkeletonCards, Stack, useDebouncedValue, useDocumentTitle, useProgressiveList, useSearchParamState } from '@gg/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@gg/ui/tabs';
import type { UseQueryResult } from '@gg/query';
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useGlossary } from '../features/glossary/api/get-glossary';
import { usePenalties } from '../features/glossary/api/get-penalties';
import { TermCard } from '../features/glossary/components/term-card';
import { isSearchActive, useSearch } from '../features/search/api/search';
import { SearchBox } from '../shared/search-box';

// the penalties tab (and the tooltip it uses) loads when first opened, not with the glossary
/** Terms rendered with the first paint; enough to fill a phone screen several times over. */
const TERMS_FIRST_PAINT = 24;
/** The rest follow in batches this size, so no one commit (DOM, style, layout) is long. */
const TERMS_BATCH = 48;

const PenaltyCard = lazy(() => import('../features/glossary/components/penalty-card').then((m) => ({ default: m.PenaltyCard })));

type Tab = 'terms' | 'penalties';
const Count = styled.p(({ theme }) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm }));
const Results = styled(Stack)({ listStyle: 'none', margin: 0, padding: 0 });
const SearchRow = styled.div(({ theme }) => ({ margin: `${theme.space(2)} 0` }));

/** One tab's list: the full list, or server search results once the text is long enough. */
function TabList<T extends { id: string }>({ all, searched, active, query, noun, render }: {
  all: UseQueryResult<T[]>; searched: UseQueryResult<T[]>; active: boolean; query: string; noun: 'terms' | 'penalties'; render: (item: T) => ReactNode;
}) {
  const source = active ? searched : all;
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
      <Count aria-live="polite">{data.length} {data.length === 1 ? noun.slice(0, -1) : noun}{active ? ` matching "${query.trim()}"` : ''}</Count>
      <Results as="ul" gap={1}>
        {shown.map((item) => <li key={item.id}>{render(item)}</li>)}
      </Results>
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

  const terms = useGlossary();
  const penalties = usePenalties();
  const termHits = useSearch(active && tab === 'terms' ? query : '', 'terms');
  const penaltyHits = useSearch(active && tab === 'penalties' ? query : '', 'penalties');

  return (
    <Page>
      <PageHeader title="Glossary" subtitle="The words and flags of the game, explained." />
      <Tabs value={tab} onValueChange={(v) => setTabParam(v === 'penalties' ? 'penalties' : '')}>
        <TabsList aria-label="Glossary sections">
          <TabsTrigger value="terms">Terms</TabsTrigger>
          <TabsTrigger value="penalties">Penalties</TabsTrigger>
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
          <TabList<GlossaryTerm> all={terms} searched={termHits} active={active} query={query} noun="terms" render={(t) => <TermCard term={t} />} />
        </TabsContent>
        <TabsContent value="penalties">
          <Suspense fallback={<SkeletonCards label="Loading penalties" />}>
            <TabList<Penalty> all={penalties} searched={penaltyHits} active={active} query={query} noun="penalties" render={(p) => <PenaltyCard penalty={p} />} />
          </Suspense>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
