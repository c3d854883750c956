/** Pieces the profile's tabs share: a skeleton shaped like a tab's content, and the facts list. */
import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Skeleton, themed } from '@gg/ui';

const Lines = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));

export function TabSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  const theme = useTheme();
  return (
    <Lines role="status" aria-live="polite" aria-busy="true">
      <span className="gg-visually-hidden">{label}</span>
      <Skeleton width="16ch" height={theme.font.size.lg} aria-hidden="true" />
      {Array.from({ length: rows }, (_, i) => <Skeleton key={i} height={theme.space(6)} radius="md" aria-hidden="true" />)}
    </Lines>
  );
}

/** Label over value, two to a row on phones, three from tablet width. */
export const StatGrid = styled.dl(themed(({ theme }) => ({
  margin: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.space(1),
  [theme.breakpoint.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '& > div': {
    display: 'flex', flexDirection: 'column', gap: theme.space(0.25),
    padding: theme.space(1), borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, minWidth: 0,
  },
  '& dt': { fontSize: theme.font.size.xs, color: theme.color.textMuted },
  '& dd': { margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold, fontVariantNumeric: 'tabular-nums' },
})));

export const Section = styled.section(themed(({ theme }) => ({
  display: 'grid', gap: theme.space(1),
  '& h3': { fontSize: theme.font.size.md },
  '& h4': { fontSize: theme.font.size.sm, textTransform: 'uppercase', letterSpacing: '0.04em', color: theme.color.textMuted },
})));

export const Sections = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2.5) })));
