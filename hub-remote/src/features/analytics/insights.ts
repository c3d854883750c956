/**
 * The analytics tab's rules, pure so each is tested on its own. Every number shown comes from the
 * sports service (predictions, fantasy advice, standings); nothing is derived from ids here.
 */
import type { Prediction, Standing, Team } from '@gg/contracts';
import { compareText } from '@gg/ui';

/** Predictions and fantasy advice are asked for the first 10 upcoming games. */
export const INSIGHT_GAMES = 10;
export const PREDICTIONS_SHOWN = 5;
export const FANTASY_SHOWN = 3;
export const TREND_TEAMS = 3;
export const EXPLOSIVE_PPG = 30;
export const CONFIDENCE_MIN = 5;
export const CONFIDENCE_MAX = 9;

/** Confidence is shown as n/10, held to 5–9 whatever the service sends. */
export const clampConfidence = (n: number) => Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, Math.round(n)));

/** Both teams' chances in whole percent, adding up to 100. */
export function winShares(p: Pick<Prediction, 'homeWinProbability'>): { away: number; home: number } {
  const home = Math.round(Math.min(1, Math.max(0, p.homeWinProbability)) * 100);
  return { away: 100 - home, home };
}

export const BASIS_LABEL: Record<Prediction['basis'], string> = {
  moneyline: 'Sportsbook moneylines',
  spread: 'The point spread',
  'provider-probability': 'ESPN live win probability',
  records: 'Team records',
  none: 'Not enough data yet',
};

// ---------------------------------------------------------------- team trends

export interface TeamTrend { team: Team; standing: Standing; streak: number; record: string; pointsPerGame: number | null }

/** 'W5' -> a 5-game winning streak; ties and empty streaks count as none. */
export function parseStreak(streak: string): { kind: 'W' | 'L'; length: number } | null {
  const match = /^([WL])(\d+)$/i.exec(streak.trim());
  if (!match) return null;
  const length = Number(match[2]);
  return length > 0 ? { kind: match[1]!.toUpperCase() as 'W' | 'L', length } : null;
}

const gamesPlayed = (s: Standing) => s.wins + s.losses + s.ties;
export const pointsPerGame = (s: Standing): number | null => (gamesPlayed(s) > 0 ? s.pointsFor / gamesPlayed(s) : null);
export const recordText = (s: Standing) => (s.ties > 0 ? `${s.wins}-${s.losses}-${s.ties}` : `${s.wins}-${s.losses}`);

/** The season the standings are for (the latest, should the list mix seasons). */
export const standingsSeason = (standings: readonly Standing[]): number | null =>
  standings.length === 0 ? null : Math.max(...standings.map((s) => s.season));

/** The latest season's rows joined to their teams; a row whose team is unknown is skipped. */
function trends(standings: readonly Standing[], teams: readonly Team[]): TeamTrend[] {
  const season = standingsSeason(standings);
  const byId = new Map(teams.map((t) => [t.id, t]));
  return standings
    .filter((s) => s.season === season)
    .flatMap((s) => {
      const team = byId.get(s.teamId);
      return team ? [{ team, standing: s, streak: 0, record: recordText(s), pointsPerGame: pointsPerGame(s) }] : [];
    });
}

const byName = (a: TeamTrend, b: TeamTrend) => compareText(a.team.displayName, b.team.displayName);

function streaks(standings: readonly Standing[], teams: readonly Team[], kind: 'W' | 'L'): TeamTrend[] {
  return trends(standings, teams)
    .flatMap((t) => {
      const streak = parseStreak(t.standing.streak);
      return streak?.kind === kind ? [{ ...t, streak: streak.length }] : [];
    })
    .sort((a, b) => b.streak - a.streak
      // equal streaks: the better record is hotter, the worse record colder
      || (kind === 'W' ? b.standing.winPercentage - a.standing.winPercentage : a.standing.winPercentage - b.standing.winPercentage)
      || byName(a, b))
    .slice(0, TREND_TEAMS);
}

/** Hot teams: the 3 longest winning streaks. */
export const hotTeams = (standings: readonly Standing[], teams: readonly Team[]) => streaks(standings, teams, 'W');
/** Cold teams: the 3 longest losing streaks. */
export const coldTeams = (standings: readonly Standing[], teams: readonly Team[]) => streaks(standings, teams, 'L');

/** Explosive offenses: every team scoring 30 or more points per game (points for ÷ games played), most first. */
export function explosiveOffenses(standings: readonly Standing[], teams: readonly Team[]): TeamTrend[] {
  return trends(standings, teams)
    .filter((t) => t.pointsPerGame !== null && t.pointsPerGame >= EXPLOSIVE_PPG)
    .sort((a, b) => (b.pointsPerGame ?? 0) - (a.pointsPerGame ?? 0) || byName(a, b));
}
