/**
 * Every talking point the sports data supports right now, and the ones it no longer supports.
 *
 * A game has one point at a time, by where it stands: before kickoff an upcoming point (if it is
 * worth one), while it is played a live point, once it is over a result point. Whenever a game's
 * point is made, its other two are withdrawn: so the live point ends when the game does and the
 * result point takes its place. A live game whose plays run ahead of its score has no point until
 * they agree, and the one it had is withdrawn (it may cite a score that was taken back). Teams'
 * streaks and the news follow (when their sources answered).
 */
import { isCalledOffStatus, isFinalGame, isLiveGame, isScheduledGame, type Game, type TalkingPoint, type TalkingPointCategory } from '@gg/contracts';
import { liveGamePoint } from './live-game-points';
import { newsPoints } from './news-points';
import { resultPoint } from './result-points';
import { gameSource, pointId, type Generated, type SportsSnapshot } from './sports-snapshot';
import { streakPoints } from './streak-points';
import { recordBook, upcomingPoint, type RecordBook } from './upcoming-points';
import { teamDirectory, type TeamDirectory } from './wording';

const GAME_CATEGORIES: TalkingPointCategory[] = ['upcoming', 'live_game', 'recent_performance'];

export function gamePoints(game: Game, snapshot: SportsSnapshot, teams: TeamDirectory, records: RecordBook): Generated {
  const source = gameSource(game.id);
  const detail = snapshot.details.get(game.id);
  const ctx = { teams, now: snapshot.now };
  let category: TalkingPointCategory | null;
  let point: TalkingPoint | null;
  if (isLiveGame(game)) {
    category = 'live_game';
    point = liveGamePoint(game, detail, ctx);
  } else if (isFinalGame(game)) {
    category = 'recent_performance';
    point = resultPoint(game, detail, ctx);
  } else if (isScheduledGame(game)) {
    category = 'upcoming';
    point = upcomingPoint(game, detail?.odds, { ...ctx, records, injuries: snapshot.injuries });
  } else if (isCalledOffStatus(game.status)) {
    category = null; // nothing to say about a game that is off
    point = null;
  } else {
    return { points: [], retire: [] }; // delayed: keep what was said until it resumes
  }
  return {
    points: point ? [point] : [],
    retire: GAME_CATEGORIES.filter((c) => c !== category || point === null).map((c) => pointId(c, source)),
  };
}

/**
 * All families from one snapshot; with `gameIds`, only those games' points (a live change).
 * Never two points about the same event: one id per (category, source), and a game's phase
 * decides its single point.
 */
export function generateTalkingPoints(snapshot: SportsSnapshot, scope?: { gameIds: ReadonlySet<string> }): Generated {
  const teams = teamDirectory(snapshot.teams);
  const records = recordBook(snapshot.standings);
  const games = snapshot.games ?? [];
  const parts: Generated[] = [];

  for (const game of games) {
    if (!scope || scope.gameIds.has(game.id)) parts.push(gamePoints(game, snapshot, teams, records));
  }
  if (!scope && snapshot.standings) parts.push(streakPoints(snapshot.standings, { teams, games, now: snapshot.now }));
  if (!scope && snapshot.news) parts.push(newsPoints(snapshot.news, { teams: snapshot.teams, directory: teams, games, now: snapshot.now }));

  const byId = new Map<string, TalkingPoint>();
  for (const p of parts.flatMap((x) => x.points)) {
    const kept = byId.get(p.id);
    if (!kept || p.relevanceScore > kept.relevanceScore) byId.set(p.id, p);
  }
  const retire = [...new Set(parts.flatMap((x) => x.retire))].filter((id) => !byId.has(id));
  const points = [...byId.values()].sort((a, b) => b.relevanceScore - a.relevanceScore || a.id.localeCompare(b.id));
  return { points, retire };
}

/** Merges games by id; the first list wins (the live slate is fresher than the upcoming list). */
export function mergeGames(...lists: Array<Game[] | null>): Game[] | null {
  if (lists.every((l) => l === null)) return null;
  const byId = new Map<string, Game>();
  for (const list of lists) for (const g of list ?? []) if (!byId.has(g.id)) byId.set(g.id, g);
  return [...byId.values()];
}
