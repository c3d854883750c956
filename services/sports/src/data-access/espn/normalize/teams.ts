// ESPN teams list / team detail / roster coach -> Team.

import type { Conference, Team } from '@gg/contracts';
import { arr, first, get, hexColor, obj, objs, pickLogo, str, type Obj } from './read';
import { CONFERENCE_BY_GROUP_ID, teamReferenceByAbbreviation, teamReferenceById } from './teams-reference';

export interface TeamExtras {
  /** Overrides the coach found on the team object (e.g. from a roster call). */
  headCoach?: string | null;
}

/** "Andy Reid" from a roster's `coach[]` (first entry), else null. */
export function headCoachFromRoster(roster: unknown): string | null {
  for (const c of objs(get(roster, 'coach'))) {
    const name = [str(c.firstName), str(c.lastName)].filter(Boolean).join(' ');
    if (name) return name;
  }
  return null;
}

/** Conference from the team's ESPN group (detail endpoint: groups.parent.id "8" = AFC). */
function conferenceFromGroups(team: Obj): Conference | null {
  const parentId = str(get(team, 'groups', 'parent', 'id'));
  return (parentId && CONFERENCE_BY_GROUP_ID[parentId]) || null;
}

/** One ESPN team object (list item, detail `team`, or athlete `team`) -> Team. */
export function teamFromEspn(input: unknown, extras: TeamExtras = {}): Team | null {
  // The list wraps each team as { team: {...} }; accept both.
  const direct = obj(input);
  const team = direct && str(direct.id) ? direct : obj(get(input, 'team'));
  if (!team) return null;
  const id = str(team.id);
  if (!id) return null;
  const abbreviation = str(team.abbreviation);
  const ref = teamReferenceById(id) ?? teamReferenceByAbbreviation(abbreviation);
  const displayName = first(str(team.displayName), ref?.displayName, [str(team.location), str(team.name)].filter(Boolean).join(' ') || null);
  const name = first(str(team.name), str(team.nickname), str(team.shortDisplayName), displayName);
  const abbr = first(abbreviation, ref?.abbreviation);
  if (!displayName || !name || !abbr) return null;

  const venue = obj(get(team, 'franchise', 'venue')) ?? obj(team.venue);
  const venueName = str(venue?.fullName);
  const city = str(get(venue, 'address', 'city'));
  const state = str(get(venue, 'address', 'state'));

  return {
    id,
    name,
    displayName,
    abbreviation: abbr,
    logo: first(pickLogo(team.logos), str(team.logo)),
    conference: ref?.conference ?? conferenceFromGroups(team) ?? 'Unknown',
    division: ref?.division ?? null,
    headCoach: extras.headCoach !== undefined ? extras.headCoach : null,
    primaryColor: hexColor(team.color),
    secondaryColor: hexColor(team.alternateColor),
    // ESPN's live venue name wins (stadiums get renamed); the table is the fallback.
    venue: first(venueName, ref?.stadium),
    location: first(city && state ? `${city}, ${state}` : null, ref?.location),
    founded: ref?.founded ?? null,
  };
}

/** teams endpoint: sports[0].leagues[0].teams[].team -> Team[] (deduped by id). */
export function teamsFromList(input: unknown): Team[] {
  const out: Team[] = [];
  const seen = new Set<string>();
  // Walk every sport/league in case ESPN ever returns more than one.
  for (const sport of objs(get(input, 'sports'))) {
    for (const league of objs(sport.leagues)) {
      for (const entry of arr(league.teams)) {
        const t = teamFromEspn(entry);
        if (t && !seen.has(t.id)) {
          seen.add(t.id);
          out.push(t);
        }
      }
    }
  }
  return out;
}

/** teams/{id} response ({ team }) -> Team; pass the roster response to fill headCoach. */
export function teamFromDetail(detail: unknown, roster?: unknown): Team | null {
  const headCoach = roster === undefined ? null : headCoachFromRoster(roster);
  return teamFromEspn(get(detail, 'team') ?? detail, { headCoach });
}
