/**
 * Kickoff labels in the viewer's time zone, shared by the schedule, the game cards and the
 * analytics tab: 'Today', 'Tomorrow' or a weekday-month-day form, and the time followed by 'Local'
 * so nobody mistakes it for Eastern time. `zone` and `now` are the page's (useTimeZone, useNow), so
 * a page rendered on the server says what the browser's first render will.
 */
import { clockTime, daysBetween, weekdayMonthDay } from '@gg/ui';

export function dateLabel(iso: string, zone: string, now: number): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Date TBD';
  const days = daysBetween(new Date(now), d, zone);
  return days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : weekdayMonthDay(d, zone);
}

export function timeLabel(iso: string, zone: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Time TBD' : `${clockTime(d, zone)} Local`;
}

/** "Sun, Sep 7 · 1:00 PM Local", "Today · 8:20 PM Local". */
export const kickoffLabel = (iso: string, zone: string, now: number) => `${dateLabel(iso, zone, now)} · ${timeLabel(iso, zone)}`;
