/**
 * @jest-environment-options {"timeZone": "America/Los_Angeles"}
 */
// The local zone here is Los Angeles, with its daylight-saving changes (the machine's may be UTC).
import { supportNamedTimeZones, zoneOffsetMs } from '../time/named-time-zones';
import { clockTime, daysBetween, hourIn, LOCAL_TIME_ZONE, monthDay, weekday as weekdayName, weekdayMonthDay, yearIn } from './dates';

supportNamedTimeZones();

const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (d: Date) => format.format(d).replace(/\s/g, ' '); // some ICU versions put a narrow space before AM/PM
};

/** Every 8 hours and 43 minutes through 2026: every hour of the day, month and year ends, daylight-saving changes. */
const instants = Array.from({ length: 1010 }, (_, step) => new Date(Date.UTC(2025, 11, 31) + step * (8 * 3_600_000 + 43 * 60_000)));

describe('en-US dates written out', () => {
  it.each([
    ['the local zone', LOCAL_TIME_ZONE, undefined],
    ['UTC', 'UTC', 'UTC'],
    ['New York', 'America/New_York', 'America/New_York'],
    ['Los Angeles', 'America/Los_Angeles', 'America/Los_Angeles'],
    ['London', 'Europe/London', 'Europe/London'],
    ['Tokyo', 'Asia/Tokyo', 'Asia/Tokyo'],
    ['Kolkata (half an hour)', 'Asia/Kolkata', 'Asia/Kolkata'],
    ['Kathmandu (three quarters)', 'Asia/Kathmandu', 'Asia/Kathmandu'],
    ['Sydney (summer in January)', 'Australia/Sydney', 'Australia/Sydney'],
  ])('match Intl in %s around the clock, across months, years and daylight-saving changes', (_name, zone, timeZone) => {
    const short = intl({ timeZone, month: 'short', day: 'numeric' });
    const withYear = intl({ timeZone, month: 'short', day: 'numeric', year: 'numeric' });
    const weekday = intl({ timeZone, weekday: 'short', month: 'short', day: 'numeric' });
    const time = intl({ timeZone, hour: 'numeric', minute: '2-digit' });
    const year = intl({ timeZone, year: 'numeric' });
    const longWeekday = intl({ timeZone, weekday: 'long' });
    const hour = intl({ timeZone, hour: 'numeric', hourCycle: 'h23' });
    const ours = instants.map((d) => [monthDay(d, zone), monthDay(d, zone, true), weekdayMonthDay(d, zone), clockTime(d, zone), String(yearIn(d, zone)), weekdayName(d, zone), String(hourIn(d, zone))]);
    expect(ours).toEqual(instants.map((d) => [short(d), withYear(d), weekday(d), time(d), year(d), longWeekday(d), String(Number(hour(d)))]));
  });

  it('runs in a zone other than UTC', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(480);
  });

  it('writes midnight and noon as 12', () => {
    expect(clockTime(new Date(2026, 10, 22, 0, 5), LOCAL_TIME_ZONE)).toBe('12:05 AM');
    expect(clockTime(new Date(2026, 10, 22, 12, 0), LOCAL_TIME_ZONE)).toBe('12:00 PM');
    expect(clockTime(new Date('2026-11-22T05:05:00Z'), 'America/New_York')).toBe('12:05 AM');
  });

  it('keeps the hour right on both sides of a daylight-saving change', () => {
    // New York moved from 2:00 EDT back to 1:00 EST at 06:00 UTC on November 1, 2026
    expect(clockTime(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('1:30 AM');
    expect(clockTime(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('1:30 AM');
    expect(zoneOffsetMs(Date.parse('2026-11-01T05:30:00Z'), 'America/New_York')).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(Date.parse('2026-11-01T06:30:00Z'), 'America/New_York')).toBe(-5 * 3_600_000);
  });

  it('counts calendar days in the zone, not 24-hour spans', () => {
    const lateSunday = new Date('2026-11-23T04:30:00Z'); // 11:30 PM Sunday in New York, 4:30 AM Monday in London
    const earlyMonday = new Date('2026-11-23T05:30:00Z'); // 12:30 AM Monday in New York
    expect(daysBetween(lateSunday, earlyMonday, 'America/New_York')).toBe(1);
    expect(daysBetween(lateSunday, earlyMonday, 'Europe/London')).toBe(0);
    expect(daysBetween(earlyMonday, lateSunday, 'America/New_York')).toBe(-1);
    // the day the clocks go back has 25 hours: its last minute is still the same day
    expect(daysBetween(new Date('2026-11-01T04:00:00Z'), new Date('2026-11-02T04:59:00Z'), 'America/New_York')).toBe(0);
    expect(daysBetween(new Date(2026, 10, 22, 0, 0), new Date(2026, 10, 22, 23, 59), LOCAL_TIME_ZONE)).toBe(0);
  });
});
