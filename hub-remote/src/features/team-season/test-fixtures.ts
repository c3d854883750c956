/** Team seasons as the sports service sends them (GET /api/teams/{id}/season), for this feature's tests and the team page's. */
import type { TeamSeason, TeamSeasonGame } from '@gg/contracts';

const game = (over: Partial<TeamSeasonGame> & Pick<TeamSeasonGame, 'gameId' | 'week' | 'gameDate'>): TeamSeasonGame => ({
  seasonType: 2, status: 'final', statusDetail: 'Final', homeAway: 'home', neutralSite: false,
  opponent: { id: '13', name: 'Las Vegas Raiders', abbreviation: 'LV' }, teamScore: null, opponentScore: null, result: null,
  broadcast: null, venue: null, ...over,
});

export const winOverRaiders = game({ gameId: '1', week: 1, gameDate: '2025-09-07T20:25:00.000Z', teamScore: 27, opponentScore: 20, result: 'W' });
export const lossAtBroncos = game({
  gameId: '2', week: 2, gameDate: '2025-09-14T20:25:00.000Z', homeAway: 'away', teamScore: 17, opponentScore: 20, result: 'L',
  opponent: { id: '7', name: 'Denver Broncos', abbreviation: 'DEN' },
});
export const tieWithChargers = game({
  gameId: '3', week: 4, gameDate: '2025-09-28T17:00:00.000Z', teamScore: 20, opponentScore: 20, result: 'T', statusDetail: 'Final/OT',
  opponent: { id: '24', name: 'Los Angeles Chargers', abbreviation: 'LAC' },
});
/** Sunday 1:00 PM Eastern = 17:00 UTC = 10:00 AM Pacific. */
export const nextAtBills = game({
  gameId: '4', week: 5, gameDate: '2025-10-05T17:00:00.000Z', status: 'scheduled', statusDetail: '10/5 - 1:00 PM EDT', homeAway: 'away',
  opponent: { id: '2', name: 'Buffalo Bills', abbreviation: 'BUF' }, broadcast: 'CBS', venue: 'Highmark Stadium',
});

export const chiefsSeason: TeamSeason = {
  teamId: '12',
  season: 2025,
  record: {
    season: 2025, overall: { wins: 1, losses: 1, ties: 1 }, home: { wins: 1, losses: 0, ties: 1 }, away: { wins: 0, losses: 1, ties: 0 },
    division: { wins: 1, losses: 1, ties: 0 }, conference: null, streak: 'T1', standing: '2nd in AFC West',
  },
  games: [winOverRaiders, lossAtBroncos, tieWithChargers, nextAtBills],
  byeWeek: 3,
  nextGame: nextAtBills,
  leaders: [
    { category: 'passing', athlete: 'Patrick Mahomes', athleteId: '3139477', displayValue: '812 YDS, 6 TD, 1 INT', value: 812 },
    { category: 'rushing', athlete: 'Isiah Pacheco', athleteId: '4361529', displayValue: '201 YDS, 2 TD', value: 201 },
  ],
  completeness: { record: 'complete', schedule: 'complete', leaders: 'complete' },
  notes: [],
};

export const emptySeason: TeamSeason = {
  teamId: '12', season: 2026, record: null, games: [], byeWeek: null, nextGame: null, leaders: [],
  completeness: { record: 'none', schedule: 'none', leaders: 'none' },
  notes: ['No record is available for this team yet.', 'Season leaders are not available from the data provider.'],
};
