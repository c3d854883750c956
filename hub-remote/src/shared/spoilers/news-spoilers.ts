/**
 * Whether a news item gives a protected team's result away (see revealsResult in the UI kit for
 * the words it looks for). With every team protected, any result headline is hidden; with chosen
 * teams, one that names them — or any result headline on a protected team's own news.
 */
import type { NewsItem, Team } from '@gg/contracts';
import { revealsResult } from '@gg/preferences/result-words';
import type { ViewingPreferences } from '@gg/preferences';

type TeamNames = Pick<Team, 'id' | 'displayName' | 'name' | 'abbreviation'>;

/** The words that name the protected teams: "Green Bay Packers", "Packers", "GB". */
export function protectedTeamNames(prefs: ViewingPreferences, teams: readonly TeamNames[] | undefined): string[] {
  const ids = new Set(prefs.spoilerSafe.teamIds);
  return (teams ?? []).filter((t) => ids.has(t.id)).flatMap((t) => [t.displayName, t.name, t.abbreviation]);
}

export function newsRevealsResult(
  item: Pick<NewsItem, 'headline' | 'description'>,
  prefs: ViewingPreferences,
  { teams, pageTeamId }: { teams?: readonly TeamNames[]; pageTeamId?: string },
): boolean {
  const { everything, teamIds } = prefs.spoilerSafe;
  if (!everything && teamIds.length === 0) return false;
  const text = `${item.headline}\n${item.description ?? ''}`;
  // every team protected, or this is a protected team's own news: any stated result is theirs
  if (everything || (pageTeamId !== undefined && teamIds.includes(pageTeamId))) return revealsResult(text, 'any');
  // chosen teams but their names are not known yet: hide every result headline rather than guess
  if (!teams) return revealsResult(text, 'any');
  return revealsResult(text, protectedTeamNames(prefs, teams));
}
