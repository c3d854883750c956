import { ButtonLink, EmptyState, Page, useDocumentTitle } from '@gg/ui';
import { PageReady } from './page-ready';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <Page>
      <EmptyState
        level={1}
        title="404 Page Not Found"
        text="That page is out of bounds. Head back to the start and try another play."
        action={<ButtonLink to="/">Back to Home</ButtonLink>}
      />
      <PageReady />
    </Page>
  );
}
