import { Page, PageHeader, useDocumentTitle } from '@gg/ui';
import { CategoryList } from '../features/categories/components/CategoryList';

export default function RulesPage() {
  useDocumentTitle('NFL Rules');
  return (
    <Page>
      <PageHeader title="NFL Rules" />
      <h2>Categories</h2>
      <CategoryList />
    </Page>
  );
}
