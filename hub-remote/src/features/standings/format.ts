/** Display rules for standings: season, grouping, order, PCT, DIFF and streaks. Pure, so they are tested on their own. */
import type { Conference, Standing, Team } from '@gg/contracts';
import { compareText } from '@gg/ui';
import { favoritesFirst } from '../../shared/teams/favorite-teams';

export const RANKED_ROWS = 4;
export const CONFERENCE_FILTERS = ['all', 'AFC', 'NFC'] as const;
export type ConferenceFilter = (typeof CONFERENCE_FILTERS)[number];

export const isConferenceFilter = (value: string): value is ConferenceFilter => (CONFERENCE_FILTERS as readonly string[]).includes(value);

/** The season the rows describe; when rows disagree (a refresh across seasons), the newest. */
export function latestSeason(rows: readonly Standing[]): number | null {
  return rows.reduce<number | null>((max, row) => (max === null || row.season > max ? row.season : max), null);
}

/** Win percentage the way fans read it: three decimals without the leading zero (.765, 1.000). */
export function formatPct(winPercentage: number): string {
  return winPercentage.toFixed(3).replace(/^0\./, '.');
}

/** Point differential with its sign: '+157', '-12', '0'. */
export function pointDiff(row: Pick<Standing, 'pointsFor' | 'pointsAgainst'>): { text: string; tone: 'up' | 'down' | 'even' } {
  const diff = row.pointsFor - row.pointsAgainst;
  if (diff > 0) return { text: `+${diff}`, tone: 'up' };
  if (diff < 0) return { text: String(diff), tone: 'down' };
  return { text: '0', tone: 'even' };
}

/** Streak badge: default look for a winning streak, destructive otherwise, and the words for screen readers. */
export function streakInfo(streak: string): { text: string; winning: boolean; words: string } {
  const text = streak.trim();
  const match = /^([WLT])(\d+)$/i.exec(text);
  const kind = match?.[1]?.toUpperCase();
  const count = match?.[2] ?? '';
  const words = kind === 'W' ? `Won ${count} in a row` : kind === 'L' ? `Lost ${count} in a row` : kind === 'T' ? `Tied ${count} in a row` : text || 'No streak';
  return { text: text || '–', winning: /^W/i.test(text), words };
}

export interface StandingRow { standing: Standing; team: Team }
export interface DivisionGroup { division: string; rows: StandingRow[] }
export interface ConferenceGroup { conference: Conference; divisions: DivisionGroup[] }

/** Best record first: win percentage, then more wins, then point differential, then name. */
export function byRecord(a: StandingRow, b: StandingRow): number {
  return (
    b.standing.winPercentage - a.standing.winPercentage ||
    b.standing.wins - a.standing.wins ||
    (b.standing.pointsFor - b.standing.pointsAgainst) - (a.standing.pointsFor - a.standing.pointsAgainst) ||
    compareText(a.team.displayName, b.team.displayName)
  );
}

const CONFERENCE_ORDER: Record<Conference, number> = { AFC: 0, NFC: 1, Unknown: 2 };

/**
 * Rows joined with their teams (a row whose team is not in the team list is skipped), grouped by
 * conference, then one group per division in alphabetical order, best record first.
 */
export function groupStandings(rows: readonly Standing[], teams: readonly Team[], filter: ConferenceFilter = 'all'): ConferenceGroup[] {
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  const divisions = new Map<string, { conference: Conference; rows: StandingRow[] }>();
  for (const standing of rows) {
    const team = teamsById.get(standing.teamId);
    if (!team) continue;
    if (filter !== 'all' && team.conference !== filter) continue;
    const division = team.division ?? (team.conference === 'Unknown' ? 'Other teams' : `${team.conference} (no division)`);
    const group = divisions.get(division) ?? { conference: team.conference, rows: [] };
    group.rows.push({ standing, team });
    divisions.set(division, group);
  }
  const conferences = new Map<Conference, DivisionGroup[]>();
  for (const [division, group] of [...divisions].sort(([a], [b]) => compareText(a, b))) {
    conferences.set(group.conference, [...(conferences.get(group.conference) ?? []), { division, rows: [...group.rows].sort(byRecord) }]);
  }
  return [...conferences]
    .sort(([a], [b]) => CONFERENCE_ORDER[a] - CONFERENCE_ORDER[b])
    .map(([conference, divisionGroups]) => ({ conference, divisions: divisionGroups }));
}

/**
 * The fan's favorite teams first without bending the standings: the conference and the division
 * tables with a favorite team come first (each part in its usual order), and inside a table every
 * row keeps its place by record, so the ranks stay true. The order rule itself is `favoritesFirst`.
 */
export function favoriteDivisionsFirst(groups: ConferenceGroup[], favorites: readonly string[]): ConferenceGroup[] {
  if (favorites.length === 0) return groups;
  const teamsOfDivision = (division: DivisionGroup) => division.rows.map((row) => row.team.id);
  return favoritesFirst(groups, (group) => group.divisions.flatMap(teamsOfDivision), favorites)
    .map((group) => ({ ...group, divisions: favoritesFirst(group.divisions, teamsOfDivision, favorites) }));
}
