import type { Game } from '@gg/contracts';
import { supportNamedTimeZones } from '@gg/ui/named-time-zones';
import { isLiveGame } from '@gg/contracts/game-status';
import { isUpcoming, signed, statusBadge, updatedLabel, winner } from './format';

supportNamedTimeZones();

const game = (over: Partial<Game>): Game => ({
  id: '1', status: 'scheduled', statusDetail: null, awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 0, homeScore: 0, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2026-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: null, broadcast: null, period: null, clock: null, possessionTeamId: null,
  downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null, precipitationProbability: null,
  weatherCondition: null, weatherCode: null, isIndoorVenue: null, ...over,
});

describe('game display rules', () => {
  it('treats in_progress as live and any other non-final status as upcoming', () => {
    expect(isLiveGame(game({ status: 'in_progress' }))).toBe(true);
    expect(isUpcoming(game({ status: 'postponed' }))).toBe(true);
    expect(isUpcoming(game({ status: 'final' }))).toBe(false);
  });
  it('signs positive numbers and hides missing ones', () => {
    expect(signed(3.5)).toBe('+3.5');
    expect(signed(-150)).toBe('-150');
    expect(signed(0)).toBe('0');
    expect(signed(null)).toBeNull();
  });
  it('marks a winner only for final games with unequal scores', () => {
    expect(winner(game({ status: 'final', awayScore: 24, homeScore: 25 }))).toBe('home');
    expect(winner(game({ status: 'final', awayScore: 20, homeScore: 20 }))).toBeNull();
    expect(winner(game({ status: 'live', awayScore: 7, homeScore: 0 }))).toBeNull();
  });
  it('badges LIVE, FINAL, a postponement, or (no label) the kickoff time', () => {
    expect(statusBadge(game({ status: 'live' })).label).toBe('LIVE');
    expect(statusBadge(game({ status: 'final', statusDetail: 'Final/OT' })).label).toBe('FINAL/OT');
    expect(statusBadge(game({ status: 'postponed' })).label).toBe('POSTPONED');
    expect(statusBadge(game({})).label).toBeNull();
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
