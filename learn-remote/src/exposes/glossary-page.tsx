import { Card, EmptyState, Page, PageHeader, QueryView, SkeletonCards, Stack, useDocumentTitle } from '@gg/ui';
import { useGlossary } from '../features/glossary/api/get-glossary';

export default function GlossaryPage() {
  useDocumentTitle('Glossary');
  const query = useGlossary();
  return (
    <Page>
      <PageHeader title="Glossary" />
      <QueryView query={query} loading={<SkeletonCards label="Loading terms" />} empty={<EmptyState title="No terms available" />}>
        {(terms) => (
          <Stack gap={1}>
            {terms.map((t) => <Card key={t.id}><h3>{t.term}</h3><p style={{ margin: 0 }}>{t.definition}</p></Card>)}
          </Stack>
        )}
      </QueryView>
    </Page>
  );
}
