import type { PageData } from '@gg/routes';
import styled from '@emotion/styled';
import { Page, PageHeader, useDebouncedValue, useDocumentTitle, useSearchParamState, themed } from '@gg/ui';
import { categoriesQuery } from '../features/categories/api/get-categories';
import { CategoryList } from '../features/categories/components/category-list';
import { isSearchActive, searchQuery } from '../features/search/api/search';
import { SearchResults } from '../features/search/components/search-results';
import { SearchBox } from '../shared/search-box';

const Categories = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));

/** /rules: "NFL Rules", a search box (prefilled from ?search=), results from 3 characters, else categories. */
export default function RulesPage() {
  useDocumentTitle('NFL Rules');
  const [search, setSearch] = useSearchParamState('search');
  const query = useDebouncedValue(search, 250);
  const active = isSearchActive(query) && isSearchActive(search);
  return (
    <Page>
      <PageHeader title="NFL Rules" />
      <SearchBox id="rules-search" label="Search rules" placeholder="Search specific rules..." value={search} onChange={setSearch} />
      {active ? (
        <SearchResults query={query} />
      ) : (
        <Categories aria-labelledby="categories-heading">
          <h2 id="categories-heading">Categories</h2>
          <CategoryList />
        </Categories>
      )}
    </Page>
  );
}

/** The categories, or with ?search= the results for it (rules, terms and penalties). */
export const pageData: PageData = ({ searchParams }) => {
  const search = searchParams.get('search') ?? '';
  return isSearchActive(search) ? [searchQuery(search, 'rules'), searchQuery(search, 'terms'), searchQuery(search, 'penalties')] : [categoriesQuery()];
};
