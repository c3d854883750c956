import { LOCAL_TIME_ZONE } from '@gg/ui';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { dateLabel, kickoffLabel, timeLabel } from './kickoff';

supportNamedTimeZones();

describe('kickoff labels', () => {
  const local = LOCAL_TIME_ZONE;
  const now = new Date(2026, 10, 22, 12, 0).getTime(); // Sunday 22 November 2026, noon local

  it("says 'Today' for any time of the viewer's day", () => {
    expect(dateLabel(new Date(2026, 10, 22, 0, 0).toISOString(), local, now)).toBe('Today');
    expect(dateLabel(new Date(2026, 10, 22, 23, 59).toISOString(), local, now)).toBe('Today');
  });

  it("says 'Tomorrow' for the next calendar day, then the weekday and date", () => {
    expect(dateLabel(new Date(2026, 10, 23, 0, 0).toISOString(), local, now)).toBe('Tomorrow');
    expect(dateLabel(new Date(2026, 10, 23, 23, 59).toISOString(), local, now)).toBe('Tomorrow');
    expect(dateLabel(new Date(2026, 10, 24, 0, 0).toISOString(), local, now)).toBe('Tue, Nov 24');
    expect(dateLabel(new Date(2026, 10, 21, 20, 0).toISOString(), local, now)).toBe('Sat, Nov 21'); // yesterday is a date
  });

  it("counts tomorrow across a month's end", () => {
    expect(dateLabel(new Date(2026, 11, 1, 13, 0).toISOString(), local, new Date(2026, 10, 30, 22, 0).getTime())).toBe('Tomorrow');
  });

  it("gives the local time followed by 'Local'", () => {
    expect(timeLabel(new Date(2026, 10, 22, 13, 5).toISOString(), local)).toBe('1:05 PM Local');
    expect(kickoffLabel(new Date(2026, 10, 22, 20, 20).toISOString(), local, now)).toBe('Today · 8:20 PM Local');
  });

  it("counts days and writes the time in the zone it is given, whatever the process's zone", () => {
    const sundayNoonInNewYork = Date.parse('2026-11-22T17:00:00Z');
    const kickoff = '2026-11-23T01:15:00Z'; // Sunday night in New York, Monday in London and Tokyo
    expect(kickoffLabel(kickoff, 'America/New_York', sundayNoonInNewYork)).toBe('Today · 8:15 PM Local');
    expect(kickoffLabel(kickoff, 'UTC', sundayNoonInNewYork)).toBe('Tomorrow · 1:15 AM Local');
    expect(kickoffLabel(kickoff, 'Asia/Tokyo', sundayNoonInNewYork)).toBe('Today · 10:15 AM Local'); // already Monday there, at 2 AM
    expect(kickoffLabel(kickoff, 'America/Los_Angeles', sundayNoonInNewYork)).toBe('Today · 5:15 PM Local');
  });

  it('says TBD for a date it cannot read', () => {
    expect(dateLabel('soon', local, now)).toBe('Date TBD');
    expect(timeLabel('soon', local)).toBe('Time TBD');
  });
});
