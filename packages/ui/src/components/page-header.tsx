import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { themed } from '../theme/themed';

const Wrap = styled.header(themed(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.space(1),
  '& h1': { fontSize: theme.font.size.xxl },
  '& p': { margin: `${theme.space(0.5)} 0 0`, color: theme.color.textMuted },
})));

const Actions = styled.div(themed(({ theme }) => ({ display: 'flex', gap: theme.space(1), flexWrap: 'wrap' })));

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Wrap>
      <div>
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrap>
  );
}
