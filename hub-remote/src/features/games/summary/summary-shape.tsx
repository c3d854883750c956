import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Skeleton, themed } from '@gg/ui';

const Loading = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1) })));

/** Heights in grid steps. */
const SHAPE_STEPS = { lineScore: 13, row: 8 } as const;

/** The summary's shape (the points table, then rows) while it loads or while it is covered. */
export function SummaryShape({ busy }: { busy: boolean }) {
  const theme = useTheme();
  return (
    <Loading role={busy ? 'status' : undefined} aria-busy={busy || undefined}>
      {busy ? <span className="gg-visually-hidden">Loading the game summary...</span> : null}
      <Skeleton height={theme.space(SHAPE_STEPS.lineScore)} radius="md" aria-hidden="true" />
      {Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={theme.space(SHAPE_STEPS.row)} aria-hidden="true" />)}
    </Loading>
  );
}

