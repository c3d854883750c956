/**
 * Kickoff labels in the viewer's own time zone, shared by the schedule, the game cards and the
 * analytics tab: 'Today', 'Tomorrow' or a weekday-month-day form, and the time followed by 'Local'
 * so nobody mistakes it for Eastern time.
 */

// Each formatter is built once, on first use: toLocaleDateString/toLocaleTimeString build a new one
// on every call, which made re-rendering a slate of game cards slow on a phone.
let dateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
const formatDate = (d: Date) => (dateFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric' })).format(d);
const formatTime = (d: Date) => (timeFormat ??= new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })).format(d);

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

export function dateLabel(iso: string, now = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return 'Date TBD';
  if (sameDay(d, now)) return 'Today';
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  if (sameDay(d, tomorrow)) return 'Tomorrow';
  return formatDate(d);
}

export function timeLabel(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? 'Time TBD' : `${formatTime(d)} Local`;
}

/** "Sun, Sep 7 · 1:00 PM Local", "Today · 8:20 PM Local". */
export const kickoffLabel = (iso: string, now = new Date()) => `${dateLabel(iso, now)} · ${timeLabel(iso)}`;
