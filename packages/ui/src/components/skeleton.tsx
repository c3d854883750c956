import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes`0%, 100% { opacity: 1 } 50% { opacity: 0.55 }`;

/** A placeholder shaped like the content that will replace it (so nothing shifts on arrival). */
export const Skeleton = styled.div<{ width?: string; height?: string; radius?: string }>(({ theme, width = '100%', height = '1em', radius }) => ({
  width,
  height,
  borderRadius: radius ?? theme.radius.sm,
  background: theme.color.skeleton,
  animation: `${pulse} 1.4s ease-in-out infinite`,
}));

export function SkeletonCards({ count = 3, height = '96px', label = 'Loading' }: { count?: number; height?: string; label?: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" style={{ display: 'grid', gap: 16 }}>
      <span className="gg-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => <Skeleton key={i} height={height} radius="12px" />)}
    </div>
  );
}
