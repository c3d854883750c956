/**
 * The cookie in which the browser tells the server its time zone. Its value is
 * `<IANA name>|<offset in January>|<offset in July>`, the offsets in minutes as
 * Date#getTimezoneOffset gives them for this year (`America/New_York|300|240`): the server reads the
 * name (timeZoneFromCookie), and the offsets let the browser tell without Intl whether it is
 * still in the zone it named.
 */
export const TIME_ZONE_COOKIE = 'gg-tz';
