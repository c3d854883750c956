// ESPN summary (and scoreboard event) -> GameSummary: scoring plays, points per quarter, each
// side's box-score numbers, the leaders. Pure and total: junk gives an empty summary, never a throw.
import type { GameSummary, LineScore, ScoringPlay, ScoringPlayType, TeamGameStats } from '@gg/contracts';
import { leadersFromCompetition, leadersFromSummary } from './games';
import { arr, first, get, int, obj, objs, score, str, type Obj } from './read';

/** CDN game packages wrap the summary in gamepackageJSON (as gameFromSummary reads it). */
const unwrap = (summary: unknown): Obj | null => obj(get(summary, 'gamepackageJSON')) ?? obj(summary);

// ---------------------------------------------------------------- scoring plays

/**
 * What kind of score, from ESPN's play type and scoring type (never from the description, where a
 * touchdown's "(Two-Point Pass Conversion Failed)" would mislead). Safety and the two-point kinds
 * come first: ESPN names a defensive two-point return "Defensive 2pt Conversion", touchdowns "TD".
 */
export function scoringPlayType(play: unknown): ScoringPlayType {
  const words = [get(play, 'scoringType', 'name'), get(play, 'scoringType', 'displayName'), get(play, 'type', 'text')].map(str).filter(Boolean).join(' ');
  const abbreviations = [get(play, 'scoringType', 'abbreviation'), get(play, 'type', 'abbreviation')].map(str);
  if (/safety/i.test(words) || abbreviations.includes('SF')) return 'safety';
  if (/two[- ]?point|2[- ]?pt/i.test(words) || abbreviations.includes('2PT')) return 'two-point';
  if (/field[- ]?goal/i.test(words) || abbreviations.includes('FG')) return 'field-goal';
  if (/touchdown/i.test(words) || abbreviations.includes('TD')) return 'touchdown';
  if (/extra[- ]?point|\bPAT\b/i.test(words) || abbreviations.includes('PAT') || abbreviations.includes('XP')) return 'extra-point';
  return 'other';
}

const CLOCK = /^\d{1,2}:\d{2}$/;

/** One scoring play; null without a quarter or a running score (it could not be placed or told). */
export function scoringPlayFrom(play: unknown, index = 0): ScoringPlay | null {
  const p = obj(play);
  if (!p) return null;
  const quarter = int(first(get(p, 'period', 'number'), p.period));
  const awayScore = score(p.awayScore);
  const homeScore = score(p.homeScore);
  const description = first(str(p.text), str(get(p, 'type', 'text')));
  if (quarter === null || quarter < 1 || awayScore === null || homeScore === null || !description) return null;
  const clock = str(get(p, 'clock', 'displayValue'));
  return {
    id: str(p.id) ?? `scoring-${index}`,
    quarter,
    clock: clock && CLOCK.test(clock) ? clock : null,
    teamId: str(get(p, 'team', 'id')),
    type: scoringPlayType(p),
    description: description.replace(/\s+/g, ' '),
    awayScore,
    homeScore,
  };
}

/** Summary `scoringPlays[]` in game order; null when the summary has no such list. */
export function scoringPlaysFrom(summary: unknown): ScoringPlay[] | null {
  const list = get(unwrap(summary), 'scoringPlays');
  if (!Array.isArray(list)) return null;
  return list.flatMap((p, i) => scoringPlayFrom(p, i) ?? []);
}

// ---------------------------------------------------------------- points per quarter

/** Each competitor's `linescores` (summary header or scoreboard): both sides, every period readable, else null. */
export function lineScoreFrom(competition: unknown): LineScore | null {
  const side = (homeAway: 'home' | 'away') => {
    const competitor = objs(get(competition, 'competitors')).find((c) => c.homeAway === homeAway);
    const periods = arr(competitor?.linescores).map((l) => score(l));
    return periods.length > 0 && periods.every((n) => n !== null) ? (periods as number[]) : null;
  };
  const away = side('away');
  const home = side('home');
  return away && home && away.length === home.length ? { away, home } : null;
}

// ---------------------------------------------------------------- team statistics

const PAIR = /^\d+-\d+$/;
const POSSESSION = /^\d{1,2}:\d{2}$/;

/** A box score's `statistics[{ name, displayValue, value }]` -> the numbers a fan reads. */
export function teamStatsFrom(statistics: unknown): TeamGameStats | null {
  const byName = new Map<string, Obj>();
  for (const s of objs(statistics)) {
    const name = str(s.name);
    if (name && !byName.has(name)) byName.set(name, s);
  }
  const number = (name: string) => { const s = byName.get(name); return s ? int(first(s.value, s.displayValue)) : null; };
  const tally = (name: string) => { const n = number(name); return n !== null && n >= 0 ? n : null; };
  const text = (name: string, shape: RegExp) => {
    const value = str(byName.get(name)?.displayValue)?.replace(/\s+/g, '') ?? null;
    return value && shape.test(value) ? value : null;
  };
  const stats: TeamGameStats = {
    firstDowns: tally('firstDowns'),
    totalYards: number('totalYards'),
    passingYards: number('netPassingYards'),
    rushingYards: number('rushingYards'),
    turnovers: tally('turnovers'),
    penalties: text('totalPenaltiesYards', PAIR),
    possessionTime: text('possessionTime', POSSESSION),
    thirdDownEfficiency: text('thirdDownEff', PAIR),
    fourthDownEfficiency: text('fourthDownEff', PAIR),
  };
  return Object.values(stats).some((v) => v !== null) ? stats : null;
}

const NO_STATS: TeamGameStats = {
  firstDowns: null, totalYards: null, passingYards: null, rushingYards: null, turnovers: null,
  penalties: null, possessionTime: null, thirdDownEfficiency: null, fourthDownEfficiency: null,
};

/**
 * Summary `boxscore.teams[]`, one per side (`homeAway`, else matched to the header's competitors by
 * team id). Null when neither side has a number; a side without any gets an empty column.
 */
export function teamStatsBySideFrom(summary: unknown): GameSummary['teamStats'] {
  const s = unwrap(summary);
  const competitors = objs(get(s, 'header', 'competitions', 0, 'competitors'));
  const sideOf = (t: Obj) => {
    if (t.homeAway === 'home' || t.homeAway === 'away') return t.homeAway;
    const id = str(get(t, 'team', 'id'));
    const match = id ? competitors.find((c) => str(c.id) === id || str(get(c, 'team', 'id')) === id) : undefined;
    return match?.homeAway === 'home' || match?.homeAway === 'away' ? match.homeAway : null;
  };
  const sides: Partial<Record<'home' | 'away', TeamGameStats>> = {};
  for (const team of objs(get(s, 'boxscore', 'teams'))) {
    const side = sideOf(team);
    const stats = side && !sides[side] ? teamStatsFrom(team.statistics) : null;
    if (side && stats) sides[side] = stats;
  }
  if (!sides.away && !sides.home) return null;
  return { away: sides.away ?? NO_STATS, home: sides.home ?? NO_STATS };
}

// ---------------------------------------------------------------- the summary

/** Site `summary?event=` (or a CDN game package) -> the game's summary, as much as it holds. */
export function gameSummaryFrom(summary: unknown, gameId: string): GameSummary {
  const s = unwrap(summary);
  return {
    gameId,
    scoringPlays: scoringPlaysFrom(s),
    lineScore: lineScoreFrom(get(s, 'header', 'competitions', 0)),
    teamStats: teamStatsBySideFrom(s),
    leaders: leadersFromSummary(get(s, 'leaders')),
  };
}

/**
 * A scoreboard event -> what it honestly tells of the game: the points per quarter and the game's
 * leaders. A scoreboard lists no scoring plays and no team statistics, so those stay unknown (null).
 */
export function gameSummaryFromScoreboardEvent(event: unknown, gameId: string): GameSummary {
  const competition = get(event, 'competitions', 0);
  return { gameId, scoringPlays: null, lineScore: lineScoreFrom(competition), teamStats: null, leaders: leadersFromCompetition(competition) };
}
