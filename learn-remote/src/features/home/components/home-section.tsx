import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { themed } from '@gg/ui';

const Wrap = styled.section(themed(({ theme }) => ({
  display: 'grid',
  gap: theme.space(1.5),
  paddingTop: theme.space(1.5),
})));

const Head = styled.div(themed(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(1),
  minHeight: theme.touchTarget,
  '& h2': { fontSize: theme.font.size.xl },
})));

/** A titled home section (h2) with an optional action on the right, e.g. "View All". */
export function HomeSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Wrap aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        {action}
      </Head>
      {children}
    </Wrap>
  );
}
