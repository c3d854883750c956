/**
 * The schedule's rules, pure so each is tested on its own.
 *
 * Weeks are numbered internally across the whole season: 1–4 are the preseason, 5–22 the regular
 * season (shown as Week 1–18). The week request sends seasonType 1 or 2 and the week inside that
 * season type (the regular week minus 4).
 */
import type { Game, Team } from '@gg/contracts';
import { isCanceledStatus, isDelayedStatus, isFinalGame, isLiveGame, isPostponedStatus } from '@gg/contracts/game-status';

export const SEASON_VIEWS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'completed', label: 'Completed' },
  { value: 'preseason', label: 'Preseason' },
  { value: 'regular', label: 'Regular Season' },
] as const;
export type SeasonView = (typeof SEASON_VIEWS)[number]['value'];

export const PRESEASON_WEEKS = 4;
export const REGULAR_WEEKS = 18;
export const FIRST_REGULAR_WEEK = PRESEASON_WEEKS + 1;
export const LAST_WEEK = PRESEASON_WEEKS + REGULAR_WEEKS;

/** The upcoming list: at most 10 games, from the next 4 weeks. */
export const UPCOMING_LIMIT = 10;
export const UPCOMING_WINDOW_DAYS = 28;

export interface ScheduleState { view: SeasonView; week: number | null }

const isSeasonView = (value: string): value is SeasonView => SEASON_VIEWS.some((v) => v.value === value);
const inRange = (week: number | null, from: number, to: number): week is number => week !== null && Number.isInteger(week) && week >= from && week <= to;

/**
 * Choosing a season type: upcoming clears the week; preseason sets week 1; regular sets week 5 when
 * there is no week or it is a preseason week; completed keeps the week. Choosing the type already
 * shown changes nothing (a second tap does not throw the fan back to week 1).
 */
export function chooseSeasonView(state: ScheduleState, view: SeasonView): ScheduleState {
  if (view === state.view) return state;
  switch (view) {
    case 'upcoming': return { view, week: null };
    case 'preseason': return { view, week: 1 };
    case 'regular': return { view, week: state.week === null || state.week <= PRESEASON_WEEKS ? FIRST_REGULAR_WEEK : state.week };
    case 'completed': return { view, week: state.week };
  }
}

/**
 * The state kept in the URL (?season=&week=), made valid. The URL names the week as the fan reads
 * it, so a shared link says what it shows: `?season=regular&week=3` is Week 3 (internal week 7),
 * `?season=preseason&week=2` is Preseason Week 2. Under Completed the week is the regular week to
 * come back to. An unknown season is upcoming; a week outside the season type falls back to that
 * type's first week.
 */
export function readScheduleState(season: string | null, week: string | null): ScheduleState {
  const view: SeasonView = season && isSeasonView(season) ? season : 'upcoming';
  const n = week && /^\d{1,2}$/.test(week) ? Number(week) : null;
  const regular = inRange(n, 1, REGULAR_WEEKS) ? n + PRESEASON_WEEKS : null;
  switch (view) {
    case 'upcoming': return { view, week: null };
    case 'preseason': return { view, week: inRange(n, 1, PRESEASON_WEEKS) ? n : 1 };
    case 'regular': return { view, week: regular ?? FIRST_REGULAR_WEEK };
    case 'completed': return { view, week: regular };
  }
}

/** The URL's ?season=&week= for a state (null: left out), the week as the fan reads it; see readScheduleState. */
export function scheduleSearch({ view, week }: ScheduleState): { season: string | null; week: string | null } {
  const shown = week === null || view === 'upcoming' ? null
    : view === 'preseason' ? week
    : week > PRESEASON_WEEKS ? week - PRESEASON_WEEKS : null;
  return { season: view === 'upcoming' ? null : view, week: shown === null ? null : String(shown) };
}

/** The internal weeks of one season type (1 preseason, 2 regular) that these games are in, in order. */
export function weeksWithGames(games: readonly Game[], seasonType: 1 | 2): number[] {
  const [from, to] = seasonType === 1 ? [1, PRESEASON_WEEKS] : [1, REGULAR_WEEKS];
  const weeks = new Set<number>();
  for (const g of games) if (g.seasonType === seasonType && inRange(g.week, from, to)) weeks.add(seasonType === 1 ? g.week : g.week + PRESEASON_WEEKS);
  return [...weeks].sort((a, b) => a - b);
}

/** What the week call sends for an internal week: GET /api/games/week/{week}?seasonType={1|2}. */
export function weekRequest(week: number): { week: number; seasonType: 1 | 2 } {
  return week <= PRESEASON_WEEKS ? { week, seasonType: 1 } : { week: week - PRESEASON_WEEKS, seasonType: 2 };
}

/** 'Preseason Week 2', 'Week 3' (internal week 7). */
export function weekName(week: number): string {
  const { week: shown, seasonType } = weekRequest(week);
  return seasonType === 1 ? `Preseason Week ${shown}` : `Week ${shown}`;
}

/** The internal weeks the picker offers for a season type. */
export function weeksOf(view: 'preseason' | 'regular'): number[] {
  const [from, to] = view === 'preseason' ? [1, PRESEASON_WEEKS] : [FIRST_REGULAR_WEEK, LAST_WEEK];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const byKickoff = (a: Game, b: Game) => Date.parse(a.gameDate) - Date.parse(b.gameDate);

/** The upcoming list: soonest first, kickoff within the 4 weeks from `now` (the page's, useNow), at most 10 games. */
export function upcomingWindow(games: Game[], now: number): Game[] {
  const until = now + UPCOMING_WINDOW_DAYS * 24 * 3600 * 1000;
  return games.filter((g) => !isFinalGame(g) && !isLiveGame(g) && Date.parse(g.gameDate) <= until).sort(byKickoff).slice(0, UPCOMING_LIMIT);
}

/** Completed: the scoreboard's finished games, most recent kickoff first. */
export function completedGames(games: Game[]): Game[] {
  return games.filter(isFinalGame).sort((a, b) => byKickoff(b, a));
}

export const kickoffOrder = (games: Game[]) => [...games].sort(byKickoff);


/**
 * The team page id for one side of a game: the id the game carries, else the team whose name,
 * abbreviation or display name matches the game's name or abbreviation for that side; null when
 * nothing matches (the name is then shown without a link).
 */
export function teamIdFor(game: Game, side: 'away' | 'home', teams: readonly Team[] | undefined): string | null {
  const id = side === 'away' ? game.awayTeamId : game.homeTeamId;
  if (id) return id;
  const names = (side === 'away' ? [game.awayTeam, game.awayTeamAbbreviation] : [game.homeTeam, game.homeTeamAbbreviation])
    .filter((n): n is string => Boolean(n))
    .map((n) => n.toLowerCase());
  const team = teams?.find((t) => [t.name, t.abbreviation, t.displayName].some((n) => names.includes(n.toLowerCase())));
  return team?.id ?? null;
}

/** The schedule's status badge: Live (live or in_progress), Final, Scheduled, or the provider's word for a game that will not start on time. */
export function scheduleStatus(game: Pick<Game, 'status'>): 'Live' | 'Final' | 'Scheduled' | 'Postponed' | 'Canceled' | 'Delayed' {
  if (isLiveGame(game)) return 'Live';
  if (isFinalGame(game)) return 'Final';
  if (isPostponedStatus(game.status)) return 'Postponed';
  if (isCanceledStatus(game.status)) return 'Canceled';
  if (isDelayedStatus(game.status)) return 'Delayed';
  return 'Scheduled';
}
