/**
 * The team page's season in words: a game's line ("W 27–20 vs LV", "L 17–20 @ DEN"), what a screen
 * reader says for it, a record's parts, and the season's weeks with the bye in its place. What a
 * result and a record are is decided in @gg/contracts/season-record.
 */
import type { TeamRecord, TeamSeason, TeamSeasonGame, WinLossRecord } from '@gg/contracts';
import { recordText, recordWords } from '@gg/contracts/season-record';

/** "vs LV" at home, "@ DEN" away; a neutral site still says which side the league lists. */
export const opponentLine = (g: TeamSeasonGame) => `${g.homeAway === 'home' ? 'vs' : '@'} ${g.opponent.abbreviation ?? g.opponent.name}`;

/** "W 27–20" (the team's points first), or null before a result. */
export const resultLine = (g: TeamSeasonGame) =>
  g.result !== null && g.teamScore !== null && g.opponentScore !== null ? `${g.result} ${g.teamScore}–${g.opponentScore}` : null;

const RESULT_WORDS = { W: 'Won', L: 'Lost', T: 'Tied' } as const;

/** "Won 27 to 20 against Las Vegas Raiders", "Lost 17 to 20 at Denver Broncos". */
export function resultWords(g: TeamSeasonGame): string {
  const where = `${g.homeAway === 'home' ? 'against' : 'at'} ${g.opponent.name}`;
  if (g.result === null || g.teamScore === null || g.opponentScore === null) return where;
  return `${RESULT_WORDS[g.result]} ${g.teamScore} to ${g.opponentScore} ${where}`;
}

export interface RecordPart {
  label: string;
  text: string;
  words: string;
}

/** Overall first, then the splits the provider gave: "11–6 · Home 5–4 · Away 6–2 · Division 4–2 · Conference 9–3". */
export function recordParts(record: TeamRecord): RecordPart[] {
  const part = (label: string, r: WinLossRecord | null): RecordPart[] => (r ? [{ label, text: recordText(r), words: `${label}: ${recordWords(r)}` }] : []);
  return [
    { label: '', text: recordText(record.overall), words: recordWords(record.overall) },
    ...part('Home', record.home),
    ...part('Away', record.away),
    ...part('Division', record.division),
    ...part('Conference', record.conference),
  ];
}

const STREAK_WORDS = { W: 'won', L: 'lost', T: 'tied' } as const;

/** "W2" -> "Won the last 2", "L1" -> "Lost the last game". */
export function streakWords(streak: string): string | null {
  const m = /^([WLT])(\d+)$/.exec(streak);
  if (!m) return null;
  const verb = STREAK_WORDS[m[1] as keyof typeof STREAK_WORDS];
  const n = Number(m[2]);
  return n === 1 ? `${verb[0]!.toUpperCase()}${verb.slice(1)} the last game` : `${verb[0]!.toUpperCase()}${verb.slice(1)} the last ${n}`;
}

export type WeekRow = { kind: 'game'; game: TeamSeasonGame } | { kind: 'bye'; week: number };

/** The season's games in order, the bye week placed before the first game after it. */
export function weekRows(season: Pick<TeamSeason, 'games' | 'byeWeek'>): WeekRow[] {
  const rows: WeekRow[] = [];
  let byePlaced = season.byeWeek === null;
  for (const game of season.games) {
    if (!byePlaced && game.week !== null && game.seasonType !== 3 && game.week > season.byeWeek!) {
      rows.push({ kind: 'bye', week: season.byeWeek! });
      byePlaced = true;
    }
    rows.push({ kind: 'game', game });
  }
  if (!byePlaced && rows.length > 0) rows.push({ kind: 'bye', week: season.byeWeek! });
  return rows;
}

/** "2023 record", or "Record" when the season is not known. */
export const recordTitle = (record: Pick<TeamRecord, 'season'>) => (record.season ? `${record.season} record` : 'Record');

/** "2023 regular season" / "This season". */
export const scheduleTitle = (season: number | null) => (season ? `${season} regular season` : 'This season');
