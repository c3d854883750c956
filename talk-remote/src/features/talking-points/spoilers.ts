/**
 * Which talking points spoiler-safe mode hides: the ones about results. A point about a game
 * being played or just finished always is; so is a team's streak, and any other point whose words
 * state a result or a score or record ("the 7-2 Packers"). With chosen teams, such a point is hidden
 * when it is about one of them (a streak's team, or the team named in its words) — or, while the
 * team names are unknown, whenever it is about a result at all.
 */
import type { TalkingPoint } from '@gg/contracts';
import type { ViewingPreferences } from '@gg/preferences';
import { mentionsAny, statesResult } from '@gg/preferences/result-words';

const RESULT_CATEGORIES = new Set<TalkingPoint['category']>(['live_game', 'recent_performance']);
/** The talk service names a streak point's source `team:<teamId>`. */
const TEAM_SOURCE = /^team:(.+)$/;

const wordsOf = (p: TalkingPoint) => [p.title, p.talkingPoint, p.context, p.casualPhrase ?? ''].join('\n');

export function isAboutResult(point: TalkingPoint): boolean {
  return RESULT_CATEGORIES.has(point.category) || TEAM_SOURCE.test(point.source ?? '') || statesResult(wordsOf(point));
}

export interface TeamNames { id: string; displayName: string; name: string; abbreviation: string }

export function isPointHidden(point: TalkingPoint, prefs: ViewingPreferences, teams: readonly TeamNames[] | undefined): boolean {
  const { everything, teamIds } = prefs.spoilerSafe;
  if (!everything && teamIds.length === 0) return false;
  if (!isAboutResult(point)) return false;
  if (everything || !teams) return true;
  const streakTeam = TEAM_SOURCE.exec(point.source ?? '')?.[1];
  if (streakTeam !== undefined) return teamIds.includes(streakTeam);
  const names = teams.filter((t) => teamIds.includes(t.id)).flatMap((t) => [t.displayName, t.name, t.abbreviation]);
  return mentionsAny(wordsOf(point), names);
}
