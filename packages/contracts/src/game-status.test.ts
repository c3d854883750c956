import {
  GAME_STATUSES, isCalledOffStatus, isCanceledStatus, isDelayedStatus, isFinalGame, isFinalStatus, isLiveGame, isLiveOrDelayedStatus,
  isLiveStatus, isPostponedStatus, isScheduledGame, isScheduledStatus, isUnplayedStatus, type GameStatus,
} from './game-status';
import { GameStatusSchema } from './hub';

const where = (rule: (s: GameStatus) => boolean) => GAME_STATUSES.filter(rule);

describe('game status rules', () => {
  it('the schema accepts exactly the listed statuses', () => {
    expect(GameStatusSchema.options).toEqual([...GAME_STATUSES]);
    expect(GameStatusSchema.safeParse('halftime').success).toBe(false);
  });

  it('a game is live while being played, under either name a provider uses', () => {
    expect(where(isLiveStatus)).toEqual(['live', 'in_progress']);
  });

  it('one status each for final, scheduled, delayed, postponed and canceled', () => {
    expect(where(isFinalStatus)).toEqual(['final']);
    expect(where(isScheduledStatus)).toEqual(['scheduled']);
    expect(where(isDelayedStatus)).toEqual(['delayed']);
    expect(where(isPostponedStatus)).toEqual(['postponed']);
    expect(where(isCanceledStatus)).toEqual(['canceled']);
  });

  it('called off: postponed or canceled', () => {
    expect(where(isCalledOffStatus)).toEqual(['postponed', 'canceled']);
  });

  it('live or delayed: still on the field, or may be again any moment', () => {
    expect(where(isLiveOrDelayedStatus)).toEqual(['live', 'in_progress', 'delayed']);
  });

  it('unplayed: no score yet (a delay may come mid-game, so it is not one)', () => {
    expect(where(isUnplayedStatus)).toEqual(['scheduled', 'postponed', 'canceled']);
  });

  it('the game forms read the status of anything that has one', () => {
    expect(isLiveGame({ status: 'in_progress' })).toBe(true);
    expect(isLiveGame({ status: 'delayed' })).toBe(false);
    expect(isFinalGame({ status: 'final' })).toBe(true);
    expect(isFinalGame({ status: 'live' })).toBe(false);
    expect(isScheduledGame({ status: 'scheduled' })).toBe(true);
    expect(isScheduledGame({ status: 'postponed' })).toBe(false);
  });
});
