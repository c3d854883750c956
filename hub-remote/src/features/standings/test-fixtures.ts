/** Teams and standings rows for the standings tests (shaped like the service's answers). */
import type { Standing, Team } from '@gg/contracts';

export const team = (id: string, displayName: string, abbreviation: string, conference: Team['conference'], division: string | null): Team => ({
  id, name: displayName.split(' ').at(-1) ?? displayName, displayName, abbreviation, logo: null, conference, division,
  headCoach: null, primaryColor: null, secondaryColor: null, venue: null, location: null, founded: null,
});

export const standing = (teamId: string, wins: number, losses: number, extra: Partial<Standing> = {}): Standing => {
  const ties = extra.ties ?? 0;
  const games = wins + losses + ties;
  return {
    id: `2024-${teamId}`, teamId, season: 2024, wins, losses, ties,
    winPercentage: games ? (wins + ties / 2) / games : 0, pointsFor: 400, pointsAgainst: 350, streak: 'W1', ...extra,
  };
};

export const TEAMS: Team[] = [
  team('12', 'Kansas City Chiefs', 'KC', 'AFC', 'AFC West'),
  team('7', 'Denver Broncos', 'DEN', 'AFC', 'AFC West'),
  team('24', 'Los Angeles Chargers', 'LAC', 'AFC', 'AFC West'),
  team('13', 'Las Vegas Raiders', 'LV', 'AFC', 'AFC West'),
  team('2', 'Buffalo Bills', 'BUF', 'AFC', 'AFC East'),
  team('15', 'Miami Dolphins', 'MIA', 'AFC', 'AFC East'),
  team('9', 'Green Bay Packers', 'GB', 'NFC', 'NFC North'),
  team('8', 'Detroit Lions', 'DET', 'NFC', 'NFC North'),
];

export const STANDINGS: Standing[] = [
  standing('13', 4, 13, { pointsFor: 309, pointsAgainst: 434, streak: 'L1' }),
  standing('12', 15, 2, { pointsFor: 385, pointsAgainst: 326, streak: 'L1' }),
  standing('7', 10, 7, { pointsFor: 425, pointsAgainst: 311, streak: 'W1' }),
  standing('24', 11, 6, { pointsFor: 402, pointsAgainst: 301, streak: 'W3' }),
  standing('2', 13, 4, { pointsFor: 525, pointsAgainst: 368, streak: 'L1' }),
  standing('15', 8, 9, { pointsFor: 345, pointsAgainst: 345, streak: 'L2' }),
  standing('9', 11, 6, { pointsFor: 460, pointsAgainst: 338, streak: 'L2' }),
  standing('8', 15, 2, { pointsFor: 564, pointsAgainst: 342, streak: 'W4' }),
  standing('999', 17, 0, { streak: 'W17' }), // a team the team list does not know
];
