/** Display rules for teams: colours from data. Pure, so they are tested on their own. */
import type { Team } from '@gg/contracts';
import { normalizeHex } from '../../shared/teams/team-colors';

export { hexLabel, normalizeHex } from '../../shared/teams/team-colors';

export interface TeamColor { name: 'Primary' | 'Secondary'; hex: string }

/** The team's colours that are known, each with its name (a swatch never carries the colour alone). */
export function teamColors(team: Pick<Team, 'primaryColor' | 'secondaryColor'>): TeamColor[] {
  const list: TeamColor[] = [];
  const primary = normalizeHex(team.primaryColor);
  const secondary = normalizeHex(team.secondaryColor);
  if (primary) list.push({ name: 'Primary', hex: primary });
  if (secondary) list.push({ name: 'Secondary', hex: secondary });
  return list;
}

/** A missing value in the team's facts. */
export const MISSING = '—';
