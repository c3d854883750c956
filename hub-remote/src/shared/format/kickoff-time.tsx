import { useNow, useTimeZone } from '@gg/ui';
import { dateLabel, kickoffLabel } from './kickoff';

/** A game's kickoff ('Today · 8:20 PM Local'), or with `dayOnly` its day, as a <time> element in the page's zone. */
export function KickoffTime({ iso, dayOnly = false }: { iso: string; dayOnly?: boolean }) {
  const zone = useTimeZone();
  const now = useNow();
  return <time dateTime={iso}>{dayOnly ? dateLabel(iso, zone, now) : kickoffLabel(iso, zone, now)}</time>;
}
