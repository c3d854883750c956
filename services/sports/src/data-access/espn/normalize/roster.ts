// Roster items / core athletes / web v3 profile athletes -> Player.

import type { Player } from '@gg/contracts';
import { count, first, get, num, obj, objs, str, type Obj } from './read';

/** 73 (inches) -> 6' 1" — ESPN's own displayHeight format. */
export function heightFromInches(v: unknown): string | null {
  const inches = num(v);
  if (inches === null || inches <= 0 || inches > 120) return null;
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)}' ${whole % 12}"`;
}

/** "195 lbs" -> 195. */
function weightFromDisplay(v: unknown): number | null {
  const m = /(\d+(?:\.\d+)?)/.exec(str(v) ?? '');
  return m ? num(m[1]) : null;
}

/**
 * web v3 displayExperience: "Rookie" -> 0, "3rd Season" -> 3. The number is kept
 * as-is because the roster's experience.years for the same player (Skyy Moore,
 * May 2025) is also 3.
 */
export function experienceFromDisplay(v: unknown): number | null {
  const s = str(v);
  if (!s) return null;
  if (/rookie/i.test(s)) return 0;
  const m = /(\d+)/.exec(s);
  return m ? count(m[1]) : null;
}

/** college is {name,…} on roster/profile, a $ref on core, occasionally a plain string. */
function collegeName(v: unknown): string | null {
  if (typeof v === 'string') return str(v);
  const c = obj(v);
  return c ? first(str(c.name), str(c.shortName), str(c.displayName)) : null;
}

/** Any ESPN athlete object -> Player; null without id or name. */
export function playerFromAthlete(athlete: unknown): Player | null {
  const a = obj(athlete);
  const id = str(a?.id);
  if (!a || !id) return null;
  const composed = [str(a.firstName), str(a.lastName)].filter(Boolean).join(' ') || null;
  const name = first(str(a.displayName), str(a.fullName), composed, str(a.shortName));
  if (!name) return null;
  const weight = first(num(a.weight), weightFromDisplay(a.displayWeight));
  return {
    id,
    name,
    position: first(str(get(a, 'position', 'abbreviation')), typeof a.position === 'string' ? str(a.position) : null),
    // 24 of 85 KC roster items have no jersey (undrafted/off-season signings).
    jersey: first(str(a.jersey), str(a.displayJersey)?.replace(/^#/, '') ?? null),
    height: first(str(a.displayHeight), heightFromInches(a.height)),
    weight: weight !== null && weight > 0 ? weight : null,
    age: count(a.age),
    experience: first(count(get(a, 'experience', 'years')), count(a.experience), experienceFromDisplay(a.displayExperience)),
    college: collegeName(a.college),
    headshot: first(str(get(a, 'headshot', 'href')), typeof a.headshot === 'string' ? str(a.headshot) : null),
  };
}

/** Roster athletes flattened with their ESPN group ("offense", "injuredReserveOrOut", …). */
export function rosterItems(roster: unknown): Array<{ group: string | null; athlete: Obj }> {
  const out: Array<{ group: string | null; athlete: Obj }> = [];
  for (const group of objs(get(roster, 'athletes'))) {
    const items = objs(group.items);
    if (items.length) {
      for (const athlete of items) out.push({ group: str(group.position), athlete });
    } else if (str(group.id)) {
      // Some ESPN rosters (other sports / ?enable=) list athletes flat.
      out.push({ group: null, athlete: group });
    }
  }
  return out;
}

/** teams/{id}/roster -> Player[] (every group, deduped by id). */
export function playersFromRoster(roster: unknown): Player[] {
  const seen = new Set<string>();
  const out: Player[] = [];
  for (const { athlete } of rosterItems(roster)) {
    const p = playerFromAthlete(athlete);
    if (p && !seen.has(p.id)) {
      seen.add(p.id);
      out.push(p);
    }
  }
  return out;
}

/** Core athlete resource -> Player (college is a $ref there, so it stays null). */
export function playerFromCoreAthlete(core: unknown): Player | null {
  return playerFromAthlete(core);
}

/** True when a roster item sits in the IR/out group (used for injury status fallback). */
export function isInjuredGroup(group: string | null): boolean {
  return group === 'injuredReserveOrOut';
}
