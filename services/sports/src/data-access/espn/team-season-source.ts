// A team's season from ESPN: its schedule (`teams/{id}/schedule`, required), the standings of the
// same season (its record) and core season leaders (each read defensively: a failure costs that
// part, said in the answer, not the page).
import type { Game, TeamLeader, TeamSeason, TeamSeasonGame } from '@gg/contracts';
import { ProviderError } from '../providers/provider';
import { leaderFromRef, leaderRefsFromCore, nextGameOf, rewriteRef, seasonGameFromGame, teamRecordFromStandings, teamScheduleFrom, teamSeasonFrom } from './normalize';

export interface TeamSeasonSourceDeps {
  site: string;
  siteV2: string;
  core: string;
  season: number;
  fetchJson: (url: string) => Promise<unknown>;
  soft: <T, F>(what: string, run: () => Promise<T>, fallback: F) => Promise<T | F>;
  /** Games still to come across the league, for the next game once this season is over. */
  upcoming: () => Promise<Game[]>;
}

/** Null when ESPN does not know the team (its schedule is a 404). */
export async function teamSeasonFromEspn(teamId: string | null, deps: TeamSeasonSourceDeps): Promise<TeamSeason | null> {
  if (!teamId) return null;
  const { site, siteV2, season, fetchJson, soft } = deps;
  const [scheduleBody, standings, leaders] = await Promise.all([
    fetchJson(`${site}/teams/${teamId}/schedule?season=${season}&seasontype=2`).catch((err: unknown) => {
      if (err instanceof ProviderError && err.status === 404) return null;
      throw err;
    }),
    soft('standings (team record)', () => fetchJson(`${siteV2}/standings?season=${season}`), null),
    soft('team leaders', () => seasonLeaders(teamId, deps), null),
  ]);
  if (scheduleBody === null) return null;
  const schedule = teamScheduleFrom(scheduleBody, teamId);
  // Only when this season has nothing left to play is the league's coming slate asked for.
  const later: TeamSeasonGame[] = nextGameOf(schedule.games)
    ? []
    : (await soft('upcoming (next game)', deps.upcoming, [] as Game[])).map((g) => seasonGameFromGame(g, teamId)).filter((g): g is TeamSeasonGame => g !== null);
  return teamSeasonFrom({
    teamId,
    schedule,
    scheduleCompleteness: 'complete',
    standingsRecord: standings === null ? null : teamRecordFromStandings(standings, teamId),
    later,
    leaders,
  });
}

/** Core's season leaders (`seasons/{y}/types/2/teams/{id}/leaders`, unrecorded, so read defensively), each named from its athlete. */
async function seasonLeaders(teamId: string, { core, season, fetchJson, soft }: TeamSeasonSourceDeps): Promise<TeamLeader[]> {
  const refs = leaderRefsFromCore(await fetchJson(`${core}/seasons/${season}/types/2/teams/${teamId}/leaders`));
  const named = await Promise.all(refs.map(async (ref) => {
    const url = rewriteRef(ref.athleteRef);
    const athlete = url ? await soft('leader athlete', () => fetchJson(url), null) : null;
    return athlete === null ? null : leaderFromRef(ref, athlete);
  }));
  return named.filter((l): l is TeamLeader => l !== null);
}
