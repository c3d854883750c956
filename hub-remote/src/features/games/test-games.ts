/**
 * The game the games feature's tests are about: Green Bay at Atlanta, on 2026-11-22 (week 12), with
 * nothing else known (no venue, broadcast or records), built with the shared contract factories.
 */
import type { Game } from '@gg/contracts';
import { liveGame, scheduledGame } from '@gg/contracts/testing';

const PACKERS_AT_FALCONS = {
  awayTeam: 'Green Bay Packers', homeTeam: 'Atlanta Falcons', awayTeamId: '9', homeTeamId: '1',
  awayTeamAbbreviation: 'GB', homeTeamAbbreviation: 'ATL', awayRecord: null, homeRecord: null, venue: null, broadcast: null,
} satisfies Partial<Game>;

/** Before kickoff, 0-0, no provider words, unless `over` says otherwise (a test changes what it is about). */
export const packersAtFalcons = (over: Partial<Game> = {}): Game =>
  scheduledGame({ id: '1', statusDetail: null, ...PACKERS_AT_FALCONS, ...over });

/** In the second quarter, Green Bay up 7-3, as the game detail panel opens it. */
export const livePackersAtFalcons: Game =
  liveGame({ id: '10', statusDetail: '5:49 - 2nd', ...PACKERS_AT_FALCONS, awayScore: 7, homeScore: 3, period: 2, clock: '5:49' });
