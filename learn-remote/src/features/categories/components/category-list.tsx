import styled from '@emotion/styled';
import { EmptyState, QueryView, themed } from '@gg/ui';
import { useCategories } from '../api/get-categories';
import { CategoryCard, CategoryCardSkeleton } from './category-card';

const List = styled.ul(themed(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(1.5),
  // two columns on desktops; an opened card grows alone, its neighbor keeps its height
  [theme.breakpoint.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start', gap: theme.space(2) },
})));

/** How many placeholders to show while loading: the product has five categories. */
const SKELETON_COUNT = 5;

/**
 * Every rule category as an expandable card (Home and Rules screens). Skeletons shaped like the
 * cards while loading, the error with a retry if the call fails.
 */
export function CategoryList() {
  const query = useCategories();
  return (
    <QueryView
      query={query}
      errorTitle="Couldn't load the rule categories"
      loading={
        <div role="status" aria-busy="true">
          <span className="gg-visually-hidden">Loading categories</span>
          <List as="div">
            {Array.from({ length: SKELETON_COUNT }, (_, i) => <CategoryCardSkeleton key={i} />)}
          </List>
        </div>
      }
      empty={<EmptyState title="No categories available" />}
    >
      {(categories) => (
        <List>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </List>
      )}
    </QueryView>
  );
}
