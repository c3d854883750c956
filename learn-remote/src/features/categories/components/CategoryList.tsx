import { Card, EmptyState, QueryView, SkeletonCards, Stack } from '@gg/ui';
import { useCategories } from '../api/get-categories';

export function CategoryList() {
  const query = useCategories();
  return (
    <QueryView query={query} loading={<SkeletonCards count={5} height="72px" label="Loading categories" />} empty={<EmptyState title="No categories yet" />}>
      {(categories) => (
        <Stack as="ul" gap={1} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {categories.map((c) => (
            <li key={c.id}>
              <Card>
                <h3>{c.name}</h3>
                <p style={{ margin: '4px 0 0' }}>{c.description}</p>
              </Card>
            </li>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
