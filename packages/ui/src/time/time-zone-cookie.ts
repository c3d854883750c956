/**
 * The fan's time zone, as the browser writes it into a cookie (the shell does, once the page is
 * idle; the format is in ./cookie), so the server renders dates and times as the fan will see them.
 * For the server only: the check uses Intl, and nothing here belongs in a browser's start-up.
 */
import { TIME_ZONE_COOKIE } from './cookie';

export { TIME_ZONE_COOKIE };

/** The characters of IANA names ('America/Port-au-Prince', 'Etc/GMT+5'): no dots, quotes, spaces or markup. */
const NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/** Whether Intl knows a name, remembered for the last names seen (bounded: a client may send any). */
const MAX_REMEMBERED = 100;
const known = new Map<string, boolean>();

function intlKnows(name: string): boolean {
  let valid = known.get(name);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      valid = true;
    } catch {
      valid = false;
    }
    if (known.size >= MAX_REMEMBERED) known.delete(known.keys().next().value as string);
    known.set(name, valid);
  }
  return valid;
}

/** The fan's IANA zone from a Cookie header, or null: no cookie, or anything but a zone Intl knows. */
export function timeZoneFromCookie(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TIME_ZONE_COOKIE) continue;
    const name = part.slice(eq + 1).trim().split('|')[0] ?? '';
    return NAME.test(name) && intlKnows(name) ? name : null;
  }
  return null;
}
