/** Teams as the sports service sends them, for this feature's tests and the team page's. */
import type { Team } from '@gg/contracts';

/** The detail (GET /api/teams/12): head coach, stadium, location and founding year included. */
export const chiefsDetail: Team = {
  id: '12', name: 'Chiefs', displayName: 'Kansas City Chiefs', abbreviation: 'KC', logo: null, conference: 'AFC', division: 'AFC West',
  headCoach: 'Andy Reid', primaryColor: '#e31837', secondaryColor: '#ffb612', venue: 'GEHA Field at Arrowhead Stadium',
  location: 'Kansas City, MO', founded: 1960,
};

/** The same team's row in the list (GET /api/teams): no head coach. */
export const chiefsListed: Team = { ...chiefsDetail, headCoach: null };
