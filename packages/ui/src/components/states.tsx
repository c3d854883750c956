import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { HttpError } from '@gg/data';
import { useOnline } from '../hooks/use-online';
import { Button } from './button';
import { FootballIcon, WarningIcon } from './icons';
import { themed } from '../theme/themed';

const Box = styled.div(themed(({ theme }) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space(1),
  textAlign: 'center',
  padding: `${theme.space(4)} ${theme.space(2)}`,
  color: theme.color.textMuted,
  '& h1, & h2, & h3': { color: theme.color.text, fontSize: theme.font.size.lg },
  '& p': { margin: 0, maxWidth: '36ch', overflowWrap: 'anywhere' },
})));

/**
 * The sentence to show a person for a failed call. Thrown errors keep the
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

type HeadingLevel = 1 | 2 | 3;
const Heading = ({ level, children }: { level: HeadingLevel; children: ReactNode }) =>
  level === 1 ? <h1>{children}</h1> : level === 2 ? <h2>{children}</h2> : <h3>{children}</h3>;

/**
 * Nothing to show. `level` keeps the page outline right: 1 when the state is the whole page
 * (404, an unknown rule or team), 2 for a page section (the default), 3 inside a card or tab.
 */
export function EmptyState({ title, text, action, icon = <FootballIcon />, level = 2 }: { title: string; text?: string; action?: ReactNode; icon?: ReactNode | null; level?: HeadingLevel }) {
  return (
    <Box>
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <Heading level={level}>{title}</Heading>
      {text ? <p>{text}</p> : null}
      {action}
    </Box>
  );
}

/** What a failed call says while the device has no connection: the cause, not a network error. */
export const OFFLINE_TITLE = "You're offline";
export const OFFLINE_TEXT = 'This needs a connection. It loads again when you are back online.';

/**
 * A failed call: say what failed, show the server's words, offer one clear retry. Without a
 * connection it says so instead ("Failed to fetch" helps nobody).
 */
export function ErrorState({ title = 'Something went wrong', error, onRetry, level = 2 }: { title?: string; error?: unknown; onRetry?: () => void; level?: HeadingLevel }) {
  const online = useOnline();
  const message = online ? describeError(error) : OFFLINE_TEXT;
  return (
    <Box role="alert">
      <WarningIcon />
      <Heading level={level}>{online ? title : OFFLINE_TITLE}</Heading>
      {message ? <p>{message}</p> : null}
      {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
    </Box>
  );
}

const Status = styled.p({ margin: 0 });

export function LoadingText({ children }: { children: ReactNode }) {
  return <Status role="status" aria-live="polite">{children}</Status>;
}
