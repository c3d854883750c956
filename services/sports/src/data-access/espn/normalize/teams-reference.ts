// Static facts ESPN's team list does not carry (conference, division, home
// stadium, city, first season). Keyed by ESPN team id (ids 1–30, 33 and 34;
// there is no 31 or 32). Stadium names are the ones ESPN itself uses in
// the 2024–2025 scoreboards where a fixture shows them.
//
// `founded` is the franchise's FIRST SEASON in the NFL, the AFL (1960–69) or
// the AAFC (1946–49) — a definition with one unambiguous answer per team.
// Popular "founded" years differ for a few clubs because they count earlier
// independent play or the award date (e.g. Cardinals 1898, Packers 1919,
// Lions 1929, Rams 1936, Browns 1944); we deliberately do not use those.
//
// No head-coach table: coaches change mid-season (2025 saw in-season changes),
// so headCoach comes from the roster's `coach[]` or stays null.

import type { Conference } from '@gg/contracts';

export interface TeamReference {
  id: string;
  abbreviation: string;
  displayName: string;
  conference: Exclude<Conference, 'Unknown'>;
  division: string;
  stadium: string;
  /** "City, ST" of the home stadium. */
  location: string;
  founded: number;
}

const T = (
  id: string,
  abbreviation: string,
  displayName: string,
  division: string,
  stadium: string,
  location: string,
  founded: number,
): TeamReference => ({
  id,
  abbreviation,
  displayName,
  conference: division.startsWith('AFC') ? 'AFC' : 'NFC',
  division,
  stadium,
  location,
  founded,
});

export const TEAM_REFERENCE: readonly TeamReference[] = [
  // AFC East
  T('2', 'BUF', 'Buffalo Bills', 'AFC East', 'Highmark Stadium', 'Orchard Park, NY', 1960),
  T('15', 'MIA', 'Miami Dolphins', 'AFC East', 'Hard Rock Stadium', 'Miami Gardens, FL', 1966),
  T('17', 'NE', 'New England Patriots', 'AFC East', 'Gillette Stadium', 'Foxborough, MA', 1960),
  T('20', 'NYJ', 'New York Jets', 'AFC East', 'MetLife Stadium', 'East Rutherford, NJ', 1960),
  // AFC North
  T('33', 'BAL', 'Baltimore Ravens', 'AFC North', 'M&T Bank Stadium', 'Baltimore, MD', 1996),
  T('4', 'CIN', 'Cincinnati Bengals', 'AFC North', 'Paycor Stadium', 'Cincinnati, OH', 1968),
  T('5', 'CLE', 'Cleveland Browns', 'AFC North', 'Huntington Bank Field', 'Cleveland, OH', 1946),
  T('23', 'PIT', 'Pittsburgh Steelers', 'AFC North', 'Acrisure Stadium', 'Pittsburgh, PA', 1933),
  // AFC South
  T('34', 'HOU', 'Houston Texans', 'AFC South', 'NRG Stadium', 'Houston, TX', 2002),
  T('11', 'IND', 'Indianapolis Colts', 'AFC South', 'Lucas Oil Stadium', 'Indianapolis, IN', 1953),
  T('30', 'JAX', 'Jacksonville Jaguars', 'AFC South', 'EverBank Stadium', 'Jacksonville, FL', 1995),
  T('10', 'TEN', 'Tennessee Titans', 'AFC South', 'Nissan Stadium', 'Nashville, TN', 1960),
  // AFC West
  T('7', 'DEN', 'Denver Broncos', 'AFC West', 'Empower Field at Mile High', 'Denver, CO', 1960),
  T('12', 'KC', 'Kansas City Chiefs', 'AFC West', 'GEHA Field at Arrowhead Stadium', 'Kansas City, MO', 1960),
  T('13', 'LV', 'Las Vegas Raiders', 'AFC West', 'Allegiant Stadium', 'Las Vegas, NV', 1960),
  T('24', 'LAC', 'Los Angeles Chargers', 'AFC West', 'SoFi Stadium', 'Inglewood, CA', 1960),
  // NFC East
  T('6', 'DAL', 'Dallas Cowboys', 'NFC East', 'AT&T Stadium', 'Arlington, TX', 1960),
  T('19', 'NYG', 'New York Giants', 'NFC East', 'MetLife Stadium', 'East Rutherford, NJ', 1925),
  T('21', 'PHI', 'Philadelphia Eagles', 'NFC East', 'Lincoln Financial Field', 'Philadelphia, PA', 1933),
  T('28', 'WSH', 'Washington Commanders', 'NFC East', 'Northwest Stadium', 'Landover, MD', 1932),
  // NFC North
  T('3', 'CHI', 'Chicago Bears', 'NFC North', 'Soldier Field', 'Chicago, IL', 1920),
  T('8', 'DET', 'Detroit Lions', 'NFC North', 'Ford Field', 'Detroit, MI', 1930),
  T('9', 'GB', 'Green Bay Packers', 'NFC North', 'Lambeau Field', 'Green Bay, WI', 1921),
  T('16', 'MIN', 'Minnesota Vikings', 'NFC North', 'U.S. Bank Stadium', 'Minneapolis, MN', 1961),
  // NFC South
  T('1', 'ATL', 'Atlanta Falcons', 'NFC South', 'Mercedes-Benz Stadium', 'Atlanta, GA', 1966),
  T('29', 'CAR', 'Carolina Panthers', 'NFC South', 'Bank of America Stadium', 'Charlotte, NC', 1995),
  T('18', 'NO', 'New Orleans Saints', 'NFC South', 'Caesars Superdome', 'New Orleans, LA', 1967),
  T('27', 'TB', 'Tampa Bay Buccaneers', 'NFC South', 'Raymond James Stadium', 'Tampa, FL', 1976),
  // NFC West
  T('22', 'ARI', 'Arizona Cardinals', 'NFC West', 'State Farm Stadium', 'Glendale, AZ', 1920),
  T('14', 'LAR', 'Los Angeles Rams', 'NFC West', 'SoFi Stadium', 'Inglewood, CA', 1937),
  T('25', 'SF', 'San Francisco 49ers', 'NFC West', "Levi's Stadium", 'Santa Clara, CA', 1946),
  T('26', 'SEA', 'Seattle Seahawks', 'NFC West', 'Lumen Field', 'Seattle, WA', 1976),
];

const BY_ID = new Map(TEAM_REFERENCE.map((t) => [t.id, t]));
const BY_ABBR = new Map(TEAM_REFERENCE.map((t) => [t.abbreviation, t]));
// ESPN play text and some older feeds use other abbreviations for the same club.
const ABBR_ALIASES: Record<string, string> = { WAS: 'WSH', JAC: 'JAX', LA: 'LAR', OAK: 'LV', SD: 'LAC', CLV: 'CLE' };

export function teamReferenceById(id: string | null | undefined): TeamReference | null {
  return id ? BY_ID.get(id) ?? null : null;
}

export function teamReferenceByAbbreviation(abbr: string | null | undefined): TeamReference | null {
  if (!abbr) return null;
  const up = abbr.toUpperCase();
  return BY_ABBR.get(ABBR_ALIASES[up] ?? up) ?? null;
}

/** ESPN group ids for the two conferences (standings children, team `groups.parent.id`). */
export const CONFERENCE_BY_GROUP_ID: Readonly<Record<string, Exclude<Conference, 'Unknown'>>> = { '8': 'AFC', '7': 'NFC' };
