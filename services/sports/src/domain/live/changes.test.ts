import type { Game } from '@gg/contracts';
import { diffGames } from './changes';

const game = (id: string, over: Partial<Game> = {}) => ({ id, awayScore: 0, homeScore: 0, status: 'in_progress', statusDetail: 'Q1', lastPlay: null, clock: '15:00', period: 1, ...over }) as unknown as Game;

describe('diffGames', () => {
  it('announces what changed, game by game', () => {
    const before = [game('1'), game('2')];
    const after = [game('1', { homeScore: 7, lastPlay: 'TD' } as Partial<Game>), game('2'), game('3')];
    expect(diffGames(before, after).map((c) => [c.gameId, c.changes])).toEqual([['1', ['score', 'play']], ['3', ['new']]]);
  });

  it('announces every game when there is no previous slate (first start, or the store lost it), so viewers catch up at once', () => {
    const changes = diffGames(null, [game('1', { homeScore: 21 } as Partial<Game>), game('2')]);
    expect(changes.map((c) => [c.gameId, c.changes])).toEqual([['1', ['new']], ['2', ['new']]]);
    expect(changes[0]!.game.homeScore).toBe(21);
  });

  it('announces a changed situation (a timeout, a new down) even when nothing else moved, and only then', () => {
    const third = { phase: 'down', down: 3, distance: 4, yardLine: 29, possessionTeamId: '9', homeTimeouts: 3, awayTimeouts: 3 } as const;
    const before = [game('1', { situation: third }), game('2', { situation: third }), game('3')];
    const after = [game('1', { situation: { ...third, homeTimeouts: 2 } }), game('2', { situation: { ...third } }), game('3', { situation: { phase: 'kickoff' } })];
    expect(diffGames(before, after).map((c) => [c.gameId, c.changes])).toEqual([['1', ['situation']], ['3', ['situation']]]);
    expect(diffGames([game('1', { situation: third })], [game('1')]).map((c) => c.changes)).toEqual([['situation']]);
  });
});

describe('diffGames and the drive', () => {
  it('announces a changed drive under way (a play run, a new drive, one ended) even when nothing else moved, and only then', () => {
    const drive = { teamId: '9', plays: 3, yards: 12, elapsedSeconds: 95, start: { period: 1, clock: '15:00', yardLine: 75 } };
    const before = [game('1', { drive }), game('2', { drive }), game('3', { drive }), game('4')];
    const after = [game('1', { drive: { ...drive, plays: 4, yards: 15 } }), game('2', { drive: { ...drive, start: { ...drive.start } } }), game('3'), game('4', { drive: { plays: 0, yards: 0 } })];
    expect(diffGames(before, after).map((c) => [c.gameId, c.changes])).toEqual([['1', ['drive']], ['3', ['drive']], ['4', ['drive']]]);
  });
});
