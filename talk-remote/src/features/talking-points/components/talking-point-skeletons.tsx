import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { Card, CardGrid, Skeleton, themed } from '@gg/ui';
import { TALKING_POINT_SKELETONS } from '../format';

const Shape = styled(Card)(themed(({ theme }) => ({ display: 'grid', gap: theme.space(1.5), alignContent: 'start' })));
const Row = styled.div(themed(({ theme }) => ({ display: 'flex', gap: theme.space(1) })));
const Lines = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(0.5) })));

/** Placeholders shaped like talking-point cards (badges, title, starter block, background), so nothing shifts when they arrive. */
export function TalkingPointSkeletons() {
  const theme = useTheme();
  return (
    <CardGrid as="div" role="status" aria-live="polite" aria-busy="true">
      <span className="gg-visually-hidden">Loading talking points</span>
      {Array.from({ length: TALKING_POINT_SKELETONS }, (_, i) => (
        <Shape key={i} data-testid="talking-point-skeleton">
          <Row>
            <Skeleton width={theme.space(10)} height={theme.space(2.5)} radius="pill" />
            <Skeleton width={theme.space(12)} height={theme.space(2.5)} radius="pill" />
          </Row>
          <Skeleton width="70%" height={theme.space(3)} />
          <Skeleton height={theme.space(11)} />
          <Lines>
            <Skeleton width={theme.space(12)} height={theme.space(1.5)} />
            <Skeleton height={theme.space(2)} />
            <Skeleton width="80%" height={theme.space(2)} />
          </Lines>
        </Shape>
      ))}
    </CardGrid>
  );
}
