/**
 * The fan's time zone, as the browser writes it into a cookie (the shell does, once the page is
 * idle; the format is in ./cookie), so the server renders dates and times as the fan will see them.
 * For the server only: the check uses Intl, and nothing here belongs in a browser's start-up.
 */
import { TIME_ZONE_COOKIE } from './cookie';

export { TIME_ZONE_COOKIE };

/** The characters of IANA names ('America/Port-au-Prince', 'Etc/GMT+5'): no dots, quotes, spaces or markup. */
const NAME = /^[A-Za-z0-9_+\-/]{1,64}$/;

/**
 * Each name's canonical id as Intl gives it (`US/Eastern`, `america/new_york` and `EST5EDT` are all
 * `America/New_York`), or null for a name Intl does not know: one zone is rendered and kept once,
 * however a browser spells it. Remembered for the last names seen (bounded: a client may send any).
 */
const MAX_REMEMBERED = 100;
const canonical = new Map<string, string | null>();

function canonicalZone(name: string): string | null {
  let id = canonical.get(name);
  if (id === undefined) {
    try {
      id = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      id = null;
    }
    if (canonical.size >= MAX_REMEMBERED) canonical.delete(canonical.keys().next().value as string);
    canonical.set(name, id);
  }
  return id;
}

/** The fan's zone from a Cookie header, as its canonical IANA id, or null: no cookie, or anything but a zone Intl knows. */
export function timeZoneFromCookie(cookieHeader: string | undefined): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TIME_ZONE_COOKIE) continue;
    const name = part.slice(eq + 1).trim().split('|')[0] ?? '';
    return NAME.test(name) ? canonicalZone(name) : null;
  }
  return null;
}
