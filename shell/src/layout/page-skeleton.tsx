import { Page, Skeleton } from '@gg/ui';

/** While a remote's code loads: a page-shaped placeholder, so the layout does not jump. */
export function PageSkeleton() {
  return (
    <Page aria-busy="true">
      <span role="status" className="gg-visually-hidden">Loading…</span>
      <Skeleton height="32px" width="60%" />
      <Skeleton height="18px" width="85%" />
      <Skeleton height="120px" radius="md" />
      <Skeleton height="120px" radius="md" />
    </Page>
  );
}
