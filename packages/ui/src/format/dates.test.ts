import { clockTime, monthDay, weekday, weekdayMonthDay } from './dates';

const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (d: Date) => format.format(d).replace(/\s/g, ' '); // some ICU versions put a narrow space before AM/PM
};

describe('en-US dates written out', () => {
  it('match Intl formatting around the clock, across months, years and daylight-saving changes', () => {
    const short = intl({ month: 'short', day: 'numeric' });
    const withYear = intl({ month: 'short', day: 'numeric', year: 'numeric' });
    const shortWeekday = intl({ weekday: 'short', month: 'short', day: 'numeric' });
    const longWeekday = intl({ weekday: 'long' });
    const time = intl({ hour: 'numeric', minute: '2-digit' });
    for (let step = 0; step < 2000; step++) {
      const d = new Date(2026, 0, 1 + Math.floor(step / 5), (step * 5) % 24, (step * 13) % 60);
      expect(monthDay(d)).toBe(short(d));
      expect(monthDay(d, true)).toBe(withYear(d));
      expect(weekdayMonthDay(d)).toBe(shortWeekday(d));
      expect(weekday(d)).toBe(longWeekday(d));
      expect(clockTime(d)).toBe(time(d));
    }
  });

  it('writes midnight and noon as 12', () => {
    expect(clockTime(new Date(2026, 10, 22, 0, 5))).toBe('12:05 AM');
    expect(clockTime(new Date(2026, 10, 22, 12, 0))).toBe('12:00 PM');
  });
});
