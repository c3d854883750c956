import type { Game } from '@gg/contracts';
import { dateLabel, isLive, isUpcoming, signed, statusBadge, winner } from './format';

const game = (over: Partial<Game>): Game => ({
  id: '1', status: 'scheduled', statusDetail: null, awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 0, homeScore: 0, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2026-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: null, broadcast: null, period: null, clock: null, possessionTeamId: null,
  downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null, precipitationProbability: null,
  weatherCondition: null, weatherCode: null, isIndoorVenue: null, ...over,
});

describe('game display rules', () => {
  it('treats in_progress as live and any other non-final status as upcoming', () => {
    expect(isLive(game({ status: 'in_progress' }))).toBe(true);
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
  it('labels dates Today, Tomorrow, or weekday-month-day', () => {
    const now = new Date('2026-11-22T12:00:00');
    expect(dateLabel('2026-11-22T20:00:00', now)).toBe('Today');
    expect(dateLabel('2026-11-23T20:00:00', now)).toBe('Tomorrow');
    expect(dateLabel('2026-11-26T20:00:00', now)).toBe('Thu, Nov 26');
  });
  it('badges LIVE, FINAL, or kickoff time', () => {
    expect(statusBadge(game({ status: 'live' })).label).toBe('LIVE');
    expect(statusBadge(game({ status: 'final', statusDetail: 'Final/OT' })).label).toBe('FINAL/OT');
    expect(statusBadge(game({}), new Date('2026-11-22T08:00:00Z')).label).toMatch(/Local$/);
  });
});
