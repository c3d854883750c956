/**
 * Subscribe to a calendar feed of games (/api/calendar/{feed}.ics): `webcal:` hands the feed to
 * the phone's calendar app, which then keeps it current as kick-off times move; the plain link
 * downloads the same file for calendars that import instead.
 */
import styled from '@emotion/styled';
import { ButtonAnchor, themed } from '@gg/ui';
import { useSyncExternalStore } from 'react';

const Row = styled.div(themed(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(1) })));

export const calendarPath = (feed: string) => `/api/calendar/${encodeURIComponent(feed)}.ics`;

/** The feed's address for a calendar subscription, on the site's own host. */
export const webcalUrl = (feed: string, host = window.location.host) => `webcal://${host}${calendarPath(feed)}`;

const noSubscription = () => () => undefined;
const pageHost = () => window.location.host;
/**
 * The page's host once in the browser. A server render does not know the host the fan typed, so
 * the first paint links the plain feed and hydration swaps in the webcal address.
 */
const usePageHost = () => useSyncExternalStore(noSubscription, pageHost, () => null);

/** `feed` is a team id or 'all'; `what` names the games for screen readers and the link text. */
export function CalendarLinks({ feed, what }: { feed: string; what: string }) {
  const host = usePageHost();
  return (
    <Row>
      {/* the visible words start each name (what voice control users say), the rest is for screen readers */}
      <ButtonAnchor variant="secondary" size="sm" href={host ? webcalUrl(feed, host) : calendarPath(feed)}>
        Add to Calendar<span className="gg-visually-hidden"> for {what}</span>
      </ButtonAnchor>
      <ButtonAnchor variant="ghost" size="sm" href={calendarPath(feed)} download>
        Download .ics<span className="gg-visually-hidden"> for {what}</span>
      </ButtonAnchor>
    </Row>
  );
}
