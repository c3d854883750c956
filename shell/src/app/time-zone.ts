/**
 * The fan's time zone, between the browser and the server. The server writes a page's dates in
 * the zone the cookie names (UTC without one) and marks the HTML with that zone and the time it
 * rendered (<html data-time-zone data-rendered-at>). The browser hydrates with that same clock, so
 * its first render writes the server's text exactly, then shows its own zone (useTimeZone). Once the
 * page is idle it writes its zone into the cookie, so the next page comes in the fan's zone already.
 *
 * Intl, whose first use costs tens of milliseconds in a browser, is used only when the cookie is
 * missing or out of date, and only once the page is idle. Beside the zone's name the cookie keeps
 * its offsets from UTC in January and July, which Date gives cheaply: while they still hold, the
 * browser is in the zone it named.
 */
import { LOCAL_TIME_ZONE, TIME_ZONE_COOKIE, type RenderClock } from '@gg/ui';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** This year's offsets from UTC in January and July, in the cookie's form ("300|240" in New York). */
function offsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0).getTimezoneOffset()}|${new Date(year, 6).getTimezoneOffset()}`;
}

/** The zone the cookie names, while the browser is still in it. */
function cookieZone(): string | undefined {
  const [, name, written] = new RegExp(`(?:^|; )${TIME_ZONE_COOKIE}=([^|;]+)\\|([^;]*)`).exec(document.cookie) ?? [];
  return written === offsets() ? name : undefined;
}

/**
 * The clock a server-rendered page hydrates with, read from <html>; none for a page the browser
 * renders itself. Rendered in the zone the browser is in (the cookie's, or UTC on a device always
 * at UTC+0), the page hydrates with the browser's own zone: the same text from Date's own getters,
 * and nothing to render again. A zone the browser has left (a fan who travelled) needs Intl: it is
 * loaded for that alone, and the page shows the local zone once hydrated.
 */
export async function renderedClock(): Promise<RenderClock | undefined> {
  const { timeZone, renderedAt } = document.documentElement.dataset;
  if (!timeZone || !renderedAt) return undefined;
  const here = timeZone === cookieZone() || (timeZone === 'UTC' && offsets() === '0|0');
  if (!here && timeZone !== 'UTC') {
    try {
      (await import('@gg/ui/named-time-zones')).supportNamedTimeZones();
    } catch {
      // not loaded: the times then differ from the HTML's, and React renders the page afresh
    }
  }
  return { timeZone: here ? LOCAL_TIME_ZONE : timeZone, now: Number(renderedAt) };
}

/** Writes the browser's zone into the cookie (renewing it when still right); a display preference, nothing secret. */
export function rememberTimeZone(): void {
  const zone = cookieZone() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) document.cookie = `${TIME_ZONE_COOKIE}=${zone}|${offsets()}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}
