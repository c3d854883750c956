// Summary / league `injuries[]`, core injury items and roster injuries -> Injury.
//
// INJURY_STATUS_ACTIVE is ESPN's "on the report but playing" entry (630 of 800 in a
// 2025 league snapshot). It is not an injury, so it is dropped unless
// `includeGeneric` is set (the hub's /api/injuries?includeGeneric=true), in which
// case it is kept with status null and injuryType 'INJURY_STATUS_ACTIVE'.
//
// ESPN injury items have no id of their own except on the core resource, so the
// id is "<athleteId>:<date>" there; an item without any athlete id is skipped.

import type { Injury } from '@gg/contracts';
import { arr, first, get, idAfter, obj, objs, rewriteRef, str, type Obj } from './read';
import { rosterItems } from './roster';
import { teamReferenceById } from './teams-reference';

export type InjuryStatus = NonNullable<Injury['status']>;

export interface InjuryOptions {
  /** Keep INJURY_STATUS_ACTIVE entries (status null). Default false. */
  includeGeneric?: boolean;
}

const BY_TYPE_NAME: Record<string, InjuryStatus | 'generic'> = {
  INJURY_STATUS_OUT: 'out',
  INJURY_STATUS_DOUBTFUL: 'doubtful',
  INJURY_STATUS_QUESTIONABLE: 'questionable',
  INJURY_STATUS_PROBABLE: 'probable',
  INJURY_STATUS_IR: 'injured-reserve',
  INJURY_STATUS_SUSPENSION: 'suspended',
  INJURY_STATUS_DAYTODAY: 'day-to-day',
  INJURY_STATUS_DAY_TO_DAY: 'day-to-day',
  INJURY_STATUS_ACTIVE: 'generic',
};

const BY_TEXT: Record<string, InjuryStatus | 'generic'> = {
  out: 'out',
  doubtful: 'doubtful',
  questionable: 'questionable',
  probable: 'probable',
  'injured reserve': 'injured-reserve',
  'injured-reserve': 'injured-reserve',
  ir: 'injured-reserve',
  suspension: 'suspended',
  suspended: 'suspended',
  'day-to-day': 'day-to-day',
  'day to day': 'day-to-day',
  active: 'generic',
};

/**
 * Status from ESPN's type.name (authoritative) or the display text ("Questionable",
 * "Injured Reserve", "Day-To-Day"). 'generic' = ACTIVE; null = unknown (kept:
 * the UI groups unknown statuses as questionable).
 */
export function mapInjuryStatus(typeName: unknown, statusText?: unknown): InjuryStatus | 'generic' | null {
  const byType = BY_TYPE_NAME[(str(typeName) ?? '').toUpperCase()];
  if (byType) return byType;
  return BY_TEXT[(str(statusText) ?? '').toLowerCase()] ?? null;
}

/** ESPN fills unknown detail fields with the literal "Not Specified". */
function meaningful(v: unknown): string | null {
  const s = str(v);
  return s && !/^not specified$/i.test(s) ? s : null;
}

/** "Left Knee - ACL (Surgery)" from details{side, type, detail}. */
function describe(details: Obj | null): string | null {
  if (!details) return null;
  const type = meaningful(details.type);
  const side = meaningful(details.side);
  const detail = meaningful(details.detail);
  const core = [side, type].filter(Boolean).join(' ');
  if (!core) return detail;
  return detail && detail.toLowerCase() !== (type ?? '').toLowerCase() ? `${core} (${detail})` : core;
}

/** Athlete id: `id`, else /id/123/ in athlete.links[].href, else a core $ref. */
export function athleteIdFrom(athlete: unknown): string | null {
  const a = obj(athlete);
  if (!a) return null;
  const direct = str(a.id);
  if (direct) return direct;
  for (const link of objs(a.links)) {
    const m = /\/id\/(\d+)/.exec(str(link.href) ?? '');
    if (m?.[1]) return m[1];
  }
  return idAfter(a.$ref, 'athletes');
}

interface TeamInfo {
  teamId: string | null;
  teamName: string | null;
}

interface RawInjury {
  id: string | null;
  playerId: string | null;
  playerName: string | null;
  typeName: unknown;
  statusText: unknown;
  typeDescription: unknown;
  details: Obj | null;
  comment: string | null;
  date: string | null;
  team: TeamInfo;
}

function build(raw: RawInjury, opts: InjuryOptions): Injury | null {
  if (!raw.playerId) return null;
  const mapped = mapInjuryStatus(raw.typeName, raw.statusText);
  if (mapped === 'generic' && !opts.includeGeneric) return null;
  const status = mapped === 'generic' ? null : mapped;
  // type.description is normally just the status word ("questionable"); that is not an injury type.
  const typeDescription = meaningful(raw.typeDescription);
  const typeFallback = typeDescription && mapInjuryStatus(null, typeDescription) === null ? typeDescription : null;
  return {
    id: raw.id ?? `${raw.playerId}:${raw.date ?? 'undated'}`,
    teamId: raw.team.teamId,
    teamName: raw.team.teamName,
    playerId: raw.playerId,
    playerName: raw.playerName,
    status,
    injuryType: mapped === 'generic' ? 'INJURY_STATUS_ACTIVE' : first(meaningful(raw.details?.type), typeFallback),
    description: first(raw.comment, describe(raw.details)),
    dateReported: raw.date,
    expectedReturn: str(raw.details?.returnDate),
  };
}

function dedupe(list: Array<Injury | null>): Injury[] {
  const seen = new Set<string>();
  const out: Injury[] = [];
  for (const i of list) {
    if (i && !seen.has(i.id)) {
      seen.add(i.id);
      out.push(i);
    }
  }
  return out;
}

/** One summary / league-feed injury item (athlete embedded) -> Injury. */
export function injuryFromItem(item: unknown, team: TeamInfo = { teamId: null, teamName: null }, opts: InjuryOptions = {}): Injury | null {
  const i = obj(item);
  if (!i) return null;
  const athlete = obj(i.athlete);
  const teamFromItem: TeamInfo = {
    teamId: first(str(get(i, 'team', 'id')), team.teamId),
    teamName: first(str(get(i, 'team', 'displayName')), team.teamName),
  };
  return build(
    {
      id: str(i.id),
      playerId: athleteIdFrom(athlete),
      playerName: first(str(athlete?.displayName), str(athlete?.fullName)),
      typeName: get(i, 'type', 'name'),
      statusText: i.status,
      typeDescription: get(i, 'type', 'description'),
      details: obj(i.details),
      comment: first(str(i.shortComment), str(i.longComment)),
      date: str(i.date),
      team: teamFromItem,
    },
    opts,
  );
}

/**
 * Summary `injuries[]` ({team, injuries[]} per team), the league /injuries feed
 * (team fields on the group itself), a CDN game package, or a bare group array.
 */
export function injuriesFromSummary(input: unknown, opts: InjuryOptions = {}): Injury[] {
  const s = obj(get(input, 'gamepackageJSON')) ?? input;
  const groups = Array.isArray(s) ? s : arr(get(s, 'injuries'));
  const out: Array<Injury | null> = [];
  for (const g of objs(groups)) {
    const team = obj(g.team) ?? g;
    const info: TeamInfo = { teamId: str(team.id), teamName: first(str(team.displayName), str(team.name)) };
    for (const item of arr(g.injuries)) out.push(injuryFromItem(item, info, opts));
  }
  return dedupe(out);
}

/** Core `/seasons/{y}/athletes/{id}/injuries/{injuryId}` resource -> Injury. */
export function injuryFromCore(item: unknown, opts: InjuryOptions = {}): Injury | null {
  const i = obj(item);
  if (!i) return null;
  const teamId = first(idAfter(get(i, 'team', '$ref'), 'teams'), str(get(i, 'team', 'id')));
  return build(
    {
      id: first(str(i.id), idAfter(i.$ref, 'injuries')),
      playerId: first(idAfter(get(i, 'athlete', '$ref'), 'athletes'), athleteIdFrom(i.athlete), idAfter(i.$ref, 'athletes')),
      playerName: str(get(i, 'athlete', 'displayName')),
      typeName: get(i, 'type', 'name'),
      statusText: i.status,
      typeDescription: get(i, 'type', 'description'),
      details: obj(i.details),
      comment: first(str(i.shortComment), str(i.longComment)),
      date: str(i.date),
      team: { teamId, teamName: teamReferenceById(teamId)?.displayName ?? null },
    },
    opts,
  );
}

/** Core team injuries list ({items[{$ref}]}) -> fetchable https URLs of the items. */
export function injuryRefsFromCoreList(list: unknown): string[] {
  const out: string[] = [];
  for (const item of objs(get(list, 'items'))) {
    const ref = rewriteRef(item.$ref);
    if (ref) out.push(ref);
  }
  return out;
}

/**
 * Roster -> injuries of its athletes: each `injuries[{status, date}]` entry, or,
 * with no entry, an injury-like athlete status ("Day-To-Day", "Out", …) or the
 * "suspended" group. Roster entries carry no body part, so injuryType is null.
 */
export function injuriesFromRoster(roster: unknown, opts: InjuryOptions = {}): Injury[] {
  const team: TeamInfo = { teamId: str(get(roster, 'team', 'id')), teamName: str(get(roster, 'team', 'displayName')) };
  const out: Array<Injury | null> = [];
  for (const { group, athlete } of rosterItems(roster)) {
    const base = {
      id: null,
      playerId: str(athlete.id),
      playerName: first(str(athlete.displayName), str(athlete.fullName)),
      typeDescription: null,
      details: null,
      comment: null,
      team,
    };
    const entries = objs(athlete.injuries);
    for (const e of entries) {
      out.push(build({ ...base, typeName: get(e, 'type', 'name'), statusText: e.status, details: obj(e.details), date: str(e.date) }, opts));
    }
    if (entries.length) continue;
    const fromStatus = mapInjuryStatus(get(athlete, 'status', 'type'), get(athlete, 'status', 'name'));
    if (fromStatus && fromStatus !== 'generic') {
      out.push(build({ ...base, typeName: null, statusText: get(athlete, 'status', 'name'), date: null }, opts));
    } else if (group === 'suspended') {
      out.push(build({ ...base, typeName: 'INJURY_STATUS_SUSPENSION', statusText: 'Suspension', date: null }, opts));
    }
  }
  return dedupe(out);
}
