import { Page, PageHeader, useDocumentTitle } from '@gg/ui';
import { CategoryList } from '../features/categories/components/CategoryList';

export default function HomePage() {
  useDocumentTitle('');
  return (
    <Page>
      <PageHeader title="Welcome to the NFL!" subtitle="Your guide to the sport, from basic rules to advanced strategies." />
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" style={{ marginBottom: 12 }}>Rules by Category</h2>
        <CategoryList />
      </section>
    </Page>
  );
}
