/**
 * A team's season from the recordings. Every team gets its record from the recorded standings
 * (2024 final) and its leaders are not recorded at all. Only the Chiefs' full schedule was
 * recorded (2023); every other team's list is the recorded game day's games it plays in (last
 * week's final, the game on now, the coming game), and the answer says it is partial.
 */
import type { Game, TeamSeason, TeamSeasonGame } from '@gg/contracts';
import { seasonGameFromGame, teamRecordFromStandings, teamScheduleFrom, teamSeasonFrom } from '../../espn/normalize/team-season';
import { readFixture } from '../fixture-files';

const RECORDED_SCHEDULES: Record<string, string> = { '12': 'team_12_KC_schedule_season2023.json' };

export function recordedTeamSeason(teamId: string, slate: readonly Game[], now: Date): TeamSeason {
  const standingsRecord = teamRecordFromStandings(readFixture('standings_apis_v2_2024.json'), teamId);
  const onTheSlate = slate.map((g) => seasonGameFromGame(g, teamId)).filter((g): g is TeamSeasonGame => g !== null);
  const file = RECORDED_SCHEDULES[teamId];
  if (file) {
    const schedule = teamScheduleFrom(readFixture(file), teamId);
    // The recorded season is over: its next game is the coming one of the recorded game day.
    const later = onTheSlate.filter((g) => Date.parse(g.gameDate) >= now.getTime());
    return teamSeasonFrom({ teamId, schedule, scheduleCompleteness: 'complete', standingsRecord, later, leaders: null });
  }
  return teamSeasonFrom({
    teamId,
    schedule: { season: null, byeWeek: null, games: onTheSlate, standing: null },
    scheduleCompleteness: 'partial',
    standingsRecord,
    leaders: null,
    notes: ["Only this game day's games are listed: the team's full schedule was not recorded."],
  });
}
