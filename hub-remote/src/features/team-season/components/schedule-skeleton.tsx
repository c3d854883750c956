import styled from '@emotion/styled';
import { Skeleton, themed } from '@gg/ui';

const Section = styled.section(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5) })));

/** The Schedule tab's shape (next game, then week rows) while its code or its data loads. */
export function ScheduleSkeleton() {
  return (
    <Section aria-busy="true">
      <span role="status" className="gg-visually-hidden">Loading schedule</span>
      <Skeleton height="8.5rem" radius="md" aria-hidden="true" />
      {[0, 1, 2, 3, 4, 5].map((i) => <Skeleton key={i} height="3.5rem" aria-hidden="true" />)}
    </Section>
  );
}
