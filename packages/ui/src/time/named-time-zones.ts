/**
 * Named time zones ('America/New_York') for the date formatting, read with Intl: the server
 * renders every page in the fan's zone this way, and a browser only when it hydrates a page
 * rendered in a zone it is no longer in (a fan who has travelled). A separate entry point, loaded
 * on demand, so the browser's start-up carries none of it and never pays Intl's set-up.
 */
import { setNamedZoneOffset } from '../format/dates';

/** Formatters kept per zone; a bound keeps junk from filling memory on a server. */
const MAX_FORMATTERS = 200;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value as string);
    formatters.set(zone, format);
  }
  return format;
}

/** The zone's offset from UTC at `t`, in milliseconds (New York in winter: -5 hours). Throws for a name Intl does not know. */
export function zoneOffsetMs(t: number, zone: string): number {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of formatterFor(zone).formatToParts(t)) parts[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) - (t - (((t % 1000) + 1000) % 1000));
}

/** From now on, dates and times format in any IANA zone, not only the local one and UTC. */
export function supportNamedTimeZones(): void {
  setNamedZoneOffset(zoneOffsetMs);
}
