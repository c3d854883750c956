/**
 * Dates and clock times in the viewer's time zone, in the en-US forms the site shows ("Sun, Nov
 * 22", "Nov 22, 2029", "1:05 PM"). Written out rather than built with Intl.DateTimeFormat or
 * toLocale*String: the page's first formatter costs tens of milliseconds of ICU set-up (hundreds
 * on a throttled phone) inside the render that shows the first list, and toLocale*String with
 * options builds a new formatter on every call. The tests hold the output to Intl's.
 */
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Nov 22", or "Nov 22, 2029" with the year. */
export const monthDay = (d: Date, withYear = false) => `${MONTHS[d.getMonth()]} ${d.getDate()}${withYear ? `, ${d.getFullYear()}` : ''}`;

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Sunday". */
export const weekday = (d: Date) => WEEKDAY_NAMES[d.getDay()] as string;

/** "Sun, Nov 22". */
export const weekdayMonthDay = (d: Date) => `${WEEKDAYS[d.getDay()]}, ${monthDay(d)}`;

/** "1:05 PM". */
export function clockTime(d: Date): string {
  const hours = d.getHours();
  return `${hours % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}
