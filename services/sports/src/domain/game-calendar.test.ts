/** The calendar feed read back with a real iCalendar parser (ical.js), as a phone calendar would. */
import type { Game } from '@gg/contracts';
import ICAL from 'ical.js';
import { GAME_LENGTH_MINUTES, gameCalendar, gameEventUid } from './game-calendar';

const base: Game = {
  id: '1', status: 'scheduled', statusDetail: null, awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 0, homeScore: 0, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2026-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', period: null, clock: null,
  possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};
const game = (over: Partial<Game>): Game => ({ ...base, ...over });
const now = new Date('2026-10-20T12:00:00.000Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
  return { calendar, events };
}

describe('the game calendar feed', () => {
  it('is a valid calendar with one event per game, soonest first, each with a stable UID', () => {
    const text = gameCalendar({ games: [game({ id: '2', gameDate: '2026-11-29T21:25:00.000Z' }), game({ id: '1' })], now });
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { calendar, events } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('NFL games · Gridiron Guide');
    expect(events.map((e) => e.uid)).toEqual([gameEventUid('1'), gameEventUid('2')]);
    expect(events[0]!.summary).toBe('Green Bay Packers at Atlanta Falcons');
    expect(events[0]!.location).toBe('Mercedes-Benz Stadium');
    expect(events[0]!.description).toContain('Week 12 of the regular season');
    expect(events[0]!.description).toContain('On FOX');
  });

  it('puts each kick-off at the right instant: a game abroad and games either side of the clocks changing', () => {
    const games = [
      game({ id: 'london', gameDate: '2026-10-11T13:30:00.000Z', venue: 'Tottenham Hotspur Stadium' }), // 14:30 in London (BST), 9:30 in New York
      game({ id: 'before-dst', gameDate: '2026-10-25T17:00:00.000Z' }), // 1 PM EDT
      game({ id: 'after-dst', gameDate: '2026-11-08T18:00:00.000Z' }), // 1 PM EST: same wall clock, an hour later in UTC
      game({ id: 'munich', gameDate: '2026-11-15T14:30:00.000Z', venue: 'Allianz Arena' }),
    ];
    const { events } = parse(gameCalendar({ games, now }));
    for (const g of games) {
      const event = events.find((e) => e.uid === gameEventUid(g.id))!;
      expect(event.startDate.toJSDate().toISOString()).toBe(g.gameDate);
      expect(event.startDate.zone.tzid).toBe('UTC'); // written with a trailing Z: no floating local time
      expect(event.endDate.toJSDate().getTime() - Date.parse(g.gameDate)).toBe(GAME_LENGTH_MINUTES * 60_000);
    }
    // the wall clock a New York phone shows stays 1 PM across the change
    const newYork = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' });
    expect(newYork(games[1]!.gameDate)).toBe('1:00 PM');
    expect(newYork(games[2]!.gameDate)).toBe('1:00 PM');
  });

  it('moves the same event when a kick-off time moves, and the freshest copy of a game wins', () => {
    const before = parse(gameCalendar({ games: [game({ id: '7', gameDate: '2026-11-29T18:00:00.000Z' })], now })).events;
    const after = parse(gameCalendar({
      games: [game({ id: '7', gameDate: '2026-11-30T01:20:00.000Z' }), game({ id: '7', gameDate: '2026-11-29T18:00:00.000Z' })],
      now,
    })).events;
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before[0]!.uid);
    expect(after[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-30T01:20:00.000Z');
  });

  it("narrows to one team's games and names the feed after it", () => {
    const games = [game({ id: 'kc-home', homeTeamId: '12', homeTeam: 'Kansas City Chiefs' }), game({ id: 'kc-away', awayTeamId: '12', awayTeam: 'Kansas City Chiefs' }), game({ id: 'other' })];
    const { calendar, events } = parse(gameCalendar({ games, team: { id: '12', displayName: 'Kansas City Chiefs' }, now }));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kansas City Chiefs games · Gridiron Guide');
    expect(events.map((e) => e.uid).sort()).toEqual([gameEventUid('kc-away'), gameEventUid('kc-home')]);
  });

  it('never shows a score, marks a canceled game, and asks subscribers to refresh hourly', () => {
    const text = gameCalendar({ games: [game({ id: 'f', status: 'final', awayScore: 31, homeScore: 24 }), game({ id: 'c', status: 'canceled', gameDate: '2026-12-01T18:00:00.000Z' })], now });
    expect(text).not.toMatch(/\b31\b|\b24\b/);
    const { calendar, events } = parse(text);
    expect(events.find((e) => e.uid === gameEventUid('c'))!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('PT1H');
  });

  it('is an empty but valid calendar when there are no games', () => {
    const { events } = parse(gameCalendar({ games: [], now }));
    expect(events).toEqual([]);
  });
});
