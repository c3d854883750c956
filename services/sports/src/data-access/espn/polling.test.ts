import type { Game } from '@gg/contracts';
import { eastern8, easternHour, lateNightPreviousDay, nflSeasonYear, upcomingMonths } from './calendar';
import { backoffDelayMs, nextPollDelayMs } from './polling';

const NOW = new Date('2025-12-07T17:45:00Z');

function game(status: Game['status'], gameDate: string): Game {
  return { id: `${status}-${gameDate}`, status, gameDate } as Game; // only the fields polling reads
}

describe('nextPollDelayMs', () => {
  it('polls fast while a game is live, never under 5 s', () => {
    const games = [game('final', '2025-12-05T01:15Z'), game('live', '2025-12-07T18:00Z')];
    expect(nextPollDelayMs(games, NOW)).toBe(8_000);
    expect(nextPollDelayMs([game('in_progress', '2025-12-07T18:00Z')], NOW, { liveMs: 6_000 })).toBe(6_000);
    expect(nextPollDelayMs(games, NOW, { liveMs: 1_000 })).toBe(5_000);
  });

  it('polls every minute when a kickoff is within 30 minutes (or overdue, or delayed)', () => {
    expect(nextPollDelayMs([game('scheduled', '2025-12-07T18:00Z')], NOW)).toBe(60_000);
    expect(nextPollDelayMs([game('scheduled', '2025-12-07T17:40Z')], NOW)).toBe(60_000); // ESPN has not flipped it yet
    expect(nextPollDelayMs([game('delayed', '2025-12-07T15:00Z')], NOW)).toBe(60_000);
    expect(nextPollDelayMs([game('scheduled', '2025-12-07T18:00Z')], NOW, { idleMs: 20_000 })).toBe(20_000);
  });

  it('idles otherwise', () => {
    expect(nextPollDelayMs([], NOW)).toBe(300_000);
    expect(nextPollDelayMs([game('scheduled', '2025-12-07T18:16Z'), game('final', '2025-12-07T14:00Z')], NOW)).toBe(300_000);
    expect(nextPollDelayMs([game('scheduled', '2025-12-07T10:00Z')], NOW, { idleMs: 120_000 })).toBe(120_000); // stale "scheduled"
  });
});

describe('backoffDelayMs', () => {
  it('doubles per failure and caps at 5 minutes', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelayMs(n, 8_000))).toEqual([8_000, 16_000, 32_000, 64_000]);
    expect(backoffDelayMs(10, 8_000)).toBe(300_000);
    expect(backoffDelayMs(10_000, 8_000)).toBe(300_000);
    expect(backoffDelayMs(0, 8_000)).toBe(8_000);
  });
});

describe('calendar', () => {
  it('buckets days in America/New_York', () => {
    expect(eastern8(new Date('2025-12-07T19:00:37Z'))).toBe('20251207');
    expect(eastern8(new Date('2025-12-08T01:20:00Z'))).toBe('20251207'); // Sunday night game
    expect(eastern8(new Date('2025-07-01T03:59:00Z'))).toBe('20250630'); // EDT
  });

  it('knows when it is still last night in the East (DST-safe)', () => {
    expect(easternHour(new Date('2025-12-09T05:30:00Z'))).toBe(0);
    expect(lateNightPreviousDay(new Date('2025-12-09T05:30:00Z'))).toBe('20251208');
    expect(lateNightPreviousDay(new Date('2025-12-09T12:00:00Z'))).toBeNull();
    expect(lateNightPreviousDay(new Date('2025-03-10T04:30:00Z'))).toBe('20250309'); // 00:30 EDT, the night after spring-forward
  });

  it('adds the next month inside the last week of a month', () => {
    expect(upcomingMonths(new Date('2025-12-07T19:00Z'))).toEqual(['202512']);
    expect(upcomingMonths(new Date('2025-12-28T19:00Z'))).toEqual(['202512', '202601']);
    expect(upcomingMonths(new Date('2024-02-23T19:00Z'))).toEqual(['202402', '202403']); // leap February
  });

  it('names the season by its September', () => {
    expect(nflSeasonYear(new Date('2025-12-07T19:00Z'))).toBe(2025);
    expect(nflSeasonYear(new Date('2026-02-08T23:30Z'))).toBe(2025);
    expect(nflSeasonYear(new Date('2026-07-31T12:00Z'))).toBe(2025);
    expect(nflSeasonYear(new Date('2026-08-06T23:00Z'))).toBe(2026);
  });
});
