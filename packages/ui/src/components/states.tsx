import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { HttpError } from '../api/client';
import { Button } from './button';
import { FootballIcon, WarningIcon } from './icons';

const Box = styled.div(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space(1),
  textAlign: 'center',
  padding: `${theme.space(4)} ${theme.space(2)}`,
  color: theme.color.textMuted,
  '& h2, & h3': { color: theme.color.text, fontSize: theme.font.size.lg },
  '& p': { margin: 0, maxWidth: '36ch', overflowWrap: 'anywhere' },
}));

/**
 * The sentence to show a person for a failed call. Thrown errors keep the spec's
 * "<status>: <body>" form; when the body is our JSON error, its message is the readable part.
 */
export function describeError(error: unknown): string | undefined {
  if (error instanceof HttpError) {
    try {
      const parsed = JSON.parse(error.body) as { error?: { message?: unknown } };
      if (typeof parsed.error?.message === 'string') return parsed.error.message;
    } catch {
      /* not JSON: fall through to the raw message */
    }
    return error.status >= 500 ? 'The server could not answer just now.' : error.message;
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : undefined;
}

export function EmptyState({ title, text, action, icon = <FootballIcon /> }: { title: string; text?: string; action?: ReactNode; icon?: ReactNode | null }) {
  return (
    <Box>
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <h3>{title}</h3>
      {text ? <p>{text}</p> : null}
      {action}
    </Box>
  );
}

/** A failed call: say what failed, show the server's words, offer one clear retry. */
export function ErrorState({ title = 'Something went wrong', error, onRetry }: { title?: string; error?: unknown; onRetry?: () => void }) {
  const message = describeError(error);
  return (
    <Box role="alert">
      <WarningIcon />
      <h3>{title}</h3>
      {message ? <p>{message}</p> : null}
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </Box>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return <p role="status" aria-live="polite" style={{ margin: 0 }}>{children}</p>;
}
