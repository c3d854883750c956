import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { themed, themedBy } from '../theme/themed';

const pulse = keyframes`0%, 100% { opacity: 1 } 50% { opacity: 0.55 }`;

/** A placeholder shaped like the content that will replace it (so nothing shifts on arrival). */
export const Skeleton = styled.div<{ width?: string; height?: string; radius?: 'sm' | 'md' | 'lg' | 'pill' }>(themedBy<{ width?: string; height?: string; radius?: 'sm' | 'md' | 'lg' | 'pill' }>({ width: true, height: true, radius: true }, ({ theme, width = '100%', height = '1em', radius = 'sm' }) => ({
  width,
  height,
  borderRadius: theme.radius[radius],
  background: theme.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
})));

const SkeletonStack = styled.div(themed(({ theme }) => ({ display: 'grid', gap: theme.space(2) })));

export function SkeletonCards({ count = 3, height = '96px', label = 'Loading' }: { count?: number; height?: string; label?: string }) {
  return (
    <SkeletonStack role="status" aria-live="polite" aria-busy="true">
      <span className="gg-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} height={height} radius="md" />)}
    </SkeletonStack>
  );
}
