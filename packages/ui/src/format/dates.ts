/**
 * Dates and clock times in a given time zone, in the en-US forms the site shows ("Sun, Nov 22",
 * "Nov 22, 2029", "1:05 PM"). Written out rather than built with Intl.DateTimeFormat or
 * toLocale*String: the page's first formatter costs tens of milliseconds of ICU set-up (hundreds
 * on a throttled phone) inside the render that shows the first list, and toLocale*String with
 * options builds a new formatter on every call. The tests hold the output to Intl's.
 *
 * The zone is LOCAL_TIME_ZONE (the browser's own, read with Date's own methods), 'UTC', or another
 * IANA name. Only a named zone needs Intl, so it works where `supportNamedTimeZones()`
 * (@gg/ui/named-time-zones) has been called: on the server, and in a browser hydrating a page
 * rendered in a zone it is no longer in. Elsewhere a named zone reads as the local one.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 864e5;

/** Not an IANA name (Intl refuses it, so no cookie can name it): the zone the browser is in. */
export const LOCAL_TIME_ZONE = 'local';

let namedOffset: ((t: number, zone: string) => number) | undefined;

/** How a named zone's offset from UTC is read (Intl); see @gg/ui/named-time-zones. */
export function setNamedZoneOffset(offset: (t: number, zone: string) => number): void {
  namedOffset = offset;
}

/** The wall clock in `zone` at `d`, as a Date whose UTC fields read it. */
function wall(d: Date, zone: string): Date {
  const t = d.getTime();
  return new Date(zone === 'UTC' ? t : zone !== LOCAL_TIME_ZONE && namedOffset ? t + namedOffset(t, zone) : t - d.getTimezoneOffset() * 6e4);
}

/** "Nov 22", or "Nov 22, 2029" with the year. */
export function monthDay(d: Date, zone: string, withYear = false): string {
  const w = wall(d, zone);
  return `${MONTHS[w.getUTCMonth()]} ${w.getUTCDate()}${withYear ? `, ${w.getUTCFullYear()}` : ''}`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Sunday". */
export const weekday = (d: Date, zone: string) => WEEKDAY_NAMES[wall(d, zone).getUTCDay()] as string;

/** "Sun, Nov 22". */
export const weekdayMonthDay = (d: Date, zone: string) => `${WEEKDAYS[wall(d, zone).getUTCDay()]}, ${monthDay(d, zone)}`;

/** "1:05 PM". */
export function clockTime(d: Date, zone: string): string {
  const w = wall(d, zone);
  const hours = w.getUTCHours();
  return `${hours % 12 || 12}:${String(w.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The hour of the day (0–23) at `d` in the zone. */
export const hourIn = (d: Date, zone: string) => wall(d, zone).getUTCHours();

/** The year at `d` in the zone. */
export const yearIn = (d: Date, zone: string) => wall(d, zone).getUTCFullYear();

/** Calendar days from `from` to `to` in the zone: 0 on the same day, 1 the next day, -1 the day before. */
export const daysBetween = (from: Date, to: Date, zone: string) => Math.floor(wall(to, zone).getTime() / DAY_MS) - Math.floor(wall(from, zone).getTime() / DAY_MS);
