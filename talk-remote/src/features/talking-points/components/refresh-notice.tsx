import styled from '@emotion/styled';
import { RefreshDeclined } from '../api/refresh-talking-points';
import { retryIn } from '../format';
import { themed } from '@gg/ui';

const Note = styled.p(themed(({ theme }) => ({
  margin: `${theme.space(1.5)} 0 0`,
  padding: `${theme.space(1)} ${theme.space(1.5)}`,
  borderLeft: `${theme.space(0.5)} solid ${theme.color.warning}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surfaceAlt,
  color: theme.color.text,
  fontSize: theme.font.size.sm,
})));

/** The sentence for a declined refresh: why nothing new came, and when trying again makes sense. */
export function declinedMessage(error: RefreshDeclined): string {
  const why = error.code === 'sports_unavailable'
    ? 'Live sports data is unavailable at the moment, so nothing new could be written.'
    : /[.!?]$/.test(error.reason) ? error.reason : `${error.reason}.`;
  const when = retryIn(error.retryAfterSeconds);
  return `No new talking points right now. ${why}${when ? ` Try again ${when}.` : ''}`;
}

/**
 * Says quietly (a polite live region, no alert, no toast) why a refresh brought nothing new when
 * the service declined it. Other refresh failures are only logged. The region is always there,
 * empty, so screen readers announce the sentence when it appears.
 */
export function RefreshNotice({ error }: { error: unknown }) {
  return (
    <div role="status">
      {error instanceof RefreshDeclined ? <Note>{declinedMessage(error)}</Note> : null}
    </div>
  );
}
