import { GameSituationSchema } from '@gg/contracts';
import { gamesFromScoreboard } from './games';
import { arr, get } from './read';
import { downFromPlayStart, kickoffFromPlayStart, situationFromScoreboard } from './situation';
import { fixture, JUNK } from './test-fixtures';

const LIVE_FILE = 'scoreboard_2025_reg_wk14_live_20251207T190037Z.json';
const liveGames = gamesFromScoreboard(fixture(LIVE_FILE));
const situationOf = (id: string) => liveGames.find((g) => g.id === id)?.situation;

describe('situation from the live scoreboard (recorded)', () => {
  it('gives every live game its situation and no other game one, each passing the contract', () => {
    for (const game of liveGames) {
      if (game.status === 'live') expect(GameSituationSchema.parse(game.situation)).toEqual(game.situation);
      else expect(game.situation).toBeUndefined();
    }
    expect(liveGames.filter((g) => g.situation).length).toBe(8);
  });

  it('reads a down: CIN at BUF, 1st & Goal at BUF 10, with timeouts', () => {
    expect(situationOf('401772902')).toEqual({ phase: 'down', down: 1, distance: 10, yardLine: 10, possessionTeamId: '4', homeTimeouts: 3, awayTimeouts: 3 });
  });

  it('between plays (down -1, no possession, no texts) says only what is known: no down, no spot, no red zone', () => {
    // NO at TB and PIT at BAL: ESPN still marks them "red zone" at a kickoff spot
    for (const id of ['401772792', '401772791']) {
      const s = situationOf(id)!;
      expect(s.phase).toBe('between-plays');
      expect(s).not.toHaveProperty('down');
      expect(s).not.toHaveProperty('yardLine');
      expect(s).not.toHaveProperty('possessionTeamId');
      expect(typeof s.homeTimeouts).toBe('number');
    }
  });

  it('keeps a down whose team ESPN left out (IND at JAX), without a possession', () => {
    expect(situationOf('401772793')).toEqual({ phase: 'down', down: 1, distance: 10, yardLine: 73, homeTimeouts: 3, awayTimeouts: 3 });
  });
});

describe('situation from shapes not in the recordings', () => {
  it('a quarter break or halftime is a break, with or without a situation object', () => {
    expect(situationFromScoreboard({ down: 2, distance: 5, yardLine: 40, possession: '1', homeTimeouts: 1, awayTimeouts: 2 }, 'STATUS_END_PERIOD'))
      .toEqual({ phase: 'break', homeTimeouts: 1, awayTimeouts: 2 });
    expect(situationFromScoreboard(undefined, 'STATUS_HALFTIME')).toEqual({ phase: 'break' });
    expect(situationFromScoreboard(undefined, 'STATUS_IN_PROGRESS')).toBeNull();
  });

  it('after a touchdown the try; after a field goal, a try or a safety, the kickoff; down 0 is a kickoff', () => {
    const after = (text: string) => situationFromScoreboard({ down: -1, distance: 0, yardLine: 98, lastPlay: { type: { id: '67', text } } }, 'STATUS_IN_PROGRESS')?.phase;
    expect(after('Passing Touchdown')).toBe('try');
    expect(after('Fumble Return Touchdown')).toBe('try');
    expect(after('Field Goal Good')).toBe('kickoff');
    expect(after('Extra Point Good')).toBe('kickoff');
    expect(after('Two-Point Pass Conversion')).toBe('kickoff');
    expect(after('Safety')).toBe('kickoff');
    expect(after('Official Timeout')).toBe('between-plays');
    expect(situationFromScoreboard({ down: 0, yardLine: 35 }, 'STATUS_IN_PROGRESS')).toEqual({ phase: 'kickoff' });
  });

  it('takes numbers sent as strings, and drops what is out of range rather than passing it on', () => {
    expect(situationFromScoreboard({ down: '3', distance: '4', yardLine: '71', possession: 9, homeTimeouts: '2', awayTimeouts: 7 }, null))
      .toEqual({ phase: 'down', down: 3, distance: 4, yardLine: 71, possessionTeamId: '9', homeTimeouts: 2 });
    expect(situationFromScoreboard({ down: 5, distance: -3, yardLine: 140, homeTimeouts: -1 }, null)).toEqual({ phase: 'between-plays' });
    expect(situationFromScoreboard({ down: 2, distance: 'ten', yardLine: null, possession: {} }, null)).toEqual({ phase: 'down', down: 2 });
  });

  it('survives junk: never throws, and whatever it returns passes the contract', () => {
    for (const junk of JUNK) {
      for (const status of [null, 'STATUS_HALFTIME', 'STATUS_IN_PROGRESS']) {
        const s = situationFromScoreboard(junk, status);
        if (s) expect(GameSituationSchema.safeParse(s).success).toBe(true);
      }
      expect(downFromPlayStart(junk)).toBeNull();
      expect(GameSituationSchema.safeParse(kickoffFromPlayStart(junk, '1')).success).toBe(true);
    }
  });
});

describe('situation from the play feed (recorded summary)', () => {
  const plays = arr(get(fixture('summary_401547417_2023_wk2_GB_at_ATL_final.json'), 'drives', 'previous')).flatMap((d) => arr(get(d, 'plays')));

  it('reads every snap of the game as a down that passes the contract, and nothing else as one', () => {
    const downs = plays.map((p) => downFromPlayStart(get(p, 'start')));
    expect(downs.filter(Boolean).length).toBeGreaterThan(130);
    for (const d of downs) if (d) GameSituationSchema.parse(d);
    // the opening kickoff starts from down 0: not a down
    expect(downs[0]).toBeNull();
    expect(downs[1]).toEqual({ phase: 'down', down: 1, distance: 10, yardLine: 75, possessionTeamId: '9' });
  });

  it('keeps a kickoff spot only on the kicking team own half', () => {
    expect(kickoffFromPlayStart(get(plays[0], 'start'), '1')).toEqual({ phase: 'kickoff', yardLine: 35, possessionTeamId: '1' });
    // "B.Pinion kicks 74 yards from ATL 35": the feed says yard line 91
    expect(kickoffFromPlayStart({ down: 0, yardLine: 91, team: { id: '1' } }, '1')).toEqual({ phase: 'kickoff', possessionTeamId: '1' });
    expect(kickoffFromPlayStart({ down: 0, yardLine: 65, team: { id: '9' } }, '1')).toEqual({ phase: 'kickoff', yardLine: 65, possessionTeamId: '9' });
  });
});
