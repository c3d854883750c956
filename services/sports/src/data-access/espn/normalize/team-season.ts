// A team's season from ESPN: the record from the standings (`/apis/v2/.../standings`), the games
// from `teams/{id}/schedule` (or any list of Games the team plays in), season leaders from core
// `seasons/{y}/types/2/teams/{id}/leaders`. All pure; all accept `unknown` and never throw.

import {
  addResult, EMPTY_RECORD, gameResult, isCanceledStatus, isFinalStatus, isUnplayedStatus, streakOf,
  type Completeness, type Game, type TeamLeader, type TeamRecord, type TeamSeason, type TeamSeasonGame, type WinLossRecord,
} from '@gg/contracts';
import { gamesFromTeamSchedule } from './games';
import { bool, count, first, get, int, num, obj, objs, str, type Obj } from './read';
import { teamReferenceById } from './teams-reference';

// ---------------------------------------------------------------- records

/** "13-4", "8-8-1" (ESPN's summaries) -> record; anything else null. */
export function parseRecordSummary(v: unknown): WinLossRecord | null {
  const s = str(v);
  const m = s ? /^(\d{1,2})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(s) : null;
  if (!m) return null;
  return { wins: Number(m[1]), losses: Number(m[2]), ties: m[3] === undefined ? 0 : Number(m[3]) };
}

/** "W3"/"L1" as the contract spells it; ESPN also sends the signed count (+3 / -1). */
function streakFrom(s: Obj | undefined): string | null {
  const display = str(s?.displayValue);
  if (display && /^[WLT]\d+$/i.test(display)) return display.toUpperCase();
  const v = int(s?.value);
  if (v === null || v === 0) return null;
  return v > 0 ? `W${v}` : `L${-v}`;
}

function findStandingsEntry(node: unknown, teamId: string, depth = 0): { entry: Obj; season: number | null } | null {
  const n = obj(node);
  if (!n || depth > 5) return null; // ESPN nests at most league > conference > division
  const entry = objs(get(n, 'standings', 'entries')).find((e) => str(get(e, 'team', 'id')) === teamId);
  if (entry) return { entry, season: first(int(get(n, 'standings', 'season')), int(get(n, 'standings', 'season', 'year'))) };
  for (const child of objs(n.children)) {
    const found = findStandingsEntry(child, teamId, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The team's row of a standings response -> TeamRecord: `overall`, `Home`, `Road`, `vs. Div.`,
 * `vs. Conf.` (record-type stats carry `summary`), else the plain wins/losses/ties counts. Null
 * when the team is not in the table or no overall record can be read.
 */
export function teamRecordFromStandings(standings: unknown, teamId: string): TeamRecord | null {
  const found = findStandingsEntry(standings, teamId);
  if (!found) return null;
  const stats = new Map<string, Obj>();
  for (const s of objs(found.entry.stats)) {
    const name = str(s.name) ?? str(s.type);
    if (name && !stats.has(name)) stats.set(name, s);
  }
  const split = (...names: string[]) => {
    for (const name of names) {
      const s = stats.get(name);
      const record = parseRecordSummary(s?.summary) ?? parseRecordSummary(s?.displayValue);
      if (record) return record;
    }
    return null;
  };
  const counted = (name: string) => count(stats.get(name)?.value) ?? count(stats.get(name)?.displayValue);
  const wins = counted('wins');
  const losses = counted('losses');
  const overall = split('overall', 'total') ?? (wins !== null && losses !== null ? { wins, losses, ties: counted('ties') ?? 0 } : null);
  if (!overall) return null;
  const season = first(found.season, int(get(standings, 'season')), int(get(standings, 'seasons', 0, 'year')));
  return {
    season,
    overall,
    home: split('Home', 'home'),
    away: split('Road', 'road', 'Away'),
    division: split('vs. Div.', 'vsdiv', 'divisionRecord'),
    conference: split('vs. Conf.', 'vsconf'),
    streak: streakFrom(stats.get('streak')),
    standing: null,
  };
}

/**
 * A record worked out from the team's finished regular-season games, for when no standings of
 * that season exist. Division and conference splits come from the league's alignment.
 */
export function recordFromGames(teamId: string, games: readonly TeamSeasonGame[], season: number | null): TeamRecord | null {
  const finals = games.filter((g) => g.result !== null && (g.seasonType === null || g.seasonType === 2));
  if (finals.length === 0) return null;
  const me = teamReferenceById(teamId);
  let overall = EMPTY_RECORD, home = EMPTY_RECORD, away = EMPTY_RECORD, division = EMPTY_RECORD, conference = EMPTY_RECORD;
  let alignmentKnown = me !== null;
  for (const g of finals) {
    const result = g.result!;
    overall = addResult(overall, result);
    if (g.homeAway === 'home') home = addResult(home, result);
    else away = addResult(away, result);
    const them = teamReferenceById(g.opponent.id);
    if (!them) alignmentKnown = false;
    else if (me) {
      if (them.division === me.division) division = addResult(division, result);
      if (them.conference === me.conference) conference = addResult(conference, result);
    }
  }
  return {
    season,
    overall,
    home,
    away,
    division: alignmentKnown ? division : null,
    conference: alignmentKnown ? conference : null,
    streak: streakOf(finals.map((g) => g.result!)),
    standing: null,
  };
}

// ---------------------------------------------------------------- games

/** One Game seen from `teamId`'s side; null when the team does not play in it. */
export function seasonGameFromGame(game: Game, teamId: string, neutralSite = false): TeamSeasonGame | null {
  const home = game.homeTeamId === teamId;
  if (!home && game.awayTeamId !== teamId) return null;
  const played = !isUnplayedStatus(game.status);
  const teamScore = home ? game.homeScore : game.awayScore;
  const opponentScore = home ? game.awayScore : game.homeScore;
  return {
    gameId: game.id,
    week: game.week,
    seasonType: game.seasonType,
    gameDate: game.gameDate,
    status: game.status,
    statusDetail: game.statusDetail,
    homeAway: home ? 'home' : 'away',
    neutralSite,
    opponent: {
      id: home ? game.awayTeamId : game.homeTeamId,
      name: home ? game.awayTeam : game.homeTeam,
      abbreviation: home ? game.awayTeamAbbreviation : game.homeTeamAbbreviation,
    },
    teamScore: played ? teamScore : null,
    opponentScore: played ? opponentScore : null,
    result: isFinalStatus(game.status) ? gameResult(teamScore, opponentScore) : null,
    broadcast: game.broadcast,
    venue: game.venue,
  };
}

export interface TeamSchedule {
  season: number | null;
  byeWeek: number | null;
  games: TeamSeasonGame[];
  /** ESPN's words for the team's place, e.g. "1st in AFC West", and the season they are of. */
  standing: { text: string; season: number | null } | null;
}

/** `teams/{id}/schedule` -> the team's games (soonest first), its season and bye week. */
export function teamScheduleFrom(schedule: unknown, teamId: string): TeamSchedule {
  const neutral = new Map<string, boolean>();
  for (const e of objs(get(schedule, 'events'))) {
    const id = str(e.id);
    if (id) neutral.set(id, bool(get(e, 'competitions', 0, 'neutralSite')) === true);
  }
  const games = gamesFromTeamSchedule(schedule)
    .map((g) => seasonGameFromGame(g, teamId, neutral.get(g.id) ?? false))
    .filter((g): g is TeamSeasonGame => g !== null)
    .sort(bySoonest);
  const bye = int(get(schedule, 'byeWeek'));
  const standingText = str(get(schedule, 'team', 'standingSummary'));
  return {
    season: first(int(get(schedule, 'requestedSeason', 'year')), games.length ? new Date(games[0]!.gameDate).getUTCFullYear() : null),
    byeWeek: bye !== null && bye >= 1 && bye <= 18 ? bye : null,
    games,
    standing: standingText ? { text: standingText, season: int(get(schedule, 'team', 'seasonSummary')) } : null,
  };
}

const bySoonest = (a: TeamSeasonGame, b: TeamSeasonGame) => Date.parse(a.gameDate) - Date.parse(b.gameDate);

/** Games that count towards the next game: not over and not called off. */
const stillToPlay = (g: TeamSeasonGame) => !isFinalStatus(g.status) && !isCanceledStatus(g.status);

/**
 * The team's next game: the first of its games not over yet (a live one is "now"), else the
 * first of `later` (games beyond this schedule, such as next season's opener).
 */
export function nextGameOf(games: readonly TeamSeasonGame[], later: readonly TeamSeasonGame[] = []): TeamSeasonGame | null {
  return [...games].sort(bySoonest).find(stillToPlay) ?? [...later].sort(bySoonest).find(stillToPlay) ?? null;
}

// ---------------------------------------------------------------- leaders

const LEADER_CATEGORY: Record<string, TeamLeader['category']> = {
  passingYards: 'passing',
  rushingYards: 'rushing',
  receivingYards: 'receiving',
  totalTackles: 'defense',
};

export interface LeaderRef {
  category: TeamLeader['category'];
  /** The athlete's core `$ref`, to be read for the name. */
  athleteRef: string | null;
  athleteId: string | null;
  displayValue: string;
  value: number;
}

/** Core team leaders `{ categories: [{ name, leaders: [{ displayValue, value, athlete: { $ref } }] }] }`: the top one of each category we show. */
export function leaderRefsFromCore(body: unknown): LeaderRef[] {
  const out: LeaderRef[] = [];
  for (const cat of objs(get(body, 'categories'))) {
    const category = LEADER_CATEGORY[str(cat.name) ?? ''];
    if (!category || out.some((l) => l.category === category)) continue;
    const top = objs(cat.leaders)[0];
    const value = num(top?.value);
    if (!top || value === null) continue;
    const ref = str(get(top, 'athlete', '$ref'));
    out.push({
      category,
      athleteRef: ref,
      athleteId: ref ? (/\/athletes\/(\d+)/.exec(ref)?.[1] ?? null) : null,
      displayValue: str(top.displayValue) ?? String(value),
      value,
    });
  }
  return out;
}

/** A leader ref with its athlete's name (core athlete `displayName`); no name, no leader. */
export function leaderFromRef(ref: LeaderRef, athlete: unknown): TeamLeader | null {
  const name = first(str(get(athlete, 'displayName')), str(get(athlete, 'fullName')));
  return name ? { category: ref.category, athlete: name, athleteId: first(str(get(athlete, 'id')), ref.athleteId), displayValue: ref.displayValue, value: ref.value } : null;
}

// ---------------------------------------------------------------- the season

export interface TeamSeasonParts {
  teamId: string;
  schedule: TeamSchedule | null;
  /** Whether `schedule` lists the whole season or only the games the provider happens to have. */
  scheduleCompleteness: Completeness;
  /** The standings' record (any season; used only when it is the schedule's). */
  standingsRecord: TeamRecord | null;
  /** Games beyond the schedule, for the next game when the schedule has none left. */
  later?: readonly TeamSeasonGame[];
  leaders: TeamLeader[] | null;
  /** Extra words on what is partial (the provider's own reasons). */
  notes?: string[];
}

/**
 * Puts the parts together. The record is of the schedule's season: the standings' when they are
 * of that season (or there is no schedule season to compare), else worked out from the schedule's
 * finished games, so the page never pairs one season's record with another's results.
 */
export function teamSeasonFrom(parts: TeamSeasonParts): TeamSeason {
  const { teamId, schedule, standingsRecord } = parts;
  const notes = [...(parts.notes ?? [])];
  const games = schedule?.games ?? [];
  const season = schedule?.season ?? null;

  let record: TeamRecord | null = null;
  let recordCompleteness: Completeness = 'none';
  if (standingsRecord && (season === null || standingsRecord.season === null || standingsRecord.season === season)) {
    record = standingsRecord;
    recordCompleteness = 'complete';
  } else {
    record = recordFromGames(teamId, games, season);
    if (record) {
      recordCompleteness = parts.scheduleCompleteness === 'complete' ? 'complete' : 'partial';
      if (recordCompleteness === 'partial') notes.push('The record counts only the games listed here.');
    } else if (standingsRecord) {
      // nothing finished in the schedule's season: the last table there is, labelled with its season
      record = standingsRecord;
      recordCompleteness = 'complete';
    }
  }
  if (record && schedule?.standing && (schedule.standing.season === null || schedule.standing.season === record.season)) {
    record = { ...record, standing: schedule.standing.text };
  }
  if (!record) notes.push('No record is available for this team yet.');

  const leaders = parts.leaders ?? [];
  if (parts.leaders === null) notes.push('Season leaders are not available from the data provider.');

  return {
    teamId,
    season,
    record,
    games,
    byeWeek: schedule?.byeWeek ?? null,
    nextGame: nextGameOf(games, parts.later ?? []),
    leaders,
    completeness: {
      record: recordCompleteness,
      schedule: games.length === 0 ? 'none' : parts.scheduleCompleteness,
      leaders: parts.leaders === null || leaders.length === 0 ? 'none' : 'complete',
    },
    notes,
  };
}
