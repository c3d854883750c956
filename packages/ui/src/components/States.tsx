import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Button } from './Button';

const Box = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space(1),
  textAlign: 'center',
  padding: `${theme.space(4)} ${theme.space(2)}`,
  color: theme.color.textMuted,
  '& h2, & h3': { color: theme.color.text, fontSize: theme.font.size.lg },
  '& p': { margin: 0, maxWidth: '36ch' },
}));

export function EmptyState({ title, text, action, icon }: { title: string; text?: string; action?: ReactNode; icon?: ReactNode }) {
  return (
    <Box>
      {icon ? <div aria-hidden="true" style={{ fontSize: 40 }}>{icon}</div> : null}
      <h3>{title}</h3>
      {text ? <p>{text}</p> : null}
      {action}
    </Box>
  );
}

/** A failed call: say what failed, show the server's words, offer one clear retry. */
export function ErrorState({ title = 'Something went wrong', error, onRetry }: { title?: string; error?: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <Box role="alert">
      <div aria-hidden="true" style={{ fontSize: 32 }}>⚠️</div>
      <h3>{title}</h3>
      {message ? <p>{message}</p> : null}
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </Box>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return <p role="status" aria-live="polite" style={{ margin: 0 }}>{children}</p>;
}
