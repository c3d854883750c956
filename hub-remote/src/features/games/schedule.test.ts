import type { Team } from '@gg/contracts';
import {
  chooseSeasonView, completedGames, readScheduleState, scheduleSearch, scheduleStatus, teamIdFor, upcomingWindow, UPCOMING_LIMIT, weekName, weekRequest, weeksOf,
  type ScheduleState,
} from './schedule';
import { packersAtFalcons } from './test-games';

describe('choosing a season type', () => {
  const at = (view: ScheduleState['view'], week: number | null): ScheduleState => ({ view, week });

  it('upcoming clears the week', () => {
    expect(chooseSeasonView(at('regular', 9), 'upcoming')).toEqual(at('upcoming', null));
    expect(chooseSeasonView(at('completed', 3), 'upcoming')).toEqual(at('upcoming', null));
  });
  it('preseason sets week 1, whatever the week was', () => {
    expect(chooseSeasonView(at('upcoming', null), 'preseason')).toEqual(at('preseason', 1));
    expect(chooseSeasonView(at('regular', 12), 'preseason')).toEqual(at('preseason', 1));
  });
  it('regular sets week 5 when there is no week or it is 4 or less, and keeps a regular week', () => {
    expect(chooseSeasonView(at('upcoming', null), 'regular')).toEqual(at('regular', 5));
    expect(chooseSeasonView(at('preseason', 4), 'regular')).toEqual(at('regular', 5));
    expect(chooseSeasonView(at('preseason', 1), 'regular')).toEqual(at('regular', 5));
    expect(chooseSeasonView(at('completed', 5), 'regular')).toEqual(at('regular', 5));
    expect(chooseSeasonView(at('completed', 9), 'regular')).toEqual(at('regular', 9));
  });
  it('completed keeps the week, so coming back to the regular season returns to it', () => {
    const completed = chooseSeasonView(at('regular', 14), 'completed');
    expect(completed).toEqual(at('completed', 14));
    expect(chooseSeasonView(completed, 'regular')).toEqual(at('regular', 14));
  });
  it('choosing the type already shown changes nothing', () => {
    expect(chooseSeasonView(at('preseason', 3), 'preseason')).toEqual(at('preseason', 3));
  });
});

describe('the state read from the URL', () => {
  it('reads the week as the fan reads it (regular Week 3 is internal week 7), defaults to upcoming and repairs a week outside the season type', () => {
    expect(readScheduleState(null, null)).toEqual({ view: 'upcoming', week: null });
    expect(readScheduleState('playoffs', '3')).toEqual({ view: 'upcoming', week: null });
    expect(readScheduleState('upcoming', '7')).toEqual({ view: 'upcoming', week: null });
    expect(readScheduleState('preseason', '3')).toEqual({ view: 'preseason', week: 3 });
    expect(readScheduleState('preseason', '7')).toEqual({ view: 'preseason', week: 1 });
    expect(readScheduleState('regular', '3')).toEqual({ view: 'regular', week: 7 });
    expect(readScheduleState('regular', '18')).toEqual({ view: 'regular', week: 22 });
    expect(readScheduleState('regular', '1')).toEqual({ view: 'regular', week: 5 });
    expect(readScheduleState('regular', '19')).toEqual({ view: 'regular', week: 5 });
    expect(readScheduleState('regular', '0')).toEqual({ view: 'regular', week: 5 });
    expect(readScheduleState('regular', 'x')).toEqual({ view: 'regular', week: 5 });
    expect(readScheduleState('completed', '9')).toEqual({ view: 'completed', week: 13 });
    expect(readScheduleState('completed', null)).toEqual({ view: 'completed', week: null });
  });

  it('writes the week back as the fan reads it, and only a regular week under Completed', () => {
    expect(scheduleSearch({ view: 'upcoming', week: null })).toEqual({ season: null, week: null });
    expect(scheduleSearch({ view: 'preseason', week: 2 })).toEqual({ season: 'preseason', week: '2' });
    expect(scheduleSearch({ view: 'regular', week: 7 })).toEqual({ season: 'regular', week: '3' });
    expect(scheduleSearch({ view: 'completed', week: 13 })).toEqual({ season: 'completed', week: '9' });
    expect(scheduleSearch({ view: 'completed', week: 2 })).toEqual({ season: 'completed', week: null });
    for (const state of [{ view: 'regular', week: 22 }, { view: 'preseason', week: 4 }, { view: 'completed', week: 9 }] as const) {
      const { season, week } = scheduleSearch(state);
      expect(readScheduleState(season, week)).toEqual(state);
    }
  });
});

describe('weeks', () => {
  it('sends preseason weeks as they are with seasonType 1, and regular weeks minus 4 with seasonType 2', () => {
    expect(weekRequest(1)).toEqual({ week: 1, seasonType: 1 });
    expect(weekRequest(4)).toEqual({ week: 4, seasonType: 1 });
    expect(weekRequest(5)).toEqual({ week: 1, seasonType: 2 });
    expect(weekRequest(22)).toEqual({ week: 18, seasonType: 2 });
  });
  it('names internal weeks 1–4 as the preseason and 5–22 as Week 1–18', () => {
    expect(weekName(2)).toBe('Preseason Week 2');
    expect(weekName(5)).toBe('Week 1');
    expect(weekName(22)).toBe('Week 18');
    expect(weeksOf('preseason')).toEqual([1, 2, 3, 4]);
    expect(weeksOf('regular')).toHaveLength(18);
    expect(weeksOf('regular')[0]).toBe(5);
    expect(weeksOf('regular').at(-1)).toBe(22);
  });
});

describe('lists', () => {
  const now = Date.parse('2026-11-22T12:00:00.000Z');
  const inDays = (d: number) => new Date(now + d * 24 * 3600 * 1000).toISOString();

  it(`keeps at most ${UPCOMING_LIMIT} upcoming games from the next 4 weeks, soonest first`, () => {
    const games = Array.from({ length: 14 }, (_, i) => packersAtFalcons({ id: String(i), gameDate: inDays(14 - i) }));
    const shown = upcomingWindow(games, now);
    expect(shown).toHaveLength(10);
    expect(shown.map((g) => g.id)).toEqual(['13', '12', '11', '10', '9', '8', '7', '6', '5', '4']);
    expect(upcomingWindow([packersAtFalcons({ id: 'a', gameDate: inDays(28) }), packersAtFalcons({ id: 'b', gameDate: inDays(28.01) })], now).map((g) => g.id)).toEqual(['a']);
  });
  it('leaves live and final games out of the upcoming list', () => {
    expect(upcomingWindow([packersAtFalcons({ id: 'l', status: 'in_progress' }), packersAtFalcons({ id: 'f', status: 'final' }), packersAtFalcons({ id: 'p', status: 'postponed' })], now).map((g) => g.id)).toEqual(['p']);
  });
  it('lists completed games newest first', () => {
    const games = [packersAtFalcons({ id: 'old', status: 'final', gameDate: inDays(-3) }), packersAtFalcons({ id: 'live', status: 'live' }), packersAtFalcons({ id: 'new', status: 'final', gameDate: inDays(-1) })];
    expect(completedGames(games).map((g) => g.id)).toEqual(['new', 'old']);
  });
});

describe('team links', () => {
  const teams: Team[] = [
    { id: '12', name: 'Chiefs', displayName: 'Kansas City Chiefs', abbreviation: 'KC', logo: null, conference: 'AFC', division: 'AFC West', headCoach: null, primaryColor: null, secondaryColor: null, venue: null, location: null, founded: null },
    { id: '24', name: 'Chargers', displayName: 'Los Angeles Chargers', abbreviation: 'LAC', logo: null, conference: 'AFC', division: 'AFC West', headCoach: null, primaryColor: null, secondaryColor: null, venue: null, location: null, founded: null },
  ];
  it('prefers the id the game carries', () => {
    expect(teamIdFor(packersAtFalcons({ awayTeamId: '77', awayTeam: 'Kansas City Chiefs' }), 'away', teams)).toBe('77');
  });
  it('otherwise matches the display name, the name or the abbreviation', () => {
    expect(teamIdFor(packersAtFalcons({ awayTeamId: null, awayTeam: 'Kansas City Chiefs', awayTeamAbbreviation: null }), 'away', teams)).toBe('12');
    expect(teamIdFor(packersAtFalcons({ homeTeamId: null, homeTeam: 'chargers', homeTeamAbbreviation: null }), 'home', teams)).toBe('24');
    expect(teamIdFor(packersAtFalcons({ homeTeamId: null, homeTeam: 'LA', homeTeamAbbreviation: 'LAC' }), 'home', teams)).toBe('24');
  });
  it('gives no id when nothing matches or the teams are not loaded', () => {
    expect(teamIdFor(packersAtFalcons({ awayTeamId: null, awayTeam: 'Green Bay Packers', awayTeamAbbreviation: 'GB' }), 'away', teams)).toBeNull();
    expect(teamIdFor(packersAtFalcons({ awayTeamId: null }), 'away', undefined)).toBeNull();
  });
});

describe('the schedule status badge', () => {
  it('says Live for live and in_progress, Final, Scheduled, or why a game is not on time', () => {
    expect(scheduleStatus({ status: 'live' })).toBe('Live');
    expect(scheduleStatus({ status: 'in_progress' })).toBe('Live');
    expect(scheduleStatus({ status: 'final' })).toBe('Final');
    expect(scheduleStatus({ status: 'scheduled' })).toBe('Scheduled');
    expect(scheduleStatus({ status: 'postponed' })).toBe('Postponed');
  });
});
