import type { Injury } from '@gg/contracts';
import { LOCAL_TIME_ZONE } from '@gg/ui';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import {
  expectedReturn, groupInjuries, groupStatus, injuryTypeLabel, isInjurySort, isTeamNote, reportedDate, severityRank, sortInjuries, SORTS, statusLabel,
  teamNotes,
} from './format';
import { injury, INJURIES, TEAM_NOTE } from './test-fixtures';

supportNamedTimeZones();

const names = (list: Injury[]) => list.map((i) => i.playerName ?? '(none)');

describe('injury display rules', () => {
  it('offers the five sorts in order', () => {
    expect(SORTS.map((s) => s.label)).toEqual(['Team A → Z', 'Team Z → A', 'Newest First', 'Oldest First', 'By Severity']);
    expect(isInjurySort('severity')).toBe(true);
    expect(isInjurySort('by-name')).toBe(false);
  });

  it('sorts by team A to Z and Z to A, players by name inside a team', () => {
    expect(names(sortInjuries(INJURIES, 'team-asc'))).toEqual(['(none)', 'Bralen Trice', 'Christian Watson', 'Jayden Reed', 'Romeo Doubs', 'BJ Thompson', 'Justin Lockhart']);
    expect(names(sortInjuries(INJURIES, 'team-desc'))).toEqual(['BJ Thompson', 'Justin Lockhart', 'Christian Watson', 'Jayden Reed', 'Romeo Doubs', '(none)', 'Bralen Trice']);
  });

  it('sorts newest and oldest first, undated reports last either way', () => {
    expect(names(sortInjuries(INJURIES, 'newest'))).toEqual(['Jayden Reed', 'Justin Lockhart', 'BJ Thompson', 'Christian Watson', 'Romeo Doubs', 'Bralen Trice', '(none)']);
    expect(names(sortInjuries(INJURIES, 'oldest'))).toEqual(['Bralen Trice', 'Romeo Doubs', 'Christian Watson', 'BJ Thompson', 'Justin Lockhart', 'Jayden Reed', '(none)']);
  });

  it('sorts by severity: out, doubtful, questionable, probable, the others, an unknown status last of all', () => {
    expect(names(sortInjuries(INJURIES, 'severity'))).toEqual(['BJ Thompson', 'Christian Watson', 'Romeo Doubs', 'Bralen Trice', 'Jayden Reed', 'Justin Lockhart', '(none)']);
    const odd = injury({ status: 'unheard-of' as Injury['status'] });
    expect(severityRank(odd)).toBeGreaterThan(severityRank(injury({ status: 'day-to-day' })));
    expect(severityRank(injury({ status: null }))).toBe(severityRank(odd));
  });

  it('groups an unknown or missing status with the questionable ones, but does not call it questionable', () => {
    expect(groupStatus({ status: null })).toBe('questionable');
    expect(groupStatus({ status: 'unheard-of' as Injury['status'] })).toBe('questionable');
    expect(statusLabel({ status: null })).toBe('Status unknown');
    expect(statusLabel({ status: 'injured-reserve' })).toBe('Injured Reserve');
  });

  it('groups in the order out, doubtful, questionable, probable, then others, with the right counts', () => {
    const groups = groupInjuries(INJURIES, 'team-asc');
    expect(groups.map((g) => [g.status, g.injuries.length])).toEqual([
      ['out', 1], ['doubtful', 1], ['questionable', 3], ['probable', 1], ['injured-reserve', 1],
    ]);
  });

  it("keeps ESPN's listed-but-active entries (not injuries) out of every group, as team notes", () => {
    expect(isTeamNote(TEAM_NOTE)).toBe(true);
    expect(isTeamNote(injury({ status: null, injuryType: 'Ankle' }))).toBe(false);
    expect(isTeamNote(injury({ status: 'questionable', injuryType: 'INJURY_STATUS_ACTIVE' }))).toBe(false);
    expect(groupInjuries([...INJURIES, TEAM_NOTE], 'team-asc')).toEqual(groupInjuries(INJURIES, 'team-asc'));
    const saysNothing = injury({ id: 'empty-note', status: null, injuryType: 'INJURY_STATUS_ACTIVE', playerName: null, description: ' ' });
    const older = { ...TEAM_NOTE, id: 'older', dateReported: '2025-01-02T00:00:00Z' };
    expect(teamNotes([...INJURIES, older, saysNothing, TEAM_NOTE]).map((i) => i.id)).toEqual(['note', 'older']);
  });

  it('applies the sort inside each group; by severity the unknown status goes to the end of its group', () => {
    const questionable = (sort: Parameters<typeof groupInjuries>[1]) => names(groupInjuries(INJURIES, sort).find((g) => g.status === 'questionable')!.injuries);
    expect(questionable('team-asc')).toEqual(['(none)', 'Bralen Trice', 'Romeo Doubs']);
    expect(questionable('severity')).toEqual(['Romeo Doubs', 'Bralen Trice', '(none)']);
  });

  it("shows ESPN's INJURY_STATUS_ACTIVE as 'Listed on Injury Report'", () => {
    expect(injuryTypeLabel('INJURY_STATUS_ACTIVE')).toBe('Listed on Injury Report');
    expect(injuryTypeLabel('Knee - ACL')).toBe('Knee - ACL');
    expect(injuryTypeLabel(null)).toBeNull();
  });

  it('dates a report in the given zone, or has no date', () => {
    expect(reportedDate('2025-02-11T15:06:00Z', 'UTC')).toBe('Feb 11, 2025');
    expect(reportedDate('2025-05-14T12:00Z', 'UTC')).toBe('May 14, 2025');
    expect(reportedDate('2025-02-11T03:00:00Z', 'America/Chicago')).toBe('Feb 10, 2025');
    expect(reportedDate('not a date', 'UTC')).toBeNull();
    expect(reportedDate(null, 'UTC')).toBeNull();
  });

  it('reads an expected return day as that day anywhere, a timestamp in the given zone, and keeps words as written', () => {
    for (const zone of [LOCAL_TIME_ZONE, 'UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      expect(expectedReturn('2025-08-01', zone)).toEqual({ label: 'Aug 1, 2025', dateTime: '2025-08-01' });
    }
    expect(expectedReturn('2025-08-01T15:00:00Z', 'UTC')).toEqual({ label: 'Aug 1, 2025', dateTime: '2025-08-01T15:00:00Z' });
    expect(expectedReturn('2025-08-01T15:00:00Z', 'Asia/Tokyo')).toEqual({ label: 'Aug 2, 2025', dateTime: '2025-08-01T15:00:00Z' });
    expect(expectedReturn('Week 3', 'UTC')).toEqual({ label: 'Week 3' });
    expect(expectedReturn('  ', 'UTC')).toBeNull();
    expect(expectedReturn(null, 'UTC')).toBeNull();
  });
});
