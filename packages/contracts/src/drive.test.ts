import { CompletedDriveSchema, CurrentDriveSchema } from './drive-schemas';
import {
  clockSeconds, clockText, completedDriveText, currentDriveText, DRIVE_RESULT_WORDS, DRIVE_RESULTS, driveNumbersSpoken, type CompletedDrive,
} from './drive';
import { GameChangeKindSchema, GameSchema, LiveGameDataSchema } from './hub';
import { liveGame } from './testing';

const touchdown: CompletedDrive = { id: '4015474175', teamId: '9', plays: 8, yards: 75, elapsedSeconds: 252, result: 'touchdown', endPlayId: '4015474171123' };

describe('the drive contract', () => {
  it('accepts a drive under way on a live game, and a live game without one', () => {
    const drive = { teamId: '9', plays: 5, yards: 32, elapsedSeconds: 161, start: { period: 1, clock: '15:00', yardLine: 75 } };
    expect(GameSchema.parse({ ...liveGame(), drive }).drive).toEqual(drive);
    expect(GameSchema.parse(liveGame()).drive).toBeUndefined();
    expect(CurrentDriveSchema.parse({ plays: 0, yards: 0 })).toEqual({ plays: 0, yards: 0 });
  });

  it('carries the drives that ended in the live data, and live data without them as before', () => {
    const base = { gameId: '1', lastUpdated: '2026-11-27T18:00:00Z', stale: false, playByPlay: [], bettingOdds: [] };
    expect(LiveGameDataSchema.parse(base).drives).toBeUndefined();
    expect(LiveGameDataSchema.parse({ ...base, drives: [touchdown, { id: '2', plays: 1, yards: -1 }] }).drives).toHaveLength(2);
  });

  it('refuses what no drive can have: negative plays, more yards than the field, an unknown result, a spot off the field, an empty id', () => {
    for (const bad of [{ plays: -1 }, { yards: 101 }, { yards: -101 }, { yards: 2.5 }, { result: 'rouge' }, { start: { yardLine: 120 } }, { end: { period: 0 } }, { id: '' }, { elapsedSeconds: -3 }, { elapsedSeconds: 99_999 }]) {
      expect(CompletedDriveSchema.safeParse({ ...touchdown, ...bad }).success).toBe(false);
    }
  });

  it('knows a change of drive alone on the live stream', () => {
    expect(GameChangeKindSchema.parse('drive')).toBe('drive');
  });
});

describe('drive words', () => {
  it('says a drive that ended as the feed shows it, its result in words', () => {
    expect(completedDriveText(touchdown)).toBe('Drive: 8 plays, 75 yards, 4:12 — Touchdown');
    expect(completedDriveText({ id: '9', plays: 1, yards: -1, elapsedSeconds: 12, result: 'end-of-half' })).toBe('Drive: 1 play, -1 yard, 0:12 — End of half');
    // a result the provider named but the contract does not know: the numbers alone
    expect(completedDriveText({ id: '3', plays: 3, yards: 5 })).toBe('Drive: 3 plays, 5 yards');
  });

  it('says the drive under way', () => {
    const game = { homeTeamAbbreviation: 'ATL', awayTeamAbbreviation: 'GB' };
    expect(currentDriveText({ plays: 5, yards: 32, elapsedSeconds: 161 }, game)).toBe('This drive: 5 plays, 32 yards, 2:41');
    // before its first snap: where it starts (spots from the home goal line)
    expect(currentDriveText({ plays: 0, yards: 0, elapsedSeconds: 0, start: { yardLine: 75 } }, game)).toBe('New drive from GB 25');
    expect(currentDriveText({ plays: 0, yards: 0, start: { yardLine: 0 } }, game)).toBe('New drive');
  });

  it('reads the time aloud for a screen reader', () => {
    expect(driveNumbersSpoken(touchdown)).toBe('8 plays, 75 yards in 4 minutes 12 seconds');
    expect(driveNumbersSpoken({ plays: 1, yards: 1, elapsedSeconds: 60 })).toBe('1 play, 1 yard in 1 minute');
    expect(driveNumbersSpoken({ plays: 0, yards: 0, elapsedSeconds: 0 })).toBe('0 plays, 0 yards in 0 seconds');
    expect(driveNumbersSpoken({ plays: 2, yards: 4 })).toBe('2 plays, 4 yards');
  });

  it('has words for every result', () => {
    for (const result of DRIVE_RESULTS) expect(DRIVE_RESULT_WORDS[result]).toMatch(/^[A-Z][a-z ]+$/);
  });

  it('reads and writes game clocks', () => {
    expect(clockSeconds('4:12')).toBe(252);
    expect(clockSeconds('0:38')).toBe(38);
    expect(clockSeconds('12')).toBe(12);
    expect(clockSeconds('15:00')).toBe(900);
    for (const junk of ['', '4:75', 'soon', '1:2:3', '-1:00']) expect(clockSeconds(junk)).toBeNull();
    expect(clockText(252)).toBe('4:12');
    expect(clockText(5)).toBe('0:05');
  });
});
