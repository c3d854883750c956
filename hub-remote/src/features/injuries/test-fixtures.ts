/** Injury reports for the injury tests (shaped like the service's answers). */
import type { Injury } from '@gg/contracts';

let next = 1;
export const injury = (extra: Partial<Injury> = {}): Injury => ({
  id: `i${next++}`, teamId: '12', teamName: 'Kansas City Chiefs', playerId: '1', playerName: 'Player', status: 'questionable',
  injuryType: 'Knee', description: 'Left Knee - ACL (Surgery)', dateReported: '2025-03-10T15:00:00Z', expectedReturn: '2025-08-01', ...extra,
});

export const INJURIES: Injury[] = [
  injury({ id: 'trice', teamId: '1', teamName: 'Atlanta Falcons', playerName: 'Bralen Trice', status: 'questionable', dateReported: '2025-02-11T15:06:00Z' }),
  injury({ id: 'thompson', playerName: 'BJ Thompson', status: 'out', injuryType: null, description: null, expectedReturn: null, dateReported: '2025-05-06T20:56:00Z' }),
  injury({ id: 'lockhart', playerName: 'Justin Lockhart', status: 'injured-reserve', dateReported: '2025-05-08T12:29:00Z' }),
  injury({ id: 'reed', teamId: '9', teamName: 'Green Bay Packers', playerName: 'Jayden Reed', status: 'probable', injuryType: 'Shoulder', dateReported: '2025-05-14T18:41:00Z' }),
  injury({ id: 'watson', teamId: '9', teamName: 'Green Bay Packers', playerName: 'Christian Watson', status: 'doubtful', dateReported: '2025-05-02T18:38:00Z' }),
  injury({ id: 'unknown', teamId: '1', teamName: 'Atlanta Falcons', playerName: null, status: null, injuryType: 'Ankle', description: null, dateReported: 'not a date', expectedReturn: null }),
  injury({ id: 'doubs', teamId: '9', teamName: 'Green Bay Packers', playerName: 'Romeo Doubs', status: 'questionable', injuryType: 'Concussion', dateReported: '2025-04-28T17:07:00Z' }),
];

/**
 * ESPN's "listed but active" entry the hub asks for (includeGeneric=true): no status, no player,
 * and news that is not about an injury.
 */
export const TEAM_NOTE = injury({
  id: 'note', teamId: '1', teamName: 'Atlanta Falcons', playerId: '4', playerName: null, status: null, injuryType: 'INJURY_STATUS_ACTIVE',
  description: "The Falcons are exercising their fifth-year option on London's rookie contract.", dateReported: '2025-04-30T16:00:00Z', expectedReturn: null,
});

/** A season's worth: 500 reports spread over the statuses. */
export const manyInjuries = (n = 500): Injury[] => {
  const statuses: Injury['status'][] = ['out', 'questionable', 'questionable', 'doubtful', 'probable'];
  return Array.from({ length: n }, (_, i) => injury({ id: `bulk-${i}`, playerName: `Player ${i}`, status: statuses[i % statuses.length]! }));
};
