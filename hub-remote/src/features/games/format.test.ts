import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { isLiveGame } from '@gg/contracts/game-status';
import { isUpcoming, signed, statusBadge, updatedLabel, winner } from './format';
import { packersAtFalcons } from './test-games';

supportNamedTimeZones();

describe('game display rules', () => {
  it('treats in_progress as live and any other non-final status as upcoming', () => {
    expect(isLiveGame(packersAtFalcons({ status: 'in_progress' }))).toBe(true);
    expect(isUpcoming(packersAtFalcons({ status: 'postponed' }))).toBe(true);
    expect(isUpcoming(packersAtFalcons({ status: 'final' }))).toBe(false);
  });
  it('signs positive numbers and hides missing ones', () => {
    expect(signed(3.5)).toBe('+3.5');
    expect(signed(-150)).toBe('-150');
    expect(signed(0)).toBe('0');
    expect(signed(null)).toBeNull();
  });
  it('marks a winner only for final games with unequal scores', () => {
    expect(winner(packersAtFalcons({ status: 'final', awayScore: 24, homeScore: 25 }))).toBe('home');
    expect(winner(packersAtFalcons({ status: 'final', awayScore: 20, homeScore: 20 }))).toBeNull();
    expect(winner(packersAtFalcons({ status: 'live', awayScore: 7, homeScore: 0 }))).toBeNull();
  });
  it('badges LIVE, FINAL, a postponement, or (no label) the kickoff time', () => {
    expect(statusBadge(packersAtFalcons({ status: 'live' })).label).toBe('LIVE');
    expect(statusBadge(packersAtFalcons({ status: 'final', statusDetail: 'Final/OT' })).label).toBe('FINAL/OT');
    expect(statusBadge(packersAtFalcons({ status: 'postponed' })).label).toBe('POSTPONED');
    expect(statusBadge(packersAtFalcons({})).label).toBeNull();
  });
  it('says how fresh the data is, then the time it was updated in the given zone', () => {
    const now = Date.parse('2026-11-22T18:30:00Z');
    expect(updatedLabel(null, 'UTC', now)).toBe('Updated just now');
    expect(updatedLabel('2026-11-22T18:29:30Z', 'UTC', now)).toBe('Updated just now');
    expect(updatedLabel('2026-11-22T18:05:00Z', 'UTC', now)).toBe('Updated 25 min ago');
    expect(updatedLabel('2026-11-22T13:05:00Z', 'UTC', now)).toBe('Updated 1:05 PM');
    expect(updatedLabel('2026-11-22T13:05:00Z', 'America/New_York', now)).toBe('Updated 8:05 AM');
  });
});
