/** Players and their numbers as the sports service sends them (recorded Chiefs data), for tests. */
import type { Player, PlayerAdvancedStats, PlayerBio, PlayerSeasonStats } from '@gg/contracts';

export const mahomes: Player = {
  id: '3139477', name: 'Patrick Mahomes', position: 'QB', jersey: '15', height: '6\' 2"', weight: 225, age: 29, experience: 8, college: 'Texas Tech', headshot: null,
};
export const skyyMoore: Player = {
  id: '4430191', name: 'Skyy Moore', position: 'WR', jersey: '24', height: '5\' 10"', weight: 195, age: 24, experience: 3, college: 'Western Michigan', headshot: null,
};
/** A rookie with no number yet. */
export const badger: Player = {
  id: '4429184', name: 'Elijhah Badger', position: 'WR', jersey: null, height: '6\' 1"', weight: 192, age: null, experience: 0, college: 'Florida', headshot: null,
};
export const butker: Player = {
  id: '3055899', name: 'Harrison Butker', position: 'PK', jersey: '7', height: '6\' 4"', weight: 205, age: 29, experience: 8, college: 'Georgia Tech', headshot: null,
};
export const winchester: Player = {
  id: '16665', name: 'James Winchester', position: 'LS', jersey: '41', height: '6\' 3"', weight: 209, age: 35, experience: 10, college: 'Oklahoma', headshot: null,
};
export const smith: Player = {
  id: '4242459', name: 'Trey Smith', position: 'G', jersey: '65', height: '6\' 6"', weight: 321, age: 25, experience: 4, college: 'Tennessee', headshot: null,
};
export const bolton: Player = {
  id: '4361370', name: 'Nick Bolton', position: 'LB', jersey: '32', height: '5\' 11"', weight: 237, age: 24, experience: 4, college: 'Missouri', headshot: null,
};
export const pacheco: Player = {
  id: '4361529', name: 'Isiah Pacheco', position: 'RB', jersey: '10', height: '5\' 10"', weight: 216, age: 25, experience: 3, college: 'Rutgers', headshot: null,
};

export const mahomesBio: PlayerBio = {
  ...mahomes, college: null, drafted: '2017: Rd 1, Pk 10 (KC)', birthPlace: 'Whitehouse, TX', bio: null, awards: [], careerHighlights: [],
};

export const mahomesStats: PlayerSeasonStats = {
  playerId: '3139477', season: 2024, passingYards: 3928, passingTouchdowns: 26, passingInterceptions: 11, rushingYards: 307, rushingTouchdowns: 2,
  receivingYards: 2, receptions: 1, receivingTouchdowns: 0, tackles: 0, sacks: 0, interceptions: 0,
};

const noAdvanced = {
  qbr: null, completionPercentage: null, yardsPerAttempt: null, passerRating: null, redZoneEfficiency: null, yardsPerCarry: null,
  yardsAfterContact: null, brokenTackles: null, yardsAfterCatch: null, targetShare: null, catchRate: null, separationDistance: null,
  tackleEfficiency: null, passRushWinRate: null, coverageRating: null, snapCount: null, snapPercentage: null, fantasyPoints: null, fantasyPointsPerGame: null,
};

/** ESPN's numbers: completion as a percentage (67.5), only labelled values filled in. */
export const mahomesAdvanced: PlayerAdvancedStats = {
  ...noAdvanced, playerId: '3139477', season: 2024, qbr: 67.6, completionPercentage: 67.5, yardsPerAttempt: 6.8, passerRating: 93.5, yardsPerCarry: 5.3,
};

/** Every metric missing (what the service sends for Skyy Moore). */
export const emptyAdvanced = (playerId: string, season = 2024): PlayerAdvancedStats => ({ ...noAdvanced, playerId, season });
