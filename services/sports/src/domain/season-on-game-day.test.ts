import type { Game, TeamSeason } from '@gg/contracts';
import { seasonGameFromGame } from '../data-access/espn/normalize/team-season';
import { seasonWithScoreboard } from './season-on-game-day';

const base: Game = {
  id: 'today', status: 'scheduled', statusDetail: '1:00 PM', awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayScore: 0, homeScore: 0, awayTeamLogo: null, homeTeamLogo: null, awayRecord: null, homeRecord: null,
  gameDate: '2026-11-22T18:00:00.000Z', season: 2026, seasonType: 2, week: 12, venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', period: null, clock: null,
  possessionTeamId: null, downDistance: null, isRedZone: null, lastPlay: null, temperature: null, windSpeed: null, windDirection: null,
  precipitationProbability: null, weatherCondition: null, weatherCode: null, isIndoorVenue: null,
};
const later: Game = { ...base, id: 'later', gameDate: '2026-11-29T18:00:00.000Z', week: 13, awayTeam: 'New Orleans Saints', awayTeamId: '18', awayTeamAbbreviation: 'NO' };
const asSeason = (game: Game) => seasonGameFromGame(game, '1')!;

const season: TeamSeason = {
  teamId: '1', season: 2026, record: null, games: [asSeason(base), asSeason(later)], byeWeek: null, nextGame: asSeason(base), leaders: [],
  completeness: { record: 'none', schedule: 'partial', leaders: 'none' }, notes: [],
};

describe("a team's season on game day", () => {
  it('is the same answer while the scoreboard says nothing new about its games', () => {
    expect(seasonWithScoreboard(season, [base, { ...base, id: 'other', homeTeamId: '5', awayTeamId: '6' }])).toBe(season);
    expect(seasonWithScoreboard(season, [])).toBe(season);
  });

  it('takes a game that kicked off from the scoreboard, the game staying next', () => {
    const on = seasonWithScoreboard(season, [{ ...base, status: 'live', statusDetail: '8:12 - 2nd', homeScore: 10, awayScore: 7 }]);
    expect(on.games[0]).toMatchObject({ status: 'live', teamScore: 10, opponentScore: 7, result: null });
    expect(on.nextGame).toMatchObject({ gameId: 'today', status: 'live' });
  });

  it('takes a result from the scoreboard, and the next game moves on to the one after', () => {
    const over = seasonWithScoreboard(season, [{ ...base, status: 'final', statusDetail: 'Final', homeScore: 20, awayScore: 24, week: null }]);
    expect(over.games[0]).toMatchObject({ status: 'final', teamScore: 20, opponentScore: 24, result: 'L', week: 12 });
    expect(over.nextGame).toMatchObject({ gameId: 'later' });
  });
});
