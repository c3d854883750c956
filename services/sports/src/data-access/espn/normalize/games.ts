// ESPN scoreboard events, team-schedule events and summary headers -> Game.

import { isLiveStatus, isScheduledStatus, type Game, type GameLeader, type GameLeaderCategory, type GameStatus } from '@gg/contracts';
import { arr, bool, count, first, get, idAfter, int, isDateString, num, obj, objs, pickLogo, score, str, type Obj } from './read';
import { situationFromScoreboard } from './situation';
import { currentDriveFromScoreboard, currentDriveFromSummary } from './drives';

// ---------------------------------------------------------------- status

/**
 * ESPN status.type -> GameStatus. Names win over state because postponed and
 * canceled games carry state "post" (like finals) and a delay can be "pre" or "in".
 */
export function mapGameStatus(statusType: unknown): GameStatus {
  const t = obj(statusType) ?? {};
  const name = (str(t.name) ?? '').toUpperCase();
  const state = (str(t.state) ?? '').toLowerCase();
  const text = `${str(t.description) ?? ''} ${str(t.detail) ?? ''}`.toLowerCase();

  if (name === 'STATUS_POSTPONED' || /postpone/.test(text)) return 'postponed';
  if (name === 'STATUS_CANCELED' || name === 'STATUS_CANCELLED' || /cancel/.test(text)) return 'canceled';
  if (name === 'STATUS_DELAYED' || name.endsWith('_DELAY') || /delay/.test(text)) return 'delayed';
  // Halftime / end of period are "in" with their own names; still live.
  if (state === 'in' || name === 'STATUS_IN_PROGRESS' || name === 'STATUS_HALFTIME' || name === 'STATUS_END_PERIOD') return 'live';
  if (state === 'post' || name === 'STATUS_FINAL') {
    // "post" but not completed with an unknown name (e.g. a suspension): not a result yet.
    return bool(t.completed) === false && name !== 'STATUS_FINAL' ? 'delayed' : 'final';
  }
  return 'scheduled';
}

// ---------------------------------------------------------------- weather

export interface WeatherFields {
  temperature: number | null;
  weatherCondition: string | null;
  weatherCode: string | null;
}

/**
 * ESPN weather comes in two shapes where text and number swap fields:
 * pre  {displayValue "Partly sunny", conditionId "3"}
 * in   {displayValue "19",           conditionId "Light snow"}
 * so take the non-numeric one as the condition and the numeric one as the code.
 */
export function weatherFrom(weather: unknown): WeatherFields {
  const w = obj(weather);
  if (!w) return { temperature: null, weatherCondition: null, weatherCode: null };
  const candidates = [str(w.displayValue), str(w.conditionId)].filter((s): s is string => s !== null);
  return {
    temperature: num(w.temperature),
    weatherCondition: candidates.find((s) => num(s) === null) ?? null,
    weatherCode: candidates.find((s) => num(s) !== null) ?? null,
  };
}

// ---------------------------------------------------------------- situation

/** Live field state; richer than Game (which has no yard line), exported for the live panel. */
export interface LiveSituation {
  down: number | null;
  distance: number | null;
  /** Yards from the HOME team's goal line, 0–100 (ESPN's convention). */
  yardLine: number | null;
  /** "ATL 12": side of the field + yard line. */
  yardLineText: string | null;
  possessionTeamId: string | null;
  /** "1st & 10 at ATL 12"; null between plays (ESPN sends down -1). */
  downDistance: string | null;
  isRedZone: boolean | null;
  homeTimeouts: number | null;
  awayTimeouts: number | null;
  lastPlay: string | null;
  homeWinProbability: number | null;
}

const ORDINALS = ['', '1st', '2nd', '3rd', '4th'];

/** Side-of-field text from a home-goal-based yard line: 12 -> "HOME 12", 80 -> "AWAY 20". */
export function yardLineText(yardLine: number | null, homeAbbr: string | null, awayAbbr: string | null): string | null {
  if (yardLine === null || yardLine <= 0 || yardLine >= 100) return null;
  if (yardLine === 50) return '50';
  if (yardLine < 50) return homeAbbr ? `${homeAbbr} ${yardLine}` : null;
  return awayAbbr ? `${awayAbbr} ${100 - yardLine}` : null;
}

/** competition.situation (scoreboard, live only) or core /situation -> LiveSituation. */
export function situationFrom(situation: unknown, homeAbbr: string | null = null, awayAbbr: string | null = null): LiveSituation | null {
  const s = obj(situation);
  // An object with none of the situation fields is not a situation.
  if (!s || !['down', 'distance', 'yardLine', 'possession', 'lastPlay'].some((k) => s[k] !== undefined && s[k] !== null)) return null;
  const down = int(s.down);
  const distance = int(s.distance);
  const yardLine = num(s.yardLine);
  const sideText = str(s.possessionText) ?? yardLineText(yardLine, homeAbbr, awayAbbr);
  // down -1 (between plays, after scores/timeouts) and 0 (kickoffs) have no down & distance.
  const realDown = down !== null && down >= 1 && down <= 4;
  const built = realDown ? `${ORDINALS[down] ?? `${down}th`} & ${distance ?? 0}${sideText ? ` at ${sideText}` : ''}` : null;
  return {
    down: realDown ? down : null,
    distance: realDown ? distance : null,
    yardLine,
    yardLineText: sideText,
    possessionTeamId: str(s.possession),
    downDistance: realDown ? first(str(s.downDistanceText), built) : null,
    isRedZone: bool(s.isRedZone),
    homeTimeouts: count(s.homeTimeouts),
    awayTimeouts: count(s.awayTimeouts),
    lastPlay: str(get(s, 'lastPlay', 'text')),
    homeWinProbability: num(get(s, 'lastPlay', 'probability', 'homeWinPercentage')),
  };
}

// ---------------------------------------------------------------- competitors

interface Side {
  id: string | null;
  name: string | null;
  abbreviation: string | null;
  score: number;
  logo: string | null;
  record: string | null;
}

/** "8-5" from scoreboard `records[]`, summary/schedule `record[]`. */
function overallRecord(c: Obj): string | null {
  const list = [...objs(c.records), ...objs(c.record)];
  const total = list.find((r) => str(r.type) === 'total' || str(r.name) === 'overall') ?? list[0];
  return total ? first(str(total.summary), str(total.displayValue)) : null;
}

function sideFrom(c: Obj | undefined): Side {
  if (!c) return { id: null, name: null, abbreviation: null, score: 0, logo: null, record: null };
  const team = obj(c.team) ?? {};
  const composed = [str(team.location), str(team.name)].filter(Boolean).join(' ') || null;
  return {
    id: first(str(team.id), str(c.id)),
    name: first(str(team.displayName), composed, str(team.shortDisplayName), str(team.abbreviation)),
    abbreviation: str(team.abbreviation),
    score: score(c.score) ?? 0,
    logo: first(str(team.logo), pickLogo(team.logos)),
    record: overallRecord(c),
  };
}

/** Home/away by `homeAway`; ESPN lists home first when the flag is missing. */
function sides(comp: Obj): { home: Side; away: Side } {
  const list = objs(comp.competitors);
  const home = list.find((c) => str(c.homeAway) === 'home') ?? list.find((c) => str(c.homeAway) !== 'away') ?? list[0];
  const away = list.find((c) => str(c.homeAway) === 'away') ?? list.find((c) => c !== home);
  return { home: sideFrom(home), away: sideFrom(away) };
}

// ---------------------------------------------------------------- broadcast

/** `broadcast` "FOX" > broadcasts[0].names ["NBC","Peacock"] > broadcasts[].media.shortName. */
export function broadcastFrom(comp: unknown): string | null {
  const c = obj(comp);
  if (!c) return null;
  const direct = str(c.broadcast);
  if (direct) return direct;
  const names = arr(get(c, 'broadcasts', 0, 'names')).map(str).filter((s): s is string => s !== null);
  if (names.length) return names.join('/');
  const media = objs(c.broadcasts).map((b) => str(get(b, 'media', 'shortName'))).filter((s): s is string => s !== null);
  return media.length ? [...new Set(media)].join('/') : null;
}

// ---------------------------------------------------------------- leaders

const LEADER_CATEGORIES: Record<string, GameLeaderCategory> = {
  passingYards: 'passing',
  rushingYards: 'rushing',
  receivingYards: 'receiving',
};
const CATEGORY_ORDER: GameLeaderCategory[] = ['passing', 'rushing', 'receiving'];

/**
 * ESPN leader groups `[{ name: 'passingYards', leaders: [{ displayValue, value, athlete, team }] }]`
 * -> GameLeader[]. Only yards leaders are kept (tackles and sacks are not a stat line a fan quotes).
 * `value` is missing in the summary, which carries `mainStat.value` instead; an entry with no
 * athlete name or no number is dropped. `teamId` falls back to the group's own team (summary).
 */
function leadersFromGroups(groups: unknown, fallbackTeamId: string | null): GameLeader[] {
  const out: GameLeader[] = [];
  for (const group of objs(groups)) {
    const category = LEADER_CATEGORIES[str(group.name) ?? ''];
    if (!category) continue;
    for (const entry of objs(group.leaders)) {
      const athlete = obj(entry.athlete);
      const name = first(str(athlete?.displayName), str(athlete?.fullName), str(athlete?.shortName));
      const value = first(num(entry.value), num(get(entry, 'mainStat', 'value')));
      if (!name || value === null) continue;
      out.push({
        category,
        athlete: name,
        teamId: first(str(get(entry, 'team', 'id')), str(get(athlete, 'team', 'id')), idAfter(get(athlete, 'team', '$ref'), 'teams'), fallbackTeamId),
        displayValue: str(entry.displayValue) ?? `${value} YDS`,
        value,
      });
    }
  }
  return out;
}

function orderLeaders(list: GameLeader[]): GameLeader[] {
  const seen = new Set<string>();
  return list
    .filter((l) => {
      const key = `${l.category}|${l.athlete}|${l.teamId ?? ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || b.value - a.value);
}

/** Scoreboard `competitions[0].leaders`: the game's leader in each category. */
export function leadersFromCompetition(comp: unknown): GameLeader[] {
  return orderLeaders(leadersFromGroups(get(comp, 'leaders'), null));
}

/** Summary `leaders`: `[{ team: { id }, leaders: [groups] }]`, each team's leader per category. */
export function leadersFromSummary(leaders: unknown): GameLeader[] {
  return orderLeaders(objs(leaders).flatMap((t) => leadersFromGroups(t.leaders, str(get(t, 'team', 'id')))));
}

// ---------------------------------------------------------------- game

interface GameInput {
  id: string | null;
  date: unknown;
  comp: Obj;
  status: Obj | null;
  season: unknown;
  seasonType: unknown;
  week: unknown;
  weather: unknown;
  venue: unknown;
  leaders: GameLeader[];
}

function seasonTypeOf(v: unknown): number | null {
  const n = int(v);
  return n !== null && n >= 1 && n <= 4 ? n : null;
}

function buildGame(input: GameInput): Game | null {
  const { id, comp } = input;
  if (!id) return null;
  // gameDate must be a real date (contract); an event without one cannot be scheduled.
  const date = [input.date, comp.date, comp.startDate].find(isDateString);
  if (!date) return null;

  const status = input.status ?? obj(comp.status) ?? {};
  const state = mapGameStatus(status.type);
  const { home, away } = sides(comp);
  const live = isLiveStatus(state);
  const situation = live ? situationFrom(comp.situation, home.abbreviation, away.abbreviation) : null;
  const onField = live ? situationFromScoreboard(comp.situation, str(get(status, 'type', 'name'))) : null;
  const drive = live ? currentDriveFromScoreboard(comp.situation) : null;
  const venue = obj(input.venue) ?? obj(comp.venue);
  const period = int(status.period);

  return {
    id,
    status: state,
    statusDetail: first(str(get(status, 'type', 'shortDetail')), str(get(status, 'type', 'detail')), str(get(status, 'type', 'description'))),
    awayTeam: away.name ?? 'TBD',
    homeTeam: home.name ?? 'TBD',
    awayTeamId: away.id,
    homeTeamId: home.id,
    awayTeamAbbreviation: away.abbreviation,
    homeTeamAbbreviation: home.abbreviation,
    awayScore: away.score,
    homeScore: home.score,
    awayTeamLogo: away.logo,
    homeTeamLogo: home.logo,
    awayRecord: away.record,
    homeRecord: home.record,
    gameDate: date as string,
    season: int(input.season),
    seasonType: seasonTypeOf(input.seasonType),
    week: int(input.week),
    venue: str(venue?.fullName),
    broadcast: broadcastFrom(comp),
    // Pre-game ESPN sends period 0 / clock "0:00"; only report real values.
    period: period !== null && period > 0 ? period : null,
    clock: live ? str(status.displayClock) : null,
    possessionTeamId: situation?.possessionTeamId ?? null,
    downDistance: situation?.downDistance ?? null,
    isRedZone: situation?.isRedZone ?? null,
    lastPlay: situation?.lastPlay ?? null,
    ...weatherFrom(input.weather),
    // ESPN has no wind or precipitation data; keep the fields honest.
    windSpeed: null,
    windDirection: null,
    precipitationProbability: null,
    isIndoorVenue: bool(venue?.indoor),
    // A scheduled game has no box score: leaders only once there is one, and only when known.
    ...(!isScheduledStatus(state) && input.leaders.length > 0 ? { leaders: input.leaders } : {}),
    ...(onField ? { situation: onField } : {}),
    ...(drive ? { drive } : {}),
  };
}

/** One scoreboard `events[]` item -> Game. */
export function gameFromScoreboardEvent(event: unknown): Game | null {
  const e = obj(event);
  const comp = obj(get(e, 'competitions', 0));
  if (!e || !comp) return null;
  return buildGame({
    id: first(str(e.id), str(comp.id)),
    date: e.date,
    comp,
    status: obj(e.status),
    season: get(e, 'season', 'year'),
    seasonType: get(e, 'season', 'type'),
    week: get(e, 'week', 'number'),
    weather: e.weather ?? comp.weather,
    venue: comp.venue,
    leaders: leadersFromCompetition(comp),
  });
}

/** Live field state of a scoreboard event (null unless the game is live and ESPN sent `situation`). */
export function situationFromScoreboardEvent(event: unknown): LiveSituation | null {
  const comp = obj(get(event, 'competitions', 0));
  if (!comp || !isLiveStatus(mapGameStatus(get(event, 'status', 'type') ?? get(comp, 'status', 'type')))) return null;
  const { home, away } = sides(comp);
  return situationFrom(comp.situation, home.abbreviation, away.abbreviation);
}

function dedupe(games: Array<Game | null>): Game[] {
  const seen = new Set<string>();
  const out: Game[] = [];
  for (const g of games) {
    if (g && !seen.has(g.id)) {
      seen.add(g.id);
      out.push(g);
    }
  }
  return out;
}

/** Scoreboard response (or a bare events array) -> Game[]. */
export function gamesFromScoreboard(scoreboard: unknown): Game[] {
  const events = Array.isArray(scoreboard) ? scoreboard : arr(get(scoreboard, 'events'));
  return dedupe(events.map(gameFromScoreboardEvent));
}

/** teams/{id}/schedule `events[]` (scores are {value, displayValue}) -> Game[]. */
export function gamesFromTeamSchedule(schedule: unknown): Game[] {
  const events = Array.isArray(schedule) ? schedule : arr(get(schedule, 'events'));
  return dedupe(
    events.map((event) => {
      const e = obj(event);
      const comp = obj(get(e, 'competitions', 0));
      if (!e || !comp) return null;
      return buildGame({
        id: first(str(e.id), str(comp.id)),
        date: e.date,
        comp,
        status: obj(comp.status) ?? obj(e.status),
        season: get(e, 'season', 'year'),
        seasonType: first(get(e, 'seasonType', 'type'), get(e, 'seasonType', 'id'), get(e, 'season', 'type')),
        week: get(e, 'week', 'number'),
        weather: e.weather ?? comp.weather,
        venue: comp.venue,
        leaders: leadersFromCompetition(comp),
      });
    }),
  );
}

/**
 * Summary `header` -> Game. Pass the whole summary to also pick up the venue and
 * (when present) weather from `gameInfo`, which the header does not carry.
 */
export function gameFromSummary(summary: unknown): Game | null {
  // CDN game packages wrap the summary in gamepackageJSON.
  const s = obj(get(summary, 'gamepackageJSON')) ?? obj(summary);
  const header = obj(get(s, 'header')) ?? (s && obj(get(s, 'competitions', 0)) ? s : null);
  const comp = obj(get(header, 'competitions', 0));
  if (!header || !comp) return null;
  const game = buildGame({
    id: first(str(header.id), str(comp.id)),
    date: comp.date,
    comp,
    status: obj(comp.status),
    season: get(header, 'season', 'year'),
    seasonType: get(header, 'season', 'type'),
    week: first(get(header, 'week', 'number'), get(header, 'week')),
    weather: get(s, 'gameInfo', 'weather') ?? get(s, 'weather'),
    venue: get(s, 'gameInfo', 'venue') ?? comp.venue,
    leaders: leadersFromSummary(get(s, 'leaders')),
  });
  // a live summary's drive under way (a scoreboard's is read with its situation)
  const drive = game && isLiveStatus(game.status) && !game.drive ? currentDriveFromSummary(s) : null;
  return game && drive ? { ...game, drive } : game;
}
