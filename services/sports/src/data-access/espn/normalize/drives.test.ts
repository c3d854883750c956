import { CompletedDriveSchema, CurrentDriveSchema, GameSchema } from '@gg/contracts';
import {
  completedDriveFrom, completedDrivesFromSummary, currentDriveFromScoreboard, currentDriveFromSummary, driveMomentFrom, driveResultFrom, endPlayIdOf,
} from './drives';
import { gameFromSummary, gamesFromScoreboard } from './games';
import { playsFromSummary } from './plays';
import { get } from './read';
import { fixture, JUNK } from './test-fixtures';

const SUMMARY = 'summary_401547417_2023_wk2_GB_at_ATL_final.json';
/**
 * Two drives of the CDN game package of BAL at JAX (2023 week 15), whose full recording is not
 * shipped (only its odds are): the shapes of a missed field goal and a lost fumble, plays cut to
 * the last two.
 */
const CDN_PACKAGE = {
  gameId: 401547602,
  gamepackageJSON: {
    drives: {
      previous: [
        { displayResult: 'Missed FG', isScore: false, start: { period: { number: 1, type: 'quarter' }, yardLine: 25, clock: { displayValue: '6:21' }, text: 'JAX 25' }, description: '7 plays, 43 yards, 3:18', yards: 43, timeElapsed: { displayValue: '3:18' }, result: 'MISSED FG', offensivePlays: 7, end: { period: { number: 1, type: 'quarter' }, yardLine: 68, clock: { displayValue: '3:03' }, text: 'BAL 32' }, id: '4015476023', shortDisplayResult: 'MISSED FG', team: { id: '30' }, plays: [{ id: '401547602697', type: { text: 'Field Goal Missed' } }, { id: '401547602708', type: { text: 'Official Timeout' } }] },
        { displayResult: 'Fumble', isScore: false, start: { period: { number: 2, type: 'quarter' }, yardLine: 48, clock: { displayValue: '11:37' }, text: 'JAX 48' }, description: '10 plays, 32 yards, 5:55', yards: 32, timeElapsed: { displayValue: '5:55' }, result: 'FUMBLE', offensivePlays: 10, end: { period: { number: 2, type: 'quarter' }, yardLine: 77, clock: { displayValue: '5:42' }, text: 'BAL 23' }, id: '4015476027', shortDisplayResult: 'FUMBLE', team: { id: '30' }, plays: [{ id: '4015476021376', type: { text: 'Fumble Recovery (Opponent)' } }, { id: '4015476021395', type: { text: 'Official Timeout' } }] },
      ],
    },
  },
};
const LIVE = 'scoreboard_2025_reg_wk14_live_20251207T190037Z.json';

describe('completed drives from the summary (recorded GB at ATL)', () => {
  const drives = completedDrivesFromSummary(fixture(SUMMARY));

  it('reads all 20 drives in game order, each passing the contract', () => {
    expect(drives).toHaveLength(20);
    for (const d of drives) expect(CompletedDriveSchema.parse(d)).toEqual(d);
    expect(drives.map((d) => d.result)).toEqual([
      'punt', 'interception', 'punt', 'field-goal', 'touchdown', 'turnover-on-downs', 'field-goal', 'touchdown', 'end-of-half',
      'punt', 'touchdown', 'field-goal', 'touchdown', 'touchdown', 'punt', 'field-goal', 'punt', 'field-goal', 'turnover-on-downs', 'end-of-game',
    ]);
  });

  it('keeps the team, plays, yards, time, start and end, spots from the home goal line', () => {
    expect(drives[0]).toEqual({
      id: '4015474171', teamId: '9', plays: 3, yards: 37, elapsedSeconds: 66, result: 'punt', endPlayId: '401547417211',
      start: { period: 1, clock: '15:00', yardLine: 75 }, end: { period: 1, clock: '13:54', yardLine: 38 },
    });
    // the drive that ran into the 2nd quarter, and the kneel at the half (no end clock given)
    expect(drives[4]).toMatchObject({ teamId: '9', plays: 11, yards: 84, elapsedSeconds: 317, result: 'touchdown', start: { period: 1, clock: '3:50' }, end: { period: 2, clock: '13:33' } });
    expect(drives[8]).toMatchObject({ plays: 1, yards: -1, elapsedSeconds: 12, result: 'end-of-half', end: { period: 2 } });
    expect(drives[8]!.end).not.toHaveProperty('clock');
  });

  it('names the play that ended each drive, one of the feed\'s plays, not the timeout after it', () => {
    const playIds = new Set(playsFromSummary(fixture(SUMMARY)).map((p) => p.id));
    for (const d of drives) expect(playIds.has(d.endPlayId!)).toBe(true);
    const plays = playsFromSummary(fixture(SUMMARY));
    const type = (id: string | undefined) => plays.find((p) => p.id === id)?.playType;
    expect(type(drives[0]!.endPlayId)).toBe('Punt');
    expect(type(drives[4]!.endPlayId)).toBe('Passing Touchdown');
    expect(type(drives[8]!.endPlayId)).toBe('End of Half');
    expect(drives.every((d) => !/timeout/i.test(type(d.endPlayId) ?? ''))).toBe(true);
  });

  it('reads a CDN game package too (a missed field goal, a fumble)', () => {
    const cdn = completedDrivesFromSummary(CDN_PACKAGE);
    expect(cdn.map((d) => [d.result, d.endPlayId])).toEqual([['missed-field-goal', '401547602697'], ['fumble', '4015476021376']]);
    expect(cdn[1]).toMatchObject({ teamId: '30', plays: 10, yards: 32, elapsedSeconds: 355, start: { period: 2, clock: '11:37', yardLine: 48 } });
    for (const d of cdn) CompletedDriveSchema.parse(d);
  });
});

describe('the drive under way', () => {
  it('on the live scoreboard: only a drive with no result yet, with the team that has the ball', () => {
    const games = gamesFromScoreboard(fixture(LIVE));
    const withDrive = games.filter((g) => g.drive);
    // CIN at BUF is mid-drive; IND at JAX has just kicked off (a drive of 0 plays, nobody has the
    // ball yet); the others' latest drive has ended (a punt, a field goal)
    expect(withDrive.map((g) => g.id).sort()).toEqual(['401772793', '401772902']);
    expect(games.find((g) => g.id === '401772902')!.drive).toEqual({ teamId: '4', plays: 7, yards: 59, elapsedSeconds: 233, start: { yardLine: 69 } });
    expect(games.find((g) => g.id === '401772793')!.drive).toEqual({ plays: 0, yards: 0, elapsedSeconds: 0, start: { yardLine: 0 } });
    for (const g of games) GameSchema.parse(g);
    for (const g of withDrive) CurrentDriveSchema.parse(g.drive);
  });

  it('not on a final game, nor from a summary that has no current drive', () => {
    expect(gameFromSummary(fixture(SUMMARY))!.drive).toBeUndefined();
    expect(currentDriveFromSummary(fixture(SUMMARY))).toBeNull();
  });

  it('from a live summary\'s drives.current, and never listed again among the drives that ended', () => {
    const recorded = fixture(SUMMARY) as { drives: { previous: unknown[] } };
    const last = recorded.drives.previous.at(-3) as Record<string, unknown>;
    const current = { ...last, result: undefined, displayResult: undefined, shortDisplayResult: undefined };
    const live = { drives: { previous: recorded.drives.previous.slice(0, -2), current } };
    expect(currentDriveFromSummary(live)).toMatchObject({ teamId: '1', plays: 12, yards: 66 });
    expect(completedDrivesFromSummary(live)).toHaveLength(17);
    expect(currentDriveFromSummary({ gamepackageJSON: live })).not.toBeNull();
  });
});

describe('drive pieces', () => {
  it('maps ESPN results, codes and words alike, and leaves unknown ones out', () => {
    const cases: Array<[string, string | null]> = [
      ['TD', 'touchdown'], ['Touchdown', 'touchdown'], ['FG', 'field-goal'], ['Field Goal', 'field-goal'], ['MISSED FG', 'missed-field-goal'],
      ['FG MISSED', 'missed-field-goal'], ['BLOCKED FG', 'blocked-field-goal'], ['PUNT', 'punt'], ['BLOCKED PUNT', 'blocked-punt'],
      ['DOWNS', 'turnover-on-downs'], ['INT', 'interception'], ['INT TD', 'interception'], ['FUMBLE', 'fumble'], ['FUMBLE RETURN TD', 'fumble'],
      ['SF', 'safety'], ['SAFETY', 'safety'], ['END OF HALF', 'end-of-half'], ['End of Game', 'end-of-game'], ['ROUGE', null], ['', null],
    ];
    for (const [espn, result] of cases) expect([espn, driveResultFrom(espn)]).toEqual([espn, result]);
  });

  it('reads a start or end with only what is known', () => {
    expect(driveMomentFrom({ period: { number: 2 }, clock: { displayValue: '0:12' }, yardLine: 76, text: 'GB 24' })).toEqual({ period: 2, clock: '0:12', yardLine: 76 });
    expect(driveMomentFrom({ period: { number: 0 }, clock: { displayValue: 'soon' }, yardLine: 140 })).toBeNull();
    expect(driveMomentFrom({ yardLine: '35' })).toEqual({ yardLine: 35 });
  });

  it('the ending play skips timeouts after it, and any play will do when there is nothing else', () => {
    expect(endPlayIdOf([{ id: '1', type: { text: 'Punt' } }, { id: '2', type: { text: 'Official Timeout' } }])).toBe('1');
    expect(endPlayIdOf([{ id: '2', type: { text: 'Timeout' } }])).toBe('2');
    expect(endPlayIdOf([null, { type: { text: 'Rush' } }])).toBeNull();
  });
});

describe('drives from junk', () => {
  it('never throws and gives nothing it cannot read', () => {
    for (const junk of JUNK) {
      expect(completedDrivesFromSummary(junk)).toEqual([]);
      expect(completedDriveFrom(junk)).toBeNull();
      expect(currentDriveFromSummary(junk)).toBeNull();
      expect(currentDriveFromScoreboard(junk)).toBeNull();
      expect(driveResultFrom(junk)).toBeNull();
      expect(endPlayIdOf(junk)).toBeNull();
      expect(completedDrivesFromSummary({ drives: { previous: junk, current: junk } })).toEqual([]);
      expect(currentDriveFromScoreboard({ lastPlay: { drive: junk } })).toBeNull();
    }
  });

  it('drops drives with wrong types and keeps the good parts of the rest', () => {
    const summary = {
      drives: {
        previous: [
          { id: 7, offensivePlays: '4', yards: '12', timeElapsed: { displayValue: '2:05' }, result: 'PUNT', team: { id: 9 }, plays: 'x', start: null, end: 5 },
          { id: '8', offensivePlays: null, yards: null, description: '6 plays, 40 yards, 3:01', result: 42 },
          { id: '9', offensivePlays: -2, yards: 300, description: 'soon' },
          { id: '10', offensivePlays: 3, yards: 7, timeElapsed: { displayValue: '99:99' } },
          { id: '10', offensivePlays: 3, yards: 7 },
          { offensivePlays: 3, yards: 7 },
          'junk', null,
        ],
      },
    };
    const drives = completedDrivesFromSummary(summary);
    expect(drives).toEqual([
      { id: '7', teamId: '9', plays: 4, yards: 12, elapsedSeconds: 125, result: 'punt' },
      { id: '8', plays: 6, yards: 40, elapsedSeconds: 181 },
      { id: '10', plays: 3, yards: 7 },
    ]);
    for (const d of drives) CompletedDriveSchema.parse(d);
  });

  it('a scoreboard drive with a result, or with no numbers, is no drive under way', () => {
    expect(currentDriveFromScoreboard({ possession: '4', lastPlay: { drive: { description: '3 plays, 2 yards, 1:43', result: 'PUNT' } } })).toBeNull();
    expect(currentDriveFromScoreboard({ possession: '4', lastPlay: { drive: { description: 'a long one' } } })).toBeNull();
    expect(currentDriveFromScoreboard({ possession: null, lastPlay: { drive: { description: '2 plays, -3 yards, 0:41', start: { yardLine: 'x' } } } })).toEqual({ plays: 2, yards: -3, elapsedSeconds: 41 });
    expect(get(null, 'x')).toBeUndefined();
  });
});
