/**
 * Kickoff labels in the viewer's own time zone, shared by the schedule, the game cards and the
 * analytics tab: 'Today', 'Tomorrow' or a weekday-month-day form, and the time followed by 'Local'
 * so nobody mistakes it for Eastern time.
 */
import { clockTime, weekdayMonthDay } from '@gg/ui';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function dateLabel(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Date TBD';
  if (sameDay(d, now)) return 'Today';
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (sameDay(d, tomorrow)) return 'Tomorrow';
  return weekdayMonthDay(d);
}

export function timeLabel(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Time TBD' : `${clockTime(d)} Local`;
}

/** "Sun, Sep 7 · 1:00 PM Local", "Today · 8:20 PM Local". */
export const kickoffLabel = (iso: string, now = new Date()) => `${dateLabel(iso, now)} · ${timeLabel(iso)}`;
