import { dateLabel, kickoffLabel, timeLabel } from './kickoff';

describe('kickoff labels', () => {
  const now = new Date(2026, 10, 22, 12, 0); // Sunday 22 November 2026, noon local

  it("says 'Today' for any time of the viewer's day", () => {
    expect(dateLabel(new Date(2026, 10, 22, 0, 0).toISOString(), now)).toBe('Today');
    expect(dateLabel(new Date(2026, 10, 22, 23, 59).toISOString(), now)).toBe('Today');
  });

  it("says 'Tomorrow' for the next calendar day, then the weekday and date", () => {
    expect(dateLabel(new Date(2026, 10, 23, 0, 0).toISOString(), now)).toBe('Tomorrow');
    expect(dateLabel(new Date(2026, 10, 23, 23, 59).toISOString(), now)).toBe('Tomorrow');
    expect(dateLabel(new Date(2026, 10, 24, 0, 0).toISOString(), now)).toBe('Tue, Nov 24');
    expect(dateLabel(new Date(2026, 10, 21, 20, 0).toISOString(), now)).toBe('Sat, Nov 21'); // yesterday is a date
  });

  it("counts tomorrow across a month's end", () => {
    expect(dateLabel(new Date(2026, 11, 1, 13, 0).toISOString(), new Date(2026, 10, 30, 22, 0))).toBe('Tomorrow');
  });

  it("gives the local time followed by 'Local'", () => {
    expect(timeLabel(new Date(2026, 10, 22, 13, 5).toISOString())).toBe('1:05 PM Local');
    expect(kickoffLabel(new Date(2026, 10, 22, 20, 20).toISOString(), now)).toBe('Today · 8:20 PM Local');
  });

  it('says TBD for a date it cannot read', () => {
    expect(dateLabel('soon', now)).toBe('Date TBD');
    expect(timeLabel('soon')).toBe('Time TBD');
  });
});
