/**
 * Trending teams: winning and losing streaks from the standings. Five in a row is notable and a
 * longer run more so; one point per team, withdrawn when its streak ends (or drops under five).
 * A streak point goes stale when the team plays again.
 */
import { isScheduledGame, type Game, type Standing } from '@gg/contracts';
import { streakRelevance } from './relevance';
import { pointId, type Generated } from './sports-snapshot';
import { capitalize, choose, countWord, WHEN, type TeamDirectory } from './wording';

export const NOTABLE_STREAK = 5;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface Streak { kind: 'W' | 'L'; length: number }

/** "W5" -> five wins in a row; ties and anything unreadable are no streak. */
export function parseStreak(text: string): Streak | null {
  const m = /^\s*([WL])\s*(\d{1,2})\s*$/i.exec(text);
  if (!m) return null;
  return { kind: (m[1] as string).toUpperCase() as 'W' | 'L', length: Number(m[2]) };
}

export const teamSource = (teamId: string) => `team:${teamId}`;

/** The team's next game still to kick off, from the games the sports service listed. */
function nextGame(teamId: string, games: Game[], now: Date): Game | null {
  return games
    .filter((g) => isScheduledGame(g) && Date.parse(g.gameDate) > now.getTime() && (g.awayTeamId === teamId || g.homeTeamId === teamId))
    .sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate))[0] ?? null;
}

export function streakPoints(standings: Standing[], { teams, games, now }: { teams: TeamDirectory; games: Game[]; now: Date }): Generated {
  const streaks = standings.map((s) => ({ standing: s, streak: parseStreak(s.streak) }));
  const longest = (kind: 'W' | 'L') => Math.max(0, ...streaks.filter((x) => x.streak?.kind === kind).map((x) => x.streak?.length ?? 0));
  const out: Generated = { points: [], retire: [] };

  for (const { standing, streak } of streaks) {
    const source = teamSource(standing.teamId);
    const id = pointId('trending', source);
    const fromGames = games.find((g) => g.awayTeamId === standing.teamId || g.homeTeamId === standing.teamId);
    const fallbackName = fromGames ? (fromGames.awayTeamId === standing.teamId ? fromGames.awayTeam : fromGames.homeTeam) : null;
    const team = teams(standing.teamId, fallbackName ?? '', null);
    if (!streak || streak.length < NOTABLE_STREAK || !team.full) {
      out.retire.push(id);
      continue;
    }
    const n = streak.length;
    const T = team.short;
    const won = streak.kind === 'W';
    const next = nextGame(standing.teamId, games, now);
    const nextKickoff = next ? Date.parse(next.gameDate) : null;

    const talkingPoint = choose(source, 'talk', won
      ? [
          `The ${T} have won ${countWord(n)} straight.`,
          `${capitalize(countWord(n))} wins in a row for the ${T}.`,
          n === longest('W') ? `Nobody is hotter than the ${T}: ${countWord(n)} straight wins.` : null,
        ]
      : [
          `The ${T} have lost ${countWord(n)} straight.`,
          `${capitalize(countWord(n))} losses in a row for the ${T}.`,
          `The ${T} haven't won in ${countWord(n)} games.`,
        ]) ?? `The ${T} have ${won ? 'won' : 'lost'} ${countWord(n)} straight.`;

    const record = `${standing.wins}-${standing.losses}${standing.ties > 0 ? `-${standing.ties}` : ''}`;
    const context = [
      `${team.full}: ${record} in the ${standing.season} standings, ${standing.pointsFor} points scored and ${standing.pointsAgainst} allowed.`,
      next ? nextSentence(standing.teamId, next, teams) : null,
      `A streak counts a team's latest results in a row: ${won ? 'W' : 'L'}${n} means ${countWord(n)} straight ${won ? 'wins' : 'losses'}.`,
    ].filter(Boolean).join(' ');
    const casualPhrase = choose(source, 'casual', won
      ? [`Is anyone going to stop the ${T}?`, `Have you noticed the ${T} lately?`]
      : [`What's going on with the ${T}?`, `Rough stretch for the ${T}, huh?`]);

    out.points.push({
      id,
      category: 'trending',
      title: won ? `${T} on a ${n}-game winning streak` : `${T} have dropped ${n} straight`,
      talkingPoint,
      context,
      ...(casualPhrase ? { casualPhrase } : {}),
      // the next game's day is worded by the reader's app (see WHEN)
      ...(next ? { kickoff: next.gameDate } : {}),
      relevanceScore: streakRelevance({ length: n, playsSoon: nextKickoff !== null && nextKickoff - now.getTime() <= 3 * DAY }),
      createdAt: now.toISOString(),
      // stale when the team plays again; with no game listed, a week from now (to the hour, so it holds still)
      expiresAt: new Date(nextKickoff ?? Math.ceil(now.getTime() / HOUR) * HOUR + 7 * DAY).toISOString(),
      source,
    });
  }
  return out;
}

function nextSentence(teamId: string, game: Game, teams: TeamDirectory): string {
  const home = game.homeTeamId === teamId;
  const opponent = home ? teams(game.awayTeamId, game.awayTeam, game.awayTeamAbbreviation) : teams(game.homeTeamId, game.homeTeam, game.homeTeamAbbreviation);
  return home ? `Next up: the ${opponent.short} visit ${WHEN}.` : `Next up: at the ${opponent.short} ${WHEN}.`;
}
