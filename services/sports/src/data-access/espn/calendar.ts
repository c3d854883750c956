// Calendar maths for ESPN query parameters. ESPN buckets `dates=` by the US-Eastern
// calendar day while event dates are UTC, so everything here is
// computed in America/New_York, never in the server's local zone.

const ET = 'America/New_York';

const etFormat = new Intl.DateTimeFormat('en-US', { timeZone: ET, year: 'numeric', month: '2-digit', day: '2-digit' });

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** The America/New_York calendar day that `at` falls on. */
export function easternDay(at: Date): CalendarDay {
  const parts = Object.fromEntries(etFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dates=YYYYMMDD` for the Eastern day of `at`. */
export function eastern8(at: Date): string {
  const d = easternDay(at);
  return `${d.year}${pad(d.month)}${pad(d.day)}`;
}

const etHour = new Intl.DateTimeFormat('en-US', { timeZone: ET, hour: '2-digit', hourCycle: 'h23' });

/** Eastern hour 0–23 of `at`. */
export function easternHour(at: Date): number {
  return Number(etHour.formatToParts(at).find((p) => p.type === 'hour')?.value ?? '12');
}

/** Hours after midnight ET during which yesterday's late games (MNF doubleheaders, OT) may still run. */
export const LATE_NIGHT_HOURS = 6;

/**
 * Yesterday's `dates=YYYYMMDD` while it is still late night in the East, else null.
 * Steps back 12 h rather than 24 h so a DST change cannot skip a day.
 */
export function lateNightPreviousDay(at: Date): string | null {
  return easternHour(at) < LATE_NIGHT_HOURS ? eastern8(new Date(at.getTime() - 12 * 3600_000)) : null;
}

/** Days in a month (month 1–12), leap years included. */
function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * `dates=YYYYMM` values covering "the coming games": the current Eastern month, plus
 * the next month when at most `windowDays` days remain (date ranges are broken
 * since Sep 2026: ESPN answers 400 — so a month is the widest window it still answers).
 */
export function upcomingMonths(at: Date, windowDays = 7): string[] {
  const d = easternDay(at);
  const months = [`${d.year}${pad(d.month)}`];
  if (daysInMonth(d.year, d.month) - d.day <= windowDays) {
    const next = d.month === 12 ? { year: d.year + 1, month: 1 } : { year: d.year, month: d.month + 1 };
    months.push(`${next.year}${pad(next.month)}`);
  }
  return months;
}

/**
 * NFL season year: the year its September falls in. January–July belong to the
 * previous season (playoffs, off-season); August is the new season's preseason.
 */
export function nflSeasonYear(at: Date): number {
  const d = easternDay(at);
  return d.month >= 8 ? d.year : d.year - 1;
}
