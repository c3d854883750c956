import { GameChangeSchema, ScoresSnapshotSchema, type Game } from '@gg/contracts';
import { liveGame } from '@gg/contracts/testing';
import { packersAtFalcons } from '../test-games';
import { applyGameChange } from './use-live-scores-push';

const kickoff: Game = packersAtFalcons({
  id: '401547417', statusDetail: 'Sun, November 22nd at 1:00 PM EST', awayRecord: '8-2', homeRecord: '4-6', venue: 'Mercedes-Benz Stadium', broadcast: 'FOX', isIndoorVenue: true,
});
const scored: Game = liveGame({ ...kickoff, status: 'live', statusDetail: '9:12 - 1st', awayScore: 7, period: 1, clock: '9:12', possessionTeamId: '1', lastPlay: 'Jordan Love pass to Jayden Reed for 23 yds, TOUCHDOWN' });

// the data lines of two events as the sports service writes them (JSON text)
const SNAPSHOT_DATA = JSON.stringify({ games: [kickoff], updatedAt: '2026-11-22T17:59:40.000Z', stale: false });
const GAME_DATA = JSON.stringify({ gameId: scored.id, changes: ['score', 'status', 'play', 'clock'], game: scored, at: '2026-11-22T18:05:48.000Z' });

describe('the live-scores events the hub applies', () => {
  it('reads them with the schemas the sports service sends them by, and patches the cached slate with the change', () => {
    const snapshot = ScoresSnapshotSchema.parse(JSON.parse(SNAPSHOT_DATA));
    const change = GameChangeSchema.parse(JSON.parse(GAME_DATA));
    const slate = { data: snapshot.games, updatedAt: snapshot.updatedAt, stale: snapshot.stale };
    expect(applyGameChange(slate, change.game, change.at)).toEqual({ data: [scored], updatedAt: '2026-11-22T18:05:48.000Z', stale: false });
  });

  it('an event of another shape does not pass', () => {
    expect(GameChangeSchema.safeParse({ ...JSON.parse(GAME_DATA), changes: ['halftime'] }).success).toBe(false);
    expect(GameChangeSchema.safeParse({ ...JSON.parse(GAME_DATA), game: { ...scored, status: 'suspended' } }).success).toBe(false);
    expect(ScoresSnapshotSchema.safeParse({ games: [kickoff] }).success).toBe(false); // no updatedAt, no stale
  });
});
