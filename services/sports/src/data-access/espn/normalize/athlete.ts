// Web v3 athlete endpoints (profile, bio, stats, overview, splits, gamelog) and the
// core athlete resource -> Player / PlayerBio / PlayerSeasonStats / PlayerAdvancedStats.
//
// ESPN stat blocks are parallel arrays: names[] ("passingYards") and string values
// ("3,928", "67.5", "-"). A StatTable turns them into name -> number lookups,
// qualified by category ("passing.interceptions" vs "defensive.interceptions")
// whenever the response says which names belong to which category.
//
// Advanced stats only take values ESPN labels (QBR, CMP%, AVG, RTG …); everything
// else stays null. Rates whose attempts are 0 become null: ESPN prints "0.0" for
// a player with no carries, which is not a real 0.0 yards per carry.

import type { Player, PlayerAdvancedStats, PlayerBio, PlayerSeasonStats } from '@gg/contracts';
import { arr, count, first, get, idAfter, int, num, obj, objs, str, type Obj } from './read';
import { playerFromAthlete } from './roster';
import { teamReferenceById } from './teams-reference';

// ---------------------------------------------------------------- stat tables

export class StatTable {
  private readonly values = new Map<string, number | null>();

  /** Add names/values; `category` qualifies the names ("passing.sacks"). */
  add(names: unknown[], values: unknown[], category: string | null = null): this {
    names.forEach((n, i) => {
      const name = str(n);
      if (!name) return;
      const v = num(values[i]);
      if (category) this.values.set(`${category}.${name}`, v);
      // The bare name keeps its first value (first category wins), for flat lookups.
      if (!this.values.has(name)) this.values.set(name, v);
    });
    return this;
  }

  /** Value of the first key that has a number. */
  get(...keys: string[]): number | null {
    for (const k of keys) {
      const v = this.values.get(k);
      if (v !== undefined && v !== null) return v;
    }
    return null;
  }

  has(key: string): boolean {
    return this.values.has(key);
  }

  get size(): number {
    return this.values.size;
  }
}

/**
 * Flat names + values split by `categories[{name, count}]` when the counts add
 * up (overview, gamelog). The splits endpoint's counts do NOT add up (7+5+2 for
 * 12 names), so there the names stay unqualified.
 */
function tableFromFlat(names: unknown[], values: unknown[], categories: unknown): StatTable {
  const table = new StatTable();
  const cats = objs(categories).map((c) => ({ name: str(c.name), count: count(c.count) ?? 0 }));
  const total = cats.reduce((s, c) => s + c.count, 0);
  if (cats.length && total === names.length && cats.every((c) => c.name)) {
    let offset = 0;
    for (const c of cats) {
      table.add(names.slice(offset, offset + c.count), values.slice(offset, offset + c.count), c.name);
      offset += c.count;
    }
  } else {
    table.add(names, values);
  }
  return table;
}

/** Year from "2024 Offense" / "2024 Splits" / "2024 Regular Season". */
function yearIn(v: unknown): number | null {
  const m = /\b(19|20)\d{2}\b/.exec(str(v) ?? '');
  return m ? int(m[0]) : null;
}

/** Selected season in a web v3 `filters[]` ({name "season", value "2024"}). */
function filterSeason(filters: unknown): number | null {
  const f = objs(filters).find((x) => str(x.name) === 'season');
  return int(f?.value);
}

// ---------------------------------------------------------------- mapping

const DEF = ['defensive', 'defense'];
const q = (cats: string[], name: string) => cats.map((c) => `${c}.${name}`);

function seasonStatsFromTable(t: StatTable, playerId: string, season: number): PlayerSeasonStats {
  const v = (...keys: string[]) => t.get(...keys) ?? 0;
  return {
    playerId,
    season,
    passingYards: v('passing.passingYards', 'passingYards'),
    passingTouchdowns: v('passing.passingTouchdowns', 'passingTouchdowns'),
    // Thrown interceptions live under passing; defensive interceptions are picks made.
    passingInterceptions: v('passing.interceptions', 'passingInterceptions'),
    rushingYards: v('rushing.rushingYards', 'rushingYards'),
    rushingTouchdowns: v('rushing.rushingTouchdowns', 'rushingTouchdowns'),
    receivingYards: v('receiving.receivingYards', 'receivingYards'),
    receptions: v('receiving.receptions', 'receptions'),
    receivingTouchdowns: v('receiving.receivingTouchdowns', 'receivingTouchdowns'),
    tackles: v(...q(DEF, 'totalTackles'), 'totalTackles'),
    // passing.sacks are sacks TAKEN by a QB, so only the defensive value counts.
    sacks: v(...q(DEF, 'sacks')),
    interceptions: v(...q(DEF, 'interceptions')),
  };
}

/** A rate is only meaningful with attempts; null when the attempts stat is present and 0. */
function rate(t: StatTable, keys: string[], attemptKeys: string[]): number | null {
  const value = t.get(...keys);
  if (value === null) return null;
  const attemptsKnown = attemptKeys.some((k) => t.has(k));
  const attempts = t.get(...attemptKeys);
  return attemptsKnown && (attempts === null || attempts === 0) ? null : value;
}

function advancedFromTable(t: StatTable, playerId: string, season: number): PlayerAdvancedStats {
  const passAtt = ['passing.passingAttempts', 'passingAttempts'];
  const rushAtt = ['rushing.rushingAttempts', 'rushingAttempts'];
  return {
    playerId,
    season,
    qbr: rate(t, ['passing.adjQBR', 'adjQBR', 'passing.QBR', 'QBR'], passAtt),
    completionPercentage: rate(t, ['passing.completionPct', 'completionPct'], passAtt),
    yardsPerAttempt: rate(t, ['passing.yardsPerPassAttempt', 'yardsPerPassAttempt'], passAtt),
    passerRating: rate(t, ['passing.QBRating', 'QBRating', 'passing.passerRating', 'passerRating'], passAtt),
    redZoneEfficiency: null,
    yardsPerCarry: rate(t, ['rushing.yardsPerRushAttempt', 'yardsPerRushAttempt'], rushAtt),
    yardsAfterContact: null,
    brokenTackles: null,
    yardsAfterCatch: t.get('receiving.receivingYardsAfterCatch', 'receivingYardsAfterCatch', 'yardsAfterCatch'),
    targetShare: null,
    catchRate: null,
    separationDistance: null,
    tackleEfficiency: null,
    passRushWinRate: null,
    coverageRating: null,
    snapCount: null,
    snapPercentage: null,
    fantasyPoints: null,
    fantasyPointsPerGame: null,
  };
}

// ---------------------------------------------------------------- /stats

// Names that are rates or maxima: adding them across teams would be wrong.
const NOT_SUMMABLE = /pct|per|avg|rating|qbr|long/i;

/** Several rows for one season without seasonTotals: add up counting stats, drop rates. */
function sumRows(names: unknown[], rows: Obj[]): Array<number | null> {
  return names.map((n, i) => {
    if (NOT_SUMMABLE.test(str(n) ?? '')) return null;
    let total: number | null = null;
    for (const r of rows) {
      const v = num(arr(r.stats)[i]);
      if (v !== null) total = (total ?? 0) + v;
    }
    return total;
  });
}

/**
 * /stats -> table for one season (default: the latest listed). A traded player
 * has one row per team; ESPN's `seasonTotals` then holds the combined line.
 */
function tableFromStats(stats: unknown, season?: number | null): { table: StatTable; season: number } | null {
  const cats = objs(get(stats, 'categories'));
  const years = cats.flatMap((c) => objs(c.statistics).map((r) => int(get(r, 'season', 'year')))).filter((y): y is number => y !== null);
  const target = season ?? (years.length ? Math.max(...years) : null);
  if (target === null) return null;
  const table = new StatTable();
  for (const c of cats) {
    const name = str(c.name);
    const rows = objs(c.statistics).filter((r) => int(get(r, 'season', 'year')) === target);
    const row = rows[0];
    if (!name || !row) continue;
    const names = arr(c.names);
    const values = Array.isArray(row.seasonTotals) ? arr(row.seasonTotals) : rows.length === 1 ? arr(row.stats) : sumRows(names, rows);
    table.add(names, values, name);
  }
  return table.size ? { table, season: target } : null;
}

/** /stats -> PlayerSeasonStats for `season` (default latest). */
export function seasonStatsFromStats(stats: unknown, playerId: string, season?: number | null): PlayerSeasonStats | null {
  const t = playerId ? tableFromStats(stats, season) : null;
  return t ? seasonStatsFromTable(t.table, playerId, t.season) : null;
}

/** /stats -> one PlayerSeasonStats per season listed, newest first. */
export function seasonStatsListFromStats(stats: unknown, playerId: string): PlayerSeasonStats[] {
  const years = new Set<number>();
  for (const c of objs(get(stats, 'categories'))) for (const r of objs(c.statistics)) {
    const y = int(get(r, 'season', 'year'));
    if (y !== null) years.add(y);
  }
  return [...years]
    .sort((a, b) => b - a)
    .map((y) => seasonStatsFromStats(stats, playerId, y))
    .filter((s): s is PlayerSeasonStats => s !== null);
}

/** /stats -> advanced numbers ESPN labels (QBR, CMP%, AVG, RTG, rushing AVG). */
export function advancedStatsFromStats(stats: unknown, playerId: string, season?: number | null): PlayerAdvancedStats | null {
  const t = playerId ? tableFromStats(stats, season) : null;
  return t ? advancedFromTable(t.table, playerId, t.season) : null;
}

// ---------------------------------------------------------------- /overview

function overviewTable(overview: unknown): { table: StatTable; season: number } | null {
  const s = obj(get(overview, 'statistics'));
  if (!s) return null;
  const season = yearIn(s.displayName);
  const split = objs(s.splits).find((x) => /regular season/i.test(str(x.displayName) ?? '')) ?? objs(s.splits)[0];
  if (season === null || !split) return null;
  return { table: tableFromFlat(arr(s.names), arr(split.stats), s.categories), season };
}

/** /overview `statistics` ("2024 Offense", Regular Season split) -> PlayerSeasonStats. */
export function seasonStatsFromOverview(overview: unknown, playerId: string): PlayerSeasonStats | null {
  const t = playerId ? overviewTable(overview) : null;
  return t ? seasonStatsFromTable(t.table, playerId, t.season) : null;
}

// ---------------------------------------------------------------- /splits

/** /splits "All Splits" row -> advanced numbers (season from the filter or title). */
export function advancedStatsFromSplits(splits: unknown, playerId: string): PlayerAdvancedStats | null {
  const s = obj(splits);
  if (!s || !playerId) return null;
  const season = first(filterSeason(s.filters), yearIn(s.displayName));
  const rows = objs(s.splitCategories).flatMap((c) => objs(c.splits));
  const all = rows.find((r) => /all splits/i.test(str(r.displayName) ?? '')) ?? rows[0];
  if (season === null || !all) return null;
  return advancedFromTable(tableFromFlat(arr(s.names), arr(all.stats), s.categories), playerId, season);
}

// ---------------------------------------------------------------- /gamelog

/** /gamelog regular-season totals -> advanced numbers. */
export function advancedStatsFromGamelog(gamelog: unknown, playerId: string): PlayerAdvancedStats | null {
  const g = obj(gamelog);
  if (!g || !playerId) return null;
  const types = objs(g.seasonTypes);
  const regular = types.find((t) => /regular/i.test(str(t.displayName) ?? '')) ?? types[0];
  const season = first(filterSeason(g.filters), yearIn(regular?.displayName));
  const totals = first(
    Array.isArray(get(regular, 'categories', 0, 'totals')) ? arr(get(regular, 'categories', 0, 'totals')) : null,
    Array.isArray(get(regular, 'summary', 'stats', 0, 'stats')) ? arr(get(regular, 'summary', 'stats', 0, 'stats')) : null,
  );
  if (season === null || !totals) return null;
  return advancedFromTable(tableFromFlat(arr(g.names), totals, g.categories), playerId, season);
}

/** Field-wise first non-null across sources (e.g. stats, then splits). */
export function mergeAdvancedStats(...list: Array<PlayerAdvancedStats | null>): PlayerAdvancedStats | null {
  const present = list.filter((x): x is PlayerAdvancedStats => x !== null);
  const [head, ...rest] = present;
  if (!head) return null;
  const out: PlayerAdvancedStats = { ...head };
  for (const other of rest) {
    for (const key of Object.keys(out) as Array<keyof PlayerAdvancedStats>) {
      if (key === 'playerId' || key === 'season') continue;
      if (out[key] === null && other[key] !== null) (out as Record<string, unknown>)[key] = other[key];
    }
  }
  return out;
}

// ---------------------------------------------------------------- player / bio

/** Web v3 profile ({athlete}) or any athlete object -> Player. */
export function playerFromProfile(profile: unknown): Player | null {
  return playerFromAthlete(obj(get(profile, 'athlete')) ?? profile);
}

/** "2017: Rd 1, Pk 10 (KC)" — web v3's displayDraft format, rebuilt for core's draft{}. */
function drafted(a: Obj): string | null {
  const display = str(a.displayDraft);
  if (display) return display;
  const d = obj(a.draft);
  if (!d) return null;
  const year = int(d.year);
  const round = int(d.round);
  const pick = int(d.selection);
  if (year === null || round === null || pick === null) return str(d.displayText);
  const team = teamReferenceById(first(str(get(d, 'team', 'id')), idAfter(get(d, 'team', '$ref'), 'teams')))?.abbreviation;
  return `${year}: Rd ${round}, Pk ${pick}${team ? ` (${team})` : ''}`;
}

function birthPlace(a: Obj): string | null {
  const display = str(a.displayBirthPlace);
  if (display) return display;
  const b = obj(a.birthPlace);
  if (!b) return null;
  const parts = [str(b.city), first(str(b.state), str(b.country))].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** bio `awards[]` -> "Pro Bowl (6x)" style strings (shape guarded; the sample list is empty). */
function awards(bio: unknown): string[] {
  const out: string[] = [];
  for (const a of arr(get(bio, 'awards'))) {
    const o = obj(a);
    const name = o ? first(str(o.displayName), str(o.name), str(o.description)) : str(a);
    if (!name) continue;
    const times = o ? first(str(o.displayCount), arr(o.seasons).length > 1 ? `${arr(o.seasons).length}x` : null) : null;
    const label = times ? `${name} (${times})` : name;
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

/**
 * PlayerBio from a profile response, core athlete or roster item, plus the
 * optional /bio response for awards. ESPN has no prose bio or highlight list in
 * these endpoints, so `bio` is null and careerHighlights is [].
 */
export function playerBioFrom(source: unknown, bio?: unknown): PlayerBio | null {
  const a = obj(get(source, 'athlete')) ?? obj(source);
  const player = a ? playerFromAthlete(a) : null;
  if (!a || !player) return null;
  return {
    ...player,
    drafted: drafted(a),
    birthPlace: birthPlace(a),
    bio: null,
    awards: awards(bio),
    careerHighlights: [],
  };
}
