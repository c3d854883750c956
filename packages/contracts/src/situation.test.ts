import { GameSchema, GameSituationSchema } from './hub';
import {
  downAndDistanceText, fieldPositionText, isGoalToGo, isInRedZone, lineToGain, possessionSide, yardsToEndZone, type GameSituation,
} from './situation';
import { liveGame } from './testing';

// Packers (away, id 9) at Falcons (home, id 1): yard lines count from the Falcons' goal line
const game = { homeTeamId: '1', awayTeamId: '9', homeTeamAbbreviation: 'ATL', awayTeamAbbreviation: 'GB' };
const down = (over: GameSituation): GameSituation => ({ phase: 'down', down: 1, distance: 10, ...over });

describe('the situation contract', () => {
  it('accepts a situation with any part missing, and a live game with or without one', () => {
    expect(GameSituationSchema.parse({})).toEqual({});
    expect(GameSituationSchema.parse({ phase: 'between-plays', homeTimeouts: 2 })).toEqual({ phase: 'between-plays', homeTimeouts: 2 });
    expect(GameSchema.parse({ ...liveGame(), situation: { phase: 'down', down: 3, distance: 4, yardLine: 29, possessionTeamId: '9' } }).situation?.down).toBe(3);
    expect(GameSchema.parse(liveGame()).situation).toBeUndefined();
  });

  it('refuses what no game can have: down 0 or 5, a negative distance, four timeouts, a spot off the field, an unknown phase', () => {
    for (const bad of [{ down: 0 }, { down: 5 }, { down: -1 }, { distance: -2 }, { homeTimeouts: 4 }, { awayTimeouts: -1 }, { yardLine: 101 }, { phase: 'halftime' }, { possessionTeamId: '' }]) {
      expect(GameSituationSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('situation rules', () => {
  it('knows which side has the ball only when it is one of the two teams', () => {
    expect(possessionSide({ possessionTeamId: '9' }, game)).toBe('away');
    expect(possessionSide({ possessionTeamId: '1' }, game)).toBe('home');
    expect(possessionSide({ possessionTeamId: '33' }, game)).toBeNull();
    expect(possessionSide({}, game)).toBeNull();
  });

  it('measures the yards to the end zone each side attacks', () => {
    // the visitors attack the home goal line (0), the home team the far one (100)
    expect(yardsToEndZone({ yardLine: 29, possessionTeamId: '9' }, game)).toBe(29);
    expect(yardsToEndZone({ yardLine: 29, possessionTeamId: '1' }, game)).toBe(71);
    expect(yardsToEndZone({ yardLine: 29 }, game)).toBeNull();
  });

  it('the red zone is a down inside the opponent 20, and nowhere else', () => {
    expect(isInRedZone(down({ yardLine: 20, possessionTeamId: '9' }), game)).toBe(true);
    expect(isInRedZone(down({ yardLine: 21, possessionTeamId: '9' }), game)).toBe(false);
    expect(isInRedZone(down({ yardLine: 85, possessionTeamId: '1' }), game)).toBe(true);
    expect(isInRedZone(down({ yardLine: 15, possessionTeamId: '1' }), game)).toBe(false); // deep in its own end
    expect(isInRedZone({ phase: 'kickoff', yardLine: 15, possessionTeamId: '9' }, game)).toBe(false);
  });

  it('goal to go when the line to gain would reach the goal line', () => {
    expect(isGoalToGo(down({ distance: 9, yardLine: 9, possessionTeamId: '9' }), game)).toBe(true);
    expect(isGoalToGo(down({ distance: 10, yardLine: 6, possessionTeamId: '9' }), game)).toBe(true);
    expect(isGoalToGo(down({ distance: 2, yardLine: 11, possessionTeamId: '9' }), game)).toBe(false);
    expect(isGoalToGo(down({ distance: 10, yardLine: 94, possessionTeamId: '1' }), game)).toBe(true);
  });

  it('puts the line to gain ahead of the ball, never past the goal line', () => {
    expect(lineToGain(down({ distance: 4, yardLine: 29, possessionTeamId: '9' }), game)).toBe(25);
    expect(lineToGain(down({ distance: 4, yardLine: 29, possessionTeamId: '1' }), game)).toBe(33);
    expect(lineToGain(down({ distance: 10, yardLine: 95, possessionTeamId: '1' }), game)).toBe(100);
    expect(lineToGain({ phase: 'between-plays', yardLine: 29, possessionTeamId: '9' }, game)).toBeNull();
  });

  it('says the spot as a fan does', () => {
    expect(fieldPositionText(29, game)).toBe('ATL 29');
    expect(fieldPositionText(71, game)).toBe('GB 29');
    expect(fieldPositionText(50, game)).toBe('50');
    expect(fieldPositionText(0, game)).toBeNull();
  });

  it('writes down and distance, with Goal when goal to go, and nothing without a down', () => {
    expect(downAndDistanceText(down({ down: 3, distance: 4, yardLine: 71, possessionTeamId: '1' }), game)).toBe('3rd & 4 at GB 29');
    expect(downAndDistanceText(down({ down: 1, distance: 9, yardLine: 9, possessionTeamId: '9' }), game)).toBe('1st & Goal at ATL 9');
    expect(downAndDistanceText(down({ down: 2, distance: 7 }), game)).toBe('2nd & 7');
    expect(downAndDistanceText({ phase: 'between-plays', yardLine: 30 }, game)).toBeNull();
    expect(downAndDistanceText({ phase: 'kickoff', down: 1, distance: 10 }, game)).toBeNull();
  });
});
